import { type PeriodKey, periodName } from "../../../../domain/periods";
import type { KpiHistory } from "../../../../domain/schemas/scorecard";

export type TrendPoint = { label: string; year: number; target: number | null; actual: number | null };

/** 'Mar '26', 'Q2 '26', '2026': short enough for two years of months on one axis. */
export function shortPeriodLabel(key: string, year: number): string {
  if (key === "annual") return String(year);
  const name = periodName(key as PeriodKey);
  const yy = String(year).slice(-2);
  return key.startsWith("q") ? `${name} '${yy}` : `${name.slice(0, 3)} '${yy}`;
}

/** Every period of every year, oldest first: one continuous line across the years. */
export function trendPoints(history: KpiHistory): TrendPoint[] {
  return history.years.flatMap(({ year, periods }) =>
    periods.map(({ periodKey, target, actual }) => ({
      label: shortPeriodLabel(periodKey, year),
      year,
      target,
      actual,
    })),
  );
}
