import { describe, expect, it } from "vitest";
import type { Frequency } from "./periods";
import { MONTH_KEYS, type PeriodValues, QUARTER_KEYS } from "./periods";
import {
  aggregationOf,
  fillAcross,
  NO_PROFILE_MESSAGE,
  type SpreadMethod,
  spreadAnnualTarget,
  type TargetAggregation,
} from "./targets";

const sumOf = (values: Record<string, number>) =>
  Math.round(Object.values(values).reduce((sum, v) => sum + v, 0) * 100) / 100;

describe("aggregationOf (TARGET-1)", () => {
  it.each<[string, { aggregation?: string | null; isCumulative: boolean }, TargetAggregation]>([
    ["TARGET-1: its own aggregation wins", { aggregation: "average", isCumulative: false }, "average"],
    ["TARGET-1: own max", { aggregation: "max", isCumulative: true }, "max"],
    ["TARGET-1: none, cumulative is last", { isCumulative: true }, "last"],
    ["TARGET-1: none, not cumulative is sum", { aggregation: null, isCumulative: false }, "sum"],
    ["TARGET-1: an unknown word falls back", { aggregation: "median", isCumulative: false }, "sum"],
  ])("%s", (_name, kpi, expected) => {
    expect(aggregationOf(kpi)).toBe(expected);
  });
});

describe("spreadAnnualTarget (TARGET-2, TARGET-3)", () => {
  it.each<[string, number, Frequency, TargetAggregation, Record<string, number>]>([
    ["TARGET-2: sum, quarterly, even", 1000, "quarterly", "sum", { q1: 250, q2: 250, q3: 250, q4: 250 }],
    [
      "TARGET-2: sum, hundredths left over go to the first periods",
      100,
      "quarterly",
      "sum",
      { q1: 25, q2: 25, q3: 25, q4: 25 },
    ],
    [
      "TARGET-2: sum, ten hundredths over four quarters",
      0.1,
      "quarterly",
      "sum",
      { q1: 0.03, q2: 0.03, q3: 0.02, q4: 0.02 },
    ],
    ["TARGET-2: sum, negative total", -10, "quarterly", "sum", { q1: -2.5, q2: -2.5, q3: -2.5, q4: -2.5 }],
    ["TARGET-2: average keeps the value", 95, "quarterly", "average", { q1: 95, q2: 95, q3: 95, q4: 95 }],
    ["TARGET-2: last keeps the value", 500, "quarterly", "last", { q1: 500, q2: 500, q3: 500, q4: 500 }],
    ["TARGET-2: min keeps the value", 3, "quarterly", "min", { q1: 3, q2: 3, q3: 3, q4: 3 }],
    ["TARGET-2: max keeps the value", 7, "quarterly", "max", { q1: 7, q2: 7, q3: 7, q4: 7 }],
    ["TARGET-2: annual frequency is the value", 1200, "annual", "sum", { annual: 1200 }],
  ])("%s", (_name, annual, frequency, aggregation, expected) => {
    const result = spreadAnnualTarget({ annual, frequency, aggregation, method: "even" });
    expect(result.ok && result.values).toEqual(expected);
  });

  it("TARGET-2: a monthly sum of 1000 splits into twelve parts adding up to 1000 exactly", () => {
    const result = spreadAnnualTarget({
      annual: 1000,
      frequency: "monthly",
      aggregation: "sum",
      method: "even",
    });
    if (!result.ok) throw new Error(result.message);
    expect(Object.keys(result.values)).toEqual([...MONTH_KEYS]);
    expect(sumOf(result.values)).toBe(1000);
    expect(result.values.january).toBe(83.34);
    expect(result.values.december).toBe(83.33);
  });

  it.each<[string, PeriodValues, SpreadMethod, Record<string, number>]>([
    [
      "TARGET-3: by last year's profile",
      { q1: 10, q2: 20, q3: 30, q4: 40 },
      "last-year",
      { q1: 100, q2: 200, q3: 300, q4: 400 },
    ],
    [
      "TARGET-3: thirds keep the total",
      { q1: 1, q2: 1, q3: 1, q4: 0 },
      "last-year",
      { q1: 333.34, q2: 333.33, q3: 333.33, q4: 0 },
    ],
    [
      "TARGET-3: a missing period falls back to even",
      { q1: 10, q2: 20, q3: 30 },
      "even",
      { q1: 250, q2: 250, q3: 250, q4: 250 },
    ],
    [
      "TARGET-3: a zero total falls back to even",
      { q1: 0, q2: 0, q3: 0, q4: 0 },
      "even",
      { q1: 250, q2: 250, q3: 250, q4: 250 },
    ],
    [
      "TARGET-3: a negative actual falls back to even",
      { q1: -5, q2: 20, q3: 30, q4: 5 },
      "even",
      { q1: 250, q2: 250, q3: 250, q4: 250 },
    ],
  ])("%s", (_name, profile, method, expected) => {
    const result = spreadAnnualTarget({
      annual: 1000,
      frequency: "quarterly",
      aggregation: "sum",
      method: "last-year",
      profile,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.values).toEqual(expected);
    expect(result.method).toBe(method);
    expect(sumOf(result.values)).toBe(1000);
    if (method === "even") expect(result.note).toContain(NO_PROFILE_MESSAGE);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 2e12])("TARGET-2: %s is refused", (annual) => {
    expect(
      spreadAnnualTarget({ annual, frequency: "quarterly", aggregation: "sum", method: "even" }).ok,
    ).toBe(false);
  });
});

describe("fillAcross (TARGET-4)", () => {
  it("TARGET-4: one value in every period", () => {
    expect(fillAcross(12.5, "quarterly")).toEqual(Object.fromEntries(QUARTER_KEYS.map((k) => [k, 12.5])));
    expect(Object.values(fillAcross(null, "monthly"))).toEqual(Array(12).fill(null));
  });
});
