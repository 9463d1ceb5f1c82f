// One KPI in one view: the values shown, its score, its status and how they were reached
// (SCORE-1, SCORE-2, SCORE-3, AGG-2, SCORE-5, SCORE-17; AGG-8 explanation).
import {
  type KpiViewInput,
  type KpiViewValue,
  type LeftOutPeriod,
  type ViewMethod,
  type ViewType,
  viewBaseline,
  viewKpiValue,
} from "./aggregation";
import type { CalculationExplanation } from "./calculated";
import type { Aggregation, ScoringMethod } from "./measures";
import type { Frequency, PeriodKey, PeriodValues } from "./periods";
import {
  DEFAULT_SCORING_SETTINGS,
  type KpiStatus,
  type Polarity,
  type ScoreRule,
  type ScoringSettings,
  scoreValueDetail,
  statusForScore,
} from "./scoring";

export type ScoreKpiInput = KpiViewInput & {
  polarity: Polarity;
  settings?: ScoringSettings;
  /** SCORE-11: ratio (default) or linear from `baseline`. */
  scoring?: ScoringMethod | null;
  baseline?: number | null;
  /** CALC-5: a calculated assignment's values, worked out from other KPIs, used instead of viewing its own. */
  viewed?: KpiViewValue;
  /** CALC-8: how the calculated values were reached, for the explanation. */
  calculation?: CalculationExplanation;
};

export type KpiScoreRule = ScoreRule | "no-matching-period";

/** A structured account of one KPI score, for the screens to show on demand. */
export type KpiScoreExplanation = {
  kind: "kpi";
  inputs: {
    frequency: Frequency;
    polarity: Polarity;
    isCumulative: boolean;
    viewFrequency: Frequency;
    period: PeriodKey;
    requestedView: ViewType;
    /** SCORE-11: the scoring method and, for linear, its baseline (per period, as on the template). */
    scoring: ScoringMethod;
    baseline: number | null;
    /** The year's maps as given (the same objects, not copies: explaining costs no allocation). */
    targets: PeriodValues;
    actuals: PeriodValues;
    /** UI-113: the KPI's unit, so the explanation writes its values as the screens do. */
    unit?: string | null;
  };
  /** The view applied (annual forces year-to-date). */
  view: ViewType;
  method: ViewMethod;
  /** AGG-6: how the periods were combined (AGG-8: the explainer names it). */
  aggregation: Aggregation;
  /** The KPI's own periods the view looked at. */
  periodsConsidered: PeriodKey[];
  periodsUsed: PeriodKey[];
  periodsLeftOut: LeftOutPeriod[];
  target: number | null;
  actual: number | null;
  /** SCORE-17: the baseline combined over the periods used, as the target and actual were; null without one. */
  baseline: number | null;
  formula:
    | "actual / target × 100"
    | "target / actual × 100"
    | "(actual − baseline) / (target − baseline) × 100";
  rule: KpiScoreRule;
  /** The percentage before the cap, the floor and rounding. */
  rawPercent: number | null;
  cap: number;
  capApplied: boolean;
  floorApplied: boolean;
  score: number | null;
  status: KpiStatus;
  thresholds: ScoringSettings;
  /** CALC-8: for a calculated KPI, its inputs and why a value is no data. */
  calculation?: CalculationExplanation;
};

export type KpiScore = {
  target: number | null;
  actual: number | null;
  score: number | null;
  /** SCORE-9: the score capped and floored but not rounded; the status is read from it. */
  exactScore: number | null;
  status: KpiStatus;
  explanation: KpiScoreExplanation;
};

/** Views, scores and explains one KPI assignment (the single source the server and screens share). */
export function scoreKpi(input: ScoreKpiInput): KpiScore {
  const settings = input.settings ?? DEFAULT_SCORING_SETTINGS;
  const viewed = input.viewed ?? viewKpiValue(input);
  const { target, actual } = viewed;
  const scoring: ScoringMethod = input.scoring === "linear" ? "linear" : "ratio";
  const ownBaseline = input.baseline ?? null;
  // SCORE-17: the baseline is combined over the same periods as the target and the actual.
  const baseline = viewBaseline(ownBaseline, viewed);
  // Values from different periods are never compared with each other (docs/decisions/004).
  const detail = viewed.comparable
    ? scoreValueDetail({
        actual,
        target,
        polarity: input.polarity,
        cap: settings.scoreCapPercentage,
        method: scoring,
        baseline,
      })
    : {
        score: null,
        rule: "missing-data" as const,
        rawPercent: null,
        exactScore: null,
        capApplied: false,
        floorApplied: false,
      };
  const rule: KpiScoreRule =
    !viewed.comparable && target !== null && actual !== null ? "no-matching-period" : detail.rule;
  // SCORE-9: the status comes from the score before rounding.
  const status = statusForScore(detail.exactScore, settings);
  const explanation: KpiScoreExplanation = {
    kind: "kpi",
    inputs: {
      frequency: input.frequency,
      polarity: input.polarity,
      isCumulative: input.isCumulative,
      viewFrequency: input.viewFrequency,
      period: input.period,
      requestedView: input.view,
      scoring,
      baseline: ownBaseline,
      targets: input.targets,
      actuals: input.actuals,
      unit: input.unit,
    },
    view: viewed.view,
    method: viewed.method,
    aggregation: viewed.aggregation,
    periodsConsidered: viewed.periodsConsidered,
    periodsUsed: viewed.periodsUsed,
    periodsLeftOut: viewed.periodsLeftOut,
    target,
    actual,
    baseline,
    formula:
      scoring === "linear"
        ? "(actual − baseline) / (target − baseline) × 100"
        : input.polarity === "negative"
          ? "target / actual × 100"
          : "actual / target × 100",
    rule,
    rawPercent: detail.rawPercent,
    cap: settings.scoreCapPercentage,
    capApplied: detail.capApplied,
    floorApplied: detail.floorApplied,
    score: detail.score,
    status,
    thresholds: settings,
    ...(input.calculation ? { calculation: input.calculation } : {}),
  };
  return { target, actual, score: detail.score, exactScore: detail.exactScore, status, explanation };
}
