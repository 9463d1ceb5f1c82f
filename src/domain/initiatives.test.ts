import { describe, expect, it } from "vitest";
import {
  expectedPercent,
  initiativeHealth,
  milestoneDueBounds,
  milestoneOverdue,
  needleOf,
  percentComplete,
  spendPercent,
  type YearValues,
} from "./initiatives";
import type { Frequency } from "./periods";

// Hand-computed cases for INIT-14..INIT-26 (docs/decisions/013).

describe("INIT-14 percent complete", () => {
  it.each([
    { milestones: [], entered: null, expected: 0 },
    { milestones: [], entered: 35, expected: 35 },
    {
      milestones: [
        { weight: 1, completed: true },
        { weight: 1, completed: false },
      ],
      entered: 80,
      expected: 50,
    },
    {
      milestones: [
        { weight: 3, completed: true },
        { weight: 1, completed: false },
      ],
      entered: null,
      expected: 75,
    },
    {
      milestones: [
        { weight: 1, completed: true },
        { weight: 2, completed: false },
      ],
      entered: null,
      expected: 33.3,
    },
    { milestones: [{ weight: 1, completed: false }], entered: 90, expected: 0 },
  ])("$milestones.length milestones, entered $entered → $expected", ({ milestones, entered, expected }) => {
    expect(percentComplete(milestones, entered)).toBe(expected);
  });
});

describe("INIT-15 expected percent (start and end days both count)", () => {
  // 2026-01-01 … 2026-01-10 is 10 days.
  it.each([
    ["2025-12-31", 0],
    ["2026-01-01", 0],
    ["2026-01-06", 50],
    ["2026-01-10", 90],
    ["2026-01-11", 100],
    ["2027-05-01", 100],
  ])("today %s → %d", (today, expected) => {
    expect(expectedPercent("2026-01-01", "2026-01-10", today)).toBe(expected);
  });

  it("a one-day initiative expects 0 % on its day and 100 % the day after", () => {
    expect(expectedPercent("2026-03-01", "2026-03-01", "2026-03-01")).toBe(0);
    expect(expectedPercent("2026-03-01", "2026-03-01", "2026-03-02")).toBe(100);
  });

  it("rounds to one decimal place (1 of 3 days → 33.3)", () => {
    expect(expectedPercent("2026-01-01", "2026-01-03", "2026-01-02")).toBe(33.3);
  });
});

describe("INIT-16 spend percent", () => {
  it.each([
    [null, 5, null],
    [0, 5, null],
    [100, null, null],
    [200, 50, 25],
    [300, 100, 33.3],
    [100, 130, 130],
  ])("budget %s spent %s → %s", (budget, spent, expected) => {
    expect(spendPercent(budget, spent)).toBe(expected);
  });
});

describe("INIT-17 health precedence", () => {
  // 2026-01-01 … 2026-01-10; on 2026-01-06 50 % of the time has passed.
  const base = {
    startDate: "2026-01-01",
    endDate: "2026-01-10",
    status: "On Track",
    percentComplete: 50,
    budget: null,
    spent: null,
    today: "2026-01-06",
  };
  it.each([
    {
      name: "completion status wins over a low percent",
      input: { status: "Completed", percentComplete: 20 },
      health: "done",
    },
    {
      name: "a cancelled initiative is done (no longer tracked)",
      input: { status: "Cancelled", percentComplete: 10 },
      health: "done",
    },
    {
      name: "100 % complete is done whatever the status",
      input: { percentComplete: 100, budget: 10, spent: 90 },
      health: "done",
    },
    {
      name: "before the start with nothing done",
      input: { today: "2025-12-20", percentComplete: 0 },
      health: "not_started",
    },
    {
      name: "before the start with some work done",
      input: { today: "2025-12-20", percentComplete: 10 },
      health: "on_track",
    },
    {
      name: "spend 20 points ahead of progress",
      input: { percentComplete: 40, budget: 100, spent: 60 },
      health: "over_budget",
    },
    {
      name: "spend exactly 10 points ahead is tolerated",
      input: { percentComplete: 45, budget: 100, spent: 55 },
      health: "on_track",
    },
    { name: "11 points behind the calendar", input: { percentComplete: 39 }, health: "behind" },
    { name: "10 points behind is tolerated", input: { percentComplete: 40 }, health: "on_track" },
    {
      name: "over budget is read before behind",
      input: { percentComplete: 30, budget: 100, spent: 80 },
      health: "over_budget",
    },
    {
      name: "ahead of the calendar",
      input: { percentComplete: 70, budget: 100, spent: 70 },
      health: "on_track",
    },
  ] as const)("$name → $health", ({ input, health }) => {
    const result = initiativeHealth({ ...base, ...input });
    expect(result.health).toBe(health);
    expect(result.reason).toMatch(/\.$/);
  });

  it("answers the figures it read", () => {
    expect(initiativeHealth({ ...base, percentComplete: 39, budget: 200, spent: 50 })).toEqual({
      expectedPercent: 50,
      percentComplete: 39,
      scheduleVariance: -11,
      spendPercent: 25,
      health: "behind",
      reason: "39% is complete where 50% of its time has passed, more than 10 points behind.",
    });
  });
});

