import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeRollUp } from "./explain";
import {
  type RollUpItem,
  rollUpAverage,
  rollUpCeo,
  rollUpLevel,
  rollUpObjective,
  rollUpPerspective,
  rollUpStatus,
  rollUpWeighted,
} from "./rollups";
import type { ScoringSettings } from "./scoring";

const items = (...pairs: [number | null, number][]): RollUpItem[] =>
  pairs.map(([score, weight]) => ({ score, weight }));

describe("rollUpWeighted", () => {
  it.each<[string, RollUpItem[], number | null, string]>([
    [
      "ROLLUP-1: weighted sum when weights total 100",
      items([80, 50], [100, 30], [60, 20]),
      82,
      "weighted-average",
    ],
    ["ROLLUP-1: weight percent / 100, one KPI at 100%", items([73, 100]), 73, "weighted-average"],
    [
      "ROLLUP-2: if all weights are 0 it is the simple average",
      items([80, 0], [100, 0]),
      90,
      "simple-average",
    ],
    [
      "decision 004: no score is left out and the rest renormalised",
      items([80, 60], [null, 40]),
      80,
      "weighted-average",
    ],
    [
      "decision 004: renormalised over the remaining weights",
      items([80, 60], [null, 20], [100, 20]),
      85,
      "weighted-average",
    ],
    [
      "decision 004: totals other than 100 are a weighted average (WEIGHT-5)",
      items([80, 30], [100, 30]),
      90,
      "weighted-average",
    ],
    [
      "decision 004: scored items all weight 0 → simple average of those",
      items([80, 0], [90, 0], [null, 100]),
      85,
      "simple-average",
    ],
    ["ROLLUP-2: nothing scored → null", items([null, 50], [null, 50]), null, "none"],
    ["ROLLUP-2: no items → null", [], null, "none"],
    ["ROLLUP-5: rounded", items([1, 1], [2, 1]), 2, "weighted-average"],
    ["a real 0 is a score, not missing", items([0, 50], [100, 50]), 50, "weighted-average"],
    [
      "negative or NaN weights count as 0",
      items([80, -10], [60, Number.NaN], [100, 10]),
      100,
      "weighted-average",
    ],
  ])("%s", (_name, input, score, method) => {
    const result = rollUpWeighted(input);
    expect(result.score).toBe(score);
    expect(result.explanation.method).toBe(method);
  });

  it("decision 004: explains shares, contributions and what was left out", () => {
    const result = rollUpObjective([
      { id: "a", name: "Revenue", score: 80, weight: 60 },
      { id: "b", name: "Churn", score: null, weight: 20 },
      { id: "c", name: "NPS", score: 100, weight: 20 },
    ]);
    expect(result.explanation).toMatchObject({
      kind: "objective",
      method: "weighted-average",
      totalWeight: 100,
      includedWeight: 80,
      leftOut: [{ id: "b", name: "Churn", weight: 20 }],
      exactScore: 85,
      score: 85,
    });
    expect(result.explanation.items.map((item) => [item.name, item.share, item.contribution])).toEqual([
      ["Revenue", 0.75, 60],
      ["Churn", 0, null],
      ["NPS", 0.25, 25],
    ]);
    expect(describeRollUp(result.explanation)).toEqual([
      "Weighted average of 2 score(s) by weight, over a total weight of 80.",
      "Revenue: 80% × 75% = 60.",
      "NPS: 100% × 25% = 25.",
      "Left out, no score yet: Churn (weight 20); the remaining weights were renormalised to fill the gap.",
      "Result: 85, rounded to 85%.",
    ]);
  });

  it.each([
    ["objective", rollUpObjective],
    ["level", rollUpLevel],
    ["ceo", rollUpCeo],
  ] as const)("ROLLUP-3: the %s roll-up is the weighted roll-up", (kind, rollUp) => {
    const input = items([70, 25], [90, 75]);
    expect(rollUp(input).score).toBe(rollUpWeighted(input).score);
    expect(rollUp(input).explanation.kind).toBe(kind);
  });
});

