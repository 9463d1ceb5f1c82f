import { describe, expect, it } from "vitest";
import { shortPeriodLabel, trendPoints } from "./trend-points";

describe("trendPoints", () => {
  it("lays two years end to end with short labels", () => {
    const points = trendPoints({
      kpiAssignmentId: "a",
      kpiId: "k",
      name: "Revenue",
      description: null,
      unit: "$",
      polarity: "positive",
      frequency: "quarterly",
      isCumulative: false,
      aggregation: "sum",
      scoring: "ratio",
      baseline: null,
      fiscalYearStartMonth: 1,
      years: [
        { year: 2025, periods: [{ periodKey: "q4", target: 10, actual: 12 }] },
        { year: 2026, periods: [{ periodKey: "q1", target: 11, actual: null }] },
      ],
    });
    expect(points).toEqual([
      { label: "Q4 '25", year: 2025, target: 10, actual: 12 },
      { label: "Q1 '26", year: 2026, target: 11, actual: null },
    ]);
  });

  it.each([
    ["march", 2026, "Mar '26"],
    ["q2", 2025, "Q2 '25"],
    ["annual", 2024, "2024"],
  ])("labels %s %s as %s", (key, year, label) => {
    expect(shortPeriodLabel(key, year)).toBe(label);
  });
});

describe("shortPeriodLabel in a fiscal year (FISCAL-6)", () => {
  it.each([
    ["april", 2027, 4, "Apr '26"],
    ["march", 2027, 4, "Mar '27"],
    ["q1", 2027, 4, "Q1 FY27"],
    ["annual", 2027, 4, "FY2027"],
    ["q1", 2027, 1, "Q1 '27"],
  ] as const)("FISCAL-6: %s %i with start %i → %s", (key, year, start, label) => {
    expect(shortPeriodLabel(key, year, start)).toBe(label);
  });
});
