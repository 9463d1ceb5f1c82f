import { describe, expect, it } from "vitest";
import { viewKpiValue } from "./aggregation";
import { endedPeriods } from "./due";
import {
  calendarMonthOf,
  currentPeriod,
  currentYear,
  fiscalEndOf,
  fiscalYearOf,
  fiscalYearOfStored,
  fiscalYearSpan,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
  periodsEndingBy,
  periodsThrough,
  periodsWithin,
  quarterContainingMonth,
  quarterKeyForMonth,
  storedYearOf,
  yearLabel,
} from "./periods";
import { DEFAULT_REPORTING_CALENDAR, periodsToReport, summarizeReporting } from "./reporting-calendar";

// Fiscal quarters and year-to-date for the start months 1, 4, 7 and 10 (FISCAL-2..FISCAL-6).
const STARTS = [1, 4, 7, 10] as const;

const QUARTER_MONTHS: Record<(typeof STARTS)[number], PeriodKey[][]> = {
  1: [
    ["january", "february", "march"],
    ["april", "may", "june"],
    ["july", "august", "september"],
    ["october", "november", "december"],
  ],
  4: [
    ["april", "may", "june"],
    ["july", "august", "september"],
    ["october", "november", "december"],
    ["january", "february", "march"],
  ],
  7: [
    ["july", "august", "september"],
    ["october", "november", "december"],
    ["january", "february", "march"],
    ["april", "may", "june"],
  ],
  10: [
    ["october", "november", "december"],
    ["january", "february", "march"],
    ["april", "may", "june"],
    ["july", "august", "september"],
  ],
};
const QUARTERS = ["q1", "q2", "q3", "q4"] as const;

describe("FISCAL-3: months and quarters of a fiscal year", () => {
  it.each(STARTS)("start %i: months in order from the start month", (start) => {
    const months = periodKeysFor("monthly", start);
    expect(months).toEqual(QUARTER_MONTHS[start].flat());
    expect(months).toHaveLength(12);
    expect(periodKeysFor("quarterly", start)).toEqual(QUARTERS);
    expect(periodKeysFor("annual", start)).toEqual(["annual"]);
  });

  const cases = STARTS.flatMap((start) => QUARTERS.map((quarter, index) => [start, quarter, index] as const));
  it.each(cases)("start %i: %s spans its three fiscal months", (start, quarter, index) => {
    const months = QUARTER_MONTHS[start][index]!;
    expect(periodsWithin("monthly", quarter, start)).toEqual(months);
    for (const month of months) expect(quarterContainingMonth(month as never, start)).toBe(quarter);
    // AGG-5 in a fiscal year: only the quarter's last month maps to it.
    expect(months.map((month) => quarterKeyForMonth(month, start))).toEqual([null, null, quarter]);
    expect(periodsWithin("quarterly", months[2]!, start)).toEqual([quarter]);
    expect(periodsWithin("quarterly", months[0]!, start)).toEqual([]);
  });

  it.each(STARTS)("start %i: the annual value spans the twelve months", (start) => {
    expect(periodsWithin("monthly", "annual", start)).toEqual(QUARTER_MONTHS[start].flat());
    expect(periodsWithin("quarterly", "annual", start)).toEqual(QUARTERS);
  });
});

