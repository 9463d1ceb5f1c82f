import { describe, expect, it } from "vitest";
import { targetHelp } from "./target-help";

const history = (values: (number | null)[]) =>
  values.map((value, i) => ({ period: `p${i + 1}`, label: `P${i + 1}`, value }));
// 1 … 12: quantiles by PERCENTILE.INC, position (12 − 1) × q + 1:
//   q 0.2 → 3.2, q 0.5 → 6.5, q 0.8 → 9.8. Mean 6.5, every moving range 1, limits 6.5 ± 2.66 = 3.84 … 9.16.
const ONE_TO_TWELVE = history([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

describe("target help (SIGNAL-6, SIGNAL-7)", () => {
  it.each([
    ["higher is better", "positive" as const, [3.2, 6.5, 9.8]],
    ["lower is better", "negative" as const, [9.8, 6.5, 3.2]],
  ])(
    "%s: threshold, target and stretch met about 80 %, 50 % and 20 % of the time",
    (_n, polarity, expected) => {
      const help = targetHelp(ONE_TO_TWELVE, polarity);
      expect([help.threshold, help.target, help.stretch].map((v) => Number(v!.toFixed(9)))).toEqual(expected);
    },
  );

  it.each([
    // proposed, polarity, likelihood (met by how many of 12), warning
    [
      6,
      "positive",
      7 / 12,
      "A target of 6 sits inside the routine variation (3.84 to 9.16): it would have been met by chance about 58 % of the time.",
    ],
    [13, "positive", 0, "A target of 13 is beyond anything observed in 12 periods (the best was 12)."],
    [0.5, "negative", 0, "A target of 0.5 is beyond anything observed in 12 periods (the best was 1)."],
    [11, "positive", 2 / 12, null], // outside the limits (9.16): not noise, and reached before
    [2, "positive", 11 / 12, null], // below the lower limit: met almost always, no warning of chance
  ] as const)("a proposed target of %d (%s)", (proposed, polarity, likelihood, warning) => {
    const help = targetHelp(ONE_TO_TWELVE, polarity, proposed);
    expect(help.likelihood).toBeCloseTo(likelihood, 12);
    expect(help.warning).toBe(warning);
  });

  it("needs 12 periods of history", () => {
    const help = targetHelp(history([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 12]), "positive", 5);
    expect(help).toMatchObject({ enoughData: false, threshold: null, warning: null });
    expect(help.explanation).toBe(
      "Not enough history: suggestions need at least 12 periods with an actual, and 11 have one.",
    );
  });
});
