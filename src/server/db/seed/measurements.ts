// Believable targets and actuals for seeded KPI assignments (DEMO-2, and the benchmarks' fixtures).
import { endMonthOf, type Frequency, type PeriodKey, periodKeysFor } from "../../../domain/periods";

export type MeasurementProfile = {
  frequency: Frequency;
  polarity: "positive" | "negative";
  isCumulative: boolean;
  unit: string | null;
  /** The target of one period (of the whole year for a cumulative KPI). */
  base: number;
  /** How the KPI tends to do: actual ÷ target. */
  form: number;
};

export type SeedMeasurement = { periodKey: PeriodKey; target: number; actual: number | null };

const round2 = (value: number) => Math.round(value * 100) / 100;
// DEMO-3: counts are whole numbers; a share in % never targets or reaches more than 100%.
const COUNT_UNITS = new Set(["count"]);

/** How well the business runs in a month (1 = usual), shared by the KPIs that move together. */
export type Pace = (year: number, endMonth: number) => number;

/**
 * DEMO-5: the pace of the objectives the demo's strategy map links. The months run in a slow wave of
 * about ±15 % (good and bad stretches of several months), so objectives whose KPIs share it rise and
 * fall together, and the link evidence (STRAT-8..STRAT-12) reads that from their scores like any other.
 */
export const linkedPace: Pace = (year, endMonth) => {
  const month = year * 12 + endMonth;
  return 1 + 0.15 * Math.sin((2 * Math.PI * month) / 18);
};

/**
 * Targets for every period of the year; DEMO-8: actuals only for the periods that have ended by `today`
 * (a running month, quarter or year has no result yet), none for the periods still running or ahead.
 * `yearsAgo` makes older years a little easier, so the history shows progress.
 */
export function seedMeasurements(
  kpi: MeasurementProfile,
  year: number,
  today: Date,
  random: () => number,
  pace?: Pace,
): SeedMeasurement[] {
  const yearsAgo = today.getUTCFullYear() - year;
  const growth = 0.96 ** Math.max(yearsAgo, 0);
  // DEMO-8: the months of `year` that have ended: all of a past year, none of a future one.
  const monthsEnded =
    year < today.getUTCFullYear() ? 12 : year > today.getUTCFullYear() ? 0 : today.getUTCMonth();
  return periodKeysFor(kpi.frequency).map((periodKey) => {
    const endMonth = endMonthOf(periodKey);
    const share = kpi.isCumulative ? endMonth / 12 : 1;
    const seasonal = kpi.isCumulative ? 1 : 1 + 0.04 * Math.sin(endMonth);
    const whole = kpi.unit !== null && COUNT_UNITS.has(kpi.unit);
    const tidy = (value: number) => {
      const bounded = kpi.unit === "%" && kpi.base <= 100 ? Math.min(value, 100) : value;
      return whole ? Math.round(bounded) : round2(bounded);
    };
    const target = tidy(kpi.base * growth * share * seasonal);
    if (endMonth > monthsEnded) return { periodKey, target, actual: null };
    // Older years did slightly worse.
    const form = kpi.form - (kpi.polarity === "positive" ? 0.02 : -0.02) * Math.max(yearsAgo, 0);
    // DEMO-5: a shared pace moves the KPI's score (up for more, down for less where lower is better).
    const moved = pace ? (kpi.polarity === "positive" ? pace(year, endMonth) : 1 / pace(year, endMonth)) : 1;
    // Noise of ±6% around the KPI's usual form; ±2% where a pace leads, so the pace shows through.
    const noise = 1 + (random() - 0.5) * (pace ? 0.04 : 0.12);
    const actual = target * form * moved * noise;
    return { periodKey, target, actual: tidy(Math.max(actual, 0)) };
  });
}

/**
 * DEMO-8: when a team would have entered the actual of a period that ended (`endMonth`, 1–12, of `year`):
 * one to nine days after the period's end, in working hours, and never after `now` (a period that ended
 * a few days ago was entered between its end and now).
 */
export function enteredAt(year: number, endMonth: number, now: Date, random: () => number): Date {
  const end = Date.UTC(year, endMonth, 1);
  const day = 24 * 60 * 60 * 1000;
  const planned = end + (1 + Math.floor(random() * 9)) * day + (8 + random() * 9) * 60 * 60 * 1000;
  if (planned < now.getTime()) return new Date(planned);
  return new Date(end + Math.floor(random() * Math.max(now.getTime() - end, 0)));
}
