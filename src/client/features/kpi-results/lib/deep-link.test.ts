import { describe, expect, it } from "vitest";
import { periodStateFor, readKpiLink, withoutKpiLink } from "./deep-link";

describe("a link into KPI Results (UI-101)", () => {
  it("reads the KPI, year, period and the commentary flag", () => {
    expect(readKpiLink(new URLSearchParams("kpi=abc&year=2026&period=q2&commentary=1"))).toEqual({
      kpiAssignmentId: "abc",
      year: 2026,
      period: "q2",
      commentary: true,
    });
  });

  it("ignores a bad year or period and needs the KPI", () => {
    expect(readKpiLink(new URLSearchParams("kpi=abc&year=20x6&period=q9"))).toEqual({
      kpiAssignmentId: "abc",
      year: null,
      period: null,
      commentary: false,
    });
    expect(readKpiLink(new URLSearchParams("year=2026"))).toBeNull();
  });

  it("takes its own parameters out and keeps the others", () => {
    expect(withoutKpiLink(new URLSearchParams("kpi=a&year=2026&period=q1&commentary=1&x=y")).toString()).toBe(
      "x=y",
    );
  });

  it("shows the KPI's own period in the filters", () => {
    expect(periodStateFor("q3")).toEqual({ frequency: "quarterly", period: "q3", view: "period" });
    expect(periodStateFor("march")).toEqual({ frequency: "monthly", period: "march", view: "period" });
    expect(periodStateFor("annual")).toEqual({ frequency: "annual", period: "annual", view: "ytd" });
  });
});
