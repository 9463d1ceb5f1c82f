import type { ViewType } from "./aggregation";
import { type CalendarMonth, currentPeriod, type Frequency, type PeriodKey } from "./periods";

/** The frequency, period and view type a scorecard screen shows (UI-10, UI-17). */
export type PeriodState = { frequency: Frequency; period: PeriodKey; view: ViewType };

/**
 * PERIOD-7: changing frequency resets the period to the current one of that frequency (PERIOD-3: today's
 * month or quarter); choosing annual forces year-to-date.
 */
export function withFrequency(
  state: PeriodState,
  frequency: Frequency,
  now: Date | CalendarMonth,
  startMonth = 1,
): PeriodState {
  return {
    frequency,
    period: currentPeriod(frequency, now, startMonth).key,
    view: frequency === "annual" ? "ytd" : state.view,
  };
}

export function initialPeriodState(
  frequency: Frequency,
  now: Date | CalendarMonth,
  startMonth = 1,
): PeriodState {
  return {
    frequency,
    period: currentPeriod(frequency, now, startMonth).key,
    view: frequency === "annual" ? "ytd" : "period",
  };
}
