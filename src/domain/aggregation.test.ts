import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type KpiViewInput, viewKpiValue } from "./aggregation";
import { scoreKpi } from "./kpi-score";
import { type Frequency, MONTH_KEYS, type PeriodKey, type PeriodValues, periodKeysFor } from "./periods";

const everyMonth = (value: number): PeriodValues => Object.fromEntries(MONTH_KEYS.map((key) => [key, value]));

// A monthly KPI: a target of 100 every month; actuals reported January to May except April.
const MONTHLY = {
  frequency: "monthly",
  isCumulative: false,
  targets: everyMonth(100),
  actuals: { january: 90, february: 110, march: 100, april: null, may: 120 },
} as const satisfies Partial<KpiViewInput>;

// A quarterly KPI: 300 a quarter; q1 and q2 reported.
const QUARTERLY = {
  frequency: "quarterly",
  isCumulative: false,
  targets: { q1: 300, q2: 300, q3: 300, q4: 300 },
  actuals: { q1: 270, q2: 330 },
} as const satisfies Partial<KpiViewInput>;

const ANNUAL = {
  frequency: "annual",
  isCumulative: false,
  targets: { annual: 1200 },
  actuals: { annual: 1000 },
} as const satisfies Partial<KpiViewInput>;

// A cumulative monthly KPI (running totals): March and May not reported; June has a target only.
const CUMULATIVE = {
  frequency: "monthly",
  isCumulative: true,
  targets: { january: 100, february: 200, march: 300, april: 400, may: 500, june: 600 },
  actuals: { january: 90, february: 210, march: null, april: 380 },
} as const satisfies Partial<KpiViewInput>;

const CUMULATIVE_QUARTERLY = { ...QUARTERLY, isCumulative: true } as const;

type Row = [
  string,
  Omit<KpiViewInput, "view" | "viewFrequency" | "period">,
  Pick<KpiViewInput, "view" | "viewFrequency" | "period">,
  { target: number | null; actual: number | null; method: string; periodsUsed: PeriodKey[]; view?: string },
];

const period = (viewFrequency: Frequency, key: PeriodKey) =>
  ({ view: "period", viewFrequency, period: key }) as const;
const ytd = (viewFrequency: Frequency, key: PeriodKey) =>
  ({ view: "ytd", viewFrequency, period: key }) as const;

