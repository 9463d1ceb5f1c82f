// The facts feed as it was built before it was streamed (EXPORT-22): every row in memory, sorted, then
// serialized whole. Kept as the oracle the streamed feed is compared with byte for byte
// (tests/api/heavy-downloads.test.ts); not used by the app.

import { and, asc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { factViews, fileNumber, kpiHasFactIn, periodSpan } from "../../src/domain/exports";
import { perspectiveName } from "../../src/domain/labels";
import { currentYear } from "../../src/domain/periods";
import { rollUpStatus } from "../../src/domain/rollups";
import {
  FACT_COLUMNS,
  type FactRow,
  type Facts,
  type FactsQuery,
  factsSchema,
} from "../../src/domain/schemas/exports";
import {
  BSC_PERSPECTIVES,
  rollUpScorecard,
  type ScorecardKpi,
  type ScorecardObjective,
} from "../../src/domain/scorecard";
import { CSV_OPTIONS, neutraliseCell } from "../../src/domain/spreadsheet-cells";
import {
  kpiActiveIn,
  kpiWeightIn,
  kpiYearValues,
  objectiveActiveIn,
  objectiveWeightIn,
} from "../../src/server/db/assignment-years";
import type { Database } from "../../src/server/db/client";
import { kpiCalculationColumns } from "../../src/server/db/kpi-scoring-columns";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizations,
} from "../../src/server/db/schema";
import { type TenantContext, withTenant } from "../../src/server/db/tenant";
import { inOrganization } from "../../src/server/db/tenant-filter";
import { engineKpiOf, scoringSetupOf } from "../../src/server/features/scorecard";

/** facts.json's bytes as the route answered them: the response schema's parse, then JSON.stringify. */
export async function factsJsonBefore(db: Database, ctx: TenantContext, query: FactsQuery): Promise<string> {
  return JSON.stringify(factsSchema.parse(await facts(db, ctx, query)));
}

/** facts.csv's bytes as the route answered them. */
export async function factsCsvBefore(db: Database, ctx: TenantContext, query: FactsQuery): Promise<string> {
  const { rows } = await facts(db, ctx, query);
  const cellOf = (value: string | number | null) =>
    typeof value === "string" ? neutraliseCell(value) : value;
  return (
    "\uFEFF" +
    Papa.unparse(
      {
        fields: [...FACT_COLUMNS],
        data: rows.map((row) => FACT_COLUMNS.map((column) => cellOf(row[column]))),
      },
      CSV_OPTIONS,
    )
  );
}

/**
 * EXPORT-10..EXPORT-15, API-30: one row per function × KPI assignment × period of the year. Four
 * set-based reads whatever the organization's size (settings, functions, objective assignments, KPI
 * assignments with the year's values; EXPORT-14), then the scorecard engine once per view of the year
 * (12 months, 4 quarters, the year to date), every function at once.
 */
