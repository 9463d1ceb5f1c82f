import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { scoreTicks } from "./needle-scale";
import { pointsText } from "./present";

// UI-81: the needle chart's axis and its change in points.
describe("scoreTicks (UI-81)", () => {
  it.each([
    [0, 111, [0, 50, 100, 150]],
    [0, 100, [0, 25, 50, 75, 100]],
    [0, 130, [0, 50, 100, 150]],
    [-20, 100, [-50, 0, 50, 100]],
    [0, 240, [0, 100, 200, 300]],
  ])("from %d to %d ticks at %j", (min, max, ticks) => {
    expect(scoreTicks(min, max)).toEqual(ticks);
  });
});

describe("pointsText (UI-81)", () => {
  it.each([
    [1, "+1 point"],
    [-1, "−1 point"],
    [0, "0 points"],
    [2.5, "+2.5 points"],
    [1.04, "+1 point"],
    [-12, "−12 points"],
  ])("%d reads %j", (change, text) => {
    expect(pointsText(change, createIntl({ locale: "en" }))).toBe(text);
  });
});
