// Targets and actuals of KPI assignments, one row per (assignment, year, period key) (PERIOD-1); a month's
// row is kept under its calendar year, a quarter's and the annual one under the fiscal year (FISCAL-8).
// Each key is its own upsert, so two people entering different months at once both keep their values, and
// a key sent as null clears that value while keys not sent are left alone.
import { and, inArray, sql } from "drizzle-orm";
import type { Frequency, PeriodKey, PeriodValues } from "../../domain/periods";
import { periodKeysFor, storedYearOf } from "../../domain/periods";
import { periodMapSchema } from "../../domain/schemas/period-maps";
import type { Tx } from "../db/client";
import { fiscalStartMonthOf } from "../db/fiscal-year";
import { inFiscalYear } from "../db/measurement-years";
import { forgetInTransaction, oncePerTransaction } from "../db/per-transaction";
import { kpiMeasurements } from "../db/schema";
import type { TenantContext } from "../db/tenant";
import { inOrganization } from "../db/tenant-filter";
import { badRequest } from "../http-error";

export type ValueColumn = "target" | "actual";
export type ValueChange = { key: PeriodKey; oldValue: number | null; newValue: number | null };

/** A `targets` or `actualResults` map from a body (JSON text or object), checked against the KPI's frequency. */
export function parsePeriodMap(
  field: string,
  frequency: Frequency,
  value: unknown,
): PeriodValues | undefined {
  if (value === undefined) return undefined;
  const parsed = periodMapSchema(frequency).safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid period values";
    const key = parsed.error.issues[0]?.path.join(".");
    throw badRequest(message, { [key ? `${field}.${key}` : field]: message });
  }
  return parsed.data;
}

/** Every key of the frequency, null where nothing is stored (the API's map shape). */
export function emptyMap(frequency: Frequency): Record<string, number | null> {
  return Object.fromEntries(periodKeysFor(frequency).map((key) => [key, null]));
}

const SET_ON_CONFLICT = {
  target: {
    target: sql`excluded.target`,
    targetUpdatedBy: sql`excluded.target_updated_by`,
    targetUpdatedAt: sql`excluded.target_updated_at`,
  },
  actual: {
    actual: sql`excluded.actual`,
    actualUpdatedBy: sql`excluded.actual_updated_by`,
    actualUpdatedAt: sql`excluded.actual_updated_at`,
  },
} as const;

/**
 * Upserts the given keys of one column for one assignment and year, recording who and when; answers
 * the keys whose value changed, with the value before.
 */
export async function writePeriodValues(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentId: string,
  year: number,
  column: ValueColumn,
  values: PeriodValues,
): Promise<ValueChange[]> {
  const changes = await writePeriodValuesInBulk(tx, actor, year, column, [{ kpiAssignmentId, values }]);
  return changes.get(kpiAssignmentId) ?? [];
}

/** The prefix of readYearValues' reads in a transaction, which a write of values forgets (PLATFORM-35). */
const YEAR_VALUES = "kpi_year_values:";

type YearValues = Map<string, { targets: PeriodValues; actuals: PeriodValues }>;

/**
 * The stored values of some assignments (all without ids) for one year, keyed by assignment id. The
 * database folds each assignment's rows into two JSON maps, so a large organization (2,000 monthly KPIs
 * = 24,000 rows a year) crosses the driver as 2,000 rows. PLATFORM-35: read once per transaction for the
 * same year and ids until values are written; the map answered is shared, so never change it.
 */
export function readYearValues(
  tx: Tx,
  actor: TenantContext,
  year: number,
  assignmentIds?: readonly string[],
): Promise<YearValues> {
  if (assignmentIds?.length === 0) return Promise.resolve(new Map());
  const ids = assignmentIds ? [...assignmentIds].sort().join(",") : "all";
  return oncePerTransaction(tx, `${YEAR_VALUES}${actor.orgId}:${year}:${ids}`, () =>
    selectYearValues(tx, actor, year, assignmentIds),
  );
}

async function selectYearValues(
  tx: Tx,
  actor: TenantContext,
  year: number,
  assignmentIds: readonly string[] | undefined,
): Promise<YearValues> {
  const m = kpiMeasurements;
  // FISCAL-8: a fiscal year's months are read from their calendar years.
  const start = await fiscalStartMonthOf(tx, actor);
  const rows = await tx
    .select({
      id: m.kpiAssignmentId,
      targets: sql<PeriodValues | null>`jsonb_object_agg(${m.periodKey}, ${m.target}) filter (where ${m.target} is not null)`,
      actuals: sql<PeriodValues | null>`jsonb_object_agg(${m.periodKey}, ${m.actual}) filter (where ${m.actual} is not null)`,
    })
    .from(m)
    .where(
      and(
        inOrganization(m.organizationId, actor.orgId),
        inFiscalYear(year, start),
        assignmentIds ? inArray(m.kpiAssignmentId, [...assignmentIds]) : undefined,
      ),
    )
    .groupBy(m.kpiAssignmentId);
  return new Map(rows.map((row) => [row.id, { targets: row.targets ?? {}, actuals: row.actuals ?? {} }]));
}

/**
 * IMPORT-16: `writePeriodValues` for many assignments of one year at once: one read of what is stored and
 * one upsert per thousand keys, with the same who-and-when columns; answers each assignment's changes.
 * A key must not appear twice for an assignment.
 */
export async function writePeriodValuesInBulk(
  tx: Tx,
  actor: TenantContext,
  year: number,
  column: ValueColumn,
  writes: readonly { kpiAssignmentId: string; values: PeriodValues }[],
): Promise<Map<string, ValueChange[]>> {
  const entries = writes.flatMap(({ kpiAssignmentId, values }) =>
    (Object.entries(values) as [PeriodKey, number | null | undefined][])
      .filter((entry): entry is [PeriodKey, number | null] => entry[1] !== undefined)
      .map(([key, value]) => ({ kpiAssignmentId, key, value })),
  );
  const out = new Map<string, ValueChange[]>();
  if (entries.length === 0) return out;
  const stored = await readYearValues(tx, actor, year, [...new Set(entries.map((e) => e.kpiAssignmentId))]);
  // FISCAL-8: a month is written under its calendar year, so the start month never moves it.
  const fiscalStart = await fiscalStartMonthOf(tx, actor);
  const now = new Date();
  forgetInTransaction(tx, YEAR_VALUES);
  for (let start = 0; start < entries.length; start += 1000) {
    await tx
      .insert(kpiMeasurements)
      .values(
        entries.slice(start, start + 1000).map(({ kpiAssignmentId, key, value }) => ({
          organizationId: actor.orgId,
          kpiAssignmentId,
          year: storedYearOf(year, key, fiscalStart),
          periodKey: key,
          ...(column === "target"
            ? { target: value, targetUpdatedBy: actor.userId, targetUpdatedAt: now }
            : { actual: value, actualUpdatedBy: actor.userId, actualUpdatedAt: now }),
        })),
      )
      .onConflictDoUpdate({
        target: [kpiMeasurements.kpiAssignmentId, kpiMeasurements.year, kpiMeasurements.periodKey],
        set: SET_ON_CONFLICT[column],
      });
  }
  for (const { kpiAssignmentId, key, value } of entries) {
    const before = stored.get(kpiAssignmentId)?.[column === "target" ? "targets" : "actuals"][key] ?? null;
    if (before === value) continue;
    const list = out.get(kpiAssignmentId);
    const change = { key, oldValue: before, newValue: value };
    if (list) list.push(change);
    else out.set(kpiAssignmentId, [change]);
  }
  return out;
}
