import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { DatabaseHandle } from "../../db/client";
import { SCORES_CHANNEL } from "../../db/tenancy-wall";

// SCORE-15 (issue 20): scorecard answers kept per organization, forgotten the moment that organization's
// data changes. Every walled table but a few that never move a score announces its writes on this
// channel with the organization's id (db/tenancy-wall.ts: SCORE_QUIET_TABLES); every process listening drops
// that organization's answers, and the process that wrote drops them itself right after the commit
// (kernel/write.ts), so a user who saves and reloads never sees the old figures. While the notice line
// is down, nothing is served from memory.
// A bound on staleness should a notice ever be lost without the line noticing; and on memory.
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 256;

type Entry = { orgId: string; answer: ScorecardResponse; cachedAt: number };

export class ScorecardCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private entries = new Map<string, Entry>();
  private listening = false;
  /** Per organization, bumped by every notice; an answer read before a notice is never stored after it. */
  private generations = new Map<string, number>();
  private everything = 0;

  async attach(database: Pick<DatabaseHandle, "listen">): Promise<() => Promise<void>> {
    return database.listen(SCORES_CHANNEL, {
      onListening: () => {
        this.forgetAll();
        this.listening = true;
      },
      onNotice: (orgId) => (orgId ? this.forget(orgId) : this.forgetAll()),
      onLost: () => {
        this.listening = false;
        this.forgetAll();
      },
    });
  }

  /** Drops one organization's answers (a notice, or this process's own write). */
  forget(orgId: string): void {
    this.generations.set(orgId, (this.generations.get(orgId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.orgId === orgId) this.entries.delete(key);
  }

  forgetAll(): void {
    this.everything++;
    this.generations.clear();
    this.entries.clear();
  }

  /** A ticket to pass back to set(): stale once a notice for the organization arrives in between. */
  ticket(orgId: string): string {
    return `${this.everything}:${this.generations.get(orgId) ?? 0}`;
  }

  get(orgId: string, key: string, now = Date.now()): ScorecardResponse | undefined {
    if (!this.listening) return undefined;
    const id = `${orgId}|${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (now - entry.cachedAt > MAX_AGE_MS) return undefined;
    this.entries.set(id, entry);
    return entry.answer;
  }

  set(orgId: string, key: string, answer: ScorecardResponse, ticket: string, now = Date.now()): void {
    if (!this.listening || ticket !== this.ticket(orgId)) return;
    this.entries.set(`${orgId}|${key}`, { orgId, answer, cachedAt: now });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * What an answer depends on besides the organization's data: the query, and today's date, which picks
 * the default year and period and which periods have ended (SCORE-15).
 */
export function scorecardCacheKey(query: ScorecardQuery, now: Date): string {
  const { functionId, year, frequency, period, view } = query;
  return JSON.stringify([
    functionId,
    year ?? null,
    frequency,
    period ?? null,
    view ?? null,
    now.toISOString().slice(0, 10),
  ]);
}
