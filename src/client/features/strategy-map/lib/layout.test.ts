import { describe, expect, it } from "vitest";
import {
  clampToBand,
  countCrossings,
  edgeGeometry,
  layoutMap,
  MAX_PER_ROW,
  NODE_HEIGHT,
  NODE_WIDTH,
} from "./layout";

const BANDS = [
  { key: "Financial", name: "Financial" },
  { key: "Customer", name: "Customer" },
  { key: "Internal_Process", name: "Internal Process" },
  { key: "Learning_Growth", name: "Learning & Growth" },
];

const node = (id: string, perspective: string, position: { x: number; y: number } | null = null) => ({
  id,
  perspective,
  position,
});

const centres = (layout: ReturnType<typeof layoutMap>) =>
  new Map(layout.nodes.map((n) => [n.id, { x: n.x + n.width / 2, y: n.y + n.height / 2 }]));

const inBand = (layout: ReturnType<typeof layoutMap>, id: string) => {
  const n = layout.byId.get(id)!;
  const band = layout.bands.find((b) => b.key === n.perspective)!;
  return n.y >= band.y && n.y + n.height <= band.y + band.height;
};

describe("the strategy map's band layout", () => {
  it("STRAT-20, STRAT-21: bands top to bottom in the given order, every node inside its band", () => {
    const nodes = [
      node("lg1", "Learning_Growth"),
      node("f1", "Financial"),
      node("c1", "Customer"),
      node("c2", "Customer"),
      node("ip1", "Internal_Process"),
      ...Array.from({ length: 9 }, (_, i) => node(`ip-extra-${i}`, "Internal_Process")),
    ];
    const layout = layoutMap(BANDS, nodes, [{ from: "lg1", to: "f1" }]);
    expect(layout.bands.map((b) => b.key)).toEqual(BANDS.map((b) => b.key));
    for (let i = 1; i < layout.bands.length; i++) {
      const above = layout.bands[i - 1]!;
      expect(layout.bands[i]!.y).toBe(above.y + above.height);
    }
    for (const n of nodes) expect(inBand(layout, n.id)).toBe(true);
    // A band with more than a row's worth wraps and grows; its nodes never overlap.
    const ip = layout.nodes.filter((n) => n.perspective === "Internal_Process");
    expect(ip.length).toBeGreaterThan(MAX_PER_ROW);
    for (const a of ip)
      for (const b of ip)
        if (a !== b)
          expect(Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT).toBe(true);
    expect(layout.height).toBe(layout.bands.reduce((s, b) => s + b.height, 0));
  });

  it("leaves out a node whose perspective is not a band, and links to it", () => {
    const layout = layoutMap(
      BANDS.slice(0, 1),
      [node("f", "Financial"), node("x", "Customer")],
      [{ from: "x", to: "f" }],
    );
    expect(layout.nodes.map((n) => n.id)).toEqual(["f"]);
  });

  it("STRAT-22: reorders within bands to remove crossings on a known case", () => {
    // Financial: a, b. Customer: c, d. Links d → a and c → b cross when drawn in input order.
    const nodes = [
      node("a", "Financial"),
      node("b", "Financial"),
      node("c", "Customer"),
      node("d", "Customer"),
    ];
    const edges = [
      { from: "d", to: "a" },
      { from: "c", to: "b" },
    ];
    const naive = layoutMap(BANDS, nodes, edges, { sweeps: 0 });
    expect(countCrossings(centres(naive), edges)).toBe(1);
    const layout = layoutMap(BANDS, nodes, edges);
    expect(countCrossings(centres(layout), edges)).toBe(0);
    for (const n of nodes) expect(inBand(layout, n.id)).toBe(true);
  });

  it("STRAT-22: on a three-band case the sweeps never end worse than the input order", () => {
    const nodes = [
      node("f1", "Financial"),
      node("f2", "Financial"),
      node("f3", "Financial"),
      node("c1", "Customer"),
      node("c2", "Customer"),
      node("c3", "Customer"),
      node("p1", "Internal_Process"),
      node("p2", "Internal_Process"),
      node("p3", "Internal_Process"),
    ];
    const edges = [
      { from: "c1", to: "f3" },
      { from: "c3", to: "f1" },
      { from: "c2", to: "f2" },
      { from: "p1", to: "c3" },
      { from: "p3", to: "c1" },
      { from: "p2", to: "c2" },
    ];
    const before = countCrossings(centres(layoutMap(BANDS, nodes, edges, { sweeps: 0 })), edges);
    const after = countCrossings(centres(layoutMap(BANDS, nodes, edges)), edges);
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(0);
  });

  it("STRAT-23: a saved position wins, held inside its band", () => {
    const nodes = [
      node("a", "Financial", { x: 900, y: 10 }),
      node("b", "Financial"),
      node("c", "Customer", { x: 40, y: -5000 }),
    ];
    const layout = layoutMap(BANDS, nodes, []);
    const a = layout.byId.get("a")!;
    expect(a.saved).toBe(true);
    expect(a.x).toBe(900);
    expect(a.y).toBe(clampToBand(layout.bands[0]!, 10));
    const c = layout.byId.get("c")!;
    expect(c.x).toBe(40);
    expect(inBand(layout, "c")).toBe(true);
    expect(layout.byId.get("b")!.saved).toBe(false);
    // The map is wide enough for the saved node.
    expect(layout.width).toBeGreaterThanOrEqual(900 + NODE_WIDTH);
  });

  it("STRAT-21: a dragged y is clamped into the band", () => {
    const band = { y: 100, height: 150 };
    expect(clampToBand(band, 0)).toBeGreaterThanOrEqual(100);
    expect(clampToBand(band, 10_000) + NODE_HEIGHT).toBeLessThanOrEqual(250);
    const inside = clampToBand(band, 140);
    expect(clampToBand(band, inside)).toBe(inside);
  });

  it("draws a link upwards from the driver's top to the outcome's bottom", () => {
    const from = { x: 0, y: 200, width: 100, height: 50 };
    const to = { x: 300, y: 0, width: 100, height: 50 };
    const g = edgeGeometry(from, to);
    expect(g.start).toEqual({ x: 50, y: 200 });
    expect(g.end).toEqual({ x: 350, y: 50 });
    expect(g.path.startsWith("M 50 200 C")).toBe(true);
    const side = edgeGeometry(from, { x: 300, y: 200, width: 100, height: 50 });
    expect(side.start.x).toBe(100);
    expect(side.end.x).toBe(300);
  });
});
