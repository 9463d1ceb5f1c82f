import { describe, expect, it } from "vitest";
import {
  addDays,
  collectFromOf,
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
  periodStartMonth,
  periodsToReport,
  reportingYears,
  summarizeReporting,
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

describe("which periods an assignment is asked for (CYCLE-22, CYCLE-34)", () => {
  // An assignment made on 24 November 2026 collects from November 2026 unless told otherwise.
  const made = collectFromOf(null, "2026-11-24");

  it.each([
    // [year, period, collect from, asked?]
    [2026, "october", made, false], // ended before the month it collects from, whatever it holds
    [2026, "november", made, true],
    [2026, "q4", made, true], // October–December ends in December, after November
    [2026, "q3", made, false],
    [2026, "annual", made, true],
    [2026, "january", "2026-01", true], // "collect values from January 2026"
    [2026, "december", "2027-01", false],
  ] as const)("%i %s collecting from %s is asked for: %s", (year, key, from, asked) => {
    expect(isAskedFor(year, key, cal, from)).toBe(asked);
  });

  it("takes the month an administrator chose, else the month the assignment was made in", () => {
    expect(made).toBe("2026-11");
    expect(collectFromOf("2026-01-01", "2026-11-24")).toBe("2026-01");
  });

  it("offers a period's first month (fiscal start 4: FY2027 q1 starts April 2026, march of 2027 is March 2027)", () => {
    expect(periodStartMonth(2026, "q4")).toBe("2026-10");
    expect(periodStartMonth(2026, "annual")).toBe("2026-01");
    expect(periodStartMonth(2027, "q1", 4)).toBe("2026-04");
    expect(periodStartMonth(2027, "annual", 4)).toBe("2026-04");
    expect(periodStartMonth(2027, "march", 4)).toBe("2027-03");
  });
});

describe("one definition of what an owner owes, for My Updates and My KPIs (CYCLE-35)", () => {
  // A monthly KPI collecting from January 2026, seen on a given day (due 10 days after a month ends).
  const owed = (today: string, actuals: readonly string[], pending: readonly string[] = []) =>
    periodsToReport({
      frequency: "monthly",
      year: 2026,
      calendar: cal,
      today,
      collectFrom: "2026-01",
      hasActual: (key) => actuals.includes(key),
      pending: (key) => pending.includes(key),
    });
  const JAN_TO_SEP = ["january", "february", "march", "april", "may", "june", "july", "august", "september"];

  it.each([
    // [today, actuals, pending, summary state, deciding period, overdue, due, submitted]
    // 5 Nov: October ended, due 10 Nov: "due", not "up to date" and not yet overdue.
    ["2026-11-05", JAN_TO_SEP, [], "due", "october", 0, 1, 0],
    // 11 Nov: October is past its due date: overdue, never "Due".
    ["2026-11-11", JAN_TO_SEP, [], "overdue", "october", 1, 0, 0],
    // A value waiting for approval is submitted, not up to date.
    ["2026-11-05", JAN_TO_SEP, ["october"], "submitted", "october", 0, 0, 1],
    ["2026-11-05", [...JAN_TO_SEP, "october"], [], "up-to-date", null, 0, 0, 0],
    // The oldest overdue period decides, as My Updates lists it first.
    [
      "2026-11-11",
      ["january", "february", "april", "may", "june", "july", "august", "september"],
      [],
      "overdue",
      "march",
      2,
      0,
      0,
    ],
    // Nothing open yet in January: not started.
    ["2026-01-20", [], [], "not-started", null, 0, 0, 0],
  ] as const)(
    "on %s with actuals %j and pending %j: %s (%s)",
    (today, actuals, pending, state, period, overdue, due, submitted) => {
      const summary = summarizeReporting(owed(today, actuals, pending));
      expect(summary.state).toBe(state);
      expect(summary.period?.key ?? null).toBe(period);
      expect([summary.overdue, summary.due, summary.submitted]).toEqual([overdue, due, submitted]);
    },
  );

  it("lists each open period with its due date and state, as My Updates does", () => {
    expect(owed("2026-11-11", JAN_TO_SEP, ["october"]).slice(-2)).toEqual([
      { year: 2026, key: "september", dueDate: "2026-10-10", state: "approved" },
      { year: 2026, key: "october", dueDate: "2026-11-10", state: "submitted" },
    ]);
  });

  it("looks at this fiscal year and the one before unless a year is asked for", () => {
    expect(reportingYears(undefined, 2026)).toEqual([2025, 2026]);
    expect(reportingYears(2024, 2026)).toEqual([2024]);
  });
});
