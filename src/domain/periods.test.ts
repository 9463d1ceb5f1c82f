import { describe, expect, it } from "vitest";
import {
  currentPeriod,
  currentYear,
  endMonthOf,
  type Frequency,
  frequencyOfKey,
  isPeriodKey,
  isPeriodKeyOf,
  monthKeyForNumber,
  normaliseFrequency,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
  periodName,
  periodsEndingBy,
  periodsThrough,
  periodsWithin,
  quarterContainingMonth,
  quarterKeyForMonth,
} from "./periods";

describe("periodKeysFor", () => {
  it.each([
    // Period keys (PERIOD-5): monthly january to december
    ["monthly", 12, "january", "december"],
    // Period keys (PERIOD-5): quarterly q1 to q4
    ["quarterly", 4, "q1", "q4"],
    // Period keys (PERIOD-5): annual annual
    ["annual", 1, "annual", "annual"],
  ] as const)("PERIOD-5: %s has %i periods from %s to %s", (frequency, count, first, last) => {
    const keys = periodKeysFor(frequency);
    expect(keys).toHaveLength(count);
    expect(keys[0]).toBe(first);
    expect(keys.at(-1)).toBe(last);
  });
});

describe("normaliseFrequency", () => {
  it.each([
    ["monthly", "monthly"], // Stored spelling (PERIOD-4)
    ["quarterly", "quarterly"], // Stored spelling (PERIOD-4)
    ["annual", "annual"], // Stored spelling (PERIOD-4)
    ["annually", "annual"], // PERIOD-4: 'annually' (LIBRARY-3 create form) is an alias of 'annual'
    [" Annually ", "annual"], // Alias (PERIOD-4), tolerant of case and spaces from a form
    ["weekly", null], // not a frequency of PERIOD-4
    ["", null],
    [42, null],
  ] as const)("PERIOD-4: %j → %j", (input, expected) => {
    expect(normaliseFrequency(input)).toBe(expected);
  });
});

describe("quarterKeyForMonth", () => {
  it.each([
    ["january", null], // AGG-5: other months show nothing
    ["february", null],
    ["march", "q1"], // AGG-5: march → q1
    ["april", null],
    ["may", null],
    ["june", "q2"], // AGG-5: june → q2
    ["july", null],
    ["august", null],
    ["september", "q3"], // AGG-5: september → q3
    ["october", null],
    ["november", null],
    ["december", "q4"], // AGG-5: december → q4
    ["q1", null], // not a month
    ["smarch", null],
  ])("Quarterly KPI viewed monthly (AGG-5): %s → %s", (month, quarter) => {
    expect(quarterKeyForMonth(month)).toBe(quarter);
  });
});

describe("quarterContainingMonth", () => {
  it.each([
    ["january", "q1"], // PERIOD-5: q1 is Jan to Mar
    ["march", "q1"],
    ["april", "q2"], // PERIOD-5: q2 is Apr to Jun
    ["august", "q3"], // PERIOD-5: q3 is Jul to Sep
    ["december", "q4"], // PERIOD-5: q4 is Oct to Dec
  ] as const)("Quarters (PERIOD-5): %s is in %s", (month, quarter) => {
    expect(quarterContainingMonth(month)).toBe(quarter);
  });
});

describe("currentPeriod", () => {
  it.each([
    // PERIOD-7: the current month name, current quarter, or annual; PERIOD-3: with the real year
    ["monthly", { year: 2026, month: 5 }, { year: 2026, key: "may" }],
    ["quarterly", { year: 2026, month: 5 }, { year: 2026, key: "q2" }],
    ["annual", { year: 2026, month: 5 }, { year: 2026, key: "annual" }],
    ["quarterly", { year: 2027, month: 12 }, { year: 2027, key: "q4" }],
    ["quarterly", { year: 2027, month: 1 }, { year: 2027, key: "q1" }],
    // A Date is read in the local calendar (new Date(y, m, d) is local too)
    ["monthly", new Date(2026, 2, 15, 12), { year: 2026, key: "march" }],
    ["quarterly", new Date(2026, 9, 1, 12), { year: 2026, key: "q4" }],
  ] as const)("PERIOD-7/PERIOD-3: %s at %j → %j", (frequency, now, expected) => {
    expect(currentPeriod(frequency, now)).toEqual(expected);
  });

  it("rejects a month outside 1 to 12", () => {
    expect(() => currentPeriod("monthly", { year: 2026, month: 13 })).toThrow(RangeError);
  });

  it("PERIOD-3: currentYear reads the year of now", () => {
    expect(currentYear({ year: 2031, month: 7 })).toBe(2031);
    expect(currentYear(new Date(2029, 6, 1, 12))).toBe(2029);
  });
});