describe("INIT-11 milestone due bounds", () => {
  it("a year before the start to a year after the end, 29 February clamped", () => {
    expect(milestoneDueBounds("2024-02-29", "2026-03-01")).toEqual({ from: "2023-02-28", to: "2027-03-01" });
  });
});

describe("INIT-20..INIT-26 the needle", () => {
  const kpi = (frequency: Frequency) => ({
    frequency,
    isCumulative: false,
    aggregation: null,
    unit: null,
    polarity: "positive" as const,
  });

  it("monthly: three months since the start, three before; averages, coverage and change", () => {
    const years = new Map<number, YearValues>([
      [
        2026,
        {
          targets: { january: 100, february: 100, march: 100, april: 100, may: 100, june: 100, july: 100 },
          actuals: { january: 80, february: 90, march: null, april: 100, may: 110, june: 120, july: 500 },
        },
      ],
    ]);
    const result = needleOf({ ...kpi("monthly"), years, startDate: "2026-04-15", today: "2026-07-10" });
    expect(result.startPeriodLabel).toBe("April 2026");
    // July has not ended on 10 July: it is not counted.
    expect(result.before).toEqual({ averageScore: 85, periods: 3, withData: 2 });
    expect(result.since).toEqual({ averageScore: 110, periods: 3, withData: 3 });
    expect(result.change).toBe(25);
    expect(result.trend.map((p) => [p.label, p.score, p.since])).toEqual([
      ["January 2026", 80, false],
      ["February 2026", 90, false],
      ["March 2026", null, false],
      ["April 2026", 100, true],
      ["May 2026", 110, true],
      ["June 2026", 120, true],
    ]);
    expect(result.trend[3]).toMatchObject({
      year: 2026,
      period: "april",
      endDate: "2026-04-30",
      actual: 100,
      target: 100,
    });
  });

  it("quarterly across years: the before window reaches into last year", () => {
    const years = new Map<number, YearValues>([
      [2025, { targets: { q2: 100, q3: 100, q4: 100 }, actuals: { q2: 80, q4: 120 } }],
      [2026, { targets: { q1: 100, q2: 100, q3: 100 }, actuals: { q1: 50 } }],
    ]);
    const result = needleOf({ ...kpi("quarterly"), years, startDate: "2026-02-01", today: "2026-10-05" });
    expect(result.startPeriodLabel).toBe("Q1 2026");
    expect(result.before).toEqual({ averageScore: 100, periods: 3, withData: 2 });
    expect(result.since).toEqual({ averageScore: 50, periods: 3, withData: 1 });
    expect(result.change).toBe(-50);
    expect(result.trend.map((p) => p.label)).toEqual([
      "Q2 2025",
      "Q3 2025",
      "Q4 2025",
      "Q1 2026",
      "Q2 2026",
      "Q3 2026",
    ]);
  });

  it("nothing ended since the start yet: one period before, none since, no change", () => {
    const years = new Map<number, YearValues>([[2026, { targets: { march: 100 }, actuals: { march: 90 } }]]);
    const result = needleOf({ ...kpi("monthly"), years, startDate: "2026-04-02", today: "2026-04-20" });
    expect(result.before).toEqual({ averageScore: 90, periods: 1, withData: 1 });
    expect(result.since).toEqual({ averageScore: null, periods: 0, withData: 0 });
    expect(result.change).toBeNull();
  });

  it("scores as the scorecard does: negative polarity and the cap", () => {
    const years = new Map<number, YearValues>([
      [2025, { targets: { annual: 100 }, actuals: { annual: 125 } }],
      [2026, { targets: { annual: 100 }, actuals: { annual: 50 } }],
    ]);
    const result = needleOf({
      ...kpi("annual"),
      polarity: "negative",
      years,
      startDate: "2026-06-01",
      today: "2027-01-15",
    });
    // 100 / 125 = 80; 100 / 50 = 200, capped at 150.
    expect(result.before.averageScore).toBe(80);
    expect(result.since.averageScore).toBe(150);
    expect(result.change).toBe(70);
  });
});

describe("INIT-36 milestone overdue", () => {
  it.each([
    ["2026-11-08", null, "2026-11-28", true],
    ["2026-11-08", null, "2026-11-09", true],
    ["2026-11-08", null, "2026-11-08", false],
    ["2026-11-08", null, "2026-11-07", false],
    ["2026-11-08", "2026-11-20T10:00:00.000Z", "2026-11-28", false],
  ])("due %s, completed %s, on %s: overdue %s", (dueDate, completedAt, today, overdue) => {
    expect(milestoneOverdue({ dueDate, completedAt }, today)).toBe(overdue);
  });
});