describe("FISCAL-5: year-to-date starts at the fiscal start month", () => {
  const cases = STARTS.flatMap((start) => QUARTERS.map((quarter, index) => [start, quarter, index] as const));
  it.each(cases)("start %i: through %s", (start, quarter, index) => {
    const months = QUARTER_MONTHS[start].slice(0, index + 1).flat();
    expect(periodsEndingBy("monthly", quarter, start)).toEqual(months);
    expect(periodsEndingBy("quarterly", quarter, start)).toEqual(QUARTERS.slice(0, index + 1));
    // The quarter's last month has the same year-to-date; its first month only the earlier quarters.
    const last = QUARTER_MONTHS[start][index]![2]!;
    const first = QUARTER_MONTHS[start][index]![0]!;
    expect(periodsEndingBy("monthly", last, start)).toEqual(months);
    expect(periodsEndingBy("quarterly", first, start)).toEqual(QUARTERS.slice(0, index));
    expect(periodsThrough("monthly", last, start)).toEqual(months);
  });

  it("start 4: year-to-date at june is april..june and at march the whole year", () => {
    expect(periodsEndingBy("monthly", "june", 4)).toEqual(["april", "may", "june"]);
    expect(periodsEndingBy("monthly", "march", 4)).toHaveLength(12);
    expect(periodsEndingBy("monthly", "january", 4)).toEqual(
      QUARTER_MONTHS[4].slice(0, 3).flat().concat("january"),
    );
  });

  it("the view engine sums a fiscal quarter and year-to-date (AGG-2, AGG-5)", () => {
    const values = { march: 100, april: 1, may: 2, june: 3, july: 50 };
    const base = {
      frequency: "monthly",
      isCumulative: false,
      targets: values,
      actuals: values,
      viewFrequency: "quarterly",
      period: "q1",
      fiscalYearStartMonth: 4,
    } as const;
    const quarter = viewKpiValue({ ...base, view: "period" });
    expect(quarter.periodsConsidered).toEqual(["april", "may", "june"]);
    const ytd = viewKpiValue({ ...base, view: "ytd", viewFrequency: "monthly", period: "june" });
    expect(ytd.periodsConsidered).toEqual(["april", "may", "june"]);
    // Calendar organizations keep PERIOD-5: q1 is january..march.
    const calendar = viewKpiValue({ ...base, view: "period", fiscalYearStartMonth: undefined });
    expect(calendar.periodsConsidered).toEqual(["january", "february", "march"]);
  });
});

describe("FISCAL-2: a fiscal year is named by the calendar year it ends in", () => {
  it.each([
    [1, { year: 2027, month: 1 }, { year: 2027, month: 12 }],
    [4, { year: 2026, month: 4 }, { year: 2027, month: 3 }],
    [7, { year: 2026, month: 7 }, { year: 2027, month: 6 }],
    [10, { year: 2026, month: 10 }, { year: 2027, month: 9 }],
  ] as const)("start %i: 2027 runs from %j to %j", (start, first, last) => {
    expect(fiscalYearSpan(2027, start)).toEqual({ first, last });
    expect(fiscalYearOf(first, start)).toBe(2027);
    expect(fiscalYearOf(last, start)).toBe(2027);
    const before = calendarMonthOf(2026, 12, start);
    expect(fiscalYearOf(before, start)).toBe(2026);
  });

  it.each([
    // [start, key, fiscal month it ends in]
    [1, "march", 3],
    [4, "april", 1],
    [4, "march", 12],
    [7, "june", 12],
    [10, "december", 3],
    [10, "q1", 3],
    [10, "annual", 12],
  ] as const)("start %i: %s ends in fiscal month %i", (start, key, position) => {
    expect(fiscalEndOf(key, start)).toBe(position);
  });

  it.each([0, 13, 1.5, Number.NaN])("refuses a start month of %s", (start) => {
    expect(() => periodKeysFor("monthly", start)).toThrow(RangeError);
  });
});

describe("FISCAL-4: today's year and period are fiscal", () => {
  it.each([
    // [start, today, frequency, expected]
    [1, { year: 2026, month: 5 }, "quarterly", { year: 2026, key: "q2" }],
    [4, { year: 2026, month: 3 }, "quarterly", { year: 2026, key: "q4" }],
    [4, { year: 2026, month: 4 }, "quarterly", { year: 2027, key: "q1" }],
    [4, { year: 2026, month: 6 }, "monthly", { year: 2027, key: "june" }],
    [7, { year: 2026, month: 12 }, "quarterly", { year: 2027, key: "q2" }],
    [10, { year: 2026, month: 10 }, "annual", { year: 2027, key: "annual" }],
    [10, { year: 2026, month: 9 }, "quarterly", { year: 2026, key: "q4" }],
  ] as const)("start %i, today %j, %s → %j", (start, today, frequency, expected) => {
    expect(currentPeriod(frequency, today, start)).toEqual(expected);
    expect(currentYear(today, start)).toBe(expected.year);
  });
});

