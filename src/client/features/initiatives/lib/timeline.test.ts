import { describe, expect, it } from "vitest";
import { dayNumber, timelineScale } from "./timeline";

// UI-77: the timeline's scale.
describe("timelineScale (UI-77)", () => {
  it("runs from the first of the first month to the first of the month after the last, today included", () => {
    const scale = timelineScale([{ startDate: "2026-02-10", endDate: "2026-04-20" }], "2026-06-15", 600);
    expect(scale.from).toBe(dayNumber("2026-02-01"));
    expect(scale.to).toBe(dayNumber("2026-07-01"));
    expect(scale.unit).toBe("month");
    expect(scale.ticks.map((t) => t.label)).toEqual(["Feb", "Mar", "Apr", "May", "Jun"]);
    // The year sits on a line of its own, on the first mark and each January.
    expect(scale.ticks.map((t) => t.year)).toEqual([2026, null, null, null, null]);
    expect(scale.x("2026-02-01")).toBe(0);
    expect(scale.x("2026-07-01")).toBeCloseTo(600);
  });

  it("switches to quarters beyond 18 months and widens past the screen (it then scrolls)", () => {
    const scale = timelineScale([{ startDate: "2025-01-05", endDate: "2027-12-20" }], "2026-01-01", 300);
    expect(scale.unit).toBe("quarter");
    expect(scale.ticks[0]).toMatchObject({ label: "Q1", year: 2025 });
    expect(scale.ticks.filter((t) => t.year !== null).map((t) => t.year)).toEqual([2025, 2026, 2027]);
    expect(scale.ticks).toHaveLength(12);
    // 36 months at 24 px.
    expect(scale.width).toBe(36 * 24);
  });

  it("keeps at least 48 px a month on a phone", () => {
    const scale = timelineScale([{ startDate: "2026-01-01", endDate: "2026-12-31" }], "2026-05-01", 340);
    expect(scale.width).toBe(12 * 48);
  });

  it("labels a month with its name only, so no label is wider than a month on a phone", () => {
    const scale = timelineScale([{ startDate: "2026-10-01", endDate: "2027-12-31" }], "2026-11-28", 340);
    expect(scale.ticks.slice(0, 5).map((t) => [t.label, t.year])).toEqual([
      ["Oct", 2026],
      ["Nov", null],
      ["Dec", null],
      ["Jan", 2027],
      ["Feb", null],
    ]);
    expect(Math.max(...scale.ticks.map((t) => t.label.length))).toBe(3);
  });
});
