// The facts feed's rows (EXPORT-11..EXPORT-13), made from one read of the year (EXPORT-14) after its
// transaction, a slice at a time (EXPORT-22): the engine scores each view of the year for every KPI of the
// organization at once, then the rows come function by function, KPI by KPI, period by period, so no
// more than one slice of them is ever in memory and other requests are answered between slices.
import { factViews, fileNumber, kpiHasFactIn, periodSpan } from "../../../domain/exports";
import type { Frequency } from "../../../domain/periods";
import { rollUpStatus } from "../../../domain/rollups";
import type { FactRow } from "../../../domain/schemas/exports";
import { rollUpScorecard, type ScorecardKpi, type ScorecardObjective } from "../../../domain/scorecard";
import type { ScoringSettings } from "../../../domain/scoring";
import { letRequestsThrough } from "../../jobs";

type FactsFunction = { id: string; name: string; level: string };
type FactsObjective = ScorecardObjective & { name: string };
type FactsKpi = {
  id: string;
  objectiveAssignmentId: string;
  kpiId: string;
  name: string;
  unit: string | null;
  frequency: Frequency;
  aggregation: string;
  polarity: string;
  scoring: string;
  weight: number;
  engine: ScorecardKpi;
};

/** What the feed reads of one year (EXPORT-14): each list in the order of creation. */
export type FactsYear = {
  organization: string;
  year: number;
  fiscalYearStartMonth: number;
  thresholds: ScoringSettings;
  perspectiveNames: Map<string, string>;
  functions: FactsFunction[];
  objectives: FactsObjective[];
  kpis: FactsKpi[];
};

/**
 * EXPORT-22: KPIs whose rows make one slice of the feed. A 2,000-KPI feed's slice of 100 KPIs (1.4 MB of
 * JSON) held the event loop for 85 to 150 ms under load; 25 keep a turn to a few tens.
 */
export const FACTS_SLICE_KPIS = 25;

/**
 * EXPORT-11..EXPORT-13, EXPORT-22: the feed's rows in order, FACTS_SLICE_KPIS KPIs' rows at a time, letting the
 * requests that arrived meanwhile through after each view's scoring and each slice.
 */
export async function* factRowSlices(facts: FactsYear): AsyncGenerator<FactRow[]> {
  const { year, fiscalYearStartMonth, thresholds } = facts;
  const engineKpis = facts.kpis.map((kpi) => kpi.engine);
  const views = [];
  for (const view of factViews(fiscalYearStartMonth)) {
    if (!facts.kpis.some((kpi) => kpiHasFactIn(kpi.frequency, view.viewFrequency))) continue;
    // The engine scores every KPI of the organization for this view (formulas read their own
    // function's KPIs, CALC-5), with no function roll-up: the feed's rows are KPIs.
    const scored = rollUpScorecard({
      functions: [],
      objectives: facts.objectives,
      kpis: engineKpis,
      view: view.view,
      viewFrequency: view.viewFrequency,
      period: view.period,
      settings: thresholds,
      fiscalYearStartMonth,
    });
    views.push({
      ...view,
      scored,
      span: periodSpan(year, view.period, view.periodType, fiscalYearStartMonth),
    });
    await letRequestsThrough();
  }

  // EXPORT-13: by function (in order of creation), then KPI assignment (in order of creation), then period.
  const functionsById = new Map(facts.functions.map((fn) => [fn.id, fn]));
  const objectivesById = new Map(facts.objectives.map((objective) => [objective.id, objective]));
  const kpisOfFunction = new Map<string, { kpi: FactsKpi; objective: FactsObjective }[]>();
  for (const kpi of facts.kpis) {
    const objective = objectivesById.get(kpi.objectiveAssignmentId);
    if (!objective || !functionsById.has(objective.functionId)) continue;
    const list = kpisOfFunction.get(objective.functionId) ?? [];
    list.push({ kpi, objective });
    kpisOfFunction.set(objective.functionId, list);
  }

  let slice: FactRow[] = [];
  let kpisInSlice = 0;
  for (const fn of facts.functions) {
    for (const { kpi, objective } of kpisOfFunction.get(fn.id) ?? []) {
      for (const view of views) {
        if (!kpiHasFactIn(kpi.frequency, view.viewFrequency)) continue;
        const kpiScore = view.scored.kpis[kpi.id]!;
        const objectiveScore = view.scored.objectives[objective.id];
        // The keys in FACT_COLUMNS' order: facts.json writes each row as it is (EXPORT-10).
        slice.push({
          organization: facts.organization,
          function_id: fn.id,
          function_name: fn.name,
          function_level: fn.level,
          objective_assignment_id: objective.id,
          objective: objective.name,
          perspective: facts.perspectiveNames.get(objective.perspective) ?? objective.perspective,
          // EXPORT-17: every figure at its declared precision.
          objective_weight: fileNumber(objective.weight, "weight")!,
          objective_score: fileNumber(objectiveScore?.score ?? null, "score"),
          // SCORE-9: from the objective's score before rounding.
          objective_status: objectiveScore ? rollUpStatus(objectiveScore, thresholds) : "No Data",
          objective_kpis_reporting: objectiveScore?.coverage.reporting ?? 0,
          objective_kpis_total: objectiveScore?.coverage.total ?? 0,
          kpi_assignment_id: kpi.id,
          kpi_id: kpi.kpiId,
          kpi_name: kpi.name,
          unit: kpi.unit,
          frequency: kpi.frequency,
          aggregation: kpi.aggregation,
          polarity: kpi.polarity,
          scoring_method: kpi.scoring,
          kpi_weight: fileNumber(kpi.weight, "weight")!,
          year,
          period_type: view.periodType,
          period: view.period,
          period_start: view.span.start,
          period_end: view.span.end,
          target: fileNumber(kpiScore.target, "value"),
          actual: fileNumber(kpiScore.actual, "value"),
          score: fileNumber(kpiScore.score, "score"),
          status: kpiScore.status,
          has_data: kpiScore.score === null ? 0 : 1,
        });
      }
      kpisInSlice++;
      if (kpisInSlice === FACTS_SLICE_KPIS) {
        yield slice;
        slice = [];
        kpisInSlice = 0;
        await letRequestsThrough();
      }
    }
  }
  if (slice.length > 0) yield slice;
}
