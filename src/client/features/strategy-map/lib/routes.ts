// STRAT-25: where each link runs, the same for the live map and the export. A link leaves its driver's
// facing side and enters its outcome's; links sharing a side get ports of their own along it, so two
// arrows never start or end on one point; and a link whose curve would cross another objective runs
// round it instead, through the gaps between the objectives, so it never reads as a different link.
// Pure, no React, no graph library.
import { type EdgeGeometry, edgeGeometry, GAP_X, type Rect } from "./layout";

export type RouteLink = { id: string; from: string; to: string };

type Point = { x: number; y: number };
type Side = "top" | "bottom" | "left" | "right";

/** Clearance kept between a link and an objective it passes. */
const CLEAR = 6;
/** How far a detour runs outside the objectives it leaves and enters. */
const STUB = 12;
const CORNER = 8;

const centreX = (r: Rect) => r.x + r.width / 2;
const centreY = (r: Rect) => r.y + r.height / 2;

/** The sides a link leaves and enters by: up or down between rows, else side to side. */
function sidesOf(from: Rect, to: Rect): [Side, Side] {
  if (to.y + to.height <= from.y) return ["top", "bottom"];
  if (to.y >= from.y + from.height) return ["bottom", "top"];
  return centreX(to) >= centreX(from) ? ["right", "left"] : ["left", "right"];
}

function inside(p: Point, r: Rect, margin: number): boolean {
  return (
    p.x > r.x - margin && p.x < r.x + r.width + margin && p.y > r.y - margin && p.y < r.y + r.height + margin
  );
}

/** Whether the vertical segment x, y1–y2 passes through the box (with the clearance). */
function crossesVertical(x: number, y1: number, y2: number, r: Rect): boolean {
  const [top, bottom] = y1 < y2 ? [y1, y2] : [y2, y1];
  return x > r.x - CLEAR && x < r.x + r.width + CLEAR && bottom > r.y - CLEAR && top < r.y + r.height + CLEAR;
}

function crossesHorizontal(y: number, x1: number, x2: number, r: Rect): boolean {
  const [left, right] = x1 < x2 ? [x1, x2] : [x2, x1];
  return y > r.y - CLEAR && y < r.y + r.height + CLEAR && right > r.x - CLEAR && left < r.x + r.width + CLEAR;
}

/** Points along a cubic Bézier path 'M x y C x y, x y, x y'. */
function bezierPoints(path: string, steps = 32): Point[] {
  const n = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  if (n.length < 8) return [];
  const [x0, y0, x1, y1, x2, y2, x3, y3] = n as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const points: Point[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t ** 2;
    const d = t ** 3;
    points.push({ x: a * x0 + b * x1 + c * x2 + d * x3, y: a * y0 + b * y1 + c * y2 + d * y3 });
  }
  return points;
}

/** A path through the points with rounded corners; the inverse mark 30 % along its length. */
function polylineGeometry(points: Point[]): EdgeGeometry {
  const r = (v: number) => Math.round(v * 10) / 10;
  const clean = points.filter(
    (p, i) => i === 0 || Math.abs(p.x - points[i - 1]!.x) > 0.05 || Math.abs(p.y - points[i - 1]!.y) > 0.05,
  );
  let path = `M ${r(clean[0]!.x)} ${r(clean[0]!.y)}`;
  for (let i = 1; i < clean.length - 1; i++) {
    const prev = clean[i - 1]!;
    const at = clean[i]!;
    const next = clean[i + 1]!;
    const inLength = Math.hypot(at.x - prev.x, at.y - prev.y);
    const outLength = Math.hypot(next.x - at.x, next.y - at.y);
    const radius = Math.min(CORNER, inLength / 2, outLength / 2);
    const before = {
      x: at.x - ((at.x - prev.x) / (inLength || 1)) * radius,
      y: at.y - ((at.y - prev.y) / (inLength || 1)) * radius,
    };
    const after = {
      x: at.x + ((next.x - at.x) / (outLength || 1)) * radius,
      y: at.y + ((next.y - at.y) / (outLength || 1)) * radius,
    };
    path += ` L ${r(before.x)} ${r(before.y)} Q ${r(at.x)} ${r(at.y)} ${r(after.x)} ${r(after.y)}`;
  }
  const last = clean[clean.length - 1]!;
  path += ` L ${r(last.x)} ${r(last.y)}`;
  const lengths = clean.slice(1).map((p, i) => Math.hypot(p.x - clean[i]!.x, p.y - clean[i]!.y));
  let left = lengths.reduce((sum, l) => sum + l, 0) * 0.3;
  let label = clean[0]!;
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i]!;
    if (left <= l) {
      const a = clean[i]!;
      const b = clean[i + 1]!;
      label = { x: a.x + ((b.x - a.x) * left) / (l || 1), y: a.y + ((b.y - a.y) * left) / (l || 1) };
      break;
    }
    left -= l;
  }
  return { path, labelX: r(label.x), labelY: r(label.y), start: clean[0]!, end: last };
}

