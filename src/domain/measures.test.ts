import { describe, expect, it } from "vitest";
import { combine, viewKpiValue } from "./aggregation";
import { describeKpiScore } from "./explain";
import { scoreKpi } from "./kpi-score";
import {
  AGGREGATIONS,
  type Aggregation,
  aggregationOfKpi,
  defaultAggregation,
  parseDecimal,
  VALUE_LIMIT,
} from "./measures";
import type { Frequency, PeriodKey, PeriodValues } from "./periods";
import { scoreValueDetail } from "./scoring";

// A monthly KPI, Q1 reported: targets 80, 90, 100; actuals 70, 95, 110. April has a target only.
const MONTHLY = {
  frequency: "monthly" as Frequency,
  targets: { january: 80, february: 90, march: 100, april: 100 } as PeriodValues,
  actuals: { january: 70, february: 95, march: 110 } as PeriodValues,
};
// A quarterly KPI: q1 300/270, q2 330/360.
const QUARTERLY = {
  frequency: "quarterly" as Frequency,
  targets: { q1: 300, q2: 330 } as PeriodValues,
  actuals: { q1: 270, q2: 360 } as PeriodValues,
};
const ANNUAL = {
  frequency: "annual" as Frequency,
  targets: { annual: 1200 } as PeriodValues,
  actuals: { annual: 1000 } as PeriodValues,
};

type View = { view: "period" | "ytd"; viewFrequency: Frequency; period: PeriodKey };
type Expect = Record<Aggregation, [number, number]>;

const CASES: [string, typeof MONTHLY, View, Expect][] = [
  [
    "monthly KPI at Q1 (period view)",
    MONTHLY,
    { view: "period", viewFrequency: "quarterly", period: "q1" },
    { sum: [270, 275], average: [90, 275 / 3], last: [100, 110], min: [80, 70], max: [100, 110] },
  ],
  [
    "monthly KPI year to date through April (April has no actual)",
    MONTHLY,
    { view: "ytd", viewFrequency: "monthly", period: "april" },
    { sum: [270, 275], average: [90, 275 / 3], last: [100, 110], min: [80, 70], max: [100, 110] },
  ],
  [
    "monthly KPI in its own month",
    MONTHLY,
    { view: "period", viewFrequency: "monthly", period: "february" },
    { sum: [90, 95], average: [90, 95], last: [90, 95], min: [90, 95], max: [90, 95] },
  ],
  [
    "monthly KPI in the annual view (year to date)",
    MONTHLY,
    { view: "period", viewFrequency: "annual", period: "annual" },
    { sum: [270, 275], average: [90, 275 / 3], last: [100, 110], min: [80, 70], max: [100, 110] },
  ],
  [
    "quarterly KPI year to date through Q2",
    QUARTERLY,
    { view: "ytd", viewFrequency: "quarterly", period: "q2" },
    { sum: [630, 630], average: [315, 315], last: [330, 360], min: [300, 270], max: [330, 360] },
  ],
  [
    "quarterly KPI in its own quarter",
    QUARTERLY,
    { view: "period", viewFrequency: "quarterly", period: "q2" },
    { sum: [330, 360], average: [330, 360], last: [330, 360], min: [330, 360], max: [330, 360] },
  ],
  [
    "quarterly KPI in the annual view",
    QUARTERLY,
    { view: "ytd", viewFrequency: "annual", period: "annual" },
    { sum: [630, 630], average: [315, 315], last: [330, 360], min: [300, 270], max: [330, 360] },
  ],
  [
    "annual KPI in a quarter (AGG-4)",
    ANNUAL,
    { view: "period", viewFrequency: "quarterly", period: "q4" },
    { sum: [1200, 1000], average: [1200, 1000], last: [1200, 1000], min: [1200, 1000], max: [1200, 1000] },
  ],
];