describe("viewKpiValue", () => {
  it.each<Row>([
    // Period view, same frequency
    [
      "Period view (AGG-5): monthly KPI in May",
      MONTHLY,
      period("monthly", "may"),
      { target: 100, actual: 120, method: "period-value", periodsUsed: ["may"] },
    ],
    [
      "SCORE-3: missing actual → target shown, no actual",
      MONTHLY,
      period("monthly", "april"),
      { target: 100, actual: null, method: "period-value", periodsUsed: [] },
    ],
    [
      "SCORE-3: a month not yet reported",
      MONTHLY,
      period("monthly", "august"),
      { target: 100, actual: null, method: "period-value", periodsUsed: [] },
    ],
    [
      "Period view (AGG-5): quarterly KPI in q2",
      QUARTERLY,
      period("quarterly", "q2"),
      { target: 300, actual: 330, method: "period-value", periodsUsed: ["q2"] },
    ],
    // AGG-5: a quarterly KPI viewed monthly maps march→q1, june→q2, september→q3, december→q4
    [
      "AGG-5: quarterly KPI viewed monthly, march → q1",
      QUARTERLY,
      period("monthly", "march"),
      { target: 300, actual: 270, method: "quarter-end-month", periodsUsed: ["q1"] },
    ],
    [
      "AGG-5: quarterly KPI viewed monthly, june → q2",
      QUARTERLY,
      period("monthly", "june"),
      { target: 300, actual: 330, method: "quarter-end-month", periodsUsed: ["q2"] },
    ],
    [
      "AGG-5: quarterly KPI viewed monthly, december → q4 (not reported)",
      QUARTERLY,
      period("monthly", "december"),
      { target: 300, actual: null, method: "quarter-end-month", periodsUsed: [] },
    ],
    [
      "AGG-5: quarterly KPI viewed monthly, other months show nothing (may)",
      QUARTERLY,
      period("monthly", "may"),
      { target: null, actual: null, method: "not-in-view", periodsUsed: [] },
    ],
    // A monthly KPI viewed at a quarter: PERIOD-5 q1 is Jan to Mar, so its three months are summed
    [
      "AGG-5 q1 = Jan-Mar: monthly KPI in a quarterly period view",
      MONTHLY,
      period("quarterly", "q1"),
      {
        target: 300,
        actual: 300,
        method: "within-period",
        periodsUsed: ["january", "february", "march"],
      },
    ],
    [
      "decision 004: months without an actual are left out of the quarter",
      MONTHLY,
      period("quarterly", "q2"),
      { target: 100, actual: 120, method: "within-period", periodsUsed: ["may"] },
    ],
    // AGG-4: an annual KPI uses the annual value
    [
      "AGG-4: annual KPI in a monthly period view",
      ANNUAL,
      period("monthly", "march"),
      { target: 1200, actual: 1000, method: "annual-value", periodsUsed: ["annual"] },
    ],
    [
      "AGG-4: annual KPI in a quarterly YTD view",
      ANNUAL,
      ytd("quarterly", "q2"),
      { target: 1200, actual: 1000, method: "annual-value", periodsUsed: ["annual"] },
    ],
    // AGG-2: year-to-date sums targets and actuals from the first period through the selected one
    [
      "YTD (AGG-2): monthly through march",
      MONTHLY,
      ytd("monthly", "march"),
      { target: 300, actual: 300, method: "year-to-date", periodsUsed: ["january", "february", "march"] },
    ],
    [
      "YTD (AGG-2) + decision 004: april (no actual) left out",
      MONTHLY,
      ytd("monthly", "may"),
      {
        target: 400,
        actual: 420,
        method: "year-to-date",
        periodsUsed: ["january", "february", "march", "may"],
      },
    ],
    [
      "YTD (AGG-2): quarterly through q2",
      QUARTERLY,
      ytd("quarterly", "q2"),
      { target: 600, actual: 600, method: "year-to-date", periodsUsed: ["q1", "q2"] },
    ],
    [
      "YTD (AGG-2): quarterly KPI viewed monthly through may = quarters ended (q1)",
      QUARTERLY,
      ytd("monthly", "may"),
      { target: 300, actual: 270, method: "year-to-date", periodsUsed: ["q1"] },
    ],
    [
      "YTD (AGG-2): quarterly KPI viewed monthly through february = nothing ended",
      QUARTERLY,
      ytd("monthly", "february"),
      { target: null, actual: null, method: "not-in-view", periodsUsed: [] },
    ],
    [
      "YTD (AGG-2): monthly KPI viewed quarterly through q2 = January to June",
      MONTHLY,
      ytd("quarterly", "q2"),
      {
        target: 400,
        actual: 420,
        method: "year-to-date",
        periodsUsed: ["january", "february", "march", "may"],
      },
    ],
    // AGG-1: choosing annual forces year-to-date
    [
      "AGG-1: annual view forces YTD for a monthly KPI",
      MONTHLY,
      period("annual", "annual"),
      {
        target: 400,
        actual: 420,
        method: "year-to-date",
        periodsUsed: ["january", "february", "march", "may"],
        view: "ytd",
      },
    ],
    [
      "AGG-1: annual view forces YTD for a quarterly KPI",
      QUARTERLY,
      period("annual", "annual"),
      { target: 600, actual: 600, method: "year-to-date", periodsUsed: ["q1", "q2"], view: "ytd" },
    ],
    // AGG-3: cumulative KPIs use the latest available value up to the selected period, everywhere
    [
      "AGG-3: cumulative, period view, value of the period",
      CUMULATIVE,
      period("monthly", "february"),
      { target: 200, actual: 210, method: "latest-available", periodsUsed: ["february"] },
    ],
    [
      "AGG-3: cumulative, period view, march not reported → february",
      CUMULATIVE,
      period("monthly", "march"),
      { target: 200, actual: 210, method: "latest-available", periodsUsed: ["february"] },
    ],
    [
      "AGG-3: cumulative, YTD through june → april (latest with both)",
      CUMULATIVE,
      ytd("monthly", "june"),
      { target: 400, actual: 380, method: "latest-available", periodsUsed: ["april"] },
    ],
    [
      "AGG-3: cumulative, quarterly view q2 → latest month up to june",
      CUMULATIVE,
      period("quarterly", "q2"),
      { target: 400, actual: 380, method: "latest-available", periodsUsed: ["april"] },
    ],
    [
      "AGG-3: cumulative quarterly KPI viewed in april → q1, the latest ended",
      CUMULATIVE_QUARTERLY,
      period("monthly", "april"),
      { target: 300, actual: 270, method: "latest-available", periodsUsed: ["q1"] },
    ],
    [
      "AGG-3: cumulative, nothing reported → latest target, no actual",
      { ...CUMULATIVE, actuals: {} },
      ytd("monthly", "june"),
      { target: 600, actual: null, method: "latest-available", periodsUsed: [] },
    ],
    [
      "AGG-3: cumulative quarterly KPI in january: no quarter has ended",
      CUMULATIVE_QUARTERLY,
      period("monthly", "january"),
      { target: null, actual: null, method: "not-in-view", periodsUsed: [] },
    ],
    // Guard rails
    [
      "a period that is not the view frequency's",
      MONTHLY,
      period("quarterly", "march"),
      { target: null, actual: null, method: "invalid-period", periodsUsed: [] },
    ],
    [
      "decision 004: YTD with no period holding both → sums shown, nothing compared",
      { ...MONTHLY, targets: { january: 100 }, actuals: { february: 50 } },
      ytd("monthly", "march"),
      { target: 100, actual: 50, method: "year-to-date", periodsUsed: [] },
    ],
    [
      "PERIOD-6: NaN in a stored map counts as missing",
      { ...MONTHLY, actuals: { may: Number.NaN } },
      period("monthly", "may"),
      { target: 100, actual: null, method: "period-value", periodsUsed: [] },
    ],
  ])("%s", (_name, kpi, selection, expected) => {
    const result = viewKpiValue({ ...kpi, ...selection });
    expect(result).toMatchObject({ ...expected, view: expected.view ?? selection.view });
    expect(result.comparable).toBe(expected.periodsUsed.length > 0);
  });

  it("decision 004: lists what it left out and why", () => {
    const result = viewKpiValue({ ...MONTHLY, ...ytd("monthly", "june") });
    expect(result.periodsConsidered).toEqual(["january", "february", "march", "april", "may", "june"]);
    expect(result.periodsLeftOut).toEqual([
      { key: "april", reason: "no-actual" },
      { key: "june", reason: "no-actual" },
    ]);
  });

  it("decision 004: a period with an actual but no target is left out as no-target", () => {
    const result = viewKpiValue({
      ...MONTHLY,
      targets: { january: 100 },
      actuals: { january: 80, february: 90 },
      ...ytd("monthly", "march"),
    });
    expect(result).toMatchObject({ target: 100, actual: 80, periodsUsed: ["january"] });
    expect(result.periodsLeftOut).toEqual([
      { key: "february", reason: "no-target" },
      { key: "march", reason: "no-data" },
    ]);
  });
});

