import { describe, expect, it } from "vitest";
import { findCeoFunction, rollUpScorecard, type ScorecardInput, type ScorecardKpi } from "./scorecard";

const kpi = (
  id: string,
  objectiveAssignmentId: string,
  weight: number,
  target: number | null,
  actual: number | null,
) =>
  ({
    id,
    objectiveAssignmentId,
    weight,
    frequency: "quarterly",
    polarity: "positive",
    isCumulative: false,
    targets: { q1: target },
    actuals: { q1: actual },
  }) satisfies ScorecardKpi;

const input: ScorecardInput = {
  functions: [
    { id: "ceo", name: "Office of the CEO", level: "ceo" },
    { id: "ops", name: "Operations", level: "division" },
    { id: "empty", name: "New department", level: "department" },
  ],
  objectives: [
    { id: "o1", functionId: "ceo", weight: 60, perspective: "Financial", name: "Grow revenue" },
    { id: "o2", functionId: "ceo", weight: 40, perspective: "Customer", name: "Delight customers" },
    { id: "o3", functionId: "ops", weight: 100, perspective: "Internal_Process" },
  ],
  kpis: [
    kpi("k1", "o1", 50, 100, 80), // 80, Near Target
    kpi("k2", "o1", 50, 100, 120), // 120, Exceeds Target
    kpi("k3", "o2", 100, 100, null), // no data
    { ...kpi("k4", "o3", 100, 10, 0), polarity: "negative" }, // decision 003: the cap
    kpi("k5", "nowhere", 100, 100, 100), // an orphan is still scored
  ],
  view: "period",
  viewFrequency: "quarterly",
  period: "q1",
};

describe("rollUpScorecard", () => {
  const scorecard = rollUpScorecard(input);

  it.each([
    ["k1", 80, "Near Target"],
    ["k2", 120, "Exceeds Target"],
    ["k3", null, "No Data"],
    ["k4", 150, "Exceeds Target"],
    ["k5", 100, "Exceeds Target"],
  ])("SCORE-1: scores every KPI assignment (%s → %s, %s)", (id, score, status) => {
    expect(scorecard.kpis[id]).toMatchObject({ score, status });
  });

  it.each([
    ["o1", 100], // ROLLUP-1: weighted sum of its KPI scores: 80 × 50% + 120 × 50%
    ["o2", null], // ROLLUP-2: nothing scored → null
    ["o3", 150],
  ])("Objective score (ROLLUP-1): %s → %s", (id, score) => {
    expect(scorecard.objectives[id]?.score).toBe(score);
  });

  it.each([
    ["ceo", 100], // decision 004: o2 has no score; o1 carries the whole weight
    ["ops", 150],
    ["empty", null], // a function with no objectives has no score, not 0
  ])("ROLLUP-3 level score: %s → %s", (id, score) => {
    expect(scorecard.functions[id]?.level.score).toBe(score);
  });

  it("ROLLUP-3: the CEO overall score is the CEO level's score", () => {
    expect(scorecard.ceo?.functionId).toBe("ceo");
    expect(scorecard.ceo?.score).toBe(scorecard.functions.ceo?.level.score);
    expect(scorecard.ceo?.explanation.kind).toBe("ceo");
    expect(scorecard.ceo?.explanation.leftOut).toEqual([{ id: "o2", name: "Delight customers", weight: 40 }]);
  });

  it("Perspective score (ROLLUP-7): its objectives weighted by objective weight", () => {
    const perspectives = scorecard.functions.ceo?.perspectives;
    expect(perspectives?.Financial.score).toBe(100);
    expect(perspectives?.Customer.score).toBeNull();
    expect(perspectives?.Internal_Process.score).toBeNull();
    expect(perspectives?.Learning_Growth.score).toBeNull();
  });

  it("Results counters (SCORE-6) per function", () => {
    expect(scorecard.functions.ceo?.counts).toEqual({ onTrack: 1, atRisk: 1, behind: 0, noData: 1 });
    expect(scorecard.functions.empty?.counts).toEqual({ onTrack: 0, atRisk: 0, behind: 0, noData: 0 });
  });

  it("CASCADE-8: no CEO function → no CEO score", () => {
    expect(
      rollUpScorecard({ ...input, functions: [{ id: "ops", name: "Operations", level: "division" }] }).ceo,
    ).toBeNull();
  });

  it("SCORE-5: the organization's thresholds and cap apply", () => {
    const settings = {
      scoreCapPercentage: 110,
      exceedsTargetThreshold: 130,
      onTargetThreshold: 100,
      nearTargetThreshold: 90,
      atRiskThreshold: 75,
    };
    const strict = rollUpScorecard({ ...input, settings });
    expect(strict.kpis.k2).toMatchObject({ score: 110, status: "On Target" });
    expect(strict.kpis.k1?.status).toBe("At Risk");
  });
});

