// LOCK-3, LOCK-6, LOCK-7: the checks a write makes before it changes what a closed period was scored with.
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import {
  closedHistoryMessage,
  isLocked,
  PERIOD_LOCKED_CODE,
  periodLockedMessage,
  weightsFrozenMessage,
  yearHasClosedPeriod,
} from "../../../domain/period-locks";
import { type Frequency, frequencyOfKey, isPeriodKey, type PeriodKey } from "../../../domain/periods";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { rowFiscalYear } from "../../db/measurement-years";
import { kpiMeasurements, periodLocks } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
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

/** LOCK-6: throws 423 when `year` has a closed period; call it only for a weight that really changes. */
export async function assertWeightsOpen(tx: Tx, actor: TenantContext, year: number): Promise<void> {
  if (yearHasClosedPeriod(await locksOfYear(tx, actor, year), year)) {
    throw new HttpError(423, weightsFrozenMessage(year), PERIOD_LOCKED_CODE);
  }
}

/**
 * LOCK-7: throws 423 when any of these KPI assignments holds a target or an actual in a closed period
 * (deleting it would delete that history); ending it from a later year keeps the history.
 */
export async function assertNoClosedHistory(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentIds: readonly string[],
): Promise<void> {
  if (kpiAssignmentIds.length === 0) return;
  const locks = await tx
    .select({ year: periodLocks.year, frequency: periodLocks.frequency, periodKey: periodLocks.periodKey })
    .from(periodLocks)
    .where(lockRows.inOrg(actor));
  if (locks.length === 0) return;
  const start = await fiscalStartMonthOf(tx, actor);
  const m = kpiMeasurements;
  const rows = await tx
    .selectDistinct({ year: rowFiscalYear(start), periodKey: m.periodKey })
    .from(m)
    .where(
      and(
        inOrganization(m.organizationId, actor.orgId),
        inArray(m.kpiAssignmentId, [...kpiAssignmentIds]),
        or(isNotNull(m.target), isNotNull(m.actual)),
      ),
    );
  for (const row of rows) {
    if (!isPeriodKey(row.periodKey)) continue;
    const year = Number(row.year);
    if (isLocked(locks, year, frequencyOfKey(row.periodKey), row.periodKey, start)) {
      throw new HttpError(423, closedHistoryMessage(row.periodKey, year), PERIOD_LOCKED_CODE);
    }
  }
}