describe("rollUpPerspective and rollUpAverage", () => {
  it.each<[string, RollUpItem[], number | null, number | null]>([
    // ROLLUP-7: (80 × 90 + 100 × 10) ÷ 100 = 82; the plain average is 90.
    ["ROLLUP-7: a perspective weighs its objectives by objective weight", items([80, 90], [100, 10]), 82, 90],
    ["ROLLUP-5: rounded", items([80, 0], [81, 0]), 81, 81],
    ["ROLLUP-2: objectives without a score are left out", items([80, 0], [null, 0]), 80, 80],
    ["ROLLUP-2: no scored objective → null", items([null, 0]), null, null],
    ["ROLLUP-2: no objective → null", [], null, null],
  ])("%s", (_name, input, perspective, average) => {
    expect(rollUpPerspective(input).score).toBe(perspective);
    expect(rollUpAverage(input).score).toBe(average);
  });

  it("describes a simple average and an empty roll-up", () => {
    expect(describeRollUp(rollUpPerspective([{ name: "A", score: 80 }]).explanation)).toEqual([
      "Simple average of 1 score(s).",
      "A: 80% × 100% = 80.",
      "Result: 80, rounded to 80%.",
    ]);
    expect(describeRollUp(rollUpPerspective([]).explanation)).toEqual([
      "No score: nothing under it has a score yet.",
    ]);
  });
});

const rollUpItem = fc.record({
  score: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  weight: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
});

describe("roll-up properties (ROLLUP-1..ROLLUP-5)", () => {
  it("a roll-up lies between its lowest and highest input", () => {
    fc.assert(
      fc.property(fc.array(rollUpItem, { maxLength: 30 }), (input) => {
        const scores = input.map((item) => item.score).filter((score) => score !== null);
        const { score } = rollUpWeighted(input);
        if (scores.length === 0) return score === null;
        return score !== null && score >= Math.min(...scores) && score <= Math.max(...scores);
      }),
    );
  });

  it("renormalisation never divides by zero: the result is null or finite, whatever the weights", () => {
    const weight = fc.oneof(
      fc.constant(0),
      fc.constant(-5),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.double({ min: 0, max: 1e-300 }),
      fc.double({ noNaN: true }),
    );
    const item = fc.record({ score: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null }), weight });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (input) => {
        const { score, explanation } = rollUpWeighted(input);
        const shares = explanation.items.map((entry) => entry.share);
        return (score === null || Number.isFinite(score)) && shares.every(Number.isFinite);
      }),
    );
  });

  it("when every item is scored and the weights total 100 it equals ROLLUP-1's Σ score × weight / 100", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 1, maxLength: 10 }), (scores) => {
        // Split 100 into integer weights, one per score.
        const weights = scores.map((_, index) => (index === 0 ? 100 - (scores.length - 1) : 1));
        // Σ score × weight is an integer N, so the spec's rounded N / 100 is exactly floor((N + 50) / 100).
        const total = scores.reduce((sum, score, index) => sum + score * weights[index]!, 0);
        const result = rollUpWeighted(scores.map((score, index) => ({ score, weight: weights[index]! })));
        return result.score === Math.floor((total + 50) / 100);
      }),
    );
  });
});

describe("roll-up status and coverage (SCORE-9, ROLLUP-6)", () => {
  it.each<[string, RollUpItem[], number | null, string, { reporting: number; total: number }]>([
    // (100 × 50 + 99 × 50) / 100 = 99.5: shown 100, but below the exceeds threshold of 100
    [
      "99.5 shows 100 but is On Target",
      items([100, 50], [99, 50]),
      100,
      "On Target",
      { reporting: 2, total: 2 },
    ],
    [
      "100 exactly is Exceeds Target",
      items([100, 50], [100, 50]),
      100,
      "Exceeds Target",
      { reporting: 2, total: 2 },
    ],
    // (90 × 30 + 89 × 70) / 100 = 89.3: shown 89, Near Target
    ["89.3 is Near Target", items([90, 30], [89, 70]), 89, "Near Target", { reporting: 2, total: 2 }],
    ["1 of 2 reporting", items([80, 50], [null, 50]), 80, "Near Target", { reporting: 1, total: 2 }],
    ["nothing reporting", items([null, 50], [null, 50]), null, "No Data", { reporting: 0, total: 2 }],
    ["nothing to roll up", [], null, "No Data", { reporting: 0, total: 0 }],
  ])("%s", (_name, input, score, status, coverage) => {
    for (const rollUp of [rollUpObjective, rollUpLevel, rollUpCeo]) {
      const result = rollUp(input);
      expect(result.score).toBe(score);
      expect(rollUpStatus(result)).toBe(status);
      expect(result.coverage).toEqual(coverage);
    }
  });

  it("SCORE-9: a roll-up reads its parts' scores before rounding", () => {
    // One KPI at 89.74 of 90 = 99.71%, shown 100: its objective shows 100 but is On Target, not Exceeds.
    const objective = rollUpObjective([{ score: 100, exactScore: (89.74 / 90) * 100, weight: 100 }]);
    expect(objective.score).toBe(100);
    expect(rollUpStatus(objective)).toBe("On Target");
    // The level above it reads the objective's unrounded figure in turn.
    const level = rollUpLevel([{ score: objective.score, exactScore: objective.unrounded, weight: 40 }]);
    expect(level.score).toBe(100);
    expect(rollUpStatus(level)).toBe("On Target");
  });

  it("ROLLUP-6: a perspective counts its KPIs, scored or not", () => {
    const objectives = [
      { score: 80, weight: 50 },
      { score: 99, weight: 50 },
    ];
    const result = rollUpPerspective(objectives, [{ score: 80 }, { score: null }, { score: 99 }]);
    expect(result.coverage).toEqual({ reporting: 2, total: 3 });
    // (80 + 99) / 2 = 89.5: shown 90, Near Target
    expect(result.score).toBe(90);
    expect(rollUpStatus(result)).toBe("Near Target");
  });
});

