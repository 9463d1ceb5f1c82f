// UI-30, UI-31: which period a screen opens on. Pure: "now" is passed in as a calendar month (ARCH-2).
import {
  type CalendarMonth,
  DEFAULT_FISCAL_START_MONTH,
  type Frequency,
  type PeriodKey,
  type PeriodValues,
  periodEndMonth,
  periodKeysFor,
  periodsWithin,
} from "./periods";

const monthIndex = (month: CalendarMonth) => month.year * 12 + month.month;

/** A period of fiscal year `year` has ended once the calendar month it ends in is over. */
export function periodHasEnded(
  year: number,
  key: PeriodKey,
  today: CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): boolean {
  return monthIndex(periodEndMonth(year, key, startMonth)) < monthIndex(today);
}

/** A period has begun once today is past the month before its first month. */
function periodHasBegun(
  year: number,
  frequency: Frequency,
  key: PeriodKey,
  today: CalendarMonth,
  startMonth: number,
): boolean {
  const span = frequency === "monthly" ? 1 : frequency === "quarterly" ? 3 : 12;
  return monthIndex(periodEndMonth(year, key, startMonth)) - span < monthIndex(today);
}

/**
 * UI-31: the period 'Update KPI Result' offers first. It starts from `preferred` (the KPI's period the
 * screen points at) but never defaults to one that has not ended: then it takes the latest ended period
 * of the KPI's frequency up to `preferred`, else the earliest period under way (never a future one), else
 * (a year wholly ahead) `preferred` itself.
 */
export function defaultEntryPeriod(
  frequency: Frequency,
  preferred: PeriodKey,
  year: number,
  today: CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey {
  const keys = periodKeysFor(frequency, startMonth);
  const upTo = keys.slice(0, Math.max(keys.indexOf(preferred), 0) + 1);
  const ended = upTo.filter((key) => periodHasEnded(year, key, today, startMonth));
  if (ended.length > 0) return ended.at(-1)!;
  const begun = keys.find((key) => periodHasBegun(year, frequency, key, today, startMonth));
  return begun ?? preferred;
}

/** The per-period actuals of a KPI, as the overview holds them. */
export type KpiActuals = { frequency: Frequency; actualResults: PeriodValues | Record<string, unknown> };

const hasValue = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/**
 * UI-30: the latest period of `viewFrequency` in which some KPI of the year has an actual to show, among
 * the periods that have begun by `today` (when given). KPIs of the view's own frequency decide first;
 * only when none of them has data do the others count, a monthly or quarterly KPI's value showing in the
 * view period its own period ends in (AGG-5). Annual KPIs show their annual value in every period
 * (AGG-4), so they count only in an annual view. null when no KPI has data for this view.
 */
export function latestPeriodWithData(
  viewFrequency: Frequency,
  kpis: readonly KpiActuals[],
  startMonth = DEFAULT_FISCAL_START_MONTH,
  today?: CalendarMonth,
  year?: number,
): PeriodKey | null {
  const keys = periodKeysFor(viewFrequency, startMonth).filter(
    (key) =>
      today === undefined ||
      year === undefined ||
      periodHasBegun(year, viewFrequency, key, today, startMonth),
  );
  const latest = (candidates: readonly KpiActuals[]) => {
    for (let index = keys.length - 1; index >= 0; index--) {
      const viewKey = keys[index]!;
      const shown = candidates.some((kpi) => {
        const actuals = kpi.actualResults as Record<string, unknown>;
        return periodsWithin(kpi.frequency, viewKey, startMonth).some((key) => hasValue(actuals[key]));
      });
      if (shown) return viewKey;
    }
    return null;
  };
  const counted = kpis.filter((kpi) => kpi.frequency !== "annual" || viewFrequency === "annual");
  return (
    latest(counted.filter((kpi) => kpi.frequency === viewFrequency)) ??
    latest(counted.filter((kpi) => kpi.frequency !== viewFrequency))
  );
}
