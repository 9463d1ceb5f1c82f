// GET /api/kpi-input (KPIIN-1..KPIIN-15): KPI Input asks for one page instead of every KPI assignment of
// the year. The year's assignments are read in one statement of the few columns the screen shows, scored
// by the scorecard's engine (engineKpiOf + rollUpScorecard, so a KPI's figures are the scorecard's), then
// searched, filtered, sorted and paged by the domain's rules (src/domain/kpi-input.ts).
import { and, asc, eq } from "drizzle-orm";
import { latestPeriodWithData } from "../../../domain/default-period";
import {
  frequenciesPresent,
  type KpiInputCandidate,
  kpiInputFacets,
  kpiInputFrequency,
  matchesKpiInputFilters,
  pageOf,
  sortKpiInputRows,
} from "../../../domain/kpi-input";
import { displayName } from "../../../domain/people";
import {
  currentPeriod,
  currentYear,
  type PeriodKey,
  type PeriodValues,
  periodKeysFor,
} from "../../../domain/periods";
import type { KpiInputPage, KpiInputQuery, KpiInputRow } from "../../../domain/schemas/kpi-input";
import { rollUpScorecard } from "../../../domain/scorecard";
import { kpiActiveIn, kpiYearValues } from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { organizationDayOf } from "../../db/fiscal-year";
import { kpiCalculationColumns } from "../../db/kpi-scoring-columns";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  users,
} from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { answerCacheKey, cachedAnswer, keyedByDay } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { engineKpiOf, scoringSetupOf } from "../scorecard";

/**
 * KPIIN-10: every KPI assignment of `year` (CASCADE-10: not ended, nor under an ended objective), with
 * what the table shows and the engine needs, in their order of creation (the order ties keep, KPIIN-6).
 * Each join carries the organization filter: the service wall beside row-level security (ARCH-4).
 */
function yearRows(tx: Tx, org: string, year: number, start: number) {
  return tx
    .select({
      id: kpiAssignments.id,
      kpiId: kpiAssignments.kpiId,
      objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
      weight: kpiAssignments.weight,
      linkedObjectiveId: kpiAssignments.linkedObjectiveId,
      ownerId: kpiAssignments.ownerId,
      keptOwnerName: kpiAssignments.ownerName,
      updatedAt: kpiAssignments.updatedAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
      name: kpis.name,
      description: kpis.description,
      ...kpiCalculationColumns,
      objectiveName: objectives.name,
      bscPerspective: objectives.bscPerspective,
      functionId: organizationFunctions.id,
      functionName: organizationFunctions.name,
      values: kpiYearValues(year, start),
    })
    .from(kpiAssignments)
    .innerJoin(kpis, and(eq(kpis.id, kpiAssignments.kpiId), inOrganization(kpis.organizationId, org)))
    .innerJoin(
      objectiveAssignments,
      and(
        eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId),
        inOrganization(objectiveAssignments.organizationId, org),
      ),
    )
    .innerJoin(
      objectives,
      and(
        eq(objectives.id, objectiveAssignments.objectiveId),
        inOrganization(objectives.organizationId, org),
      ),
    )
    .innerJoin(
      organizationFunctions,
      and(
        eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
        inOrganization(organizationFunctions.organizationId, org),
      ),
    )
    .leftJoin(users, eq(users.id, kpiAssignments.ownerId))
    .where(and(inOrganization(kpiAssignments.organizationId, org), kpiActiveIn(year)))
    .orderBy(asc(kpiAssignments.createdAt), asc(kpis.name), asc(kpiAssignments.id));
}

/** Every period key of the KPI's frequency, null where nothing is stored (as the assignment list answers). */
function fullMap(keys: readonly PeriodKey[], stored: PeriodValues | null | undefined) {
  const map: Record<string, number | null> = {};
  for (const key of keys) map[key] = stored?.[key] ?? null;
  return map;
}

/**
 * KPIIN-16: a year of KPI Input scored for one view (year, frequency, period and view asked for), which
 * every search, filter, sort and page of that view reads; kept per data version as scorecard answers are
 * (SCORE-15), so a page turn or a second person's visit does not score the year again.
 */
export type KpiInputYear = Pick<
  KpiInputPage,
  "year" | "fiscalYearStartMonth" | "frequency" | "period" | "view" | "facets" | "yearTotal"
> & {
  candidates: (KpiInputCandidate & { scoredRow: Scored })[];
};

export function getKpiInputPage(
  deps: ServiceDeps,
  ctx: TenantContext,
  query: KpiInputQuery,
  now = new Date(),
): Promise<KpiInputPage> {
  return withTenant(deps.db, ctx, async (tx) => {
    const scored = await cachedAnswer(
      tx,
      deps.answerCaches?.kpiInput,
      ctx.orgId,
      keyedByDay(ctx.orgId, now, (day) =>
        answerCacheKey(ctx.orgId, [query.year, query.frequency, query.period, query.view], day),
      ),
      () => scoreYear(tx, ctx.orgId, query, now),
    );
    const { candidates, fiscalYearStartMonth } = scored;
    const matching = candidates.filter((candidate) => matchesKpiInputFilters(candidate, query));
    const sorted = sortKpiInputRows(matching, { key: query.sort, direction: query.direction });
    const shown = pageOf(sorted, query.page, query.pageSize);
    return {
      year: scored.year,
      fiscalYearStartMonth,
      frequency: scored.frequency,
      period: scored.period,
      view: scored.view,
      sort: query.sort,
      direction: query.direction,
      rows: shown.rows.map(({ scoredRow }) =>
        rowOut(scoredRow, periodKeysFor(scoredRow.row.frequency, fiscalYearStartMonth)),
      ),
      total: matching.length,
      yearTotal: scored.yearTotal,
      page: shown.page,
      pageSize: query.pageSize,
      pageCount: shown.pageCount,
      facets: scored.facets,
    };
  });
}