// ROLLUP-8: a roll-up averages its parts' scores before rounding and rounds once, for display.
describe("roll-ups from unrounded scores (ROLLUP-8)", () => {
  const part = (name: string, exactScore: number, weight: number): RollUpItem => ({
    name,
    score: Math.round(exactScore),
    exactScore,
    weight,
  });
  const deliver = [part("On-time delivery", 98.12, 70), part("Order accuracy", 102.58, 30)];
  // Exceeds at 110, On Target at 100.
  const strict: ScoringSettings = {
    scoreCapPercentage: 150,
    exceedsTargetThreshold: 110,
    onTargetThreshold: 100,
    nearTargetThreshold: 90,
    atRiskThreshold: 50,
  };

  it.each<[string, number, number, () => ReturnType<typeof rollUpObjective>]>([
    // 98.12 × 0.7 + 102.58 × 0.3 = 68.684 + 30.774 = 99.458 (the rounded 98 and 103 would make 99.5 → 100)
    ["an objective of 98.12% and 102.58% weighted 70/30", 99.458, 99, () => rollUpObjective(deliver)],
    // (85.6 + 95.26) ÷ 2 = 90.43 (the rounded 86 and 95 would make 90.5 → 91)
    [
      "an objective of 85.6% and 95.26% weighted 50/50",
      90.43,
      90,
      () => rollUpObjective([part("Renewals", 85.6, 50), part("Expansion", 95.26, 50)]),
    ],
    // 99.458 × 0.6 + 90.43 × 0.4 = 95.8468 (the rounded 99 and 90 would make 95.4 → 95)
    [
      "a level of objectives at 99.458% and 90.43% weighted 60/40",
      95.8468,
      96,
      () => rollUpLevel([part("Deliver", 99.458, 60), part("Retain", 90.43, 40)]),
    ],
    [
      "the CEO score the same way",
      95.8468,
      96,
      () => rollUpCeo([part("Deliver", 99.458, 60), part("Retain", 90.43, 40)]),
    ],
    // ROLLUP-7: a perspective of one objective is that objective's score.
    [
      "a perspective of one objective at 103.6%",
      103.6,
      104,
      () => rollUpPerspective([part("Grow", 103.6, 25)]),
    ],
  ])("%s is %s, shown %s", (_name, exact, shown, rollUp) => {
    const result = rollUp();
    expect(result.unrounded).toBeCloseTo(exact, 6);
    expect(result.explanation.exactScore).toBeCloseTo(exact, 6);
    expect(result.score).toBe(shown);
    expect(result.explanation.score).toBe(shown);
  });

  it("the status reads the same exact figure: 99.46% is Near Target at 110/100 and shows 99, not 100", () => {
    const result = rollUpObjective(deliver);
    expect(rollUpStatus(result, strict)).toBe("Near Target");
    expect(result.score).toBe(99);
  });

  it("the explanation prints its inputs to one decimal and the result as it rounds", () => {
    expect(describeRollUp(rollUpObjective(deliver).explanation)).toEqual([
      "Weighted average of 2 score(s) by weight, over a total weight of 100.",
      "On-time delivery: 98.1% × 70% = 68.7.",
      "Order accuracy: 102.6% × 30% = 30.8.",
      "Result: 99.46, rounded to 99%.",
    ]);
  });
});