describe("AGG-6: each aggregation × frequency × view", () => {
  const rows = CASES.flatMap(([name, kpi, view, expected]) =>
    AGGREGATIONS.map(
      (aggregation) => [`${name}: ${aggregation}`, kpi, view, aggregation, expected[aggregation]] as const,
    ),
  );
  it.each(rows)("%s", (_name, kpi, view, aggregation, [target, actual]) => {
    const value = viewKpiValue({ ...kpi, ...view, isCumulative: false, aggregation });
    expect(value.aggregation).toBe(aggregation);
    expect(value.target).toBeCloseTo(target, 9);
    expect(value.actual).toBeCloseTo(actual, 9);
    expect(value.comparable).toBe(true);
  });

  it("AGG-2: target and actual cover the same periods (a target without an actual is left out)", () => {
    const value = viewKpiValue({
      ...MONTHLY,
      isCumulative: false,
      aggregation: "average",
      view: "ytd",
      viewFrequency: "monthly",
      period: "april",
    });
    expect(value.periodsUsed).toEqual(["january", "february", "march"]);
    expect(value.periodsLeftOut).toEqual([{ key: "april", reason: "no-actual" }]);
  });
});

describe("AGG-7: the default aggregation", () => {
  it.each([
    ["%", "average"],
    ["ratio", "average"],
    ["Index", "average"],
    [" score ", "average"],
    ["$", "sum"],
    ["€", "sum"],
    ["count", "sum"],
    ["minutes", "sum"],
    [null, "sum"],
  ] as const)("unit %s → %s", (unit, expected) => {
    expect(defaultAggregation(unit)).toBe(expected);
  });

  it.each([
    [{ unit: "%", isCumulative: false }, "average"],
    [{ unit: "%", isCumulative: true }, "last"],
    [{ unit: "$", isCumulative: false, aggregation: "max" }, "max"],
    [{ unit: "$", isCumulative: false, aggregation: "bogus" }, "sum"],
  ] as const)("aggregationOfKpi(%j) → %s", (kpi, expected) => {
    expect(aggregationOfKpi(kpi)).toBe(expected);
  });

  it("a % KPI without an explicit aggregation averages its months in a quarter", () => {
    const value = viewKpiValue({
      ...MONTHLY,
      unit: "%",
      isCumulative: false,
      view: "period",
      viewFrequency: "quarterly",
      period: "q1",
    });
    expect(value.target).toBe(90);
  });
});

describe("VALUE-4: roll-ups ignore non-finite input", () => {
  it.each([
    ["two huge actuals", { january: 1.7e308, february: 1.7e308 }],
    ["Infinity", { january: Number.POSITIVE_INFINITY, february: 95 }],
    ["NaN", { january: Number.NaN, february: 95 }],
  ])("%s never answer a non-finite figure", (_name, actuals) => {
    const score = scoreKpi({
      ...MONTHLY,
      actuals,
      isCumulative: false,
      polarity: "positive",
      view: "period",
      viewFrequency: "quarterly",
      period: "q1",
    });
    for (const figure of [score.target, score.actual, score.score]) {
      expect(figure === null || Number.isFinite(figure)).toBe(true);
    }
  });

  it("combine answers null rather than Infinity", () => {
    expect(combine([Number.MAX_VALUE, Number.MAX_VALUE], "sum")).toBeNull();
    expect(combine([], "average")).toBeNull();
  });
});

