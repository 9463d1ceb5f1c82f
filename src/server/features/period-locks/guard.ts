// LOCK-3: the check every target or actual write makes before it writes.
import { and, eq } from "drizzle-orm";
import { isLocked, PERIOD_LOCKED_CODE, periodLockedMessage } from "../../../domain/period-locks";
import type { Frequency, PeriodKey } from "../../../domain/periods";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { periodLocks } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { HttpError } from "../../http-error";
import { lockRows } from "./rows";

/** The closed periods of one year (LOCK-1). */
export async function locksOfYear(tx: Tx, actor: TenantContext, year: number) {
  return tx
    .select({ year: periodLocks.year, frequency: periodLocks.frequency, periodKey: periodLocks.periodKey })
    .from(periodLocks)
    .where(and(lockRows.inOrg(actor), eq(periodLocks.year, year)));
}

/** LOCK-3: the 423 answer for a write into a closed period. */
export function periodLocked(key: PeriodKey, year: number): HttpError {
  return new HttpError(423, periodLockedMessage(key, year), PERIOD_LOCKED_CODE);
}

/**
 * LOCK-3: throws 423 PERIOD_LOCKED (naming the first closed period) when any of `keys` of `frequency` is
 * closed in `year` (LOCK-2, in the organization's fiscal year). Pass only the keys the write changes.
 */
export async function assertPeriodsOpen(
  tx: Tx,
  actor: TenantContext,
  target: { year: number; frequency: Frequency; keys: readonly string[] },
): Promise<void> {
  if (target.keys.length === 0) return;
  const locks = await locksOfYear(tx, actor, target.year);
  if (locks.length === 0) return;
  const start = await fiscalStartMonthOf(tx, actor);
  for (const key of target.keys) {
    if (isLocked(locks, target.year, target.frequency, key, start)) {
      throw periodLocked(key as PeriodKey, target.year);
    }
  }
}
