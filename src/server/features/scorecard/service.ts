// GET /api/scorecard and GET /api/kpi-assignments/{id}/history (UI-10, UI-17). The scores
// come from the domain's engine (rollUpScorecard): this file only reads the rows it needs, in a fixed
// handful of set-based queries whatever the organization's size, and shapes the answer.
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { calculationNote } from "../../../domain/calculated";
import { perspectiveName } from "../../../domain/labels";
import { displayName } from "../../../domain/people";
import { currentPeriod, type PeriodKey, type PeriodValues, periodKeysFor } from "../../../domain/periods";
import { type RollUpResult, rollUpStatus } from "../../../domain/rollups";
import type { KpiHistory, ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import {
  BSC_PERSPECTIVES,
  findCeoFunction,
  rollUpScorecard,
  type ScorecardKpi,
  type ScorecardObjective,
} from "../../../domain/scorecard";
import { type KpiStatus, type ScoringSettings, scoringSettingsOf } from "../../../domain/scoring";
import {
  kpiActiveIn,
  kpiWeightRowIn,
  kpiYearValues,
  objectiveActiveIn,
  objectiveWeightRowIn,
} from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow, organizationDayOf } from "../../db/fiscal-year";
import { kpiCalculationColumns, kpiScoringColumns } from "../../db/kpi-scoring-columns";
import { inFiscalYears, rowFiscalYear } from "../../db/measurement-years";
import { organizationSettingsOf } from "../../db/organization-settings";
import { reusableRead } from "../../db/reusable-read";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  themes,
  users,
} from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { formulaTree } from "../../formulas";
import { notFound } from "../../http-error";
import { answerCacheKey, cachedAnswer, keyedByDay, owned } from "../../kernel";
import type { ServiceDeps } from "../../services";

const FUNCTION_NOT_FOUND = "Function not found";
const KPI_ASSIGNMENT_NOT_FOUND = "KPI assignment not found";
const kpiAssignmentRows = owned(kpiAssignments, KPI_ASSIGNMENT_NOT_FOUND);
const organizationFunctionRows = owned(organizationFunctions, FUNCTION_NOT_FOUND);

const NO_COVERAGE = { reporting: 0, total: 0 } as const;

/** T with null taken out of every field but the Nullable ones. */
type Present<T, Nullable extends keyof T> = {
  [K in keyof T]: K extends Nullable ? T[K] : Exclude<T[K], null>;
};

/** What the engine needs of a KPI assignment, as the scorecard's read answers it (kpiYearValues for `values`). */
export type KpiAssignmentRead = Pick<
  typeof kpis.$inferSelect,
  | "name"
  | "unit"
  | "polarity"
  | "frequency"
  | "isCumulative"
  | "aggregation"
  | "scoring"
  | "baseline"
  | "code"
  | "formula"
> & {
  id: string;
  objectiveAssignmentId: string;
  weight: number | string;
  values: { t: PeriodValues | null; a: PeriodValues | null } | null;
};

/** A KPI assignment as the scoring engine takes it; `actuals` replaces the stored ones (APPROVAL-6). */
export function engineKpiOf(row: KpiAssignmentRead, actuals?: PeriodValues): ScorecardKpi {
  return {
    id: row.id,
    objectiveAssignmentId: row.objectiveAssignmentId,
    weight: Number(row.weight),
    frequency: row.frequency,
    polarity: row.polarity,
    isCumulative: row.isCumulative,
    aggregation: row.aggregation,
    unit: row.unit,
    scoring: row.scoring,
    baseline: row.baseline,
    targets: row.values?.t ?? {},
    actuals: actuals ?? row.values?.a ?? {},
    name: row.name,
    // CALC-5: a calculated assignment's values come from its function's other KPIs.
    code: row.code,
    formula: formulaTree(row.formula),
  };
}

/** SCORE-9: a roll-up's status from its score before rounding; nothing to roll up is No Data. */
function rollUpStatusOf(result: RollUpResult | undefined, settings: ScoringSettings): KpiStatus {
  return result ? rollUpStatus(result, settings) : "No Data";
}

