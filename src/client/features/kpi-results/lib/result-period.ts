import {
  type Frequency,
  isPeriodKeyOf,
  type MonthKey,
  type PeriodKey,
  periodsWithin,
  quarterContainingMonth,
} from "../../../../domain/periods";

/**
 * The KPI's own period that the screen's period points at, which the 'Update KPI Result' dialog
 * offers first: the same period; the last month of a quarter for a monthly KPI; the quarter of a month
 * for a quarterly KPI (AGG-5); the annual value for an annual KPI.
 */
export function kpiPeriodForView(kpiFrequency: Frequency, viewPeriod: PeriodKey, startMonth = 1): PeriodKey {
  // FISCAL-3: quarters count from the fiscal start month.
  const last = periodsWithin(kpiFrequency, viewPeriod, startMonth).at(-1);
  if (last) return last;
  if (kpiFrequency === "annual") return "annual";
  // A quarterly KPI at a month that does not end a quarter: the quarter the month is in.
  return isPeriodKeyOf("monthly", viewPeriod)
    ? quarterContainingMonth(viewPeriod as MonthKey, startMonth)
    : "q4";
}
