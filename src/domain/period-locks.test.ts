import { describe, expect, it } from "vitest";
import { fiscalMonthsOf, isLocked, lockedKeys, type PeriodLock, periodLockedMessage } from "./period-locks";
import type { Frequency } from "./periods";

const lock = (frequency: Frequency, periodKey: string, year = 2026): PeriodLock => ({
  year,
  frequency,
  periodKey,
});

describe("LOCK-2: what a lock covers", () => {
  const cases: [string, PeriodLock[], Frequency, string, boolean][] = [
    ["a quarter lock covers the quarter", [lock("quarterly", "q1")], "quarterly", "q1", true],
    ["a quarter lock covers its first month", [lock("quarterly", "q1")], "monthly", "january", true],
    ["a quarter lock covers its last month", [lock("quarterly", "q1")], "monthly", "march", true],
    ["a quarter lock leaves the next month open", [lock("quarterly", "q1")], "monthly", "april", false],
    ["a quarter lock leaves another quarter open", [lock("quarterly", "q1")], "quarterly", "q2", false],
    ["a quarter lock leaves the annual period open", [lock("quarterly", "q1")], "annual", "annual", false],
    ["an annual lock covers every month", [lock("annual", "annual")], "monthly", "december", true],
    ["an annual lock covers every quarter", [lock("annual", "annual")], "quarterly", "q3", true],
    ["an annual lock covers the annual period", [lock("annual", "annual")], "annual", "annual", true],
    ["a month lock covers that month", [lock("monthly", "may")], "monthly", "may", true],
    ["a month lock leaves the next month open", [lock("monthly", "may")], "monthly", "june", false],
    ["one month does not close its quarter", [lock("monthly", "may")], "quarterly", "q2", false],
    [
      "all three months close their quarter",
      [lock("monthly", "april"), lock("monthly", "may"), lock("monthly", "june")],
      "quarterly",
      "q2",
      true,
    ],
    [
      "four quarters close the annual period",
      ["q1", "q2", "q3", "q4"].map((q) => lock("quarterly", q)),
      "annual",
      "annual",
      true,
    ],
    ["a lock of another year covers nothing", [lock("annual", "annual", 2025)], "monthly", "may", false],
    ["no locks: open", [], "quarterly", "q1", false],
    ["an unknown key is never closed", [lock("annual", "annual")], "quarterly", "q5", false],
    ["a key of another frequency is never closed", [lock("annual", "annual")], "quarterly", "may", false],
  ];
  it.each(cases)("%s", (_label, locks, frequency, key, expected) => {
    expect(isLocked(locks, 2026, frequency, key)).toBe(expected);
  });

  it("FISCAL-3: with a fiscal year from April, q1 is April to June", () => {
    const locks = [lock("quarterly", "q1")];
    expect(isLocked(locks, 2027, "monthly", "april", 4)).toBe(false); // another year
    expect(isLocked([lock("quarterly", "q1", 2027)], 2027, "monthly", "april", 4)).toBe(true);
    expect(isLocked([lock("quarterly", "q1", 2027)], 2027, "monthly", "june", 4)).toBe(true);
    expect(isLocked([lock("quarterly", "q1", 2027)], 2027, "monthly", "march", 4)).toBe(false);
    expect(isLocked([lock("monthly", "march", 2027)], 2027, "quarterly", "q4", 4)).toBe(false);
    expect(fiscalMonthsOf("monthly", "march", 4)).toEqual([12]);
    expect(fiscalMonthsOf("quarterly", "q4", 4)).toEqual([10, 11, 12]);
  });

  it("lockedKeys answers the closed keys of a mixed list in order", () => {
    expect(lockedKeys([lock("quarterly", "q2")], 2026, ["march", "april", "q2", "q3", "annual"])).toEqual([
      "april",
      "q2",
    ]);
  });

  it("LOCK-3: the message says how to ask for a change", () => {
    expect(periodLockedMessage("q2", 2026)).toBe(
      "Q2 2026 is closed. To change it, ask an administrator to reopen the period or submit a change request.",
    );
    expect(periodLockedMessage("march", 2026)).toMatch(/^March 2026 is closed\./);
    expect(periodLockedMessage("annual", 2026)).toMatch(/^Annual 2026 is closed\./);
  });
});