// Only the functions that could be the CEO's, not every function of a large organization.
const ceoCandidates = reusableRead("scorecard_ceo_candidates", ["org"], (tx, { org }) =>
  tx
    .select({
      id: organizationFunctions.id,
      name: organizationFunctions.name,
      level: organizationFunctions.level,
    })
    .from(organizationFunctions)
    .where(
      and(
        inOrganization(organizationFunctions.organizationId, org),
        or(ilike(organizationFunctions.level, "%ceo%"), ilike(organizationFunctions.name, "%ceo%")),
      ),
    )
    .orderBy(asc(organizationFunctions.createdAt)),
);

/** The functions whose level or name could be the CEO's, in order of creation. */
export function ceoCandidatesIn(tx: Tx, orgId: string) {
  return ceoCandidates(tx, { org: orgId });
}

/** CASCADE-8: the CEO function, when no function is asked for. */
async function resolveCeoFunction(tx: Tx, ctx: TenantContext) {
  return findCeoFunction(await ceoCandidatesIn(tx, ctx.orgId));
}

/**
 * SCORE-14: the function, its objective assignments active in `year` and their KPI assignments, in one
 * statement: a row per KPI assignment (or per objective assignment without one), the objectives in
 * their order of creation and each KPI numbered in its own. WEIGHT-7's weight of the year comes from a
 * lateral join per assignment; CASCADE-10 leaves out what ended by `year`. Built once (PLATFORM-33).
 */
const functionRows = reusableRead(
  "scorecard_function_rows",
  ["org", "functionId", "year", "start"],
  (tx, { org, functionId, year, start }) => {
    const objectiveWeight = objectiveWeightRowIn(tx, year);
    const kpiWeight = kpiWeightRowIn(tx, year);
    return tx
      .select({
        fn: {
          id: organizationFunctions.id,
          name: organizationFunctions.name,
          level: organizationFunctions.level,
        },
        objective: {
          id: objectiveAssignments.id,
          objectiveId: objectiveAssignments.objectiveId,
          // WEIGHT-7: each year scores with its own weights.
          weight: sql<number>`coalesce(${objectiveWeight.weight}, ${objectiveAssignments.weight})`,
          organizationLevel: objectiveAssignments.organizationLevel,
          name: objectives.name,
          description: objectives.description,
          bscPerspective: objectives.bscPerspective,
          themeId: objectives.themeId,
          themeName: themes.name,
          themeColor: themes.color,
        },
        kpiOrder: sql<number>`row_number() over (order by ${kpiAssignments.createdAt}, ${kpiAssignments.id})`,
        kpi: {
          id: kpiAssignments.id,
          objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
          kpiId: kpiAssignments.kpiId,
          weight: sql<number>`coalesce(${kpiWeight.weight}, ${kpiAssignments.weight})`,
          ownerId: kpiAssignments.ownerId,
          keptOwnerName: kpiAssignments.ownerName,
          ownerFirstName: users.firstName,
          ownerLastName: users.lastName,
          ownerEmail: users.email,
          name: kpis.name,
          ...kpiCalculationColumns,
          values: kpiYearValues(year, start),
        },
      })
      .from(organizationFunctions)
      .leftJoin(
        objectiveAssignments,
        and(
          eq(objectiveAssignments.organizationFunctionId, organizationFunctions.id),
          inOrganization(objectiveAssignments.organizationId, org),
          // CASCADE-10: an ended assignment is not part of its end year or later ones.
          objectiveActiveIn(year),
        ),
      )
      .leftJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
      .leftJoin(themes, eq(themes.id, objectives.themeId))
      .leftJoinLateral(objectiveWeight, sql`true`)
      .leftJoin(
        kpiAssignments,
        and(
          eq(kpiAssignments.objectiveAssignmentId, objectiveAssignments.id),
          inOrganization(kpiAssignments.organizationId, org),
          kpiActiveIn(year),
        ),
      )
      .leftJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .leftJoin(users, eq(users.id, kpiAssignments.ownerId))
      .leftJoinLateral(kpiWeight, sql`true`)
      .where(organizationFunctionRows.byId({ orgId: org }, functionId))
      .orderBy(
        asc(objectiveAssignments.createdAt),
        asc(objectiveAssignments.id),
        asc(kpiAssignments.createdAt),
        asc(kpiAssignments.id),
      );
  },
);

