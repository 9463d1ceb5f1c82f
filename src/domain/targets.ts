// Targets without typing every box (TARGET-1..TARGET-5): spread an annual target over a KPI's periods,
// fill one value across, all respecting how the KPI combines its periods.
import { type Frequency, type PeriodKey, type PeriodValues, periodKeysFor } from "./periods";

/** How a KPI combines its periods (the KPI template's aggregation). */
export const TARGET_AGGREGATIONS = ["sum", "average", "last", "min", "max"] as const;
export type TargetAggregation = (typeof TARGET_AGGREGATIONS)[number];

export const SPREAD_METHODS = ["even", "last-year"] as const;
export type SpreadMethod = (typeof SPREAD_METHODS)[number];

/**
 * TARGET-1: the aggregation a KPI's targets are spread by: its own when it has one, else from
 * isCumulative (a cumulative KPI is `last`, any other `sum`).
 */
export function aggregationOf(kpi: {
  aggregation?: string | null;
  isCumulative: boolean;
}): TargetAggregation {
  const own = kpi.aggregation;
  if (own && (TARGET_AGGREGATIONS as readonly string[]).includes(own)) return own as TargetAggregation;
  return kpi.isCumulative ? "last" : "sum";
}

export type SpreadResult =
  | { ok: true; values: Record<PeriodKey, number>; method: SpreadMethod; note: string | null }
  | { ok: false; message: string };

export const SPREAD_LIMIT = 1e12;
export const ANNUAL_TARGET_MESSAGE = "Annual target must be a number";
export const NO_PROFILE_MESSAGE = "Last year has no actual results to take a profile from";

// Amounts are split in hundredths so the parts add up to the annual target exactly.
function toCents(value: number): number {
  return Math.round(value * 100);
}

function evenSplit(annual: number, keys: readonly PeriodKey[]): number[] {
  const cents = toCents(annual);
  const n = keys.length;
  const base = Math.trunc(cents / n);
  let remainder = cents - base * n;
  // The hundredths left over go one each to the first periods (negative totals take them off).
  return keys.map(() => {
    let part = base;
    if (remainder > 0) {
      part += 1;
      remainder -= 1;
    } else if (remainder < 0) {
      part -= 1;
      remainder += 1;
    }
    return part / 100;
  });
}

/** Largest remainder apportionment of `annual` by `weights` (all >= 0, total > 0), in hundredths. */
function proportionalSplit(annual: number, weights: readonly number[]): number[] {
  const cents = toCents(annual);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const exact = weights.map((w) => (cents * w) / total);
  const parts = exact.map((x) => Math.trunc(x));
  let left = cents - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((x, index) => ({ index, fraction: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  const step = left > 0 ? 1 : -1;
  for (let i = 0; left !== 0 && i < order.length; i++) {
    parts[order[i]!.index]! += step;
    left -= step;
  }
  return parts.map((p) => p / 100);
}

/**
 * TARGET-2, TARGET-3: an annual target spread over the periods of `frequency`.
 * - `sum`: split so the periods add up to the annual target (to the hundredth), evenly or (TARGET-3) in
 *   proportion to last year's actual results of the same periods; a profile that cannot be used (no
 *   actual, a negative one, a zero total) falls back to even, with a note saying so.
 * - `average`, `last`, `min`, `max`: every period gets the annual target itself, since combining equal
 *   periods by those methods gives it back.
 */
export function spreadAnnualTarget(input: {
  annual: number;
  frequency: Frequency;
  aggregation: TargetAggregation;
  method: SpreadMethod;
  /** Last year's actual results, for `last-year`. */
  profile?: PeriodValues;
}): SpreadResult {
  const { annual, frequency, aggregation, method } = input;
  if (!Number.isFinite(annual) || Math.abs(annual) > SPREAD_LIMIT) {
    return { ok: false, message: ANNUAL_TARGET_MESSAGE };
  }
  const keys = periodKeysFor(frequency);
  const build = (parts: readonly number[]) =>
    Object.fromEntries(keys.map((key, index) => [key, parts[index]!])) as Record<PeriodKey, number>;
  if (aggregation !== "sum") {
    const note = `Each period gets ${annual}: the KPI combines its periods by ${aggregation}.`;
    return { ok: true, values: build(keys.map(() => annual)), method, note };
  }
  if (method === "last-year") {
    const weights = keys.map((key) => input.profile?.[key]);
    const usable =
      weights.every((w) => typeof w === "number" && Number.isFinite(w) && w >= 0) &&
      weights.reduce<number>((sum, w) => sum + (w ?? 0), 0) > 0;
    if (usable) {
      return { ok: true, values: build(proportionalSplit(annual, weights as number[])), method, note: null };
    }
    return {
      ok: true,
      values: build(evenSplit(annual, keys)),
      method: "even",
      note: `${NO_PROFILE_MESSAGE} for every period; spread evenly instead.`,
    };
  }
  return { ok: true, values: build(evenSplit(annual, keys)), method, note: null };
}

/** TARGET-4: one value in every period of the frequency. */
export function fillAcross(value: number | null, frequency: Frequency): Record<PeriodKey, number | null> {
  return Object.fromEntries(periodKeysFor(frequency).map((key) => [key, value])) as Record<
    PeriodKey,
    number | null
  >;
}