describe("periodLabel", () => {
  it.each([
    ["quarterly", "q2", 2026, "Q2 2026"], // PERIOD-3: a label such as 'Q4 2024' with the real year
    ["monthly", "march", 2026, "March 2026"],
    ["annual", "annual", 2026, "2026"], // PERIOD-2: the year of the assignment forms, a real year
    ["annual", "q3", 2026, "2026"], // an annual view is labelled by its year
    ["monthly", "december", 2030, "December 2030"],
  ] as const)("PERIOD-3: %s %s %i → %s", (frequency, key, year, label) => {
    expect(periodLabel(frequency, key, year)).toBe(label);
  });

  it.each([
    ["q4", "Q4"],
    ["september", "September"],
    ["annual", "Annual"],
  ] as const)("periodName(%s) → %s", (key, name) => {
    expect(periodName(key)).toBe(name);
  });
});

describe("periodsThrough", () => {
  it.each([
    // Year-to-date (AGG-2): from the first period through the selected one
    ["monthly", "march", ["january", "february", "march"]],
    ["monthly", "january", ["january"]],
    ["quarterly", "q3", ["q1", "q2", "q3"]],
    ["annual", "annual", ["annual"]],
    ["quarterly", "march", []], // not a key of that frequency
  ] as const)("AGG-2: %s through %s", (frequency, key, expected) => {
    expect(periodsThrough(frequency, key)).toEqual(expected);
  });

  it("PERIOD-5: monthly through december is all 12 points", () => {
    expect(periodsThrough("monthly", "december")).toHaveLength(12);
  });
});

describe("periodsEndingBy and periodsWithin", () => {
  it.each([
    // PERIOD-5: q2 is Apr to Jun, so by the end of q2 January to June have ended
    ["monthly", "q2", 6, []],
    ["quarterly", "may", 1, ["q1"]],
    ["quarterly", "february", 0, []],
    ["quarterly", "annual", 4, ["q1", "q2", "q3", "q4"]],
    ["monthly", "annual", 12, []],
  ] as const)("PERIOD-5: %s periods ended by %s", (frequency, key, count, exact) => {
    const keys = periodsEndingBy(frequency, key);
    expect(keys).toHaveLength(count);
    if (exact.length > 0) expect(keys).toEqual(exact);
  });

  it.each([
    ["monthly", "q2", ["april", "may", "june"]], // PERIOD-5: q2 is Apr to Jun
    ["monthly", "q4", ["october", "november", "december"]], // PERIOD-5: q4 is Oct to Dec
    ["quarterly", "june", ["q2"]], // AGG-5: june → q2
    ["quarterly", "may", []], // AGG-5: other months show nothing
    ["quarterly", "q3", ["q3"]],
    ["monthly", "july", ["july"]],
  ] as const)("AGG-5: %s periods within %s", (frequency, key, expected) => {
    expect(periodsWithin(frequency, key)).toEqual(expected);
  });
});

describe("key helpers", () => {
  it.each([
    ["march", "monthly", 3],
    ["q2", "quarterly", 6],
    ["annual", "annual", 12],
  ] as const)("AGG-5: %s is %s and ends in month %i", (key, frequency, end) => {
    expect(frequencyOfKey(key)).toBe(frequency);
    expect(endMonthOf(key)).toBe(end);
    expect(isPeriodKeyOf(frequency, key)).toBe(true);
  });

  it.each([
    ["q5", false],
    ["toString", false], // not fooled by Object.prototype
    ["june", true],
    [3, false],
  ] as const)("isPeriodKey(%j) is %s", (value, expected) => {
    expect(isPeriodKey(value)).toBe(expected);
  });

  it("every key belongs to exactly one frequency", () => {
    const frequencies: Frequency[] = ["monthly", "quarterly", "annual"];
    const all: PeriodKey[] = frequencies.flatMap((frequency) => [...periodKeysFor(frequency)]);
    for (const key of all) {
      expect(frequencies.filter((frequency) => isPeriodKeyOf(frequency, key))).toEqual([frequencyOfKey(key)]);
    }
  });

  it.each([
    [1, "january"],
    [12, "december"],
    [0, null],
    [13, null],
  ] as const)("monthKeyForNumber(%i) → %s", (month, key) => {
    expect(monthKeyForNumber(month)).toBe(key);
  });
});
