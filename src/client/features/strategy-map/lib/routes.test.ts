import { describe, expect, it } from "vitest";
import type { Rect } from "./layout";
import { routeLinks } from "./routes";

// STRAT-25: links leave and enter the facing sides, on ports of their own, and run round objectives.
const box = (x: number, y: number): Rect => ({ x, y, width: 200, height: 76 });

/** Points along a path of M, L, Q and C commands (their end points and control points' chords). */
function pointsOf(path: string): { x: number; y: number }[] {
  const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const corners: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) corners.push({ x: numbers[i]!, y: numbers[i + 1]! });
  const points: { x: number; y: number }[] = [];
  for (let i = 1; i < corners.length; i++) {
    const a = corners[i - 1]!;
    const b = corners[i]!;
    for (let t = 0; t <= 1; t += 0.05) points.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  return points;
}

const through = (path: string, r: Rect) =>
  pointsOf(path).some((p) => p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height);

describe("routeLinks (STRAT-25)", () => {
  // Three bands: the outcome on top, an objective right between, the driver at the bottom.
  const rects = new Map<string, Rect>([
    ["outcome", box(0, 0)],
    ["between", box(0, 160)],
    ["driver", box(0, 320)],
    ["aside", box(236, 160)],
  ]);

  it("runs round an objective the straight curve would cross, leaving by the top and entering the bottom", () => {
    const g = routeLinks(rects, [{ id: "l", from: "driver", to: "outcome" }]).get("l")!;
    expect(through(g.path, rects.get("between")!)).toBe(false);
    expect(through(g.path, rects.get("aside")!)).toBe(false);
    expect(g.start.y).toBe(320);
    expect(g.end.y).toBe(76);
  });

  it("keeps the usual curve when nothing is in the way", () => {
    const g = routeLinks(rects, [{ id: "l", from: "between", to: "outcome" }]).get("l")!;
    expect(g.path).toMatch(/^M 100 160 C/);
  });

  it("gives links that share a side ports of their own, so no two arrows start on one point", () => {
    const routes = routeLinks(rects, [
      { id: "a", from: "between", to: "outcome" },
      { id: "b", from: "aside", to: "outcome" },
    ]);
    expect(routes.get("a")!.end.x).not.toBe(routes.get("b")!.end.x);
    expect(routes.get("a")!.end.x).toBeLessThan(routes.get("b")!.end.x);
  });
});
