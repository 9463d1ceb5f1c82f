import { describe, expect, it } from "vitest";
import { processLimits, type SeriesPoint } from "./xmr";

// Expected figures were computed independently of this code (Python: mean of the values, moving ranges
// |xᵢ − xᵢ₋₁| only between neighbours that both have a value, limits = mean ± 2.66 × mean moving range).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const series = (values: (number | null)[]): SeriesPoint[] =>
  values.map((value, i) => ({ period: `p${i + 1}`, label: `${MONTHS[i % 12]} 2026`, value }));
const ids = (...numbers: number[]) => numbers.map((n) => `p${n}`);

describe("process limits (SIGNAL-1, SIGNAL-2)", () => {
  it.each([
    // values, mean, average moving range, lower, upper
    [[10, 12, 11, 13, 12, 14], 12, 1.6, 7.744, 16.256],
    [[5, 6, 5, 7, 6, 5, 6, 30, 6, 5, 6, 7], 7.8333333333, 5.2727272727, -6.1921212121, 21.8587878788],
    // a gap: 1 → (none) → 10 is no moving range (with it the average would be 3.33)
    [[1, null, 10, 2, 3, 2, 3, 2], 3.2857142857, 2.4, -3.0982857143, 9.6697142857],
    [[-5, -6, -5, -7, -6, -5], -5.6666666667, 1.2, -8.8586666667, -2.4746666667],
    [[5, 5, 5, 5, 5, 5], 5, 0, 5, 5],
  ])("%j → mean %d, mR̄ %d, limits %d … %d", (values, mean, range, lower, upper) => {
    const limits = processLimits(series(values));
    expect(limits.enoughData).toBe(true);
    expect(limits.mean).toBeCloseTo(mean, 8);
    expect(limits.averageMovingRange).toBeCloseTo(range, 8);
    expect(limits.lowerLimit).toBeCloseTo(lower, 8);
    expect(limits.upperLimit).toBeCloseTo(upper, 8);
  });

  it("says 'not enough data' below 6 values, and that 12 or more give firmer limits", () => {
    const five = processLimits(series([1, 2, null, 3, 4, 5]));
    expect(five).toMatchObject({ enoughData: false, mean: null, upperLimit: null, signals: [] });
    expect(five.explanation).toBe(
      "Not enough data: limits need at least 6 periods with an actual, and 5 have one.",
    );
    const six = processLimits(series([10, 12, 11, 13, 12, 14]));
    expect(six.wellFounded).toBe(false);
    expect(six.explanation).toBe(
      "Limits from 6 periods (12 or more give firmer limits): values between 7.74 and 16.26 are routine variation around the mean of 12.",
    );
    expect(processLimits(series([5, 6, 5, 7, 6, 5, 6, 30, 6, 5, 6, 7])).wellFounded).toBe(true);
  });
});

describe("signals (SIGNAL-3)", () => {
  it.each([
    ["routine variation", [10, 12, 11, 13, 12, 14], []],
    ["a constant series has nothing to detect", [5, 5, 5, 5, 5, 5, 5, 5, 5], []],
    [
      "one point above the upper limit (21.86)",
      [5, 6, 5, 7, 6, 5, 6, 30, 6, 5, 6, 7],
      [["beyond-limit", ids(8)]],
    ],
    [
      // mean 14.33, limits 10.46 … 18.20, middles 16.27 and 12.40
      "a shift: four points beyond the limit, then eight below the mean, all near the lower limit",
      [20, 20, 20, 20, 11, 12, 11, 12, 11, 12, 11, 12],
      [
        ["beyond-limit", ids(1)],
        ["beyond-limit", ids(2)],
        ["beyond-limit", ids(3)],
        ["beyond-limit", ids(4)],
        ["run-of-8", ids(5, 6, 7, 8, 9, 10, 11, 12)],
        ["three-of-four", ids(1, 2, 3, 4)],
        ["three-of-four", ids(5, 6, 7, 8, 9, 10, 11, 12)],
      ],
    ],
    [
      // mean 10.5, mR̄ 1.64, limits 6.15 … 14.85, upper middle 12.68: the 13s of Mar, May and Jun
      "three of four near the upper limit, inside it",
      [10, 9, 13, 10, 13, 13, 10, 9, 10, 9, 10, 10],
      [["three-of-four", ids(3, 5, 6)]],
    ],
    [
      // mean exactly 10 (170 / 17): 7 above, one on the mean, 7 above is no run of 8
      "a point on the mean breaks a run",
      [12, 12, 12, 12, 12, 12, 12, 10, 12, 12, 12, 12, 12, 12, 12, -4, -4],
      null,
    ],
  ])("%s", (_name, values, expected) => {
    const found = processLimits(series(values)).signals.map((s) => [s.rule, s.periods]);
    if (expected === null) expect(found.filter(([rule]) => rule === "run-of-8")).toEqual([]);
    else expect(found).toEqual(expected);
  });

  it("explains each signal in words", () => {
    const [signal] = processLimits(series([5, 6, 5, 7, 6, 5, 6, 30, 6, 5, 6, 7])).signals;
    expect(signal!.explanation).toBe("Aug 2026 is above the upper limit (21.86): a real change, not noise.");
  });
});
