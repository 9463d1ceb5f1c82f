import { describe, expect, it } from "vitest";
import type { Frequency, PeriodKey } from "../../../../domain/periods";
import { kpiPeriodForView } from "./result-period";

describe("kpiPeriodForView", () => {
  it.each<[Frequency, PeriodKey, PeriodKey]>([
    ["monthly", "may", "may"],
    ["quarterly", "q3", "q3"],
    ["monthly", "q2", "june"],
    ["monthly", "annual", "december"],
    ["quarterly", "june", "q2"],
    ["quarterly", "may", "q2"],
    ["quarterly", "january", "q1"],
    ["quarterly", "annual", "q4"],
    ["annual", "march", "annual"],
    ["annual", "q1", "annual"],
  ])("a %s KPI viewed at %s is entered for %s", (kpi, view, expected) => {
    expect(kpiPeriodForView(kpi, view)).toBe(expected);
  });
});
