import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { Tx } from "../../db/client";
import { organizationDataVersions } from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";

// SCORE-15 (issue 20): scorecard answers kept per organization, query and day, each with the
// organization's data version when it was computed. Every write to the organization's data moves that
// version in the same transaction (db/tenancy-wall.ts), so an answer is served only while nothing it
// was computed from has changed — on this process or any other, through the app or not.
const MAX_ENTRIES = 256;

type Entry = { version: number; answer: ScorecardResponse };

export class ScorecardCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private entries = new Map<string, Entry>();
  /** SCORE-16: answers being computed, by key and version, so concurrent misses compute once. */
  private computing = new Map<string, { version: number; answer: Promise<ScorecardResponse> }>();

  /**
   * The answer for this key at this version: kept, or being computed by another request (SCORE-16), or
   * computed now by `compute` and kept. A shared computation that fails is the failing request's own:
   * the others compute for themselves.
   */
  async answer(
    key: string,
    version: number,
    compute: () => Promise<ScorecardResponse>,
  ): Promise<ScorecardResponse> {
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

  get(key: string, version: number): ScorecardResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, version: number, answer: ScorecardResponse): void {
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
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
export function scorecardCacheKey(orgId: string, query: ScorecardQuery, now: Date): string {
  const { functionId, year, frequency, period, view } = query;
  const day = now.toISOString().slice(0, 10);
  return JSON.stringify([orgId, functionId ?? null, year ?? null, frequency, period ?? null, view, day]);
}

/** The organization's data version (0 before its first write), read inside the caller's tenant transaction. */
export async function dataVersionOf(tx: Tx, orgId: string): Promise<number> {
  const [row] = await tx
    .select({ version: organizationDataVersions.version })
    .from(organizationDataVersions)
    .where(inOrganization(organizationDataVersions.organizationId, orgId));
  return row?.version ?? 0;
}