/**
 * What every scored read starts from: the organization's settings (none before their first save), its
 * thresholds and score cap (SETTINGS-1, each unset one its default) and the month its fiscal year starts
 * (FISCAL-1).
 */
export async function scoringSetupOf(tx: Tx, org: string) {
  const settings = await organizationSettingsOf(tx, org);
  return {
    settings,
    thresholds: scoringSettingsOf(settings),
    fiscalYearStartMonth: settings?.fiscalYearStartMonth ?? 1,
  };
}

/**
 * Reads one function's objectives, KPIs and the year's measurements, and scores them with the engine;
 * SCORE-15: or answers what it computed before, while the organization's data version is unchanged;
 * SCORE-16: requests that miss together wait for one computation.
 */
export function getScorecard(
  deps: ServiceDeps,
  ctx: TenantContext,
  query: ScorecardQuery,
  now = new Date(),
): Promise<ScorecardResponse> {
  return withTenant(deps.db, ctx, (tx) =>
    cachedAnswer(
      tx,
      deps.answerCaches?.scorecard,
      ctx.orgId,
      keyedByDay(ctx.orgId, now, (day) => scorecardCacheKey(ctx.orgId, query, day)),
      () => scoreFunctionIn(tx, ctx, query, now),
    ),
  );
}

/** SCORE-15: a scorecard answer depends on the function, year, frequency, period and view asked for. */
export function scorecardCacheKey(orgId: string, query: ScorecardQuery, day: string): string {
  const { functionId, year, frequency, period, view } = query;
  return answerCacheKey(orgId, [functionId, year, frequency, period, view], day);
}

/**
 * APPROVAL-6: the reads of scoreFunctionIn kept for many scorings of the same data (a batch of impacts,
 * each period before and after): valid only while nothing the scorecard reads is written.
 */
export type ScoringReads = Map<string, Promise<unknown>>;

/**
 * The scorecard of one function inside a transaction the caller holds. APPROVAL-6: `substitutes`
 * replaces some KPI assignments' actuals (period key → value, laid over the stored ones) so a pending
 * submission's impact is scored by the same engine and reads as the real scorecard would.
 */
