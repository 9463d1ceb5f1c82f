import { type PeriodKey, periodEndMonth, periodName, yearLabel } from "../../../../domain/periods";
import type { KpiHistory } from "../../../../domain/schemas/scorecard";

export type TrendPoint = { label: string; year: number; target: number | null; actual: number | null };

/**
 * 'Mar '26', 'Q2 '26', '2026': short enough for two years of months on one axis. FISCAL-6: in a fiscal
 * year not starting in January, 'Q1 FY27', 'FY2027', and months with their calendar year ('Apr '26').
 */
export function shortPeriodLabel(key: string, year: number, startMonth = 1): string {
  if (key === "annual") return yearLabel(year, startMonth);
  const name = periodName(key as PeriodKey);
  const yy = String(year).slice(-2);
  if (key.startsWith("q")) return startMonth === 1 ? `${name} '${yy}` : `${name} FY${yy}`;
  const calendarYear = periodEndMonth(year, key as PeriodKey, startMonth).year;
  return `${name.slice(0, 3)} '${String(calendarYear).slice(-2)}`;
}

/** Every period of every year, oldest first: one continuous line across the years. */
export function trendPoints(history: KpiHistory): TrendPoint[] {
  return history.years.flatMap(({ year, periods }) =>
    periods.map(({ periodKey, target, actual }) => ({
      label: shortPeriodLabel(periodKey, year, history.fiscalYearStartMonth),
      year,
      target,
      actual,
    })),
  );
}
