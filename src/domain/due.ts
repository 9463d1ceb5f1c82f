// What a KPI owner has to report (MYKPI-2, MYKPI-3): the periods of the KPI's own frequency that have
// ended, the latest ended one without an actual ("due"), and whether it is older than the latest ended
// period ("overdue"). Pure: callers pass the calendar month of today; the reporting cycle reuses it.
import {
  type CalendarMonth,
  DEFAULT_FISCAL_START_MONTH,
  type Frequency,
  type PeriodKey,
  type PeriodValues,
  periodEndMonth,
  periodKeysFor,
} from "./periods";

const monthIndex = (month: CalendarMonth) => month.year * 12 + month.month;

/**
 * MYKPI-2: the periods of `frequency` in `year` that have ended by `today` (a period ends with its last
 * month; the month under way has not ended). A past year has ended entirely, a future one not at all.
 */
export function endedPeriods(
  frequency: Frequency,
  year: number,
  today: CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey[] {
  // FISCAL-4: `year` is the fiscal year; a period has ended once the calendar month it ends in is over.
  return periodKeysFor(frequency, startMonth).filter(
    (key) => monthIndex(periodEndMonth(year, key, startMonth)) < monthIndex(today),
  );
}

export type DueState = "due" | "overdue" | "up-to-date" | "not-started";

export type Due = {
  /** up-to-date: every ended period has an actual; not-started: no period of the year has ended yet. */
  state: DueState;
  /** The latest ended period without an actual (null when none is missing). */
  period: PeriodKey | null;
  /** Every ended period without an actual, oldest first. */
  missing: PeriodKey[];
  /** The latest ended period, whatever it holds (null when none has ended). */
  latestEnded: PeriodKey | null;
};

const hasActual = (actuals: PeriodValues, key: PeriodKey) => {
  const value = actuals[key];
  return typeof value === "number" && Number.isFinite(value);
};

/**
 * MYKPI-2, MYKPI-3: the latest ended period without an actual is what is due; it is "due" when it is
 * the latest ended period and "overdue" when it is older (a later period has ended since).
 */
export function dueFor(
  frequency: Frequency,
  year: number,
  actuals: PeriodValues,
  today: CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): Due {
  const ended = endedPeriods(frequency, year, today, startMonth);
  const latestEnded = ended.at(-1) ?? null;
  if (latestEnded === null) return { state: "not-started", period: null, missing: [], latestEnded };
  const missing = ended.filter((key) => !hasActual(actuals, key));
  const period = missing.at(-1) ?? null;
  if (period === null) return { state: "up-to-date", period, missing, latestEnded };
  return { state: period === latestEnded ? "due" : "overdue", period, missing, latestEnded };
}

/**
 * MYKPI-1: the period a KPI's current result is shown for: the latest period of the year with an
 * actual, else the latest ended period, else the first period of the year.
 */
export function currentResultPeriod(
  frequency: Frequency,
  year: number,
  actuals: PeriodValues,
  today: CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey {
  const keys = periodKeysFor(frequency, startMonth);
  const reported = keys.filter((key) => hasActual(actuals, key));
  return reported.at(-1) ?? endedPeriods(frequency, year, today, startMonth).at(-1) ?? keys[0]!;
}
