import { describe, expect, it } from "vitest";
import { fiscalStartChangePreview, monthRange } from "./fiscal-change";

const november2026 = { year: 2026, month: 11 };

describe("what a new fiscal start month re-labels, said before saving (FISCAL-9)", () => {
  it.each([
    [
      1,
      4,
      "FY2027 will run April 2026–March 2027; FY2027 Q1 will be April–June 2026; year to date in November 2026 will cover April–November 2026. Values stay in their months.",
    ],
    [
      4,
      1,
      "2026 will run January–December 2026; Q1 2026 will be January–March 2026; year to date in November 2026 will cover January–November 2026. Values stay in their months.",
    ],
    [
      1,
      11,
      "FY2027 will run November 2026–October 2027; FY2027 Q1 will be November 2026–January 2027; year to date in November 2026 will cover November 2026. Values stay in their months.",
    ],
    [
      1,
      12,
      "FY2026 will run December 2025–November 2026; FY2026 Q1 will be December 2025–February 2026; year to date in November 2026 will cover December 2025–November 2026. Values stay in their months.",
    ],
  ])("from %i to %i in November 2026", (from, to, sentence) => {
    expect(fiscalStartChangePreview(from, to, november2026)).toBe(sentence);
  });

  it("says nothing when the start month is unchanged", () => {
    expect(fiscalStartChangePreview(4, 4, november2026)).toBeNull();
  });

  it("names a range of months within a year and across a year's end", () => {
    expect(monthRange({ year: 2026, month: 4 }, { year: 2026, month: 6 })).toBe("April–June 2026");
    expect(monthRange({ year: 2026, month: 11 }, { year: 2027, month: 1 })).toBe(
      "November 2026–January 2027",
    );
  });
});
