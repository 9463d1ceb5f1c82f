import type { Tx } from "../db/client";
import { organizationDayOf } from "../db/fiscal-year";
import { organizationDataVersions } from "../db/schema";
import { inOrganization } from "../db/tenant-filter";

// SCORE-15: answers computed from an organization's data, kept per organization, query and
// day, each with the organization's data version when it was computed. Every write to the
// organization's data moves that version in the same transaction (db/tenancy-wall.ts), so an answer is
// served only while nothing it was computed from has changed — on this process or any other, through the
// app or not. The scorecard (SCORE-15), KPI Input (KPIIN-16) and the heavy downloads (EXPORT-19) keep theirs here.

type Entry<T> = { version: number; answer: T; bytes: number };

/** EXPORT-19: a budget in bytes besides the count, for answers whose sizes differ by megabytes. */
export type ByteBudget<T> = { maxBytes: number; sizeOf: (answer: T) => number };

export class AnswerCache<T> {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private entries = new Map<string, Entry<T>>();
  /** SCORE-16: answers being computed, by key and version, so concurrent misses compute once. */
  private computing = new Map<string, { version: number; answer: Promise<T> }>();

  private bytes = 0;

  /**
   * `maxEntries` bounds the memory: a KPI Input year is far larger than one scorecard. A `budget` bounds
   * the bytes too (EXPORT-19): the least recently used answers go until the rest fits, and an answer
   * larger than the whole budget is not kept.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly budget?: ByteBudget<T>,
  ) {}

  /**
   * The answer for this key at this version: kept, or being computed by another request (SCORE-16), or
   * computed now by `compute` and kept. A shared computation that fails is the failing request's own:
   * the others compute for themselves.
   */
  async answer(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const kept = this.get(key, version);
    if (kept) return kept;
    const pending = this.computing.get(key);
    if (pending?.version === version) {
      const shared = await pending.answer.catch(() => undefined);
      if (shared) return shared;
    }
    const answer = compute();
    this.computing.set(key, { version, answer });
    try {
      const computed = await answer;
      this.set(key, version, computed);
      return computed;
    } finally {
      if (this.computing.get(key)?.answer === answer) this.computing.delete(key);
    }
  }

  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.forget(key);
    if (entry.version !== version) return undefined;
    this.keep(key, entry);
    return entry.answer;
  }

  set(key: string, version: number, answer: T): void {
    this.forget(key);
    const bytes = this.budget?.sizeOf(answer) ?? 0;
    if (this.budget && bytes > this.budget.maxBytes) return;
    this.keep(key, { version, answer, bytes });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= (this.budget?.maxBytes ?? 0)) break;
      this.forget(oldest);
    }
  }

  /**
   * EXPORT-23: replaces the kept answer of this key and version by `change(kept)`, the budget counted anew;
   * nothing when the key holds no answer, another version, or `change` answers undefined. The entry keeps
   * its place in the least-recently-used order until the budget is counted.
   */
  update(key: string, version: number, change: (kept: T) => T | undefined): void {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return;
    const answer = change(entry.answer);
    if (answer !== undefined) this.set(key, version, answer);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the answers kept, as the budget's `sizeOf` counts them (0 without a budget). */
  get keptBytes(): number {
    return this.bytes;
  }

  private keep(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * What an answer depends on besides the organization's data: the query's own parts, and today's date,
 * which picks the default year and period and which periods have ended (SCORE-15); SETTINGS-17: the
 * organization's date, read in the caller's transaction.
 */
export function answerCacheKey(orgId: string, queryParts: unknown[], day: string): string {
  return JSON.stringify([orgId, ...queryParts.map((part) => part ?? null), day]);
}

/** A cache key worked out in the reading transaction (it may read the organization's day). */
export type CacheKeyOf = (tx: Tx) => Promise<string>;

/** SETTINGS-17: a key made from the organization's date at `now`, read in the reading transaction. */
export function keyedByDay(orgId: string, now: Date, keyOf: (day: string) => string): CacheKeyOf {
  return async (tx) => keyOf((await organizationDayOf(tx, { orgId }, now)).day);
}

/** The organization's data version (0 before its first write), read inside the caller's tenant transaction. */
export async function dataVersionOf(tx: Tx, orgId: string): Promise<number> {
  const [row] = await tx
    .select({ version: organizationDataVersions.version })
    .from(organizationDataVersions)
    .where(inOrganization(organizationDataVersions.organizationId, orgId));
  return row?.version ?? 0;
}

/**
 * The answer through the cache when there is one: the version is read first, in the reading
 * transaction, so an answer is never older than its version (a write committed in between makes it
 * newer, never older).
 */
export async function cachedAnswer<T>(
  tx: Tx,
  cache: AnswerCache<T> | undefined,
  orgId: string,
  key: CacheKeyOf,
  compute: () => Promise<T>,
): Promise<T> {
  if (!cache) return compute();
  const version = await dataVersionOf(tx, orgId);
  return cache.answer(await key(tx), version, compute);
}
