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

/**
 * Targets for every period of the year; actuals for the periods that have begun by `today` (the
 * running month, quarter or year shows its result so far, as a team reporting as it goes would), none
 * for periods still ahead. `yearsAgo` makes older years a little easier, so the history shows progress.
 */
export function seedMeasurements(
  kpi: MeasurementProfile,
  year: number,
  today: Date,
  random: () => number,
): SeedMeasurement[] {
  const yearsAgo = today.getUTCFullYear() - year;
  const growth = 0.96 ** Math.max(yearsAgo, 0);
  const monthsBegun =
    year < today.getUTCFullYear() ? 12 : year > today.getUTCFullYear() ? 0 : today.getUTCMonth() + 1;
  const span = { monthly: 1, quarterly: 3, annual: 12 }[kpi.frequency];
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
    if (endMonth - span + 1 > monthsBegun) return { periodKey, target, actual: null };
    // Older years did slightly worse; noise of ±6% around the KPI's usual form.
    const form = kpi.form - (kpi.polarity === "positive" ? 0.02 : -0.02) * Math.max(yearsAgo, 0);
    const actual = target * form * (0.94 + random() * 0.12);
    return { periodKey, target, actual: tidy(Math.max(actual, 0)) };
  });
}
