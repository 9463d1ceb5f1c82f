import { describe, expect, it } from "vitest";
import type { Frequency } from "../periods";
import {
  frequencySchema,
  periodKeySchema,
  periodMapSchema,
  polaritySchema,
  viewTypeSchema,
  yearSchema,
} from "./period-maps";

describe("periodMapSchema", () => {
  it.each<[string, Frequency, unknown, object]>([
    ["PERIOD-6: an object keyed by quarter", "quarterly", { q1: 100, q2: null }, { q1: 100, q2: null }],
    ["PERIOD-6: the same map as JSON text", "quarterly", '{"q1":100,"q2":null}', { q1: 100, q2: null }],
    ["PERIOD-5: monthly keys", "monthly", { january: 1.25, december: 0 }, { january: 1.25, december: 0 }],
    ["PERIOD-5: annual key", "annual", '{"annual": 1200}', { annual: 1200 }],
    ["PERIOD-6: only periods with data need filling (empty map)", "monthly", {}, {}],
    ["PERIOD-6: an empty input is stored as null", "monthly", { march: null }, { march: null }],
  ])("accepts %s", (_name, frequency, input, expected) => {
    expect(periodMapSchema(frequency).parse(input)).toEqual(expected);
  });

  it.each<[string, Frequency, unknown, string]>([
    [
      "PERIOD-6: keys must belong to the KPI's frequency",
      "quarterly",
      { q1: 1, march: 2 },
      '"march" is not a period of a quarterly KPI; use q1, q2, q3, q4',
    ],
    [
      "PERIOD-6: several wrong keys are named together",
      "annual",
      '{"q1": 1, "q2": 2}',
      '"q1", "q2" are not periods of an annual KPI; use annual',
    ],
    [
      "VALUE-1: values are within ±1e12",
      "quarterly",
      { q1: -1e12 - 1 },
      "Each period value must be a number between -1000000000000 and 1000000000000, or empty",
    ],
    [
      "PERIOD-6: values are numbers, not text",
      "quarterly",
      { q1: "12" },
      "Each period value must be a number between -1000000000000 and 1000000000000, or empty",
    ],
    [
      "PERIOD-6: JSON text with a non-finite value",
      "monthly",
      '{"may": 1e999}',
      "Each period value must be a number between -1000000000000 and 1000000000000, or empty",
    ],
    [
      "PERIOD-6: text that is not JSON",
      "monthly",
      "{january: 1",
      "Period values must be an object (or its JSON text) keyed by period",
    ],
    [
      "PERIOD-6: an array is not a map",
      "monthly",
      [1, 2],
      "Period values must be an object (or its JSON text) keyed by period",
    ],
    [
      "PERIOD-6: null is not a map",
      "monthly",
      null,
      "Period values must be an object (or its JSON text) keyed by period",
    ],
  ])("rejects %s", (_name, frequency, input, message) => {
    const result = periodMapSchema(frequency).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("names the offending period in the issue path", () => {
    const result = periodMapSchema("monthly").safeParse({ june: 2e12 });
    expect(result.error?.issues[0]?.path).toEqual(["june"]);
  });
});

describe("period vocabulary schemas", () => {
  it.each<[unknown, string | null]>([
    ["monthly", "monthly"],
    ["quarterly", "quarterly"],
    ["annual", "annual"],
    ["annually", "annual"], // PERIOD-4: alias stored as annual
    ["Annually", "annual"],
    ["weekly", null],
    [3, null],
  ])("PERIOD-4 frequencySchema: %j → %j", (input, expected) => {
    const result = frequencySchema.safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
    if (!result.success)
      expect(result.error.issues[0]?.message).toBe("Frequency must be monthly, quarterly or annual");
  });

  it.each<[unknown, number | null]>([
    ["2026", 2026], // PERIOD-2: period is the year as text
    [2031, 2031],
    ["Q4 2024", null],
    ["", null],
    ["26", null],
    [2026.5, null],
  ])("PERIOD-2 yearSchema: %j → %j", (input, expected) => {
    const result = yearSchema.safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it.each<[Frequency, unknown, boolean]>([
    ["quarterly", "q3", true],
    ["quarterly", "march", false],
    ["monthly", "march", true],
    ["annual", "annual", true],
  ])("PERIOD-5 periodKeySchema(%s) accepts %j: %s", (frequency, key, valid) => {
    expect(periodKeySchema(frequency).safeParse(key).success).toBe(valid);
  });

  it("LIBRARY-3 polarity and AGG-1 view type", () => {
    expect(polaritySchema.safeParse("negative").success).toBe(true);
    expect(polaritySchema.safeParse("lower").success).toBe(false);
    expect(viewTypeSchema.safeParse("ytd").success).toBe(true);
    expect(viewTypeSchema.safeParse("year").success).toBe(false);
  });
});
