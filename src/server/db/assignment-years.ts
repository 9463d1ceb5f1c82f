// Weights by year and ended assignments (WEIGHT-7, WEIGHT-8, CASCADE-10; docs/decisions/008): the SQL
// that reads an assignment's weight in a year, and the upserts that set a year's own weight.
import { and, desc, eq, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PeriodValues } from "../../domain/periods";
import { owned } from "../kernel/owned";
import type { Tx } from "./client";
import { inFiscalYear } from "./measurement-years";
import {
  kpiAssignments,
  kpiAssignmentWeights,
  kpiMeasurements,
  objectiveAssignments,
  objectiveAssignmentWeights,
} from "./schema";
import type { Actor, TenantContext } from "./tenant";

const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

const ow = objectiveAssignmentWeights;
const kw = kpiAssignmentWeights;

// The two kinds of assignment keep their weights the same way: one table of a weight per year beside
// the assignment's undated base weight.
const OBJECTIVE_WEIGHTS = {
  table: ow,
  year: ow.year,
  weight: ow.weight,
  owner: ow.objectiveAssignmentId,
  id: objectiveAssignments.id,
  base: objectiveAssignments.weight,
};
const KPI_WEIGHTS = {
  table: kw,
  year: kw.year,
  weight: kw.weight,
  owner: kw.kpiAssignmentId,
  id: kpiAssignments.id,
  base: kpiAssignments.weight,
};
type WeightSource = typeof OBJECTIVE_WEIGHTS | typeof KPI_WEIGHTS;
/** A year, or the placeholder of a read built once (PLATFORM-33). */
type YearValue = number | Placeholder;

/** WEIGHT-7: the weight in `year`: the assignment's own, else the latest earlier year's, else the base. */
function weightIn(source: WeightSource, year: number): SQL<number> {
  return sql<number>`coalesce((select ${source.weight} from ${source.table} where ${source.owner} = ${source.id} and ${source.year} <= ${year} order by ${source.year} desc limit 1), ${source.base})`;
}

/** WEIGHT-7: the year whose own weight weightIn gives (null: the base). */
function weightYearIn(source: WeightSource, year: number): SQL<number | null> {
  return sql<
    number | null
  >`(select max(${source.year}) from ${source.table} where ${source.owner} = ${source.id} and ${source.year} <= ${year})`;
}

/**
 * WEIGHT-7 as a lateral join (SCORE-14): the year's own weight row of the assignment, else its latest
 * earlier year's, one index probe per row inside the main query instead of a subquery in its select
 * list. Select `coalesce(alias.weight, base)` (yearWeight below).
 */
function weightRowIn(tx: Tx, source: WeightSource, year: YearValue, alias: string) {
  return tx
    .select({ weight: sql<number>`${source.weight}`.as(`${alias}_weight`) })
    .from(source.table)
    .where(and(eq(source.owner, source.id), lte(source.year, year)))
    .orderBy(desc(source.year))
    .limit(1)
    .as(alias);
}
export const objectiveWeightRowIn = (tx: Tx, year: YearValue) =>
  weightRowIn(tx, OBJECTIVE_WEIGHTS, year, "objective_year_weight");
export const kpiWeightRowIn = (tx: Tx, year: YearValue) =>
  weightRowIn(tx, KPI_WEIGHTS, year, "kpi_year_weight");

export const objectiveWeightIn = (year: number) => weightIn(OBJECTIVE_WEIGHTS, year);
export const objectiveWeightYearIn = (year: number) => weightYearIn(OBJECTIVE_WEIGHTS, year);
export const kpiWeightIn = (year: number) => weightIn(KPI_WEIGHTS, year);
export const kpiWeightYearIn = (year: number) => weightYearIn(KPI_WEIGHTS, year);

/** CASCADE-10: objective assignments that are part of `year` (not ended from it or earlier). */
export function objectiveActiveIn(year: YearValue): SQL {
  return sql`(${objectiveAssignments.endedFromYear} is null or ${objectiveAssignments.endedFromYear} > ${year})`;
}