export async function scoreFunctionIn(
  tx: Tx,
  ctx: TenantContext,
  query: ScorecardQuery,
  now = new Date(),
  substitutes?: ReadonlyMap<string, PeriodValues>,
  reads?: ScoringReads,
): Promise<ScorecardResponse> {
  const { frequency } = query;
  // AGG-1: choosing annual forces year-to-date.
  const view = frequency === "annual" ? "ytd" : query.view;
  const org = ctx.orgId;
  const shared = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!reads) return read();
    if (!reads.has(key)) reads.set(key, read());
    return reads.get(key) as Promise<T>;
  };
  const { settings, thresholds, fiscalYearStartMonth } = await shared("setup", () => scoringSetupOf(tx, org));
  // FISCAL-2, FISCAL-4: the year is the fiscal year; PERIOD-3: the default period is today's month,
  // (fiscal) quarter or the annual one; SETTINGS-17: today in the organization's time zone.
  const { month } = await shared("day", () => organizationDayOf(tx, ctx, now));
  const today = currentPeriod(frequency, month, fiscalYearStartMonth);
  const year = query.year ?? today.year;
  const period = (query.period as PeriodKey | undefined) ?? today.key;
  // SCORE-14: one statement reads the function, its objectives and its KPIs with the year's weights
  // and values (lateral joins); with no function asked for, the CEO function is found first.
  const fnId = query.functionId ?? (await shared("ceo", () => resolveCeoFunction(tx, ctx)))?.id;
  const rows = fnId
    ? await shared(`rows:${fnId}:${year}`, () =>
        functionRows(tx, { org, functionId: fnId, year, start: fiscalYearStartMonth }),
      )
    : [];
  if (query.functionId && rows.length === 0) throw notFound(FUNCTION_NOT_FOUND);
  const fn = rows[0]?.fn ?? null;
  // Left joins make every column nullable in the row's type; these are the columns that may be null
  // on an assignment that is there (its id is).
  type Row = (typeof rows)[number];
  type ObjectiveRow = Present<
    NonNullable<Row["objective"]>,
    "description" | "themeId" | "themeName" | "themeColor"
  >;
  type KpiRow = Present<
    NonNullable<Row["kpi"]>,
    | "ownerId"
    | "keptOwnerName"
    | "ownerFirstName"
    | "ownerLastName"
    | "ownerEmail"
    | "unit"
    | "baseline"
    | "code"
    | "formula"
    | "values"
  >;
  const objectiveRows: ObjectiveRow[] = [];
  const kpiRows: { order: number; row: KpiRow }[] = [];
  for (const row of rows) {
    if (row.objective?.id && objectiveRows.at(-1)?.id !== row.objective.id)
      objectiveRows.push(row.objective as ObjectiveRow);
    if (row.kpi?.id) kpiRows.push({ order: Number(row.kpiOrder), row: row.kpi as KpiRow });
  }
  // The KPIs in the order of their own creation across objectives, as the engine always received them.
  kpiRows.sort((a, b) => a.order - b.order);

  const engineObjectives: ScorecardObjective[] = objectiveRows.map((row) => ({
    id: row.id,
    functionId: fn!.id,
    weight: Number(row.weight),
    perspective: row.bscPerspective,
    name: row.name,
  }));
  const engineKpis: ScorecardKpi[] = kpiRows.map(({ row }) =>
    engineKpiOf(
      row,
      substitutes?.has(row.id) ? { ...(row.values?.a ?? {}), ...substitutes.get(row.id) } : undefined,
    ),
  );
  const functions = fn ? [{ id: fn.id, name: fn.name, level: fn.level }] : [];
  const scored = rollUpScorecard({
    functions,
    objectives: engineObjectives,
    kpis: engineKpis,
    view,
    viewFrequency: frequency,
    period,
    settings: thresholds,
    fiscalYearStartMonth,
  });
  const functionScores = fn ? scored.functions[fn.id] : undefined;

  const kpisByObjective = new Map<string, ScorecardResponse["objectives"][number]["kpis"]>();
  for (const { row } of kpiRows) {
    const score = scored.kpis[row.id]!;
    const ownerName =
      row.ownerId && row.ownerEmail
        ? displayName({ firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail })
        : row.keptOwnerName;
    const item = {
      kpiAssignmentId: row.id,
      kpiId: row.kpiId,
      name: row.name,
      unit: row.unit,
      polarity: row.polarity,
      frequency: row.frequency,
      isCumulative: row.isCumulative,
      aggregation: row.aggregation,
      scoring: row.scoring,
      baseline: row.baseline,
      weight: Number(row.weight),
      target: score.target,
      actual: score.actual,
      score: score.score,
      exactScore: score.exactScore,
      status: score.status,
      ownerId: row.ownerId,
      ownerName,
      code: row.code,
      formula: row.formula,
      calculationNote: calculationNote(score.explanation.calculation),
    };
    const list = kpisByObjective.get(row.objectiveAssignmentId);
    if (list) list.push(item);
    else kpisByObjective.set(row.objectiveAssignmentId, [item]);
  }

  const objectivesOut = objectiveRows.map((row) => ({
    objectiveAssignmentId: row.id,
    objectiveId: row.objectiveId,
    name: row.name,
    description: row.description,
    bscPerspective: row.bscPerspective,
    themeId: row.themeId,
    themeName: row.themeName,
    themeColor: row.themeColor,
    organizationLevel: row.organizationLevel,
    weight: Number(row.weight),
    score: scored.objectives[row.id]?.score ?? null,
    exactScore: scored.objectives[row.id]?.unrounded ?? null,
    status: rollUpStatusOf(scored.objectives[row.id], thresholds),
    coverage: scored.objectives[row.id]?.coverage ?? NO_COVERAGE,
    kpis: kpisByObjective.get(row.id) ?? [],
  }));

  const perspectives = BSC_PERSPECTIVES.map((key) => {
    const members = objectivesOut.filter((objective) => objective.bscPerspective === key);
    return {
      key,
      name: perspectiveName(key, settings),
      score: functionScores?.perspectives[key].score ?? null,
      status: rollUpStatusOf(functionScores?.perspectives[key], thresholds),
      coverage: functionScores?.perspectives[key].coverage ?? NO_COVERAGE,
      objectiveCount: members.length,
      kpiCount: members.reduce((sum, objective) => sum + objective.kpis.length, 0),
    };
  });

  return {
    functionId: fn?.id ?? null,
    functionName: fn?.name ?? null,
    functionLevel: fn?.level ?? null,
    year,
    fiscalYearStartMonth,
    frequency,
    period,
    view,
    score: functionScores?.level.score ?? null,
    status: rollUpStatusOf(functionScores?.level, thresholds),
    coverage: functionScores?.level.coverage ?? NO_COVERAGE,
    counts: functionScores?.counts ?? { onTrack: 0, atRisk: 0, behind: 0, noData: 0 },
    thresholds,
    perspectives,
    objectives: objectivesOut,
  };
}

