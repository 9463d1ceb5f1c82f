import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countStatuses,
  DEFAULT_SCORING_SETTINGS,
  type KpiStatus,
  roundScore,
  type ScoringSettings,
  scoreBadgeVariant,
  scoreColor,
  scoreValue,
  scoreValueDetail,
  statusForScore,
} from "./scoring";

describe("scoreValue", () => {
  it.each([
    // [name, actual, target, polarity, cap, expected]
    ["spec §9: positive polarity actual/target × 100", 90, 100, "positive", 150, 90],
    ["spec §9: positive polarity above target", 120, 100, "positive", 150, 120],
    ["spec §9: negative polarity target/actual × 100", 10, 8, "negative", 150, 80],
    ["spec §9: negative polarity below target is good", 5, 10, "negative", 150, 150],
    ["spec §9: negative polarity target/actual, partial", 12, 10, "negative", 150, 83],
    ["spec §9: capped at default 150", 400, 100, "positive", 150, 150],
    ["spec §9: capped at the organization's scoreCapPercentage", 400, 100, "positive", 200, 200],
    ["spec §9: a cap of 100 still scores below it", 95, 100, "positive", 100, 95],
    ["spec §9: rounded (half up)", 1, 8, "positive", 150, 13],
    ["spec §9: rounded (down)", 1, 3, "positive", 150, 33],
    ["spec §9: rounded, not fooled by float noise (0.285 → 28.5 → 29)", 0.285, 1, "positive", 150, 29],
    ["spec §9: floored at 0 (bad negative data)", -5, 100, "positive", 150, 0],
    ["spec §9: capped even when the ratio overflows to Infinity", 1e300, 1e-300, "positive", 150, 150],
    ["spec §9: floored even when the ratio overflows to -Infinity", 1e-300, -5e-324, "positive", 150, 0],
    ["spec §9: a target of 0 gives 0 (positive)", 50, 0, "positive", 150, 0],
    ["spec §9: an actual of 0 gives 0 (positive)", 0, 100, "positive", 150, 0],
    ["spec §9: target 0 and actual 0 gives 0 (positive)", 0, 0, "positive", 150, 0],
    ["spec §9: a target of 0 gives 0 (negative, actual > 0)", 5, 0, "negative", 150, 0],
    ["decision 003: negative polarity, actual 0, target > 0 scores the cap", 0, 10, "negative", 150, 150],
    ["decision 003: negative polarity, actual 0, target > 0 scores the org cap", 0, 10, "negative", 180, 180],
    ["decision 003: negative polarity, actual 0 and target 0 scores 100", 0, 0, "negative", 150, 100],
    ["spec §9: no actual gives no score (null, never 0)", null, 100, "positive", 150, null],
    ["spec §9: no target gives no score (null, never 0)", 50, null, "positive", 150, null],
    ["spec §9: undefined is missing too", undefined, 100, "negative", 150, null],
    ["spec §9: NaN is missing data, not a score", Number.NaN, 100, "positive", 150, null],
    ["spec §9: nothing at all gives no score", null, null, "negative", 150, null],
  ] as const)("%s", (_name, actual, target, polarity, cap, expected) => {
    expect(scoreValue({ actual, target, polarity, cap })).toBe(expected);
  });

  it("spec §9: the cap defaults to 150", () => {
    expect(scoreValue({ actual: 1000, target: 1, polarity: "positive" })).toBe(150);
  });

  it.each([
    ["ratio within the cap", 120, 100, "positive", { rule: "ratio", rawPercent: 120, capApplied: false }],
    ["ratio over the cap", 300, 100, "positive", { rule: "ratio", rawPercent: 300, capApplied: true }],
    ["zero target", 5, 0, "positive", { rule: "zero-target", rawPercent: null, capApplied: false }],
    ["negative zero actual", 0, 5, "negative", { rule: "negative-zero-actual", capApplied: true }],
    ["missing", null, 5, "negative", { rule: "missing-data", score: null }],
  ] as const)("explains the rule: %s", (_name, actual, target, polarity, expected) => {
    expect(scoreValueDetail({ actual, target, polarity })).toMatchObject(expected);
  });

  it("property (issue 4): a score is null or an integer in [0, cap]", () => {
    const value = fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        value,
        value,
        fc.constantFrom("positive", "negative"),
        fc.integer({ min: 100, max: 1000 }),
        (actual, target, polarity, cap) => {
          const score = scoreValue({ actual, target, polarity, cap });
          if (score === null) return actual === null || target === null;
          return Number.isInteger(score) && score >= 0 && score <= cap && !Object.is(score, -0);
        },
      ),
    );
  });

  it("property (issue 4): for positive polarity the score never falls when the actual rises", () => {
    const amount = fc.double({ min: 0, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
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
      fc.property(amount, amount, amount, (actual, rise, target) => {
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
  ])("spec §9 rounding: %d → %i", (value, expected) => {
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
    [null, DEFAULT_SCORING_SETTINGS, "No Data"], // spec §4: No Data (no score)
    [150, DEFAULT_SCORING_SETTINGS, "Exceeds Target"], // spec §4: at or above exceeds
    [100, DEFAULT_SCORING_SETTINGS, "Exceeds Target"], // spec §9: Exceeds Target >= 100
    [99, DEFAULT_SCORING_SETTINGS, "On Target"],
    [90, DEFAULT_SCORING_SETTINGS, "On Target"], // spec §9: On Target >= 90
    [89, DEFAULT_SCORING_SETTINGS, "Near Target"],
    [70, DEFAULT_SCORING_SETTINGS, "Near Target"], // spec §9: Near Target >= 70
    [69, DEFAULT_SCORING_SETTINGS, "At Risk"],
    [50, DEFAULT_SCORING_SETTINGS, "At Risk"], // spec §9: At Risk >= 50
    [49, DEFAULT_SCORING_SETTINGS, "Below Target"], // spec §9: else Below Target
    [0, DEFAULT_SCORING_SETTINGS, "Below Target"], // a real 0 is a score, not No Data
    [105, custom, "On Target"], // spec §9: thresholds overridable by organization settings
    [110, custom, "Exceeds Target"],
    [79, custom, "At Risk"],
    [59, custom, "Below Target"],
  ] as const)("spec §4/§9: score %s → %s", (score, settings, status) => {
    expect(statusForScore(score, settings)).toBe(status);
  });

  it.each([
    // spec §2 Settings: the status preview's sample scores 120, 95, 80, 60, 30
    [120, "Exceeds Target"],
    [95, "On Target"],
    [80, "Near Target"],
    [60, "At Risk"],
    [30, "Below Target"],
  ] as const)("spec §2 Settings preview: %i → %s with the defaults", (score, status) => {
    expect(statusForScore(score)).toBe(status);
  });
});

describe("countStatuses", () => {
  it.each([
    [[], { onTrack: 0, atRisk: 0, behind: 0, noData: 0 }],
    // spec §4 Results counters: On Track counts Exceeds and On Target
    [["Exceeds Target", "On Target"], { onTrack: 2, atRisk: 0, behind: 0, noData: 0 }],
    // spec §4: At Risk counts Near Target and At Risk
    [["Near Target", "At Risk", "At Risk"], { onTrack: 0, atRisk: 3, behind: 0, noData: 0 }],
    // spec §4: Behind counts Below Target; No Data is none of the three
    [["Below Target", "No Data", "On Target"], { onTrack: 1, atRisk: 0, behind: 1, noData: 1 }],
  ] as [KpiStatus[], object][])("spec §4 Results counters: %j", (statuses, expected) => {
    expect(countStatuses(statuses)).toEqual(expected);
  });
});

describe("scoreColor and scoreBadgeVariant", () => {
  it.each([
    [150, "green", "default"],
    [85, "green", "default"], // spec §9: >= 85 green / default
    [84, "yellow", "secondary"], // spec §9: 70 to 84 yellow; >= 70 secondary
    [70, "yellow", "secondary"],
    [69, "red", "destructive"], // spec §9: below 70 red; otherwise destructive
    [0, "red", "destructive"],
    [null, "grey", "outline"], // spec §9: no score grey; no badge variant given → neutral outline
  ] as const)("spec §9: %s → %s, badge %s", (score, color, variant) => {
    expect(scoreColor(score)).toBe(color);
    expect(scoreBadgeVariant(score)).toBe(variant);
  });
});
