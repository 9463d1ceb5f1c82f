// Which target and actual a KPI shows in a view: period or year-to-date, in any frequency
// (AGG-2, AGG-3, AGG-4, AGG-5, docs/decisions/004 for periods left out), combined by the KPI's
// aggregation (AGG-6: sum, average, last, min or max).
import { type Aggregation, aggregationOfKpi, isUsableValue } from "./measures";
import {
  type Frequency,
  isPeriodKeyOf,
  type PeriodKey,
  type PeriodValues,
  periodsEndingBy,
  periodsWithin,
} from "./periods";

export type ViewType = "period" | "ytd";

/** How the shown values were taken; the explanation names it. */
export type ViewMethod =
  | "period-value" // the KPI's own period (same frequency as the view)
  | "annual-value" // AGG-4: an annual KPI uses the annual value
  | "quarter-end-month" // AGG-5: a quarterly KPI viewed monthly, at march/june/september/december
  | "within-period" // a monthly KPI viewed at a quarter: its months combined by the aggregation (AGG-6)
  | "year-to-date" // AGG-2: the first period through the selected one, combined by the aggregation
  | "latest-available" // AGG-3: `last` (cumulative) KPIs take the latest available value up to the period
  | "not-in-view" // AGG-5: "other months show nothing"; no period of the KPI has ended yet
  | "invalid-period"; // the selected period is not one of the view frequency's keys

export type LeftOutReason = "no-actual" | "no-target" | "no-data";
export type LeftOutPeriod = { key: PeriodKey; reason: LeftOutReason };

export type KpiViewInput = {
  /** The KPI's own frequency (PERIOD-4: already normalised). */
  frequency: Frequency;
  isCumulative: boolean;
  /** AGG-6: how periods combine; left out, `last` when cumulative, else the unit's default (AGG-7). */
  aggregation?: Aggregation | null;
  /** AGG-7: the KPI's unit, for the default aggregation. */
  unit?: string | null;
  targets: PeriodValues;
  actuals: PeriodValues;
  view: ViewType;
  /** The frequency picked on the screen; `period` is one of its keys. */
  viewFrequency: Frequency;
  period: PeriodKey;
  /** FISCAL-3, FISCAL-5: the month the organization's fiscal year starts (default 1, January). */
  fiscalYearStartMonth?: number;
};

export type KpiViewValue = {
  /** The values compared, for display too: '-' / 'No data' when null (UI-13). */
  target: number | null;
  actual: number | null;
  /** The view applied: choosing annual forces year-to-date (AGG-1). */
  view: ViewType;
  method: ViewMethod;
  /** AGG-6: how the periods were combined. */
  aggregation: Aggregation;
  /** The KPI's own periods the view looked at. */
  periodsConsidered: PeriodKey[];
  /** The periods whose target and actual were both taken and compared. */
  periodsUsed: PeriodKey[];
  /** Considered periods that were not used, and why. */
  periodsLeftOut: LeftOutPeriod[];
  /** True when at least one period had both a target and an actual: only then is there a score. */
  comparable: boolean;
};

type Mode = "combine" | "latest";

// VALUE-4: a value that is not finite or beyond ±1e12 counts as no value, so a roll-up never overflows.
function valueAt(values: PeriodValues, key: PeriodKey): number | null {
  const value = values[key];
  return isUsableValue(value) ? value : null;
}

function reasonFor(target: number | null, actual: number | null): LeftOutReason {
  if (target === null && actual === null) return "no-data";
  return actual === null ? "no-actual" : "no-target";
}

/**
 * Chooses the KPI's own periods for a view, and whether they are combined or the latest one taken.
 * Views line up different frequencies by the calendar month each period ends in (PERIOD-5: q1 is
 * January to March), so a quarter counts in a monthly view once it has ended.
 */
function selectPeriods(
  input: KpiViewInput,
  view: ViewType,
): { range: PeriodKey[]; mode: Mode; method: ViewMethod } {
  const { frequency, viewFrequency, period } = input;
  const aggregation = aggregationOfKpi(input);
  const start = input.fiscalYearStartMonth ?? 1;
  // AGG-4: "An annual KPI uses the annual value", whatever the view.
  if (frequency === "annual") return { range: ["annual"], mode: "combine", method: "annual-value" };
  // AGG-3: cumulative KPIs use the latest available value up to the selected period, everywhere — in the
  // period view as in year-to-date, so a cumulative quarterly KPI viewed in April still shows q1.
  if (aggregation === "last") {
    return { range: periodsEndingBy(frequency, period, start), mode: "latest", method: "latest-available" };
  }
  // AGG-2: year-to-date combines the first period through the selected one; for a quarterly KPI
  // viewed monthly that is the quarters ended by the selected month (through may → q1).
  if (view === "ytd") {
    return { range: periodsEndingBy(frequency, period, start), mode: "combine", method: "year-to-date" };
  }
  // Period view: the KPI's periods that end inside the selected one. Same frequency → that period;
  // monthly KPI at a quarter → its three months combined (AGG-6); quarterly KPI at a month → the quarter ending
  // that month, which is AGG-5's march→q1, june→q2, september→q3, december→q4, other months nothing.
  const range = periodsWithin(frequency, period, start);
  if (frequency === viewFrequency) return { range, mode: "combine", method: "period-value" };
  return {
    range,
    mode: "combine",
    method: frequency === "quarterly" ? "quarter-end-month" : "within-period",
  };
}

