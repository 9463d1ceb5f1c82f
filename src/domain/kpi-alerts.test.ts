import { describe, expect, it } from "vitest";
import { kpiStatusAlert, kpiYearStatus, redWithoutInitiativeLine, statusBand } from "./kpi-alerts";
import { DEFAULT_SCORING_SETTINGS } from "./scoring";

const settings = { ...DEFAULT_SCORING_SETTINGS }; // 100 / 90 / 70 / 50, cap 150

const quarterly = (actuals: Record<string, number | null>, targets: Record<string, number | null> = {}) =>
  kpiYearStatus({
    frequency: "quarterly",
    polarity: "positive",
    isCumulative: false,
    unit: "$",
    targets: { q1: 100, q2: 100, q3: 100, q4: 100, ...targets },
    actuals,
    settings,
  });

describe("kpiYearStatus (NOTIFY-26)", () => {
  // Each row: the actuals of a quarterly KPI with a target of 100 a quarter → its status and period.
  it.each([
    ["no actual at all", {}, "No Data", null],
    ["only removed values", { q1: null, q2: null }, "No Data", null],
    ["one quarter, 95 → 95%", { q1: 95 }, "On Target", "q1"],
    ["the latest quarter decides: q1 95, q3 40 → 40%", { q1: 95, q3: 40 }, "Below Target", "q3"],
    ["a later removed value does not count: q2 60, q3 null", { q2: 60, q3: null }, "At Risk", "q2"],
    ["75 → Near Target", { q4: 75 }, "Near Target", "q4"],
    ["100 → Exceeds Target (at or above)", { q1: 100 }, "Exceeds Target", "q1"],
    ["50 → At Risk (the threshold is at or above)", { q1: 50 }, "At Risk", "q1"],
    ["49.99 → Below Target", { q1: 49.99 }, "Below Target", "q1"],
  ] as const)("%s", (_name, actuals, status, period) => {
    const result = quarterly(actuals);
    expect(result.status).toBe(status);
    expect(result.period).toBe(period);
  });

  it("a latest actual without a target is No Data, explained", () => {
    const result = quarterly({ q2: 80 }, { q2: null });
    expect(result).toMatchObject({ status: "No Data", period: "q2" });
    expect(result.explanation?.rule).toBe("missing-data");
  });

  it("follows the organization's thresholds", () => {
    const strict = kpiYearStatus({
      frequency: "monthly",
      polarity: "negative",
      isCumulative: false,
      unit: "days",
      targets: { january: 10 },
      actuals: { january: 20 },
      settings: { ...settings, atRiskThreshold: 60, nearTargetThreshold: 80 },
    });
    // Lower is better: 10 / 20 × 100 = 50% < 60.
    expect(strict).toMatchObject({ status: "Below Target", period: "january" });
  });
});

describe("statusBand (NOTIFY-28)", () => {
  it.each([
    ["Below Target", "Below Target means a score under the At Risk threshold of 50%."],
    ["At Risk", "At Risk means a score of 50% or more but under the Near Target threshold of 70%."],
    ["Near Target", "Near Target means a score of 70% or more but under the On Target threshold of 90%."],
    ["On Target", "On Target means a score of 90% or more but under the Exceeds Target threshold of 100%."],
    ["Exceeds Target", "Exceeds Target means a score of 100% or more."],
    ["No Data", null],
  ] as const)("%s", (status, band) => {
    expect(statusBand(status, settings)).toBe(band);
  });
});

describe("kpiStatusAlert (NOTIFY-28)", () => {
  it("names the period and the change, explains the score and the threshold", () => {
    const after = quarterly({ q2: 95, q3: 40 });
    const alert = kpiStatusAlert({
      kpiName: "Revenue growth",
      year: 2026,
      frequency: "quarterly",
      before: "On Target",
      after,
      transition: "entered",
      settings,
    });
    expect(alert.title).toBe("Revenue growth entered Below Target");
    expect(alert.lines).toEqual([
      "Q3 2026 moved from On Target to Below Target.",
      "Period view: the values of Q3.",
      // UI-113: the values in the KPI's unit ('$').
      "Score: actual $40 / target $100 × 100 = 40%, rounded to 40%.",
      "Status: Below Target.",
      "Below Target means a score under the At Risk threshold of 50%.",
    ]);
  });

  it("titles a recovery and labels a fiscal year's quarter", () => {
    const alert = kpiStatusAlert({
      kpiName: "Revenue growth",
      year: 2027,
      fiscalYearStartMonth: 4,
      frequency: "quarterly",
      before: "At Risk",
      after: quarterly({ q1: 92 }),
      transition: "recovered",
      settings,
    });
    expect(alert.title).toBe("Revenue growth recovered to On Target");
    expect(alert.lines[0]).toBe("FY2027 Q1 moved from At Risk to On Target.");
  });
});

describe("redWithoutInitiativeLine (NOTIFY-29)", () => {
  it.each([
    [31, "Below Target since 2026-05-15 (31 days) and no initiative is linked to Grow revenue."],
    [1, "Below Target since 2026-06-14 (1 day) and no initiative is linked to Grow revenue."],
  ])("%i days", (days, line) => {
    const now = new Date("2026-06-15T08:00:00Z");
    const since = new Date(now.getTime() - days * 86_400_000);
    expect(redWithoutInitiativeLine({ since, now, objectiveName: "Grow revenue" })).toBe(line);
  });
});