describe("findCeoFunction", () => {
  it.each([
    [
      "CASCADE-8: by level",
      [
        { name: "Board", level: "division" },
        { name: "Top", level: "ceo" },
      ],
      "Top",
    ],
    [
      "CASCADE-8: by a name containing 'ceo' when no level does",
      [{ name: "Office of the CEO", level: "division" }],
      "Office of the CEO",
    ],
    [
      "CASCADE-8: the level wins over a name",
      [
        { name: "CEO team", level: "department" },
        { name: "Top", level: "CEO" },
      ],
      "Top",
    ],
    ["none", [{ name: "Operations", level: "division" }], null],
  ])("%s", (_name, functions, expected) => {
    expect(findCeoFunction(functions)?.name ?? null).toBe(expected);
  });
});

// ROLLUP-8: every roll-up averages unrounded scores and rounds once; ROLLUP-7: a perspective of one
// objective shows that objective's score.
describe("rollUpScorecard from unrounded scores (ROLLUP-8, ROLLUP-7)", () => {
  const card = rollUpScorecard({
    ...input,
    functions: [{ id: "ceo", name: "Office of the CEO", level: "ceo" }],
    objectives: [
      { id: "deliver", functionId: "ceo", weight: 60, perspective: "Financial", name: "Deliver on time" },
      { id: "retain", functionId: "ceo", weight: 40, perspective: "Customer", name: "Retain accounts" },
    ],
    kpis: [
      kpi("on-time", "deliver", 70, 100, 98.12),
      kpi("accuracy", "deliver", 30, 100, 102.58),
      kpi("renewals", "retain", 50, 100, 85.6),
      kpi("expansion", "retain", 50, 100, 95.26),
    ],
  });
  const level = card.functions.ceo!;

  it.each([
    // 98.12 × 0.7 + 102.58 × 0.3 = 68.684 + 30.774 = 99.458 → 99 (not 98 × 0.7 + 103 × 0.3 = 99.5 → 100)
    ["the objective Deliver on time", 99.458, 99, card.objectives.deliver!],
    // (85.6 + 95.26) ÷ 2 = 90.43 → 90 (not (86 + 95) ÷ 2 = 90.5 → 91)
    ["the objective Retain accounts", 90.43, 90, card.objectives.retain!],
    // 99.458 × 0.6 + 90.43 × 0.4 = 59.6748 + 36.172 = 95.8468 → 96
    ["the CEO level", 95.8468, 96, level.level],
    // ROLLUP-7: one objective: its score, not the plain average of its KPIs (98.12 + 102.58) ÷ 2 = 100.35
    ["the Financial perspective", 99.458, 99, level.perspectives.Financial],
    ["the Customer perspective", 90.43, 90, level.perspectives.Customer],
  ] as const)("%s is %s, shown %s", (_name, exact, shown, result) => {
    expect(result.unrounded).toBeCloseTo(exact, 6);
    expect(result.explanation.exactScore).toBeCloseTo(exact, 6);
    expect(result.score).toBe(shown);
  });

  it("ROLLUP-6: a perspective's coverage still counts its KPIs", () => {
    expect(level.perspectives.Financial.coverage).toEqual({ reporting: 2, total: 2 });
    expect(level.perspectives.Internal_Process).toMatchObject({
      score: null,
      coverage: { reporting: 0, total: 0 },
    });
  });
});
