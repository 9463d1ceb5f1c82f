import type { DatabaseHandle } from "../../db/client";
import { SESSION_IDLE_MS, type SessionUser } from "./sessions";

// docs/decisions/005: every /api request, the 5-second user poll included (AUTH-13), needs to know who is
// signed in. This process keeps recent answers, and forgets ALL of them whenever the database
// announces a change to a user, an organization or the end of a session (drizzle/0003: triggers
// on channel 'meridian_auth'), so a logout, a demotion or a suspension takes effect at once on
// every process. While the notice line is down, nothing is served from memory.
export const AUTH_CHANNEL = "meridian_auth";
// A bound on staleness should a notice ever be lost without the line noticing.
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; cachedAt: number };

export class SessionCache {
  private entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped by every notice; an answer read before a notice is never stored after it. */
  private generation = 0;

  /** Starts listening; resolves to a function that stops. */
  async attach(database: Pick<DatabaseHandle, "listen">): Promise<() => Promise<void>> {
    return database.listen(AUTH_CHANNEL, {
      onListening: () => {
        this.flush();
        this.listening = true;
      },
      onNotice: () => this.flush(),
      onLost: () => {
        this.listening = false;
        this.flush();
      },
    });
  }

  flush(): void {
    this.generation++;
    this.entries.clear();
  }

  /** A ticket to pass back to set(): stale once any notice arrives in between. */
  ticket(): number {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): SessionUser | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const idleUntil = entry.user.lastSeenAt.getTime() + SESSION_IDLE_MS;
    if (now - entry.cachedAt > MAX_AGE_MS || now >= entry.user.expiresAt.getTime() || now >= idleUntil) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: SessionUser, ticket: number, now = Date.now()): void {
    if (!this.listening || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { user, cachedAt: now });
  }

  /** After this process touched a session, its cached copy carries the new time. */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.user = { ...entry.user, lastSeenAt };
  }
}
