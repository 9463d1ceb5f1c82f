import { describe, expect, it } from "vitest";
import { kpiHistoryQuerySchema, scorecardQuerySchema } from "./scorecard";

describe("scorecardQuerySchema (ERROR-2 bad input)", () => {
  it.each<[string, Record<string, string>, object]>([
    ["defaults: quarterly, period view (UI-10, UI-17)", {}, { frequency: "quarterly", view: "period" }],
    [
      "blank values count as missing",
      { functionId: "", year: "", period: "", view: "" },
      { frequency: "quarterly", view: "period" },
    ],
    [
      "PERIOD-4: 'annually' is 'annual'",
      { frequency: "annually", period: "annual" },
      { frequency: "annual", period: "annual" },
    ],
    ["a year as text", { year: "2031" }, { year: 2031 }],
    [
      "a month key for monthly",
      { frequency: "monthly", period: "june", view: "ytd" },
      { period: "june", view: "ytd" },
    ],
  ])("accepts %s", (_name, input, expected) => {
    expect(scorecardQuerySchema.parse(input)).toMatchObject(expected);
  });

  it.each<[string, Record<string, string>, string]>([
    ["a function id that is not a UUID", { functionId: "ceo" }, "Function must be a valid function id"],
    [
      "a period foreign to the frequency",
      { frequency: "annual", period: "q1" },
      "Period must be one of annual for annual frequency",
    ],
    ["a year before 1900", { year: "1899" }, "Year must be a whole number from 1900 to 2200"],
    ["a year after 2200", { year: "2201" }, "Year must be a whole number from 1900 to 2200"],
    ["a view other than period or ytd", { view: "month" }, "View type must be period or ytd"],
  ])("refuses %s", (_name, input, message) => {
    const result = scorecardQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("kpiHistoryQuerySchema", () => {
  it("takes 1 to 10 years", () => {
    expect(kpiHistoryQuerySchema.parse({ years: "2" })).toEqual({ years: 2 });
    expect(kpiHistoryQuerySchema.safeParse({ years: "0" }).success).toBe(false);
    expect(kpiHistoryQuerySchema.safeParse({ years: "11" }).success).toBe(false);
  });
});