/** The port on a side: links sharing it are spread along it in the order of their other ends. */
function portOf(rect: Rect, side: Side, index: number, count: number): Point {
  const share = (index + 1) / (count + 1);
  if (side === "top") return { x: rect.x + rect.width * share, y: rect.y };
  if (side === "bottom") return { x: rect.x + rect.width * share, y: rect.y + rect.height };
  const y = rect.y + rect.height * share;
  return side === "left" ? { x: rect.x, y } : { x: rect.x + rect.width, y };
}

/**
 * A vertical detour from `start` (leaving by `startSide`) to `end` (entering from `endSide`): out of the
 * driver, along the free lane nearest both ends, into the outcome. `lanesTaken` keeps two detours apart.
 */
function detour(start: Point, end: Point, obstacles: Rect[], lanesTaken: number[]): Point[] {
  const up = end.y < start.y;
  const yOut = start.y + (up ? -STUB : STUB);
  const yIn = end.y + (up ? STUB : -STUB);
  const candidates = [start.x, end.x];
  for (const o of obstacles) candidates.push(o.x - GAP_X / 2, o.x + o.width + GAP_X / 2);
  const free = (x: number) =>
    obstacles.every(
      (o) =>
        !crossesVertical(x, yOut, yIn, o) &&
        !crossesHorizontal(yOut, start.x, x, o) &&
        !crossesHorizontal(yIn, x, end.x, o),
    );
  const cost = (x: number) =>
    Math.abs(x - start.x) + Math.abs(x - end.x) + (lanesTaken.some((l) => Math.abs(l - x) < 4) ? 40 : 0);
  let lane: number | null = null;
  for (const x of candidates) {
    for (const shifted of [x, x + 8, x - 8]) {
      if (free(shifted) && (lane === null || cost(shifted) < cost(lane))) lane = shifted;
    }
  }
  const x = lane ?? (start.x + end.x) / 2;
  lanesTaken.push(x);
  return [start, { x: start.x, y: yOut }, { x, y: yOut }, { x, y: yIn }, { x: end.x, y: yIn }, end];
}

/**
 * STRAT-25: every link's geometry. `rects` are the objectives' boxes by id (where they are drawn now);
 * links to an objective not drawn are left out.
 */
export function routeLinks(
  rects: ReadonlyMap<string, Rect>,
  links: readonly RouteLink[],
): Map<string, EdgeGeometry> {
  const drawn = links.filter((l) => rects.has(l.from) && rects.has(l.to) && l.from !== l.to);
  // Ports: each link's end on each side, spread in the order of the other ends' x (then y).
  const ends = new Map<string, { link: RouteLink; other: Rect; key: string }[]>();
  const sides = new Map<string, [Side, Side]>();
  for (const link of drawn) {
    const from = rects.get(link.from)!;
    const to = rects.get(link.to)!;
    const pair = sidesOf(from, to);
    sides.set(link.id, pair);
    for (const [node, side, other, key] of [
      [link.from, pair[0], to, "from"],
      [link.to, pair[1], from, "to"],
    ] as const) {
      const slot = `${node}:${side}`;
      ends.set(slot, [...(ends.get(slot) ?? []), { link, other, key }]);
    }
  }
  const ports = new Map<string, Point>();
  for (const [slot, list] of ends) {
    const [node, side] = slot.split(":") as [string, Side];
    const vertical = side === "top" || side === "bottom";
    const sorted = [...list].sort((a, b) =>
      vertical ? centreX(a.other) - centreX(b.other) : centreY(a.other) - centreY(b.other),
    );
    sorted.forEach((end, index) => {
      ports.set(`${end.link.id}:${end.key}`, portOf(rects.get(node)!, side, index, sorted.length));
    });
  }

  const lanesTaken: number[] = [];
  const out = new Map<string, EdgeGeometry>();
  for (const link of drawn) {
    const from = rects.get(link.from)!;
    const to = rects.get(link.to)!;
    const start = ports.get(`${link.id}:from`)!;
    const end = ports.get(`${link.id}:to`)!;
    const obstacles = [...rects.entries()]
      .filter(([id]) => id !== link.from && id !== link.to)
      .map(([, r]) => r);
    // The usual curve between the ports, kept when it passes no other objective.
    const curve = edgeGeometry(from, to, start, end);
    const blocked = bezierPoints(curve.path).some((p) => obstacles.some((o) => inside(p, o, CLEAR)));
    if (!blocked) {
      out.set(link.id, curve);
      continue;
    }
    const [startSide] = sides.get(link.id)!;
    if (startSide === "top" || startSide === "bottom") {
      out.set(link.id, polylineGeometry(detour(start, end, obstacles, lanesTaken)));
    } else {
      // Side by side with an objective between: over the row, from top port to top port.
      const over = Math.min(from.y, to.y) - STUB;
      const a = { x: centreX(from), y: from.y };
      const b = { x: centreX(to), y: to.y };
      out.set(link.id, polylineGeometry([a, { x: a.x, y: over }, { x: b.x, y: over }, b]));
    }
  }
  return out;
}
