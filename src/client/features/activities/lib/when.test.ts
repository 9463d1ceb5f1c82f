import { describe, expect, it } from "vitest";
import { activityRange, activityWhen } from "./when";

const NOW = Date.parse("2026-03-20T12:00:00Z");
const earlier = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("activityWhen (ACTIVITY-5)", () => {
  it.each([
    ["a few seconds ago", earlier(20_000), /^just now$/],
    ["minutes ago", earlier(5 * MINUTE), /5 minutes ago/],
    ["hours ago", earlier(3 * HOUR), /3 hours ago/],
    ["yesterday", earlier(DAY), /yesterday/],
    ["six days ago", earlier(6 * DAY), /6 days ago/],
  ])("is relative within a week: %s", (_name, iso, expected) => {
    expect(activityWhen(iso, NOW)).toMatch(expected);
  });

  it.each([
    ["exactly a week", earlier(7 * DAY)],
    ["680 days", earlier(680 * DAY)],
  ])("is a date past a week (%s), never 'N days ago'", (_name, iso) => {
    const text = activityWhen(iso, NOW);
    expect(text).not.toMatch(/ago|days/);
    expect(text).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso)));
  });
});

describe("activityRange (ACTIVITY-6)", () => {
  it("runs from the start of the first local day to the start of the day after the last", () => {
    const { from, to } = activityRange("2026-03-01", "2026-03-31");
    expect(from).toBe(new Date(2026, 2, 1).toISOString());
    expect(to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it("leaves a blank or malformed end open", () => {
    expect(activityRange("", "")).toEqual({ from: undefined, to: undefined });
    expect(activityRange("2026-03-01", "nope")).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: undefined,
    });
  });
});
