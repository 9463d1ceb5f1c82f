import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countStatuses,
  DEFAULT_SCORING_SETTINGS,
  type KpiStatus,
  roundScore,
  type ScoringSettings,
  scoreValue,
  scoreValueDetail,
  statusColor,
  statusForScore,
} from "./scoring";

describe("scoreValue", () => {
  it.each([
    // [name, actual, target, polarity, cap, expected]
    ["SCORE-1: positive polarity actual/target × 100", 90, 100, "positive", 150, 90],
    ["SCORE-1: positive polarity above target", 120, 100, "positive", 150, 120],
    ["SCORE-1: negative polarity target/actual × 100", 10, 8, "negative", 150, 80],
    ["SCORE-1: negative polarity below target is good", 5, 10, "negative", 150, 150],
    ["SCORE-1: negative polarity target/actual, partial", 12, 10, "negative", 150, 83],
    ["SCORE-2: capped at default 150", 400, 100, "positive", 150, 150],
    ["SCORE-2: capped at the organization's scoreCapPercentage", 400, 100, "positive", 200, 200],
    ["SCORE-2: a cap of 100 still scores below it", 95, 100, "positive", 100, 95],
    ["SCORE-2: rounded (half up)", 1, 8, "positive", 150, 13],
    ["SCORE-2: rounded (down)", 1, 3, "positive", 150, 33],
    ["SCORE-2: rounded, not fooled by float noise (0.285 → 28.5 → 29)", 0.285, 1, "positive", 150, 29],
    ["SCORE-2: floored at 0 (bad negative data)", -5, 100, "positive", 150, 0],
    ["SCORE-2: capped even when the ratio overflows to Infinity", 1e300, 1e-300, "positive", 150, 150],
    ["SCORE-2: floored even when the ratio overflows to -Infinity", -1e300, 1e-300, "positive", 150, 0],
    ["SCORE-12: a target of 0 gives no score (positive)", 50, 0, "positive", 150, null],
    ["SCORE-4: an actual of 0 gives 0 (positive)", 0, 100, "positive", 150, 0],
    ["SCORE-12: target 0 and actual 0 gives no score (positive)", 0, 0, "positive", 150, null],
    ["SCORE-12: a target of 0 gives no score (negative, actual > 0)", 5, 0, "negative", 150, null],
    ["SCORE-12: a negative target gives no score", 5, -10, "positive", 150, null],
    ["SCORE-12: a negative actual floors at 0 (positive)", -5, 10, "positive", 150, 0],
    ["SCORE-12: a negative actual is the best result (negative)", -5, 10, "negative", 150, 150],
    ["decision 003: negative polarity, actual 0, target > 0 scores the cap", 0, 10, "negative", 150, 150],
    ["decision 003: negative polarity, actual 0, target > 0 scores the org cap", 0, 10, "negative", 180, 180],
    ["SCORE-12: negative polarity, actual 0 and target 0 gives no score", 0, 0, "negative", 150, null],
    ["SCORE-3: no actual gives no score (null, never 0)", null, 100, "positive", 150, null],
    ["SCORE-3: no target gives no score (null, never 0)", 50, null, "positive", 150, null],
    ["SCORE-3: undefined is missing too", undefined, 100, "negative", 150, null],
    ["SCORE-3: NaN is missing data, not a score", Number.NaN, 100, "positive", 150, null],
    ["SCORE-3: nothing at all gives no score", null, null, "negative", 150, null],
  ] as const)("%s", (_name, actual, target, polarity, cap, expected) => {
    expect(scoreValue({ actual, target, polarity, cap })).toBe(expected);
  });

  it("SCORE-2: the cap defaults to 150", () => {
    expect(scoreValue({ actual: 1000, target: 1, polarity: "positive" })).toBe(150);
  });

  it.each([
    ["ratio within the cap", 120, 100, "positive", { rule: "ratio", rawPercent: 120, capApplied: false }],
    ["ratio over the cap", 300, 100, "positive", { rule: "ratio", rawPercent: 300, capApplied: true }],
    ["zero target", 5, 0, "positive", { rule: "non-positive-target", rawPercent: null, score: null }],
    ["negative zero actual", 0, 5, "negative", { rule: "negative-zero-actual", capApplied: true }],
    ["missing", null, 5, "negative", { rule: "missing-data", score: null }],
  ] as const)("explains the rule: %s", (_name, actual, target, polarity, expected) => {
    expect(scoreValueDetail({ actual, target, polarity })).toMatchObject(expected);
  });

  it("property (SCORE-2): a score is null or an integer in [0, cap]", () => {
    const value = fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        value,
        value,
        fc.constantFrom("positive", "negative"),
        fc.integer({ min: 100, max: 1000 }),
        (actual, target, polarity, cap) => {
          const score = scoreValue({ actual, target, polarity, cap });
          if (score === null) return actual === null || target === null || target <= 0;
          return Number.isInteger(score) && score >= 0 && score <= cap && !Object.is(score, -0);
        },
      ),
    );
  });

  it("property (SCORE-1): for positive polarity the score never falls when the actual rises", () => {
    const amount = fc.double({ min: 0, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.double({ min: 1e-6, max: 1e7, noNaN: true }),
        fc.integer({ min: 100, max: 1000 }),
        (actual, rise, target, cap) => {
          const before = scoreValue({ actual, target, polarity: "positive", cap });
          const after = scoreValue({ actual: actual + rise, target, polarity: "positive", cap });
          return before !== null && after !== null && after >= before;
        },
      ),
    );
  });

  it("property: for negative polarity the score never rises when the actual rises", () => {
    const amount = fc.double({ min: 0, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(amount, amount, fc.double({ min: 1e-6, max: 1e7, noNaN: true }), (actual, rise, target) => {
        const before = scoreValue({ actual, target, polarity: "negative" });
        const after = scoreValue({ actual: actual + rise, target, polarity: "negative" });
        return before !== null && after !== null && after <= before;
      }),
    );
  });
});

