import { describe, expect, it } from "vitest";
import { lagPairs, linkEvidence, pearson, supportsClaim } from "./strategy-evidence";

// The hand-computed fixture (STRAT-10). Driver d and outcome o, month-aligned, oldest first.
//   d = 1 9 2 8 3 7 4 6 5 5
//   o = 5 2 9 1 7 4 8 3 5 6
// Lag 1 pairs (d[t−1], o[t]), t = 1..9: (1,2) (9,9) (2,1) (8,7) (3,4) (7,8) (4,3) (6,5) (5,6).
//   mean x = 45/9 = 5, mean y = 45/9 = 5
//   dx = −4 4 −3 3 −2 2 −1 1 0;  dy = −3 4 −4 2 −1 3 −2 0 1
//   Σdx·dy = 12+16+12+6+2+6+2+0+0 = 56;  Σdx² = 16+16+9+9+4+4+1+1+0 = 60;  Σdy² = 9+16+16+4+1+9+4+0+1 = 60
//   r = 56 / √(60·60) = 0.9333… → 0.93 over 9 pairs.
// Lag 0 (10 pairs): Σdx·dy = −47 → r = −47/60 = −0.78; lag 2 (8 pairs): r = −50/√(60·49.875) = −0.91;
// lag 3 has 7 pairs, under the 8 of STRAT-9, and is not considered. So lag 1 wins with |r| = 0.93.
const D = [1, 9, 2, 8, 3, 7, 4, 6, 5, 5];
const O = [5, 2, 9, 1, 7, 4, 8, 3, 5, 6];

describe("pearson", () => {
  it.each([
    { name: "perfect positive", xs: [1, 2, 3], ys: [2, 4, 6], r: 1 },
    { name: "perfect negative", xs: [1, 2, 3], ys: [3, 2, 1], r: -1 },
    { name: "none", xs: [1, 2, 3, 4], ys: [1, -1, -1, 1], r: 0 },
    { name: "constant x", xs: [2, 2, 2], ys: [1, 2, 3], r: null },
    { name: "constant y", xs: [1, 2, 3], ys: [5, 5, 5], r: null },
    { name: "empty", xs: [], ys: [], r: null },
  ])("$name", ({ xs, ys, r }) => {
    const got = pearson(xs, ys);
    if (r === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(r, 10);
  });
});

describe("lagPairs (STRAT-10)", () => {
  it("pairs the driver at t − k with the outcome at t and skips months either lacks", () => {
    expect(lagPairs([1, 2, null, 4], [10, 20, 30, null], 1)).toEqual({ xs: [1, 2], ys: [20, 30] });
    expect(lagPairs([1, 2, 3, 4], [10, 20, 30, 40], 3)).toEqual({ xs: [1], ys: [40] });
  });
});

describe("linkEvidence (STRAT-9..STRAT-12)", () => {
  it("reports the hand-computed r at lag 1", () => {
    expect(linkEvidence(D, O)).toEqual({ periods: 9, lag: 1, correlation: 0.93, supports: true });
  });

  it.each([
    {
      name: "an inverse claim: r as computed, not supported by a positive r",
      driver: D,
      outcome: O,
      direction: "inverse" as const,
      expected: { periods: 9, lag: 1, correlation: 0.93, supports: false },
    },
    {
      name: "an inverse claim supported by a negative r",
      driver: D,
      outcome: O.map((value) => -value),
      direction: "inverse" as const,
      expected: { periods: 9, lag: 1, correlation: -0.93, supports: true },
    },
    {
      name: "fewer than 8 pairs at every lag",
      driver: [1, 2, 3, 4, 5, 6, 7],
      outcome: [1, 2, 3, 4, 5, 6, 7],
      direction: "direct" as const,
      expected: null,
    },
    {
      name: "8 pairs at lag 0 only (nulls elsewhere)",
      driver: [1, 3, 2, 5, 4, 7, 6, 8, null, null, null],
      outcome: [1, 3, 2, 5, 4, 7, 6, 8, null, null, null],
      direction: "direct" as const,
      expected: { periods: 8, lag: 0, correlation: 1, supports: true },
    },
    {
      name: "a driver that never varies",
      driver: Array(12).fill(70),
      outcome: [1, 3, 2, 5, 4, 7, 6, 8, 9, 10, 11, 12],
      direction: "direct" as const,
      expected: null,
    },
    {
      name: "months without scores are skipped, not read as 0",
      driver: [null, 1, 9, 2, 8, 3, 7, 4, 6, 5, 5, null],
      outcome: [4, 5, 2, 9, 1, 7, 4, 8, 3, 5, 6, null],
      direction: "direct" as const,
      expected: { periods: 9, lag: 1, correlation: 0.93, supports: true },
    },
  ])("$name", ({ driver, outcome, direction, expected }) => {
    expect(linkEvidence(driver, outcome, direction)).toEqual(expected);
  });

  it("a weak r does not support the claim (|r| < 0.3)", () => {
    expect(supportsClaim(0.29, "direct")).toBe(false);
    expect(supportsClaim(0.3, "direct")).toBe(true);
    expect(supportsClaim(-0.3, "direct")).toBe(false);
    expect(supportsClaim(-0.3, "inverse")).toBe(true);
    expect(supportsClaim(-0.29, "inverse")).toBe(false);
  });
});