function facts(db: Database, ctx: TenantContext, query: FactsQuery, now = new Date()): Promise<Facts> {
  return withTenant(db, ctx, async (tx) => {
    const org = ctx.orgId;
    const { settings, thresholds, fiscalYearStartMonth } = await scoringSetupOf(tx, org);
    // FISCAL-2: the year is the fiscal year, today's by default.
    const year = query.year ?? currentYear(now, fiscalYearStartMonth);
    const [orgRow] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, ctx.orgId));
    const organization = orgRow?.name ?? "Organization";
    const functionRows = await tx
      .select({
        id: organizationFunctions.id,
        name: organizationFunctions.name,
        level: organizationFunctions.level,
      })
      .from(organizationFunctions)
      .where(inOrganization(organizationFunctions.organizationId, org))
      .orderBy(asc(organizationFunctions.createdAt), asc(organizationFunctions.id));
    const objectiveRows = await tx
      .select({
        id: objectiveAssignments.id,
        functionId: objectiveAssignments.organizationFunctionId,
        name: objectives.name,
        perspective: objectives.bscPerspective,
        // WEIGHT-7: each year scores with its own weights.
        weight: objectiveWeightIn(year),
      })
      .from(objectiveAssignments)
      .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
      .where(and(inOrganization(objectiveAssignments.organizationId, org), objectiveActiveIn(year)))
      .orderBy(asc(objectiveAssignments.createdAt), asc(objectiveAssignments.id));
    const kpiRows = await tx
      .select({
        id: kpiAssignments.id,
        objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
        kpiId: kpiAssignments.kpiId,
        name: kpis.name,
        ...kpiCalculationColumns,
        weight: kpiWeightIn(year),
        values: kpiYearValues(year, fiscalYearStartMonth),
      })
      .from(kpiAssignments)
      .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      // CASCADE-10: what ended by `year` is not part of it.
      .where(and(inOrganization(kpiAssignments.organizationId, org), kpiActiveIn(year)))
      .orderBy(asc(kpiAssignments.createdAt), asc(kpiAssignments.id));

    const functionsById = new Map(functionRows.map((fn) => [fn.id, fn]));
    const engineObjectives: ScorecardObjective[] = objectiveRows.map((row) => ({
      id: row.id,
      functionId: row.functionId,
      weight: Number(row.weight),
      perspective: row.perspective,
      name: row.name,
    }));
    const engineKpis: ScorecardKpi[] = kpiRows.map((row) => engineKpiOf(row));
    const objectivesById = new Map(objectiveRows.map((row) => [row.id, row]));
    const perspectiveNames = new Map(BSC_PERSPECTIVES.map((key) => [key, perspectiveName(key, settings)]));

    const rows: FactRow[] = [];
    for (const view of factViews(fiscalYearStartMonth)) {
      const kpisInView = kpiRows.filter((row) => kpiHasFactIn(row.frequency, view.viewFrequency));
      if (kpisInView.length === 0) continue;
      // The engine scores every KPI of the organization for this view (formulas read their own
      // function's KPIs, CALC-5), with no function roll-up: the feed's rows are KPIs.
      const scored = rollUpScorecard({
        functions: [],
        objectives: engineObjectives,
        kpis: engineKpis,
        view: view.view,
        viewFrequency: view.viewFrequency,
        period: view.period,
        settings: thresholds,
        fiscalYearStartMonth,
      });
      const span = periodSpan(year, view.period, view.periodType, fiscalYearStartMonth);
      for (const row of kpisInView) {
        const objective = objectivesById.get(row.objectiveAssignmentId);
        const fn = objective ? functionsById.get(objective.functionId) : undefined;
        if (!objective || !fn) continue;
        const kpiScore = scored.kpis[row.id]!;
        const objectiveScore = scored.objectives[objective.id];
        rows.push({
          organization,
          function_id: fn.id,
          function_name: fn.name,
          function_level: fn.level,
          objective_assignment_id: objective.id,
          objective: objective.name,
          perspective: perspectiveNames.get(objective.perspective) ?? objective.perspective,
          // EXPORT-17: every figure at its declared precision.
          objective_weight: fileNumber(Number(objective.weight), "weight")!,
          objective_score: fileNumber(objectiveScore?.score ?? null, "score"),
          // SCORE-9: from the objective's score before rounding.
          objective_status: objectiveScore ? rollUpStatus(objectiveScore, thresholds) : "No Data",
          objective_kpis_reporting: objectiveScore?.coverage.reporting ?? 0,
          objective_kpis_total: objectiveScore?.coverage.total ?? 0,
          kpi_assignment_id: row.id,
          kpi_id: row.kpiId,
          kpi_name: row.name,
          unit: row.unit,
          frequency: row.frequency,
          aggregation: row.aggregation,
          polarity: row.polarity,
          scoring_method: row.scoring,
          kpi_weight: fileNumber(Number(row.weight), "weight")!,
          year,
          period_type: view.periodType,
          period: view.period,
          period_start: span.start,
          period_end: span.end,
          target: fileNumber(kpiScore.target, "value"),
          actual: fileNumber(kpiScore.actual, "value"),
          score: fileNumber(kpiScore.score, "score"),
          status: kpiScore.status,
          has_data: kpiScore.score === null ? 0 : 1,
        });
      }
    }
    // EXPORT-13: grouped as a person reads them: by function, then KPI (in order of creation), then period.
    const order = new Map(functionRows.map((fn, i) => [fn.id, i]));
    const kpiOrder = new Map(kpiRows.map((row, i) => [row.id, i]));
    rows.sort(
      (a, b) =>
        order.get(a.function_id)! - order.get(b.function_id)! ||
        kpiOrder.get(a.kpi_assignment_id)! - kpiOrder.get(b.kpi_assignment_id)!,
    );
    return { organization, year, fiscalYearStartMonth, columns: [...FACT_COLUMNS], rows };
  });
}
