// The periods of a KPI's own frequency that have ended (MYKPI-2) and the period its current result is
// shown for (MYKPI-1). What is due, overdue, submitted or approved is the reporting calendar's alone
// (CYCLE-35, reporting-calendar.ts). Pure: callers pass the calendar month of today.
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

const hasActual = (actuals: PeriodValues, key: PeriodKey) => {
  const value = actuals[key];
  return typeof value === "number" && Number.isFinite(value);
};

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
