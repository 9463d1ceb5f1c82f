import { describe, expect, it } from "vitest";
import { describeKpiScore } from "./explain";
import { type ScoreKpiInput, scoreKpi } from "./kpi-score";
import { AGGREGATIONS, type Aggregation } from "./measures";
import type { PeriodValues } from "./periods";
import type { Polarity, ScoringSettings } from "./scoring";

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
      baseline: null,
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

// SCORE-17, SCORE-13, AGG-6: a quarter, year-to-date and the annual view combine the baseline as they
// combine targets and actuals, so combining periods never turns a KPI's direction.
describe("combined periods keep the direction of each period (SCORE-17)", () => {
  type DataSet = { name: string; baseline: number | null; targets: PeriodValues; actuals: PeriodValues };
  const months = (jan: number, feb: number, mar: number): PeriodValues => ({
    january: jan,
    february: feb,
    march: mar,
  });
  // The months score 40%, 150% (160 capped) and 0% in both linear sets: higher is better from −100
  // (targets above the baseline), lower is better from 100 (targets below it).
  const higherFromMinus100: DataSet = {
    name: "linear from −100, targets −50",
    baseline: -100,
    targets: months(-50, -50, -50),
    actuals: months(-80, -20, -100),
  };
  const lowerFrom100: DataSet = {
    name: "linear from 100, targets 50",
    baseline: 100,
    targets: months(50, 50, 50),
    actuals: months(80, 20, 100),
  };
  const ratioSet: DataSet = {
    name: "ratio, targets 100",
    baseline: null,
    targets: months(100, 100, 100),
    actuals: months(60, 90, 120),
  };
  // Q1's score by aggregation, worked by hand:
  //   linear from −100, sum: target −150, actual −200, baseline −300: 100 ÷ 150 = 66.7% → 67;
  //   average: −66.67 against −50 from −100: 33.33 ÷ 50 = 66.7%; last (March) and min −100: 0%;
  //   max −20: 80 ÷ 50 = 160% → the cap, 150.
  //   linear from 100 mirrors it (min is its best month, max its worst).
  //   ratio positive: 270 ÷ 300 = 90%, average 90 ÷ 100, last 120, min 60, max 120;
  //   ratio negative: 300 ÷ 270 = 111.1%, 111, 100 ÷ 120 = 83.3%, 100 ÷ 60 = 166.7% → 150, 83.
  const EXPECTED: Record<Aggregation, { higher: number; lower: number; positive: number; negative: number }> =
    {
      sum: { higher: 67, lower: 67, positive: 90, negative: 111 },
      average: { higher: 67, lower: 67, positive: 90, negative: 111 },
      last: { higher: 0, lower: 0, positive: 120, negative: 83 },
      min: { higher: 0, lower: 150, positive: 60, negative: 150 },
      max: { higher: 150, lower: 0, positive: 120, negative: 83 },
    };
  const VIEWS = [
    { name: "Q1", view: "period", viewFrequency: "quarterly", period: "q1" },
    { name: "year to date through March", view: "ytd", viewFrequency: "monthly", period: "march" },
    { name: "the annual view", view: "ytd", viewFrequency: "annual", period: "annual" },
  ] as const;
  const POLARITIES: Polarity[] = ["positive", "negative"];
  const cases = AGGREGATIONS.flatMap((aggregation) =>
    POLARITIES.flatMap((polarity) => [
      {
        aggregation,
        polarity,
        scoring: "ratio" as const,
        data: ratioSet,
        score: EXPECTED[aggregation][polarity],
      },
      // SCORE-13: polarity does not enter linear scoring; the direction is the baseline's.
      {
        aggregation,
        polarity,
        scoring: "linear" as const,
        data: higherFromMinus100,
        score: EXPECTED[aggregation].higher,
      },
      {
        aggregation,
        polarity,
        scoring: "linear" as const,
        data: lowerFrom100,
        score: EXPECTED[aggregation].lower,
      },
    ]),
  ).flatMap((row) => VIEWS.map((view) => ({ ...row, view })));

  const input = (row: (typeof cases)[number], actuals: PeriodValues): ScoreKpiInput => ({
    frequency: "monthly",
    isCumulative: row.aggregation === "last",
    aggregation: row.aggregation,
    polarity: row.polarity,
    scoring: row.scoring,
    baseline: row.data.baseline,
    targets: row.data.targets,
    actuals,
    view: row.view.view,
    viewFrequency: row.view.viewFrequency,
    period: row.view.period,
  });
  const raised = (values: PeriodValues): PeriodValues =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (value ?? 0) + 1]));
  const month = (row: (typeof cases)[number], actuals: PeriodValues) =>
    scoreKpi({ ...input(row, actuals), view: "period", viewFrequency: "monthly", period: "march" });

  it.each(
    cases.map((row) => ({
      ...row,
      name: `${row.aggregation} × ${row.scoring} × ${row.polarity}, ${row.data.name}: ${row.view.name}`,
    })),
  )("$name scores $score", (row) => {
    const combined = scoreKpi(input(row, row.data.actuals));
    expect(combined.score).toBe(row.score);
    // Raising every month's actual moves the combined score the way it moves a month's, never the
    // other way (compared before the cap, which would hide it).
    const monthStep =
      month(row, raised(row.data.actuals)).explanation.rawPercent! -
      month(row, row.data.actuals).explanation.rawPercent!;
    const combinedStep =
      scoreKpi(input(row, raised(row.data.actuals))).explanation.rawPercent! -
      combined.explanation.rawPercent!;
    expect(Math.sign(combinedStep)).toBe(Math.sign(monthStep));
  });

  it("SCORE-17: loss reduction from −100: months 40%, 150%, 0%; Q1 66.7%, explained", () => {
    const row = cases.find(
      (c) => c.aggregation === "sum" && c.scoring === "linear" && c.data === higherFromMinus100,
    )!;
    const monthly = (["january", "february", "march"] as const).map(
      (period) =>
        scoreKpi({ ...input(row, row.data.actuals), view: "period", viewFrequency: "monthly", period }).score,
    );
    expect(monthly).toEqual([40, 150, 0]);
    const q1 = scoreKpi(input(row, row.data.actuals));
    // SCORE-5's default thresholds: 66.7 is at or above At Risk's 50 and below Near Target's 70.
    expect(q1).toMatchObject({ target: -150, actual: -200, score: 67, status: "At Risk" });
    expect(q1.exactScore).toBeCloseTo(66.667, 3);
    expect(q1.explanation.baseline).toBe(-300);
    expect(describeKpiScore(q1.explanation)).toEqual([
      "Monthly KPI in a quarterly view (aggregation: sum): the months of Q1 with a target and an actual (January to March) are summed.",
      // UI-114: values with the screens' minus sign.
      "Baseline −100 a period, summed over the same 3 periods as the target and actual: −300.",
      "Score: (actual −200 − baseline −300) / (target −150 − baseline −300) × 100 = 66.67%, rounded to 67%.",
      "Status: At Risk.",
    ]);
  });
});