describe("roundScore", () => {
  it.each([
    [28.499999999999996, 29], // float noise of 0.285 × 100
    [28.4999, 28], // really below .5 stays below
    [114.99999999999999, 115],
    [0.5, 1],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY], // left for the cap to clamp
  ])("Rounding (SCORE-2): %d → %i", (value, expected) => {
    expect(roundScore(value)).toBe(expected);
  });
});

describe("statusForScore", () => {
  const custom: ScoringSettings = {
    scoreCapPercentage: 200,
    exceedsTargetThreshold: 110,
    onTargetThreshold: 95,
    nearTargetThreshold: 80,
    atRiskThreshold: 60,
  };
  it.each([
    [null, DEFAULT_SCORING_SETTINGS, "No Data"], // SCORE-5: No Data (no score)
    [150, DEFAULT_SCORING_SETTINGS, "Exceeds Target"], // SCORE-5: at or above exceeds
    [100, DEFAULT_SCORING_SETTINGS, "Exceeds Target"], // SCORE-5: Exceeds Target >= 100
    [99, DEFAULT_SCORING_SETTINGS, "On Target"],
    [90, DEFAULT_SCORING_SETTINGS, "On Target"], // SCORE-5: On Target >= 90
    [89, DEFAULT_SCORING_SETTINGS, "Near Target"],
    [70, DEFAULT_SCORING_SETTINGS, "Near Target"], // SCORE-5: Near Target >= 70
    [69, DEFAULT_SCORING_SETTINGS, "At Risk"],
    [50, DEFAULT_SCORING_SETTINGS, "At Risk"], // SCORE-5: At Risk >= 50
    [49, DEFAULT_SCORING_SETTINGS, "Below Target"], // SCORE-5: else Below Target
    [0, DEFAULT_SCORING_SETTINGS, "Below Target"], // a real 0 is a score, not No Data
    [105, custom, "On Target"], // SCORE-5: thresholds overridable by organization settings
    [110, custom, "Exceeds Target"],
    [79, custom, "At Risk"],
    [59, custom, "Below Target"],
  ] as const)("SCORE-5: score %s → %s", (score, settings, status) => {
    expect(statusForScore(score, settings)).toBe(status);
  });

  it.each([
    // Settings (SETTINGS-6): the status preview's sample scores 120, 95, 80, 60, 30
    [120, "Exceeds Target"],
    [95, "On Target"],
    [80, "Near Target"],
    [60, "At Risk"],
    [30, "Below Target"],
  ] as const)("Settings (SETTINGS-6) preview: %i → %s with the defaults", (score, status) => {
    expect(statusForScore(score)).toBe(status);
  });
});

