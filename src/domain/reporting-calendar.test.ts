import { describe, expect, it } from "vitest";
import {
  addDays,
  DEFAULT_REPORTING_CALENDAR,
  dueDateOf,
  escalationChain,
  escalationsDue,
  isAskedFor,
  isoDay,
  itemState,
  openPeriods,
  opensOn,
  ownerStage,
  periodLastDay,
} from "./reporting-calendar";

const cal = DEFAULT_REPORTING_CALENDAR; // due 10, lead 3, grace 2, calendar year

describe("due dates (CYCLE-20)", () => {
  it("is reportingDueDays after the period's last day", () => {
    expect(dueDateOf(2026, "october", cal)).toBe("2026-11-10");
    expect(dueDateOf(2026, "february", cal)).toBe("2026-03-10");
    expect(dueDateOf(2024, "february", { ...cal, reportingDueDays: 1 })).toBe("2024-03-01");
    expect(dueDateOf(2026, "q3", cal)).toBe("2026-10-10");
    expect(dueDateOf(2026, "annual", cal)).toBe("2027-01-10");
    expect(dueDateOf(2026, "december", { ...cal, reportingDueDays: 0 })).toBe("2026-12-31");
  });

  it("follows the fiscal year (FISCAL-2)", () => {
    const april = { ...cal, fiscalYearStartMonth: 4 };
    // Fiscal 2027 runs April 2026 – March 2027: q1 ends 30 June 2026.
    expect(periodLastDay(2027, "q1", 4)).toBe("2026-06-30");
    expect(dueDateOf(2027, "q1", april)).toBe("2026-07-10");
    expect(dueDateOf(2027, "march", april)).toBe("2027-04-10");
    expect(dueDateOf(2027, "annual", april)).toBe("2027-04-10");
  });

  it("answers each calendar its own day, though days once computed are remembered", () => {
    const asked: [number, Parameters<typeof dueDateOf>[2], string][] = [
      [2026, cal, "2026-07-10"],
      [2026, { ...cal, reportingDueDays: 0 }, "2026-06-30"],
      [2026, { ...cal, reportingDueDays: 20 }, "2026-07-20"],
      [2026, { ...cal, fiscalYearStartMonth: 4 }, "2025-07-10"],
      [2027, cal, "2027-07-10"],
      [2026, cal, "2026-07-10"],
    ];
    for (const [year, calendar, due] of asked) expect(dueDateOf(year, "june", calendar)).toBe(due);
  });
});

describe("open periods (CYCLE-22)", () => {
  it("opens the day after the period ends, or lead days before the due date if earlier", () => {
    expect(opensOn(2026, "october", cal)).toBe("2026-11-01");
    expect(opensOn(2026, "october", { ...cal, reportingDueDays: 0 })).toBe("2026-10-28");
    expect(openPeriods("monthly", 2026, cal, "2026-11-24")).toHaveLength(10);
    expect(openPeriods("quarterly", 2026, cal, "2026-11-24")).toEqual(["q1", "q2", "q3"]);
    expect(openPeriods("annual", 2026, cal, "2026-11-24")).toEqual([]);
    expect(openPeriods("annual", 2026, cal, "2027-01-01")).toEqual(["annual"]);
  });
});

describe("item state (CYCLE-21)", () => {
  const base = { hasActual: false, pending: false, dueDate: "2026-11-10" };
  it("is due until and on the due date, overdue after", () => {
    expect(itemState({ ...base, today: "2026-11-10" })).toBe("due");
    expect(itemState({ ...base, today: "2026-11-11" })).toBe("overdue");
  });
  it("is approved with an actual and submitted while a submission is pending", () => {
    expect(itemState({ ...base, hasActual: true, today: "2026-11-11" })).toBe("approved");
    expect(itemState({ ...base, pending: true, today: "2026-11-11" })).toBe("submitted");
    expect(itemState({ ...base, hasActual: true, pending: true, today: "2026-11-11" })).toBe("submitted");
  });
});

describe("reminders and escalation (CYCLE-23..CYCLE-26)", () => {
  it("reminds the owner from lead days before the due date, then tells them it is overdue", () => {
    expect(ownerStage("2026-11-10", "2026-11-06", cal)).toBeNull();
    expect(ownerStage("2026-11-10", "2026-11-07", cal)).toBe("reminder");
    expect(ownerStage("2026-11-10", "2026-11-10", cal)).toBe("reminder");
    expect(ownerStage("2026-11-10", "2026-11-11", cal)).toBe("overdue");
  });

  it("escalates up the tree one grace period at a time, skipping missing heads and the owner", () => {
    const heads = [
      { functionId: "dept", functionName: "Sales", headUserId: "owner" },
      { functionId: "div", functionName: "Commercial", headUserId: null },
      { functionId: "gd", functionName: "Operations", headUserId: "h1" },
      { functionId: "ceo", functionName: "CEO", headUserId: "h2" },
      { functionId: "x", functionName: "Top", headUserId: "h1" },
    ];
    const chain = escalationChain("2026-11-10", heads, "owner", cal);
    expect(chain.map((c) => [c.userId, c.level, c.from])).toEqual([
      ["h1", 1, "2026-11-12"],
      ["h2", 2, "2026-11-14"],
    ]);
    expect(escalationsDue(chain, "2026-11-11")).toEqual([]);
    expect(escalationsDue(chain, "2026-11-12").map((c) => c.userId)).toEqual(["h1"]);
    expect(escalationsDue(chain, "2026-11-14").map((c) => c.userId)).toEqual(["h1", "h2"]);
  });
});

describe("days", () => {
  it("reads an instant's UTC day and adds days across months and years", () => {
    expect(isoDay(new Date("2026-11-24T23:59:00Z"))).toBe("2026-11-24");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("which periods an assignment is asked for (CYCLE-22)", () => {
  it("asks for periods ending on or after the day it was made, and earlier ones only with a value", () => {
    expect(isAskedFor(2026, "october", cal, "2026-11-24", false)).toBe(false);
    expect(isAskedFor(2026, "october", cal, "2026-11-24", true)).toBe(true);
    expect(isAskedFor(2026, "october", cal, "2026-10-31", false)).toBe(true);
    expect(isAskedFor(2026, "q4", cal, "2026-11-24", false)).toBe(true);
  });
});
