import { describe, expect, it } from "vitest";
import { seededRandom } from "../seeded-random";
import { type ForecastInput, forecastYear, quantile } from "./forecast";

const base: Omit<ForecastInput, "thisYear"> = {
  history: [],
  aggregation: "sum",
  polarity: "positive",
  annualTarget: null,
};
const months = (...reported: number[]) => [...reported, ...Array<null>(12 - reported.length).fill(null)];
const twelve = (value: number) => Array<number>(12).fill(value);

describe("year-end forecast (SIGNAL-4, SIGNAL-5)", () => {
  it.each([
    // name, input, method, low, median, high, probability — worked out by hand below each
    [
      "a complete year is its value: 10 + 20 + 30 + 40 = 100 ≥ 90",
      { ...base, thisYear: [10, 20, 30, 40], annualTarget: 90 },
      "year-complete",
      100,
      100,
      100,
      1,
    ],
    [
      "lower is better: 100 > 90 misses",
      { ...base, thisYear: [10, 20, 30, 40], annualTarget: 90, polarity: "negative" as const },
      "year-complete",
      100,
      100,
      100,
      0,
    ],
    [
      "a perfect line 1 … 6 goes on to 12: 1 + 2 + … + 12 = 78, no error to draw",
      { ...base, thisYear: months(1, 2, 3, 4, 5, 6), annualTarget: 78 },
      "linear-trend",
      78,
      78,
      78,
      1,
    ],
    [
      "the same line averaged: 78 / 12 = 6.5 < 7",
      { ...base, thisYear: months(1, 2, 3, 4, 5, 6), aggregation: "average" as const, annualTarget: 7 },
      "linear-trend",
      6.5,
      6.5,
      6.5,
      0,
    ],
    [
      "seasonal naive: every month 2 above last year's 10, so the rest are 10 + 2: 12 × 12 = 144",
      { ...base, history: [twelve(10)], thisYear: months(12, 12, 12, 12, 12, 12), annualTarget: 150 },
      "seasonal-naive",
      144,
      144,
      144,
      0,
    ],
    [
      "a trend across the year boundary: last year 1 … 12, this year 13 … 15, ends at 24",
      {
        ...base,
        history: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 12]],
        thisYear: months(13, 14, 15),
        aggregation: "last" as const,
        annualTarget: 24,
      },
      "linear-trend",
      24,
      24,
      24,
      1,
    ],
  ])("%s", (_name, input, method, low, median, high, probability) => {
    const forecast = forecastYear(input);
    expect(forecast.method).toBe(method);
    expect(forecast.low).toBeCloseTo(low, 9);
    expect(forecast.median).toBeCloseTo(median, 9);
    expect(forecast.high).toBeCloseTo(high, 9);
    expect(forecast.probabilityOfTarget).toBe(probability);
  });

  it("says 'not enough data' below 6 values, this year's and earlier years' together", () => {
    const forecast = forecastYear({ ...base, history: [[1, 2, null, null]], thisYear: [3, 4, null, null] });
    expect(forecast).toMatchObject({ method: "not-enough-data", enoughData: false, low: null });
    expect(forecast.explanation).toMatch(/^Not enough data/);
  });

  it("draws errors from the year-on-year changes: six of eleven were +1, so about 6/11 of years reach the target", () => {
    // Last year every month was 10; this year's eleven months are 11 (six times) and 9 (five times). The
    // last month is 10 + one of those changes drawn at random, and the year is that month ('last'):
    // 11 with chance 6/11 ≈ 0.545, 9 otherwise. Target 10.5: reached exactly when the draw is +1.
    const input: ForecastInput = {
      ...base,
      history: [twelve(10)],
      thisYear: [11, 9, 11, 9, 11, 9, 11, 9, 11, 9, 11, null],
      aggregation: "last",
      annualTarget: 10.5,
    };
    const forecast = forecastYear(input);
    expect(forecast.method).toBe("seasonal-naive");
    expect([forecast.low, forecast.median, forecast.high]).toEqual([9, 11, 11]);
    expect(forecast.probabilityOfTarget!).toBeGreaterThan(6 / 11 - 0.035);
    expect(forecast.probabilityOfTarget!).toBeLessThan(6 / 11 + 0.035);
    // a fixed seed: the same data gives the same answer
    expect(forecastYear(input)).toEqual(forecast);
    expect(forecast.explanation).toContain("the same periods of last year");
  });
});

describe("the tools", () => {
  it("quantiles interpolate as PERCENTILE.INC: [1, 2, 3, 4] → 10th 1.3, median 2.5, 90th 3.7", () => {
    expect([0.1, 0.5, 0.9].map((q) => quantile([1, 2, 3, 4], q))).toEqual([
      expect.closeTo(1.3, 12),
      2.5,
      expect.closeTo(3.7, 12),
    ]);
  });

  it("the generator is seeded, in [0, 1), and roughly uniform", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(draws.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });
});