const anyValue = fc.option(
  fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0, max: 1e6, noNaN: true })),
  { nil: null },
);
const allKeys = [...periodKeysFor("monthly"), ...periodKeysFor("quarterly"), ...periodKeysFor("annual")];
const periodValues = fc.record(Object.fromEntries(allKeys.map((key) => [key, anyValue])), {
  requiredKeys: [],
}) as fc.Arbitrary<PeriodValues>;
const frequency = fc.constantFrom<Frequency>("monthly", "quarterly", "annual");

describe("property (AGG-1): year-to-date over one period equals the period view", () => {
  it("for any KPI, frequency and data, in the view's first period", () => {
    fc.assert(
      fc.property(
        frequency,
        fc.constantFrom<Frequency>("monthly", "quarterly"),
        fc.boolean(),
        fc.constantFrom("positive", "negative" as const),
        periodValues,
        periodValues,
        (kpiFrequency, viewFrequency, isCumulative, polarity, targets, actuals) => {
          const base = { frequency: kpiFrequency, isCumulative, polarity, targets, actuals, viewFrequency };
          const first = periodKeysFor(viewFrequency)[0]!;
          const periodView = scoreKpi({ ...base, view: "period", period: first });
          const ytdView = scoreKpi({ ...base, view: "ytd", period: first });
          expect(ytdView.target).toBe(periodView.target);
          expect(ytdView.actual).toBe(periodView.actual);
          expect(ytdView.score).toBe(periodView.score);
        },
      ),
    );
  });
});