describe("FISCAL-6: labels", () => {
  it.each([
    // Calendar organizations keep their labels (PERIOD-3).
    [1, "quarterly", "q1", 2027, "Q1 2027"],
    [1, "monthly", "april", 2027, "April 2027"],
    [1, "annual", "annual", 2027, "2027"],
    [4, "quarterly", "q1", 2027, "FY2027 Q1"],
    [4, "quarterly", "q4", 2027, "FY2027 Q4"],
    [4, "annual", "annual", 2027, "FY2027"],
    [4, "monthly", "april", 2027, "April 2026"],
    [4, "monthly", "march", 2027, "March 2027"],
    [7, "quarterly", "q2", 2027, "FY2027 Q2"],
    [10, "monthly", "december", 2027, "December 2026"],
    [10, "monthly", "january", 2027, "January 2027"],
  ] as const)("start %i: %s %s of %i reads %s", (start, frequency, key, year, label) => {
    expect(periodLabel(frequency, key, year, start)).toBe(label);
  });

  it.each([
    [1, "2027"],
    [4, "FY2027"],
    [10, "FY2027"],
  ] as const)("start %i: the year reads %s", (start, label) => {
    expect(yearLabel(2027, start)).toBe(label);
  });
});

describe("FISCAL-4: what has ended is read in the fiscal year", () => {
  it.each([
    // [start, year, today, frequency, ended]
    [4, 2027, { year: 2026, month: 7 }, "quarterly", ["q1"]],
    [4, 2027, { year: 2026, month: 7 }, "monthly", ["april", "may", "june"]],
    [4, 2027, { year: 2026, month: 3 }, "quarterly", []],
    [4, 2026, { year: 2026, month: 4 }, "annual", ["annual"]],
    [10, 2027, { year: 2027, month: 1 }, "quarterly", ["q1"]],
    [1, 2026, { year: 2026, month: 7 }, "quarterly", ["q1", "q2"]],
  ] as const)("start %i: fiscal %i seen in %j, %s → %j", (start, year, today, frequency, ended) => {
    expect(endedPeriods(frequency, year, today, start)).toEqual(ended);
  });

  it("start 4: in July 2026 june of 2027 is due (CYCLE-35)", () => {
    const owed = periodsToReport({
      frequency: "monthly",
      year: 2027,
      calendar: { ...DEFAULT_REPORTING_CALENDAR, fiscalYearStartMonth: 4 },
      today: "2026-07-05",
      collectFrom: "2026-04",
      hasActual: (key) => key === "april" || key === "may",
      pending: () => false,
    });
    expect(summarizeReporting(owed)).toMatchObject({ state: "due", period: { year: 2027, key: "june" } });
  });
});

describe("FISCAL-8: a month is kept under its calendar year, a quarter under its fiscal year", () => {
  it.each([
    // [start, fiscal year, key, stored year]
    [4, 2027, "april", 2026], // April of FY2027 is April 2026
    [4, 2027, "december", 2026],
    [4, 2027, "march", 2027],
    [4, 2027, "q1", 2027],
    [4, 2027, "annual", 2027],
    [1, 2026, "september", 2026],
    [10, 2027, "october", 2026],
    [10, 2027, "september", 2027],
  ] as const)("start %i: (%i, %s) is stored under %i, and back", (start, year, key, stored) => {
    expect(storedYearOf(year, key, start)).toBe(stored);
    expect(fiscalYearOfStored(stored, key, start)).toBe(year);
  });

  it("changing the start month re-labels September 2026: FY2026 with start 1, FY2027 with start 4", () => {
    expect(fiscalYearOfStored(2026, "september", 1)).toBe(2026);
    expect(fiscalYearOfStored(2026, "september", 4)).toBe(2027);
  });
});
