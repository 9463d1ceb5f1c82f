// A whole organization's scorecard for one view: every KPI, objective, function (level), perspective and
// the CEO overall score, in one pass (SCORE-1, ROLLUP-1, ROLLUP-3, ROLLUP-7, ROLLUP-8). The server's scorecard
// API and the benchmark use it.
import { type KpiViewValue, type ViewType, viewKpiValue } from "./aggregation";
import { type CalculatedInput, calculateAssignments } from "./calculated";
import type { FormulaNode } from "./formula";
import { type KpiScore, type ScoreKpiInput, scoreKpi } from "./kpi-score";
import type { Aggregation, ScoringMethod } from "./measures";
import type { Frequency, PeriodKey, PeriodValues } from "./periods";
import {
  type RollUpItem,
  type RollUpResult,
  rollUpLevel,
  rollUpObjective,
  rollUpPerspective,
} from "./rollups";
import {
  countStatuses,
  type KpiStatus,
  type Polarity,
  type ScoringSettings,
  type StatusCounts,
} from "./scoring";

// Objective (LIBRARY-1): bscPerspective stored values.
export const BSC_PERSPECTIVES = ["Financial", "Customer", "Internal_Process", "Learning_Growth"] as const;
export type BscPerspective = (typeof BSC_PERSPECTIVES)[number];

export type ScorecardFunction = { id: string; name: string; level: string };

export type ScorecardObjective = {
  /** The objective assignment's id. */
  id: string;
  functionId: string;
  weight: number;
  perspective: BscPerspective;
  name?: string;
};

export type ScorecardKpi = {
  /** The KPI assignment's id. */
  id: string;
  objectiveAssignmentId: string;
  weight: number;
  frequency: Frequency;
  polarity: Polarity;
  isCumulative: boolean;
  /** AGG-6, AGG-7: how periods combine (left out: from isCumulative and the unit). */
  aggregation?: Aggregation | null;
  unit?: string | null;
  /** SCORE-11: ratio (default) or linear from the baseline. */
  scoring?: ScoringMethod | null;
  baseline?: number | null;
  targets: PeriodValues;
  actuals: PeriodValues;
  name?: string;
  /** CALC-1: the KPI template's code, if any. */
  code?: string | null;
  /** CALC-2: the template's formula, parsed (CALC-3); a calculated assignment's values are computed (CALC-5). */
  formula?: FormulaNode | null;
};

export type ScorecardInput = {
  functions: readonly ScorecardFunction[];
  objectives: readonly ScorecardObjective[];
  kpis: readonly ScorecardKpi[];
  view: ViewType;
  viewFrequency: Frequency;
  period: PeriodKey;
  settings?: ScoringSettings;
  /** FISCAL-3, FISCAL-5: the organization's fiscal year start month (default 1). */
  fiscalYearStartMonth?: number;
};

export type FunctionScorecard = {
  functionId: string;
  /** The level score: its objectives weighted by objective weight. */
  level: RollUpResult;
  perspectives: Record<BscPerspective, RollUpResult>;
  /** Results counters (SCORE-6) over the function's KPIs. */
  counts: StatusCounts;
};

export type Scorecard = {
  kpis: Record<string, KpiScore>;
  objectives: Record<string, RollUpResult>;
  functions: Record<string, FunctionScorecard>;
  /** The CEO overall score (ROLLUP-3: the CEO level's score); null without a CEO function. */
  ceo: (RollUpResult & { functionId: string }) | null;
};

