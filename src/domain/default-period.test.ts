import { describe, expect, it } from "vitest";
import { defaultEntryPeriod, latestPeriodWithData, periodHasEnded } from "./default-period";

describe("periodHasEnded", () => {
  it.each([
    [2026, "october", { year: 2026, month: 11 }, true],
    [2026, "november", { year: 2026, month: 11 }, false],
    [2026, "q3", { year: 2026, month: 11 }, true],
    [2026, "q4", { year: 2026, month: 11 }, false],
    [2026, "annual", { year: 2026, month: 11 }, false],
    [2025, "annual", { year: 2026, month: 1 }, true],
  ] as const)("%i %s at %o: %s", (year, key, today, ended) => {
    expect(periodHasEnded(year, key, today)).toBe(ended);
  });
});

describe("defaultEntryPeriod (UI-31): never a period that has not ended", () => {
  const NOV_2026 = { year: 2026, month: 11 };
  it.each([
    ["a monthly KPI at Q4 in November: October", "monthly", "december", 2026, NOV_2026, "october"],
    ["a quarterly KPI at Q4 in November: Q3", "quarterly", "q4", 2026, NOV_2026, "q3"],
    ["an ended period stays", "monthly", "march", 2026, NOV_2026, "march"],
    ["a past year keeps the view's period", "quarterly", "q4", 2025, NOV_2026, "q4"],
    ["an annual KPI this year: the year under way", "annual", "annual", 2026, NOV_2026, "annual"],
    ["in January nothing has ended: January", "monthly", "march", 2026, { year: 2026, month: 1 }, "january"],
    ["in January, quarterly: Q1 under way", "quarterly", "q1", 2026, { year: 2026, month: 1 }, "q1"],
    ["a year wholly ahead: the view's period", "quarterly", "q2", 2027, NOV_2026, "q2"],
  ] as const)("%s", (_name, frequency, preferred, year, today, expected) => {
    expect(defaultEntryPeriod(frequency, preferred, year, today)).toBe(expected);
  });
});

describe("latestPeriodWithData (UI-30)", () => {
  const monthly = (actualResults: Record<string, number | null>) => ({
    frequency: "monthly" as const,
    actualResults,
  });
  it.each([
    ["the latest month with an actual", "monthly", [monthly({ january: 5, march: 7, april: null })], "march"],
    [
      "a quarterly KPI shows at its quarter's last month",
      "monthly",
      [{ frequency: "quarterly" as const, actualResults: { q2: 3 } }],
      "june",
    ],
    ["monthly data at its quarter", "quarterly", [monthly({ august: 1 })], "q3"],
    [
      "annual KPIs count only in an annual view",
      "monthly",
      [{ frequency: "annual" as const, actualResults: { annual: 9 } }],
      null,
    ],
    ["an annual view", "annual", [{ frequency: "annual" as const, actualResults: { annual: 9 } }], "annual"],
    ["nothing at all", "monthly", [monthly({})], null],
    ["0 is data", "monthly", [monthly({ may: 0 })], "may"],
  ] as const)("%s", (_name, view, kpis, expected) => {
    expect(latestPeriodWithData(view, kpis)).toBe(expected);
  });

  it("lets KPIs of the view's own frequency decide before the others", () => {
    const kpis = [monthly({ october: 4 }), { frequency: "quarterly" as const, actualResults: { q4: 2 } }];
    expect(latestPeriodWithData("monthly", kpis)).toBe("october");
    expect(latestPeriodWithData("monthly", [kpis[1]!])).toBe("december");
  });

  it("skips periods that have not begun by today", () => {
    const kpis = [monthly({ october: 4, december: 5 })];
    expect(latestPeriodWithData("monthly", kpis, 1, { year: 2026, month: 11 }, 2026)).toBe("october");
    expect(latestPeriodWithData("monthly", kpis, 1, { year: 2027, month: 1 }, 2026)).toBe("december");
  });
});
