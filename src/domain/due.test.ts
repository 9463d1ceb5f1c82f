import { describe, expect, it } from "vitest";
import { currentResultPeriod, dueFor, endedPeriods } from "./due";

const may2026 = { year: 2026, month: 5 };

describe("MYKPI-2: the periods that have ended", () => {
  it.each([
    ["monthly", 2026, ["january", "february", "march", "april"]],
    ["quarterly", 2026, ["q1"]],
    ["annual", 2026, []],
    ["annual", 2025, ["annual"]],
    ["quarterly", 2027, []],
    ["quarterly", 2024, ["q1", "q2", "q3", "q4"]],
  ] as const)("%s in %i, seen in May 2026", (frequency, year, expected) => {
    expect(endedPeriods(frequency, year, may2026)).toEqual(expected);
  });

  it("nothing has ended in January of the year", () => {
    expect(endedPeriods("monthly", 2026, { year: 2026, month: 1 })).toEqual([]);
  });
});

describe("MYKPI-2, MYKPI-3: what is due", () => {
  it.each([
    // [frequency, actuals, state, period, missing]
    ["monthly", { january: 1, february: 2, march: 3 }, "due", "april", ["april"]],
    ["monthly", { january: 1, february: 2, march: 3, april: 4 }, "up-to-date", null, []],
    ["monthly", { january: 1, march: 3, april: 4 }, "overdue", "february", ["february"]],
    ["monthly", { january: 1, april: 0 }, "overdue", "march", ["february", "march"]],
    ["monthly", { january: 1, february: null, march: 3 }, "due", "april", ["february", "april"]],
    ["quarterly", {}, "due", "q1", ["q1"]],
    ["quarterly", { q1: 10 }, "up-to-date", null, []],
    ["annual", {}, "not-started", null, []],
  ] as const)("%s with %j is %s", (frequency, actuals, state, period, missing) => {
    const due = dueFor(frequency, 2026, actuals, may2026);
    expect(due.state).toBe(state);
    expect(due.period).toBe(period);
    expect(due.missing).toEqual(missing);
  });

  it("a past year's annual KPI without an actual is due", () => {
    expect(dueFor("annual", 2025, {}, may2026)).toMatchObject({ state: "due", period: "annual" });
  });
});

describe("MYKPI-1: the period of the current result", () => {
  it("is the latest period with an actual", () => {
    expect(currentResultPeriod("monthly", 2026, { january: 1, march: 2 }, may2026)).toBe("march");
  });
  it("else the latest ended period", () => {
    expect(currentResultPeriod("quarterly", 2026, {}, may2026)).toBe("q1");
  });
  it("else the first period of the year", () => {
    expect(currentResultPeriod("quarterly", 2027, {}, may2026)).toBe("q1");
  });
});
