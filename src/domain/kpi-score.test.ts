import { describe, expect, it } from "vitest";
import { describeKpiScore } from "./explain";
import { type ScoreKpiInput, scoreKpi } from "./kpi-score";
import type { ScoringSettings } from "./scoring";

const base: ScoreKpiInput = {
  frequency: "quarterly",
  polarity: "positive",
  isCumulative: false,
  targets: { q1: 100, q2: 100, q3: 100 },
  actuals: { q1: 80, q2: 130, q3: 400 },
  view: "period",
  viewFrequency: "quarterly",
  period: "q1",
};

const strict: ScoringSettings = {
  scoreCapPercentage: 120,
  exceedsTargetThreshold: 110,
  onTargetThreshold: 100,
  nearTargetThreshold: 90,
  atRiskThreshold: 80,
};

describe("scoreKpi", () => {
  it.each<[string, Partial<ScoreKpiInput>, { score: number | null; status: string; rule: string }]>([
    [
      "SCORE-1: positive actual/target × 100; SCORE-5 Near Target",
      {},
      { score: 80, status: "Near Target", rule: "ratio" },
    ],
    [
      "SCORE-5: thresholds come from the organization's settings",
      { settings: strict },
      { score: 80, status: "At Risk", rule: "ratio" },
    ],
    [
      "SCORE-2: capped at the organization's cap",
      { period: "q3", settings: strict },
      { score: 120, status: "Exceeds Target", rule: "ratio" },
    ],
    [
      "AGG-2: YTD sums through q2 (210/200)",
      { view: "ytd", period: "q2" },
      { score: 105, status: "Exceeds Target", rule: "ratio" },
    ],
    [
      "SCORE-1: negative polarity target/actual",
      { polarity: "negative", period: "q2" },
      { score: 77, status: "Near Target", rule: "ratio" },
    ],
    [
      "SCORE-3: no actual → null score, No Data",
      { period: "q4" },
      { score: null, status: "No Data", rule: "missing-data" },
    ],
    [
      "AGG-5: quarterly KPI in may shows nothing",
      { viewFrequency: "monthly", period: "may" },
      { score: null, status: "No Data", rule: "missing-data" },
    ],
    [
      "decision 003: negative polarity, actual 0 scores the cap",
      { polarity: "negative", actuals: { q1: 0 } },
      { score: 150, status: "Exceeds Target", rule: "negative-zero-actual" },
    ],
    [
      "SCORE-12: a zero target gives no score, with the reason",
      { targets: { q1: 0 } },
      { score: null, status: "No Data", rule: "non-positive-target" },
    ],
    [
      "decision 004: values from different periods are never compared",
      { targets: { q1: 100 }, actuals: { q2: 100 }, view: "ytd", period: "q2" },
      { score: null, status: "No Data", rule: "no-matching-period" },
    ],
  ])("%s", (_name, overrides, expected) => {
    const result = scoreKpi({ ...base, ...overrides });
    expect(result.score).toBe(expected.score);
    expect(result.status).toBe(expected.status);
    expect(result.explanation.rule).toBe(expected.rule);
    expect(result.explanation.score).toBe(result.score);
    expect(result.explanation.status).toBe(result.status);
  });

  it("AGG-8: the explanation records inputs, view, periods, raw ratio and cap", () => {
    const result = scoreKpi({ ...base, view: "ytd", period: "q3", actuals: { q1: 80, q3: 400 } });
    expect(result.explanation).toEqual({
      kind: "kpi",
      inputs: {
        frequency: "quarterly",
        polarity: "positive",
        isCumulative: false,
        viewFrequency: "quarterly",
        period: "q3",
        requestedView: "ytd",
        scoring: "ratio",
        baseline: null,
        targets: { q1: 100, q2: 100, q3: 100 },
        actuals: { q1: 80, q3: 400 },
      },
      view: "ytd",
      method: "year-to-date",
      aggregation: "sum",
      periodsConsidered: ["q1", "q2", "q3"],
      periodsUsed: ["q1", "q3"],
      periodsLeftOut: [{ key: "q2", reason: "no-actual" }],
      target: 200,
      actual: 480,
      formula: "actual / target × 100",
      rule: "ratio",
      rawPercent: 240,
      cap: 150,
      capApplied: true,
      floorApplied: false,
      score: 150,
      status: "Exceeds Target",
      thresholds: {
        scoreCapPercentage: 150,
        exceedsTargetThreshold: 100,
        onTargetThreshold: 90,
        nearTargetThreshold: 70,
        atRiskThreshold: 50,
      },
    });
  });

  it("AGG-1: the requested view is kept apart from the applied one (annual forces YTD)", () => {
    const result = scoreKpi({ ...base, viewFrequency: "annual", period: "annual" });
    expect(result.explanation.inputs.requestedView).toBe("period");
    expect(result.explanation.view).toBe("ytd");
  });
});

describe("describeKpiScore", () => {
  it.each<[string, Partial<ScoreKpiInput>, string[]]>([
    [
      "YTD with a left-out quarter, capped",
      { view: "ytd", period: "q3", actuals: { q1: 80, q3: 400 } },
      [
        "Year to date through Q3 (aggregation: sum): Q1 and Q3 summed.",
        "Left out: Q2 (no actual).",
        "Score: actual 480 / target 200 × 100 = 240%, capped at 150%, rounded to 150%.",
        "Status: Exceeds Target.",
      ],
    ],
    [
      "period view, negative polarity",
      { polarity: "negative", period: "q2" },
      [
        "Period view: the values of Q2.",
        "Score: target 100 / actual 130 × 100 = 76.92%, rounded to 77%.",
        "Status: Near Target.",
      ],
    ],
    [
      "quarterly KPI in a month that is not a quarter end",
      { viewFrequency: "monthly", period: "may" },
      [
        "This KPI has no period that ends by May, so nothing is shown.",
        "No score: the target or the actual is missing.",
        "Status: No Data.",
      ],
    ],
    [
      "negative polarity, zero actual",
      { polarity: "negative", actuals: { q1: 0 } },
      [
        "Period view: the values of Q1.",
        "Lower is better and the actual is 0, the best possible result: the cap, 150%.",
        "Status: Exceeds Target.",
      ],
    ],
  ])("AGG-8: %s", (_name, overrides, lines) => {
    expect(describeKpiScore(scoreKpi({ ...base, ...overrides }).explanation)).toEqual(lines);
  });
});

describe("scoreKpi status from the unrounded score (SCORE-9)", () => {
  it.each<[string, Partial<ScoreKpiInput>, number | null, string]>([
    ["89.74 of 90 (99.71%) is On Target", { targets: { q1: 90 }, actuals: { q1: 89.74 } }, 100, "On Target"],
    ["90 of 90 is Exceeds Target", { targets: { q1: 90 }, actuals: { q1: 90 } }, 100, "Exceeds Target"],
    [
      "year to date 179.5 of 180 (99.72%) is On Target",
      { view: "ytd", period: "q2", targets: { q1: 90, q2: 90 }, actuals: { q1: 90, q2: 89.5 } },
      100,
      "On Target",
    ],
    [
      "89.6 of 100 shows 90 but is Near Target",
      { targets: { q1: 100 }, actuals: { q1: 89.6 } },
      90,
      "Near Target",
    ],
  ])("SCORE-9: %s", (_name, overrides, score, status) => {
    const result = scoreKpi({ ...base, ...overrides });
    expect(result.score).toBe(score);
    expect(result.status).toBe(status);
    expect(result.explanation.status).toBe(status);
  });
});
