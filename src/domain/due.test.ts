import { describe, expect, it } from "vitest";
import { currentResultPeriod, endedPeriods } from "./due";

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