function nothing(view: ViewType, method: ViewMethod, aggregation: Aggregation): KpiViewValue {
  return {
    target: null,
    actual: null,
    view,
    method,
    aggregation,
    periodsConsidered: [],
    periodsUsed: [],
    periodsLeftOut: [],
    comparable: false,
  };
}

/** AGG-6: sum, average, min or max of a list of values; null for none (and for a non-finite result). */
export function combine(values: readonly number[], aggregation: Aggregation): number | null {
  if (values.length === 0) return null;
  let result: number;
  switch (aggregation) {
    case "average":
      result = values.reduce((total, value) => total + value, 0) / values.length;
      break;
    case "min":
      result = Math.min(...values);
      break;
    case "max":
      result = Math.max(...values);
      break;
    case "last":
      result = values[values.length - 1]!;
      break;
    default:
      result = values.reduce((total, value) => total + value, 0);
  }
  // VALUE-4: a roll-up ignores what is not finite, it never answers Infinity or NaN.
  return Number.isFinite(result) ? result : null;
}

/**
 * AGG-2, AGG-6: combines targets and actuals by the KPI's aggregation. Only periods with both a target
 * and an actual are combined, so a month not yet reported is left out rather than counted as zero
 * performance (docs/decisions/004), and target and actual always cover the same periods. With no such
 * period the combination of whatever exists is shown, without a score.
 */
function combineValues(input: KpiViewInput, range: PeriodKey[], aggregation: Aggregation) {
  const targets: number[] = [];
  const actuals: number[] = [];
  const looseTargets: number[] = [];
  const looseActuals: number[] = [];
  const periodsUsed: PeriodKey[] = [];
  const periodsLeftOut: LeftOutPeriod[] = [];
  for (const key of range) {
    const t = valueAt(input.targets, key);
    const a = valueAt(input.actuals, key);
    if (t !== null) looseTargets.push(t);
    if (a !== null) looseActuals.push(a);
    if (t !== null && a !== null) {
      targets.push(t);
      actuals.push(a);
      periodsUsed.push(key);
    } else {
      periodsLeftOut.push({ key, reason: reasonFor(t, a) });
    }
  }
  if (periodsUsed.length === 0) {
    return {
      target: combine(looseTargets, aggregation),
      actual: combine(looseActuals, aggregation),
      periodsUsed,
      periodsLeftOut,
    };
  }
  return {
    target: combine(targets, aggregation),
    actual: combine(actuals, aggregation),
    periodsUsed,
    periodsLeftOut,
  };
}

/**
 * AGG-3 latest available value: the latest period up to the selected one with both a target and an
 * actual (AGG-3: the Corporate BSC "uses the latest period with actual data"), so a cumulative
 * actual is compared with the cumulative target of the same period. Later, incomplete periods are
 * left out; earlier ones are superseded, not left out.
 */
function latestValues(input: KpiViewInput, range: PeriodKey[]) {
  let looseTarget: number | null = null;
  let looseActual: number | null = null;
  const periodsLeftOut: LeftOutPeriod[] = [];
  for (let index = range.length - 1; index >= 0; index -= 1) {
    const key = range[index]!;
    const t = valueAt(input.targets, key);
    const a = valueAt(input.actuals, key);
    if (t !== null && a !== null) return { target: t, actual: a, periodsUsed: [key], periodsLeftOut };
    looseTarget ??= t;
    looseActual ??= a;
    periodsLeftOut.unshift({ key, reason: reasonFor(t, a) });
  }
  return { target: looseTarget, actual: looseActual, periodsUsed: [] as PeriodKey[], periodsLeftOut };
}

/**
 * SCORE-17: a linear KPI's baseline combined the way the view combined its targets and actuals, over the
 * same periods: summed over n periods it is n × the baseline; averaged, the last, the lowest or the
 * highest of equal baselines is the baseline. So combining periods never moves the target across the
 * baseline and never turns the KPI's direction (SCORE-13). A view of no period keeps the baseline as it is.
 */
export function viewBaseline(baseline: number | null, viewed: KpiViewValue): number | null {
  // The average, last, lowest or highest of n equal baselines is the baseline itself, free of float noise.
  if (baseline === null || viewed.aggregation !== "sum" || viewed.periodsUsed.length === 0) return baseline;
  return baseline * viewed.periodsUsed.length;
}

/** The target and actual a KPI shows for a view, with the periods behind them (AGG-2..AGG-6). */
export function viewKpiValue(input: KpiViewInput): KpiViewValue {
  // AGG-1: choosing annual forces year-to-date ('Annual KPIs always use YTD view').
  const view: ViewType = input.viewFrequency === "annual" ? "ytd" : input.view;
  const aggregation = aggregationOfKpi(input);
  if (!isPeriodKeyOf(input.viewFrequency, input.period)) return nothing(view, "invalid-period", aggregation);
  const { range, mode, method } = selectPeriods(input, view);
  if (range.length === 0) return nothing(view, "not-in-view", aggregation);
  const values = mode === "latest" ? latestValues(input, range) : combineValues(input, range, aggregation);
  const { target, actual, periodsUsed, periodsLeftOut } = values;
  // VALUE-4: a comparison needs two usable figures.
  const comparable = periodsUsed.length > 0 && target !== null && actual !== null;
  return {
    target,
    actual,
    view,
    method,
    aggregation,
    periodsConsidered: range,
    periodsUsed,
    periodsLeftOut,
    comparable,
  };
}