/** Target and actual of every period of the requested years, oldest first, for trend charts. */
export function getKpiHistory(
  deps: ServiceDeps,
  ctx: TenantContext,
  kpiAssignmentId: string,
  query: { year?: number; years?: number },
  now = new Date(),
): Promise<KpiHistory> {
  const count = query.years ?? 2;
  return withTenant(deps.db, ctx, async (tx) => {
    const fiscalYearStartMonth = await fiscalStartMonthOf(tx, ctx);
    // FISCAL-2: years are fiscal years; the default is today's (SETTINGS-17: the organization's).
    const lastYear = query.year ?? (await fiscalYearNow(tx, ctx, now));
    const firstYear = Math.max(lastYear - count + 1, 1900);
    const [assignment] = await tx
      .select({
        id: kpiAssignments.id,
        kpiId: kpiAssignments.kpiId,
        name: kpis.name,
        description: kpis.description,
        ...kpiScoringColumns,
      })
      .from(kpiAssignments)
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .where(kpiAssignmentRows.byId(ctx, kpiAssignmentId));
    if (!assignment) throw notFound(KPI_ASSIGNMENT_NOT_FOUND);
    // FISCAL-8: each row under the fiscal year its month falls in now.
    const rows = await tx
      .select({
        year: rowFiscalYear(fiscalYearStartMonth),
        periodKey: kpiMeasurements.periodKey,
        target: kpiMeasurements.target,
        actual: kpiMeasurements.actual,
      })
      .from(kpiMeasurements)
      .where(
        and(
          eq(kpiMeasurements.kpiAssignmentId, assignment.id),
          inOrganization(kpiMeasurements.organizationId, ctx.orgId),
          inFiscalYears(firstYear, lastYear, fiscalYearStartMonth),
        ),
      );
    const byKey = new Map(rows.map((row) => [`${row.year}:${row.periodKey}`, row]));
    const keys = periodKeysFor(assignment.frequency, fiscalYearStartMonth);
    const years: KpiHistory["years"] = [];
    for (let year = firstYear; year <= lastYear; year++) {
      years.push({
        year,
        periods: keys.map((periodKey) => {
          const row = byKey.get(`${year}:${periodKey}`);
          return { periodKey, target: row?.target ?? null, actual: row?.actual ?? null };
        }),
      });
    }
    const { id, ...rest } = assignment;
    return { kpiAssignmentId: id, ...rest, fiscalYearStartMonth, years };
  });
}