describe("countStatuses", () => {
  it.each([
    [[], { onTrack: 0, atRisk: 0, behind: 0, noData: 0 }],
    // Results counters (SCORE-6): On Track counts Exceeds and On Target
    [["Exceeds Target", "On Target"], { onTrack: 2, atRisk: 0, behind: 0, noData: 0 }],
    // SCORE-6: At Risk counts Near Target and At Risk
    [["Near Target", "At Risk", "At Risk"], { onTrack: 0, atRisk: 3, behind: 0, noData: 0 }],
    // SCORE-6: Behind counts Below Target; No Data is none of the three
    [["Below Target", "No Data", "On Target"], { onTrack: 1, atRisk: 0, behind: 1, noData: 1 }],
  ] as [KpiStatus[], object][])("Results counters (SCORE-6): %j", (statuses, expected) => {
    expect(countStatuses(statuses)).toEqual(expected);
  });
});

describe("status from the unrounded score (SCORE-9)", () => {
  const exceeds995: ScoringSettings = { ...DEFAULT_SCORING_SETTINGS, exceedsTargetThreshold: 99.5 };
  it.each([
    // [name, actual, target, polarity, settings, shown score, status]
    [
      "89.74 of 90 is 99.71%: shown 100, On Target",
      89.74,
      90,
      "positive",
      DEFAULT_SCORING_SETTINGS,
      100,
      "On Target",
    ],
    [
      "exactly on target is Exceeds at a threshold of 100",
      90,
      90,
      "positive",
      DEFAULT_SCORING_SETTINGS,
      100,
      "Exceeds Target",
    ],
    [
      "89.55 of 100 shows 90 but is Near Target",
      89.55,
      100,
      "positive",
      DEFAULT_SCORING_SETTINGS,
      90,
      "Near Target",
    ],
    [
      "lower is better: 90 ÷ 90.25 is 99.72%, On Target",
      90.25,
      90,
      "negative",
      DEFAULT_SCORING_SETTINGS,
      100,
      "On Target",
    ],
    ["69.6% shows 70 but is At Risk", 69.6, 100, "positive", DEFAULT_SCORING_SETTINGS, 70, "At Risk"],
    ["above the cap: capped, Exceeds", 200, 100, "positive", DEFAULT_SCORING_SETTINGS, 150, "Exceeds Target"],
    ["an exceeds threshold of 99.5 takes 99.71%", 89.74, 90, "positive", exceeds995, 100, "Exceeds Target"],
    [
      "SCORE-12: zero target gives no score, No Data",
      5,
      0,
      "positive",
      DEFAULT_SCORING_SETTINGS,
      null,
      "No Data",
    ],
    ["missing actual: No Data", null, 90, "positive", DEFAULT_SCORING_SETTINGS, null, "No Data"],
  ] as const)("SCORE-9: %s", (_name, actual, target, polarity, settings, score, status) => {
    const detail = scoreValueDetail({ actual, target, polarity, cap: settings.scoreCapPercentage });
    expect(detail.score).toBe(score);
    expect(statusForScore(detail.exactScore, settings)).toBe(status);
  });
});

describe("one colour rule (SCORE-10)", () => {
  const strict: ScoringSettings = {
    scoreCapPercentage: 150,
    exceedsTargetThreshold: 110,
    onTargetThreshold: 95,
    nearTargetThreshold: 90,
    atRiskThreshold: 80,
  };
  it.each([
    // [score, settings, status, colour]: the colour follows the status, never a fixed cut-off
    [120, DEFAULT_SCORING_SETTINGS, "Exceeds Target", "green"],
    [92, DEFAULT_SCORING_SETTINGS, "On Target", "green"],
    [88, DEFAULT_SCORING_SETTINGS, "Near Target", "yellow"], // was green at the fixed 85 cut-off
    [86, DEFAULT_SCORING_SETTINGS, "Near Target", "yellow"],
    [60, DEFAULT_SCORING_SETTINGS, "At Risk", "yellow"], // was red below the fixed 70
    [40, DEFAULT_SCORING_SETTINGS, "Below Target", "red"],
    [null, DEFAULT_SCORING_SETTINGS, "No Data", "grey"],
    [92, strict, "Near Target", "yellow"], // saved thresholds change the colour of the same score
    [85, strict, "At Risk", "yellow"],
    [79, strict, "Below Target", "red"],
    [110, strict, "Exceeds Target", "green"],
  ] as const)("SCORE-10: %s with %o → %s, %s", (score, settings, status, color) => {
    const actual = statusForScore(score, settings);
    expect(actual).toBe(status);
    expect(statusColor(actual)).toBe(color);
  });

  it("SCORE-10: a Near Target score never wears the Exceeds colour", () => {
    expect(statusColor("Near Target")).not.toBe(statusColor("Exceeds Target"));
    expect(statusColor("At Risk")).not.toBe(statusColor("On Target"));
  });
});
