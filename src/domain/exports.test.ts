import { describe, expect, it } from "vitest";
import { factViews, kpiHasFactIn, periodSpan, scorecardExportFileName } from "./exports";

describe("periodSpan (EXPORT-12, FISCAL-2)", () => {
  it.each([
    ["january of a calendar year", 2025, "january", "month", 1, "2025-01-01", "2025-01-31"],
    ["february of a leap year", 2024, "february", "month", 1, "2024-02-01", "2024-02-29"],
    ["q1 of a calendar year", 2025, "q1", "quarter", 1, "2025-01-01", "2025-03-31"],
    ["the calendar year", 2025, "annual", "annual", 1, "2025-01-01", "2025-12-31"],
    ["q1 of fiscal 2027 starting in April", 2027, "q1", "quarter", 4, "2026-04-01", "2026-06-30"],
    ["q4 of fiscal 2027 starting in April", 2027, "q4", "quarter", 4, "2027-01-01", "2027-03-31"],
    ["april of fiscal 2027", 2027, "april", "month", 4, "2026-04-01", "2026-04-30"],
    ["fiscal 2027 starting in April", 2027, "annual", "annual", 4, "2026-04-01", "2027-03-31"],
  ] as const)("%s", (_name, year, key, type, start, first, last) => {
    expect(periodSpan(year, key, type, start)).toEqual({ start: first, end: last });
  });
});

describe("factViews and kpiHasFactIn (EXPORT-11)", () => {
  it("lists the months in fiscal order, then the quarters, then the year to date", () => {
    const views = factViews(4);
    expect(views).toHaveLength(17);
    expect(views[0]).toEqual({
      periodType: "month",
      viewFrequency: "monthly",
      period: "april",
      view: "period",
    });
    expect(views[11]?.period).toBe("march");
    expect(views.slice(12, 16).map((v) => v.period)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(views[16]).toEqual({
      periodType: "annual",
      viewFrequency: "annual",
      period: "annual",
      view: "ytd",
    });
  });

  it.each([
    ["monthly", "monthly", true],
    ["monthly", "quarterly", true],
    ["monthly", "annual", true],
    ["quarterly", "monthly", false],
    ["quarterly", "quarterly", true],
    ["quarterly", "annual", true],
    ["annual", "monthly", false],
    ["annual", "quarterly", false],
    ["annual", "annual", true],
  ] as const)("a %s KPI in a %s view: %s", (kpi, view, expected) => {
    expect(kpiHasFactIn(kpi, view)).toBe(expected);
  });
});

describe("scorecardExportFileName (EXPORT-6)", () => {
  it.each([
    [
      { functionName: "CEO Office", period: "q1", year: 2026, view: "period" },
      "northwind-ceo-office-q1-2026.xlsx",
    ],
    [
      { functionName: "Sales/Ops", period: "march", year: 2026, view: "ytd" },
      "northwind-sales-ops-march-ytd-2026.xlsx",
    ],
    [
      { functionName: null, period: "annual", year: 2026, view: "ytd" },
      "northwind-scorecard-annual-ytd-2026.xlsx",
    ],
  ] as const)("%o", (card, expected) => {
    expect(scorecardExportFileName("Northwind", card, "xlsx")).toBe(expected);
  });
});