async function scoreYear(tx: Tx, org: string, query: KpiInputQuery, now: Date): Promise<KpiInputYear> {
  const { thresholds, fiscalYearStartMonth } = await scoringSetupOf(tx, org);
  // SETTINGS-17: today's month is the organization's.
  const { month: today } = await organizationDayOf(tx, { orgId: org }, now);
  // FISCAL-4: until a year is picked, today's fiscal year.
  const year = query.year ?? currentYear(today, fiscalYearStartMonth);
  const rows = await yearRows(tx, org, year, fiscalYearStartMonth);

  // KPIIN-8: the view's frequency; a frequency no KPI has falls back as the Frequency filter does.
  const frequency = kpiInputFrequency(query.frequency, frequenciesPresent(rows));
  // UI-30, KPIIN-8: until a period is picked, the latest period with data, else today's.
  const askedPeriod = query.frequency === frequency ? (query.period as PeriodKey | undefined) : undefined;
  const period =
    askedPeriod ??
    latestPeriodWithData(
      frequency,
      rows.map((row) => ({ frequency: row.frequency, actualResults: row.values?.a ?? {} })),
      fiscalYearStartMonth,
      today,
      year,
    ) ??
    currentPeriod(frequency, today, fiscalYearStartMonth).key;
  // AGG-1: an annual view is year-to-date, as the scorecard scores it.
  const view = frequency === "annual" ? "ytd" : query.view;

  // KPIIN-11: the scorecard's engine over the whole year (a calculated KPI reads its function's other
  // KPIs, CALC-5), so each KPI's figures are the ones the scorecard shows for it.
  const scored = rollUpScorecard({
    functions: [],
    objectives: [...new Map(rows.map((row) => [row.objectiveAssignmentId, row.functionId]))].map(
      ([id, functionId]) => ({ id, functionId, weight: 0, perspective: "Financial" as const }),
    ),
    kpis: rows.map((row) => engineKpiOf(row)),
    view,
    viewFrequency: frequency,
    period,
    settings: thresholds,
    fiscalYearStartMonth,
  });

  const candidates = rows.map((row) => {
    const { target, actual, score, status } = scored.kpis[row.id]!;
    const scoredRow: Scored = { row, ownerName: ownerNameOf(row), target, actual, score, status };
    return { ...toCandidate(scoredRow), scoredRow };
  });
  // KPIIN-7: the choices come from the whole year, whatever is filtered.
  return {
    year,
    fiscalYearStartMonth,
    frequency,
    period,
    view,
    candidates,
    facets: kpiInputFacets(candidates),
    yearTotal: rows.length,
  };
}

type YearRow = Awaited<ReturnType<typeof yearRows>>[number];
type Scored = {
  row: YearRow;
  ownerName: string | null;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: KpiInputRow["status"];
};

/** USER-10: a deleted owner's name is kept on the row; a present owner shows their current name. */
function ownerNameOf(row: YearRow): string | null {
  return row.ownerId && row.ownerEmail
    ? displayName({ firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail })
    : row.keptOwnerName;
}

function toCandidate({ row, ownerName, target, score, status }: Scored): KpiInputCandidate {
  return {
    kpiName: row.name,
    kpiDescription: row.description,
    functionName: row.functionName,
    objectiveName: row.objectiveName,
    ownerName,
    organizationFunctionId: row.functionId,
    linkedObjectiveId: row.linkedObjectiveId,
    ownerId: row.ownerId,
    frequency: row.frequency,
    target,
    score,
    status,
  };
}

function rowOut(
  { row, ownerName, target, actual, score, status }: Scored,
  keys: readonly PeriodKey[],
): KpiInputRow {
  return {
    id: row.id,
    kpiId: row.kpiId,
    kpiName: row.name,
    kpiDescription: row.description,
    unit: row.unit,
    frequency: row.frequency,
    formula: row.formula,
    linkedObjectiveId: row.linkedObjectiveId,
    objectiveName: row.objectiveName,
    bscPerspective: row.bscPerspective,
    organizationFunctionId: row.functionId,
    functionName: row.functionName,
    ownerId: row.ownerId,
    ownerName,
    targets: fullMap(keys, row.values?.t),
    actualResults: fullMap(keys, row.values?.a),
    // VERSION-1: the assignment list's version, so a save from KPI Input is checked the same way.
    version: row.updatedAt.toISOString(),
    target,
    actual,
    score,
    status,
  };
}