/** CASCADE-10: KPI assignments that are part of `year`: neither they nor their objective ended by then. */
export function kpiActiveIn(year: YearValue): SQL {
  return sql`(${kpiAssignments.endedFromYear} is null or ${kpiAssignments.endedFromYear} > ${year}) and ${objectiveActiveIn(year)}`;
}

async function resolvedObjectiveWeight(tx: Tx, actor: TenantContext, id: string, year: number) {
  const [row] = await tx
    .select({ weight: objectiveWeightIn(year) })
    .from(objectiveAssignments)
    .where(objectiveAssignmentRows.byId(actor, id));
  return row ? Number(row.weight) : null;
}

async function resolvedKpiWeight(tx: Tx, actor: TenantContext, id: string, year: number) {
  const [row] = await tx
    .select({ weight: kpiWeightIn(year) })
    .from(kpiAssignments)
    .where(kpiAssignmentRows.byId(actor, id));
  return row ? Number(row.weight) : null;
}

/** Whether the assignment has its own weight row for exactly `year`. */
async function hasOwnWeight(
  tx: Tx,
  table: typeof ow | typeof kw,
  column: typeof ow.objectiveAssignmentId | typeof kw.kpiAssignmentId,
  id: string,
  year: number,
): Promise<boolean> {
  const rows = await tx
    .select({ year: table.year })
    .from(table)
    .where(and(eq(column, id), eq(table.year, year)));
  return rows.length > 0;
}

export type WeightChange = { year: number; oldValue: number | null; newValue: number };

/**
 * WEIGHT-8: sets an objective assignment's own weight for `year` (later years without their own follow
 * it; earlier years keep theirs). A weight equal to the one the year already has writes nothing, so a
 * save that changes something else does not pin the year; with `pin` (a copied year) the year gets its
 * own weight even when equal. Answers the change, or null.
 */
export async function setObjectiveWeight(
  tx: Tx,
  actor: Actor,
  id: string,
  year: number,
  weight: number,
  pin = false,
): Promise<WeightChange | null> {
  const old = await resolvedObjectiveWeight(tx, actor, id, year);
  if (old === weight && !(pin && !(await hasOwnWeight(tx, ow, ow.objectiveAssignmentId, id, year))))
    return null;
  await tx
    .insert(ow)
    .values({ organizationId: actor.orgId, objectiveAssignmentId: id, year, weight, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [ow.objectiveAssignmentId, ow.year],
      set: { weight, updatedBy: actor.userId, updatedAt: new Date() },
    });
  return { year, oldValue: old, newValue: weight };
}

/** WEIGHT-8: a KPI assignment's own weight for `year` (as setObjectiveWeight). */
export async function setKpiWeight(
  tx: Tx,
  actor: Actor,
  id: string,
  year: number,
  weight: number,
  pin = false,
): Promise<WeightChange | null> {
  const old = await resolvedKpiWeight(tx, actor, id, year);
  if (old === weight && !(pin && !(await hasOwnWeight(tx, kw, kw.kpiAssignmentId, id, year)))) return null;
  await tx
    .insert(kw)
    .values({ organizationId: actor.orgId, kpiAssignmentId: id, year, weight, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [kw.kpiAssignmentId, kw.year],
      set: { weight, updatedBy: actor.userId, updatedAt: new Date() },
    });
  return { year, oldValue: old, newValue: weight };
}

/**
 * A KPI assignment's targets and actuals of one fiscal year as two period maps, aggregated by the database
 * through the (kpi_assignment_id, year, period_key) primary key: one row per KPI instead of one per
 * period, which is what keeps a 2,000-KPI scorecard fast (12 times fewer rows to ship and decode).
 * FISCAL-8: the year's months are read from their calendar years under the start month `start`.
 */
export function kpiYearValues(year: YearValue, start: YearValue) {
  const m = kpiMeasurements;
  return sql<{ t: PeriodValues | null; a: PeriodValues | null } | null>`(
    select json_build_object(
      't', json_object_agg(${m.periodKey}, ${m.target}) filter (where ${m.target} is not null),
      'a', json_object_agg(${m.periodKey}, ${m.actual}) filter (where ${m.actual} is not null))
    from ${m}
    where ${m.kpiAssignmentId} = ${kpiAssignments.id} and ${inFiscalYear(year, start)})`;
}
