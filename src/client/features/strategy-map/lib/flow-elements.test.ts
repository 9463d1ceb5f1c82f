import { describe, expect, it } from "vitest";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { buildFlowEdges, canvasHeightFor, emphasisFor, maxPerRowFor } from "./flow-elements";

describe("the map canvas's size", () => {
  it.each([
    [0, 6],
    [390, 2],
    [639, 2],
    [640, 4],
    [899, 4],
    [900, 6],
    [1440, 6],
  ])("a canvas %i px wide puts %i objectives in a row", (width, perRow) => {
    expect(maxPerRowFor(width)).toBe(perRow);
  });

  it.each<[string, { width: number; height: number } | null, number, number]>([
    ["no layout yet", null, 1000, 480],
    ["a small map is at least 280 px", { width: 1000, height: 100 }, 1000, 280],
    ["a map shown at its width's zoom", { width: 1000, height: 400 }, 1000, 416],
    ["zoom is at most 1.2", { width: 500, height: 400 }, 1000, 496],
    ["a narrow canvas zooms out", { width: 1000, height: 800 }, 500, 416],
    ["an unmeasured canvas takes zoom 1", { width: 1000, height: 400 }, 0, 416],
    ["a tall map stops at 760 px", { width: 1000, height: 2000 }, 1000, 760],
  ])("%s", (_, layout, width, height) => {
    expect(canvasHeightFor(layout, width)).toBe(height);
  });
});

const node = (id: string, themeId: string | null) =>
  ({ objectiveAssignmentId: id, name: `Objective ${id}`, themeId }) as StrategyMap["nodes"][number];
const MAP = { nodes: [node("a", "growth"), node("b", "growth"), node("c", null)] } as StrategyMap;
const edge = (id: string, from: string, to: string) =>
  ({
    id,
    fromObjectiveAssignmentId: from,
    toObjectiveAssignmentId: to,
    strength: "moderate",
    direction: "direct",
  }) as StrategyMap["edges"][number];

describe("STRAT-26: a theme's emphasis", () => {
  it.each<[string | null, string, string]>([
    [null, "a", "normal"],
    [null, "c", "normal"],
    ["growth", "a", "highlighted"],
    ["growth", "c", "dimmed"],
    ["other", "a", "dimmed"],
  ])("with theme %s, objective %s is %s", (theme, id, emphasis) => {
    expect(emphasisFor(MAP, theme)(id)).toBe(emphasis);
  });

  it.each<[string, string | null, string, string, string | null, string, string]>([
    ["no theme: every link normal", null, "a", "c", null, "normal", "var(--foreground)"],
    ["a link from the theme stays", "growth", "a", "c", null, "normal", "var(--foreground)"],
    [
      "a link with neither end in the theme is dimmed",
      "other",
      "a",
      "c",
      null,
      "dimmed",
      "color-mix(in oklab, var(--foreground) 20%, transparent)",
    ],
    ["the selected link is in the primary colour", "other", "a", "c", "l", "dimmed", "var(--primary)"],
  ])("%s", (_, theme, from, to, selected, emphasis, color) => {
    const [built] = buildFlowEdges({
      edges: [edge("l", from, to)],
      selectedLink: selected,
      activeTheme: theme,
      emphasisOf: emphasisFor(MAP, theme),
      nameOf: (id) => `Objective ${id}`,
    });
    expect(built?.data?.emphasis).toBe(emphasis);
    expect(built?.selected).toBe(selected === "l");
    expect(built?.markerEnd).toMatchObject({ color });
    expect(built?.ariaLabel).toBe(
      `Link Objective ${from} to Objective ${to}, moderate, direct. Press Enter to open it.`,
    );
  });
});
