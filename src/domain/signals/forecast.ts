// Year-end forecast (SIGNAL-4, SIGNAL-5): an 80 % range for the year's value of a KPI and the chance it
// reaches its annual target, by a bootstrap of residuals with a fixed seed, so the same data always gives
// the same answer. Pure.
import { combine } from "../aggregation";
import type { Aggregation } from "../measures";
import type { Polarity } from "../scoring";
import { seededRandom } from "../seeded-random";
import { MIN_POINTS } from "./xmr";

export type ForecastMethod = "linear-trend" | "seasonal-naive" | "year-complete" | "not-enough-data";

export type ForecastInput = {
  /** This year's values in period order, one per period of the KPI's frequency (null: not reported yet). */
  thisYear: readonly (number | null)[];
  /** Earlier years, oldest first, each in the same period order. */
  history: readonly (readonly (number | null)[])[];
  aggregation: Aggregation;
  polarity: Polarity;
  annualTarget: number | null;
};

export type Forecast = {
  method: ForecastMethod;
  /** The 10th and 90th percentiles of the simulated year (an 80 % range), and the median. */
  low: number | null;
  median: number | null;
  high: number | null;
  /** The share of simulated years that reach the target (polarity-aware); null without a target. */
  probabilityOfTarget: number | null;
  enoughData: boolean;
  explanation: string;
};

/** SIGNAL-5: how many years are simulated, and the seed every forecast starts from. */
export const SIMULATIONS = 2000;
export const SEED = 20_260_101;

/** The q-quantile (0–1) of sorted values, linear between neighbours (as spreadsheets' PERCENTILE.INC). */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const METHOD_WORDS: Record<ForecastMethod, string> = {
  "linear-trend": "a straight-line trend through the values so far",
  "seasonal-naive": "the same periods of last year",
  "year-complete": "the year's values, all reported",
  "not-enough-data": "",
};

const fmt = (value: number) => String(Number(value.toFixed(2)));

/**
 * SIGNAL-4: the year's value of a KPI, forecast from what is reported so far. The periods still to come
 * are projected by the method (SIGNAL-5: seasonal naive when a full earlier year exists, else a linear
 * trend), plus an error drawn from the method's own past errors; each simulated year is combined by the
 * KPI's aggregation (AGG-6), and its percentiles give the range.
 */
export function forecastYear(input: ForecastInput): Forecast {
  const { thisYear, aggregation } = input;
  const reported = thisYear.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
  const remaining = thisYear.flatMap((value, index) => (value === null ? [index] : []));
  const lastYear = input.history.at(-1);
  const earlier = input.history.flat().filter((value): value is number => value !== null);
  const seasonal = !!lastYear && lastYear.every((value) => value !== null);
  const observed = earlier.length + reported.length;

  if (remaining.length === 0 && reported.length > 0) {
    const value = combine(
      reported.map((point) => point.value),
      aggregation,
    )!;
    return {
      method: "year-complete",
      low: value,
      median: value,
      high: value,
      probabilityOfTarget: input.annualTarget === null ? null : meets(value, input) ? 1 : 0,
      enoughData: true,
      explanation: `Every period of the year is reported: the year's value is ${fmt(value)}.`,
    };
  }
  if (observed < MIN_POINTS) {
    return {
      method: "not-enough-data",
      low: null,
      median: null,
      high: null,
      probabilityOfTarget: null,
      enoughData: false,
      explanation: `Not enough data: a forecast needs at least ${MIN_POINTS} periods with an actual, this year's and earlier years' together.`,
    };
  }

  const model = seasonal ? seasonalNaive(input.history, thisYear) : linearTrend(input.history, thisYear);
  const random = seededRandom(SEED);
  const years: number[] = [];
  for (let run = 0; run < SIMULATIONS; run++) {
    const values = thisYear.map((value, index) => {
      if (value !== null) return value;
      const error = model.residuals.length
        ? model.residuals[Math.floor(random() * model.residuals.length)]!
        : 0;
      return model.predict(index) + error;
    });
    years.push(combine(values, aggregation)!);
  }
  years.sort((a, b) => a - b);
  const low = quantile(years, 0.1);
  const median = quantile(years, 0.5);
  const high = quantile(years, 0.9);
  const target = input.annualTarget;
  const probability =
    target === null ? null : years.filter((year) => meets(year, input)).length / years.length;
  const chance =
    probability === null
      ? ""
      : ` It reaches the target of ${fmt(target!)} in ${Math.round(probability * 100)} % of ${SIMULATIONS} simulated years.`;
  return {
    method: model.method,
    low,
    median,
    high,
    probabilityOfTarget: probability,
    enoughData: true,
    explanation: `Forecast from ${METHOD_WORDS[model.method]}, with ${remaining.length} ${remaining.length === 1 ? "period" : "periods"} to come: the year will likely end between ${fmt(low)} and ${fmt(high)} (8 in 10 simulated years), most likely near ${fmt(median)}.${chance}`,
  };
}

const meets = (value: number, input: ForecastInput) =>
  input.polarity === "negative" ? value <= input.annualTarget! : value >= input.annualTarget!;

type Model = { method: ForecastMethod; predict(index: number): number; residuals: number[] };

/** SIGNAL-5: a period is forecast as the same period last year; its errors are the year-on-year changes seen. */
function seasonalNaive(history: ForecastInput["history"], thisYear: ForecastInput["thisYear"]): Model {
  const lastYear = history.at(-1)!;
  const years = [...history, thisYear];
  const residuals: number[] = [];
  for (let y = 1; y < years.length; y++) {
    years[y]!.forEach((value, index) => {
      const before = years[y - 1]![index];
      if (value !== null && before !== null && before !== undefined) residuals.push(value - before);
    });
  }
  return { method: "seasonal-naive", predict: (index) => lastYear[index]!, residuals };
}

/**
 * SIGNAL-5: least squares through every value so far, earlier years' and this year's as one series; its
 * errors are the values' distances from the line.
 */
function linearTrend(history: ForecastInput["history"], thisYear: ForecastInput["thisYear"]): Model {
  const size = thisYear.length;
  const points = [...history, thisYear].flatMap((year, y) =>
    year.flatMap((value, index) => (value === null ? [] : [[y * size + index, value] as const])),
  );
  const n = points.length;
  const meanX = points.reduce((total, [x]) => total + x, 0) / n;
  const meanY = points.reduce((total, [, y]) => total + y, 0) / n;
  const sxx = points.reduce((total, [x]) => total + (x - meanX) ** 2, 0);
  const sxy = points.reduce((total, [x, y]) => total + (x - meanX) * (y - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const at = (x: number) => intercept + slope * x;
  return {
    method: "linear-trend",
    predict: (index) => at(history.length * size + index),
    residuals: points.map(([x, y]) => y - at(x)),
  };
}