describe("SCORE-11, SCORE-13: linear scoring from a baseline", () => {
  it.each([
    ["higher is better: halfway from 0 to 100", 50, 100, 0, "positive", 50, "linear"],
    ["higher is better: at target", 100, 100, 0, "positive", 100, "linear"],
    ["higher is better: below baseline floors at 0", -10, 100, 0, "positive", 0, "linear"],
    ["higher is better: above target capped", 400, 100, 0, "positive", 150, "linear"],
    ["lower is better: target 0 from baseline 10, actual 5", 5, 0, 10, "positive", 50, "linear"],
    ["lower is better: target 0 reached", 0, 0, 10, "negative", 100, "linear"],
    ["lower is better: worse than baseline floors at 0", 12, 0, 10, "negative", 0, "linear"],
    ["negative target: a loss of 10 reduced to 5 from baseline -20", -5, -10, -20, "positive", 150, "linear"],
    ["negative target: -15 against target -10 from -20", -15, -10, -20, "positive", 50, "linear"],
    ["zero target with a negative baseline", -2, 0, -8, "positive", 75, "linear"],
    ["target equal to the baseline: no score", 5, 10, 10, "positive", null, "target-equals-baseline"],
    ["no baseline: no score", 5, 10, null, "positive", null, "no-baseline"],
  ] as const)("%s", (_name, actual, target, baseline, polarity, score, rule) => {
    const detail = scoreValueDetail({ actual, target, baseline, polarity, method: "linear" });
    expect(detail.score).toBe(score);
    expect(detail.rule).toBe(rule);
  });

  it("the explainer names the method, the formula and the direction", () => {
    const scored = scoreKpi({
      frequency: "quarterly",
      isCumulative: false,
      aggregation: "average",
      polarity: "negative",
      scoring: "linear",
      baseline: 10,
      targets: { q1: 0, q2: 0 },
      actuals: { q1: 4, q2: 6 },
      view: "ytd",
      viewFrequency: "quarterly",
      period: "q2",
    });
    expect(scored.score).toBe(50);
    expect(scored.explanation.formula).toBe("(actual − baseline) / (target − baseline) × 100");
    const lines = describeKpiScore(scored.explanation);
    expect(lines[0]).toContain("aggregation: average");
    expect(lines[0]).toContain("averaged");
    expect(lines.join(" ")).toContain("lower is better");
  });

  it("SCORE-12: a ratio KPI with a zero target gives no score and says why", () => {
    const scored = scoreKpi({
      frequency: "quarterly",
      isCumulative: false,
      polarity: "positive",
      targets: { q1: 0 },
      actuals: { q1: 4 },
      view: "period",
      viewFrequency: "quarterly",
      period: "q1",
    });
    expect(scored.score).toBeNull();
    expect(describeKpiScore(scored.explanation).join(" ")).toContain("a ratio needs a target above 0");
  });
});

describe("VALUE-2, VALUE-3: parseDecimal reads the user's decimal separator", () => {
  it.each([
    ["12,5", ",", 12.5],
    ["12,5", ".", 12.5],
    ["12.5", ".", 12.5],
    ["12.5", ",", 12.5],
    ["1.234,5", ",", 1234.5],
    ["1,234.5", ".", 1234.5],
    ["1,234", ",", 1.234],
    ["1.234", ".", 1.234],
    ["1,234,567", ".", 1234567],
    ["1.234.567", ",", 1234567],
    ["1 234,5", ",", 1234.5],
    ["1\u00a0234,5", ",", 1234.5],
    ["-3,5", ",", -3.5],
    ["\u22123.5", ".", -3.5],
    ["+7", ".", 7],
    ["0,125", ".", 0.125],
    ["-0", ".", 0],
    ["", ".", null],
    ["   ", ",", null],
    ["1000000000000", ".", 1e12],
  ] as const)("%s with %s → %s", (text, separator, expected) => {
    expect(parseDecimal(text, separator)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["1,234", ".", "ambiguous"],
    ["1.234", ",", "ambiguous"],
    ["12,34,5", ".", "must be a number"],
    ["1,2.3,4", ".", "must be a number"],
    ["NaN", ".", "must be a number"],
    ["Infinity", ".", "must be a number"],
    ["-Infinity", ".", "must be a number"],
    ["1e5", ".", "must be a number"],
    ["12abc", ".", "must be a number"],
    ["--5", ".", "must be a number"],
    ["1000000000001", ".", "between"],
    ["-2000000000000", ".", "between"],
  ] as const)("%s with %s is refused (%s)", (text, separator, message) => {
    const parsed = parseDecimal(text, separator);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it("the limit is 1e12", () => {
    expect(VALUE_LIMIT).toBe(1e12);
  });
});