/** Organization function (CASCADE-8): the CEO function is found by a level, else a name, containing 'ceo'. */
export function findCeoFunction<F extends { name: string; level: string }>(
  functions: readonly F[],
): F | null {
  const contains = (text: string) => text.toLowerCase().includes("ceo");
  return functions.find((fn) => contains(fn.level)) ?? functions.find((fn) => contains(fn.name)) ?? null;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function scoreKpis(input: ScorecardInput): Record<string, KpiScore> {
  const kpis: Record<string, KpiScore> = {};
  const { view, viewFrequency, period, settings, fiscalYearStartMonth } = input;
  const inputs = new Map<string, ScoreKpiInput>();
  for (const kpi of input.kpis) {
    const { frequency, polarity, isCumulative, targets, actuals } = kpi;
    const kpiInput: ScoreKpiInput = {
      frequency,
      polarity,
      isCumulative,
      aggregation: kpi.aggregation ?? null,
      unit: kpi.unit ?? null,
      scoring: kpi.scoring ?? null,
      baseline: kpi.baseline ?? null,
      targets,
      actuals,
      view,
      viewFrequency,
      period,
      settings,
      fiscalYearStartMonth,
    };
    inputs.set(kpi.id, kpiInput);
  }
  // CALC-5: calculated assignments take their values from the same function's referenced KPIs.
  const extra = calculateScorecardKpis(input, inputs);
  for (const kpi of input.kpis) {
    const kpiInput = inputs.get(kpi.id)!;
    const more = extra.get(kpi.id);
    kpis[kpi.id] = scoreKpi(more ? { ...kpiInput, ...more } : kpiInput);
  }
  return kpis;
}

function hasAnyValue(values: PeriodValues): boolean {
  for (const key in values) {
    const value = values[key as PeriodKey];
    if (value !== null && value !== undefined) return true;
  }
  return false;
}

/**
 * CALC-5..CALC-7: the view values of calculated assignments (and of the ones they read, so each is
 * viewed once), keyed by KPI assignment id. Nothing to do when no KPI has a formula.
 */
function calculateScorecardKpis(
  input: ScorecardInput,
  inputs: ReadonlyMap<string, ScoreKpiInput>,
): Map<string, Pick<ScoreKpiInput, "viewed" | "calculation">> {
  const extra = new Map<string, Pick<ScoreKpiInput, "viewed" | "calculation">>();
  if (!input.kpis.some((kpi) => kpi.formula)) return extra;
  const functionOf = new Map(input.objectives.map((objective) => [objective.id, objective.functionId]));
  const calculatedIds = new Set(input.kpis.filter((kpi) => kpi.formula).map((kpi) => kpi.id));
  const viewOf = (id: string): KpiViewValue => {
    const known = extra.get(id)?.viewed;
    if (known) return known;
    const kpiInput = inputs.get(id)!;
    // A calculated assignment's own view reads its own targets only (CALC-7); its actuals are computed.
    const calculated = calculatedIds.has(id);
    const viewed = viewKpiValue(calculated ? { ...kpiInput, actuals: kpiInput.targets } : kpiInput);
    if (!calculated) extra.set(id, { viewed });
    return viewed;
  };
  // Only the functions that hold a calculated KPI matter: formulas read their own function (CALC-5).
  const functionsWithFormulas = new Set<string>();
  for (const kpi of input.kpis) {
    if (kpi.formula) functionsWithFormulas.add(functionOf.get(kpi.objectiveAssignmentId) ?? "");
  }
  const candidates: CalculatedInput[] = [];
  for (const kpi of input.kpis) {
    const functionId = functionOf.get(kpi.objectiveAssignmentId) ?? "";
    if (!functionsWithFormulas.has(functionId) || (!kpi.code && !kpi.formula)) continue;
    candidates.push({
      id: kpi.id,
      functionId,
      code: kpi.code,
      formula: kpi.formula,
      hasOwnTargets: kpi.formula ? hasAnyValue(kpi.targets) : false,
    });
  }
  const results = calculateAssignments(candidates, viewOf);
  for (const [id, value] of results) extra.set(id, value);
  return extra;
}

function kpiItem(kpi: ScorecardKpi, scores: Record<string, KpiScore>): RollUpItem {
  const scored = scores[kpi.id];
  return {
    id: kpi.id,
    name: kpi.name,
    score: scored?.score ?? null,
    weight: kpi.weight,
    exactScore: scored?.exactScore ?? null,
  };
}

function perspectiveGroups<T>(): Record<BscPerspective, T[]> {
  return { Financial: [], Customer: [], Internal_Process: [], Learning_Growth: [] };
}

function scoreFunction(
  functionId: string,
  objectives: readonly ScorecardObjective[],
  kpisByObjective: Map<string, ScorecardKpi[]>,
  scores: Scorecard,
): FunctionScorecard {
  const objectiveItems: RollUpItem[] = [];
  const byPerspective = perspectiveGroups<RollUpItem>();
  const kpisByPerspective = perspectiveGroups<RollUpItem>();
  const statuses: KpiStatus[] = [];
  for (const objective of objectives) {
    const rolled = scores.objectives[objective.id];
    const item: RollUpItem = {
      id: objective.id,
      name: objective.name,
      score: rolled?.score ?? null,
      weight: objective.weight,
      exactScore: rolled?.unrounded ?? null,
    };
    objectiveItems.push(item);
    // An objective outside the four perspectives still counts in its level, just in no perspective.
    byPerspective[objective.perspective]?.push(item);
    const perspectiveKpis = kpisByPerspective[objective.perspective] ?? [];
    for (const kpi of kpisByObjective.get(objective.id) ?? []) {
      perspectiveKpis.push(kpiItem(kpi, scores.kpis));
      statuses.push(scores.kpis[kpi.id]?.status ?? "No Data");
    }
  }
  // ROLLUP-7: a perspective's score is its objectives' weighted by objective weight; ROLLUP-6: its
  // coverage counts its KPIs.
  const perspectives = {} as Record<BscPerspective, RollUpResult>;
  for (const key of BSC_PERSPECTIVES) {
    perspectives[key] = rollUpPerspective(byPerspective[key], kpisByPerspective[key]);
  }
  return { functionId, level: rollUpLevel(objectiveItems), perspectives, counts: countStatuses(statuses) };
}

/** Scores every KPI and rolls them up to objectives, functions, perspectives and the CEO (SCORE-1, ROLLUP-1, ROLLUP-3, ROLLUP-7). */
export function rollUpScorecard(input: ScorecardInput): Scorecard {
  const scorecard: Scorecard = { kpis: scoreKpis(input), objectives: {}, functions: {}, ceo: null };
  const kpisByObjective = groupBy(input.kpis, (kpi) => kpi.objectiveAssignmentId);
  for (const objective of input.objectives) {
    const kpis = kpisByObjective.get(objective.id) ?? [];
    scorecard.objectives[objective.id] = rollUpObjective(kpis.map((kpi) => kpiItem(kpi, scorecard.kpis)));
  }
  const objectivesByFunction = groupBy(input.objectives, (objective) => objective.functionId);
  for (const fn of input.functions) {
    const objectives = objectivesByFunction.get(fn.id) ?? [];
    scorecard.functions[fn.id] = scoreFunction(fn.id, objectives, kpisByObjective, scorecard);
  }
  const ceo = findCeoFunction(input.functions);
  if (ceo) {
    // ROLLUP-3: the CEO overall score is the CEO level's score, explained as such.
    const level = scorecard.functions[ceo.id]!.level;
    scorecard.ceo = { ...level, functionId: ceo.id, explanation: { ...level.explanation, kind: "ceo" } };
  }
  return scorecard;
}
