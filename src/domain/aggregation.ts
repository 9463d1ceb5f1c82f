// Which target and actual a KPI shows in a view: period or year-to-date, in any frequency
// (AGG-2, AGG-3, AGG-4, AGG-5, docs/decisions/004 for periods left out).
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
  | "sum-within-period" // a monthly KPI viewed at a quarter: its three months summed
  | "year-to-date-sum" // AGG-2: sums from the first period through the selected one
  | "latest-available" // AGG-3: cumulative KPIs take the latest available value up to the period
  | "not-in-view" // AGG-5: "other months show nothing"; no period of the KPI has ended yet
  | "invalid-period"; // the selected period is not one of the view frequency's keys

export type LeftOutReason = "no-actual" | "no-target" | "no-data";
export type LeftOutPeriod = { key: PeriodKey; reason: LeftOutReason };

export type KpiViewInput = {
  /** The KPI's own frequency (PERIOD-4: already normalised). */
  frequency: Frequency;
  isCumulative: boolean;
  targets: PeriodValues;
  actuals: PeriodValues;
  view: ViewType;
  /** The frequency picked on the screen; `period` is one of its keys. */
  viewFrequency: Frequency;
  period: PeriodKey;
};

export type KpiViewValue = {
  /** The values compared, for display too: '-' / 'No data' when null (UI-13). */
  target: number | null;
  actual: number | null;
  /** The view applied: choosing annual forces year-to-date (AGG-1). */
  view: ViewType;
  method: ViewMethod;
  /** The KPI's own periods the view looked at. */
  periodsConsidered: PeriodKey[];
  /** The periods whose target and actual were both taken and compared. */
  periodsUsed: PeriodKey[];
  /** Considered periods that were not used, and why. */
  periodsLeftOut: LeftOutPeriod[];
  /** True when at least one period had both a target and an actual: only then is there a score. */
  comparable: boolean;
};

type Mode = "sum" | "latest";

function valueAt(values: PeriodValues, key: PeriodKey): number | null {
  const value = values[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function reasonFor(target: number | null, actual: number | null): LeftOutReason {
  if (target === null && actual === null) return "no-data";
  return actual === null ? "no-actual" : "no-target";
}

/**
 * Chooses the KPI's own periods for a view, and whether they are summed or the latest one taken.
 * Views line up different frequencies by the calendar month each period ends in (PERIOD-5: q1 is
 * January to March), so a quarter counts in a monthly view once it has ended.
 */
function selectPeriods(
  input: KpiViewInput,
  view: ViewType,
): { range: PeriodKey[]; mode: Mode; method: ViewMethod } {
  const { frequency, viewFrequency, period } = input;
  // AGG-4: "An annual KPI uses the annual value", whatever the view.
  if (frequency === "annual") return { range: ["annual"], mode: "sum", method: "annual-value" };
  // AGG-3: cumulative KPIs use the latest available value up to the selected period, everywhere — in the
  // period view as in year-to-date, so a cumulative quarterly KPI viewed in April still shows q1.
  if (input.isCumulative) {
    return { range: periodsEndingBy(frequency, period), mode: "latest", method: "latest-available" };
  }
  // AGG-2: year-to-date sums from the first period through the selected one; for a quarterly KPI
  // viewed monthly that is the quarters ended by the selected month (through may → q1).
  if (view === "ytd") {
    return { range: periodsEndingBy(frequency, period), mode: "sum", method: "year-to-date-sum" };
  }
  // Period view: the KPI's periods that end inside the selected one. Same frequency → that period;
  // monthly KPI at a quarter → its three months summed; quarterly KPI at a month → the quarter ending
  // that month, which is AGG-5's march→q1, june→q2, september→q3, december→q4, other months nothing.
  const range = periodsWithin(frequency, period);
  if (frequency === viewFrequency) return { range, mode: "sum", method: "period-value" };
  return {
    range,
    mode: "sum",
    method: frequency === "quarterly" ? "quarter-end-month" : "sum-within-period",
  };
}

function nothing(view: ViewType, method: ViewMethod): KpiViewValue {
  return {
    target: null,
    actual: null,
    view,
    method,
    periodsConsidered: [],
    periodsUsed: [],
    periodsLeftOut: [],
    comparable: false,
  };
}

/**
 * Year-to-date (AGG-2) sums targets and actuals. Only periods with both a target and an actual are
 * summed, so a month not yet reported is left out rather than counted as zero performance
 * (docs/decisions/004). With no such period the sums of whatever exists are shown, without a score.
 */
function sumValues(input: KpiViewInput, range: PeriodKey[]) {
  let target = 0;
  let actual = 0;
  let looseTarget: number | null = null;
  let looseActual: number | null = null;
  const periodsUsed: PeriodKey[] = [];
  const periodsLeftOut: LeftOutPeriod[] = [];
  for (const key of range) {
    const t = valueAt(input.targets, key);
    const a = valueAt(input.actuals, key);
    if (t !== null) looseTarget = (looseTarget ?? 0) + t;
    if (a !== null) looseActual = (looseActual ?? 0) + a;
    if (t !== null && a !== null) {
      target += t;
      actual += a;
      periodsUsed.push(key);
    } else {
      periodsLeftOut.push({ key, reason: reasonFor(t, a) });
    }
  }
  if (periodsUsed.length === 0) {
    return { target: looseTarget, actual: looseActual, periodsUsed, periodsLeftOut };
  }
  return { target, actual, periodsUsed, periodsLeftOut };
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

/** The target and actual a KPI shows for a view, with the periods behind them (AGG-2, AGG-3, AGG-4, AGG-5). */
export function viewKpiValue(input: KpiViewInput): KpiViewValue {
  // AGG-1: choosing annual forces year-to-date ('Annual KPIs always use YTD view').
  const view: ViewType = input.viewFrequency === "annual" ? "ytd" : input.view;
  if (!isPeriodKeyOf(input.viewFrequency, input.period)) return nothing(view, "invalid-period");
  const { range, mode, method } = selectPeriods(input, view);
  if (range.length === 0) return nothing(view, "not-in-view");
  const values = mode === "latest" ? latestValues(input, range) : sumValues(input, range);
  const { target, actual, periodsUsed, periodsLeftOut } = values;
  const comparable = periodsUsed.length > 0;
  return { target, actual, view, method, periodsConsidered: range, periodsUsed, periodsLeftOut, comparable };
}
