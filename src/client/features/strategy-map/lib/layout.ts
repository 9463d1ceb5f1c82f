// The strategy map's own layout by bands (UI-48): pure, no React, no graph library.
// STRAT-20: one horizontal band per perspective, in the order given (Financial at the top, Learning &
// Growth at the bottom). STRAT-21: a node always lies inside its perspective's band. STRAT-22: within a
// band the order reduces link crossings (barycentre sweeps, keeping the best order seen). STRAT-23: a
// saved position wins over the automatic one (only held inside its band).

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 76;
export const GAP_X = 36;
export const ROW_GAP = 24;
export const BAND_LABEL_HEIGHT = 30;
export const BAND_PADDING = 18;
export const MARGIN_X = 24;
/** More nodes than this in one band wrap onto another row of the same band. */
export const MAX_PER_ROW = 6;

export type LayoutNodeInput = {
  id: string;
  perspective: string;
  position?: { x: number; y: number } | null;
};
export type LayoutEdgeInput = { from: string; to: string };
export type LayoutBandInput = { key: string; name: string };

export type Rect = { x: number; y: number; width: number; height: number };
export type PlacedNode = Rect & { id: string; perspective: string; saved: boolean };
export type PlacedBand = { key: string; name: string; y: number; height: number };
export type MapLayout = {
  width: number;
  height: number;
  bands: PlacedBand[];
  nodes: PlacedNode[];
  /** id → placed node. */
  byId: Map<string, PlacedNode>;
};

export type LayoutOptions = { sweeps?: number; maxPerRow?: number };

const pitch = NODE_WIDTH + GAP_X;

/** The x of each node's centre when a band's nodes sit in this order, centred on 0, wrapped into rows. */
function centresOf(order: readonly string[], maxPerRow: number): Map<string, number> {
  const centres = new Map<string, number>();
  order.forEach((id, index) => {
    const row = Math.floor(index / maxPerRow);
    const inRow = Math.min(maxPerRow, order.length - row * maxPerRow);
    const column = index - row * maxPerRow;
    centres.set(id, (column - (inRow - 1) / 2) * pitch);
  });
  return centres;
}

/** Whether the open segments p1–p2 and p3–p4 cross (touching at an end does not count). */
function segmentsCross(
  [x1, y1]: readonly [number, number],
  [x2, y2]: readonly [number, number],
  [x3, y3]: readonly [number, number],
  [x4, y4]: readonly [number, number],
): boolean {
  const d = (x2 - x1) * (y4 - y3) - (y2 - y1) * (x4 - x3);
  if (d === 0) return false;
  const t = ((x3 - x1) * (y4 - y3) - (y3 - y1) * (x4 - x3)) / d;
  const u = ((x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1)) / d;
  const eps = 1e-9;
  return t > eps && t < 1 - eps && u > eps && u < 1 - eps;
}

/** How many pairs of links cross when drawn as straight lines between node centres. */
export function countCrossings(
  centres: ReadonlyMap<string, { x: number; y: number }>,
  edges: readonly LayoutEdgeInput[],
): number {
  const segments = edges
    .map((e) => ({ e, a: centres.get(e.from), b: centres.get(e.to) }))
    .filter((s): s is { e: LayoutEdgeInput; a: { x: number; y: number }; b: { x: number; y: number } } =>
      Boolean(s.a && s.b),
    );
  let crossings = 0;
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const s = segments[i]!;
      const t = segments[j]!;
      const ends = new Set([s.e.from, s.e.to]);
      if (ends.has(t.e.from) || ends.has(t.e.to)) continue;
      if (segmentsCross([s.a.x, s.a.y], [s.b.x, s.b.y], [t.a.x, t.a.y], [t.b.x, t.b.y])) crossings++;
    }
  }
  return crossings;
}

/** The y of a band's row (the top of its nodes), from the band's top. */
const rowTop = (row: number) => BAND_LABEL_HEIGHT + row * (NODE_HEIGHT + ROW_GAP);

/** STRAT-21: the y inside the band nearest to the one asked for (a dragged node stays in its band). */
export function clampToBand(band: Pick<PlacedBand, "y" | "height">, y: number): number {
  const top = band.y + BAND_LABEL_HEIGHT;
  const bottom = band.y + band.height - BAND_PADDING - NODE_HEIGHT;
  return Math.min(Math.max(y, top), Math.max(top, bottom));
}

/**
 * Lays the map out: bands top to bottom in `bands` order, each node in its perspective's band (a node
 * whose perspective is not a band is left out), nodes ordered within their band to reduce crossings,
 * saved positions kept (held inside the band).
 */
export function layoutMap(
  bands: readonly LayoutBandInput[],
  nodes: readonly LayoutNodeInput[],
  edges: readonly LayoutEdgeInput[],
  options: LayoutOptions = {},
): MapLayout {
  const sweeps = options.sweeps ?? 6;
  const maxPerRow = Math.max(1, options.maxPerRow ?? MAX_PER_ROW);
  const bandIndex = new Map(bands.map((b, i) => [b.key, i]));
  const kept = nodes.filter((n) => bandIndex.has(n.perspective));
  const bandOf = new Map(kept.map((n) => [n.id, bandIndex.get(n.perspective)!]));
  const savedOf = new Map(kept.filter((n) => n.position).map((n) => [n.id, n.position!]));
  const links = edges.filter((e) => bandOf.has(e.from) && bandOf.has(e.to) && e.from !== e.to);

  // Band heights depend only on how many nodes each band holds.
  const orders: string[][] = bands.map(() => []);
  for (const n of kept) orders[bandOf.get(n.id)!]!.push(n.id);
  const rowsOf = orders.map((o) => Math.max(1, Math.ceil(o.length / maxPerRow)));
  const bandHeights = rowsOf.map((rows) => rowTop(rows) - ROW_GAP + BAND_PADDING);
  const bandTops: number[] = [];
  bandHeights.reduce((top, h, i) => {
    bandTops[i] = top;
    return top + h;
  }, 0);

  const neighbours = new Map<string, string[]>(kept.map((n) => [n.id, []]));
  for (const e of links) {
    if (bandOf.get(e.from) === bandOf.get(e.to)) continue;
    neighbours.get(e.from)!.push(e.to);
    neighbours.get(e.to)!.push(e.from);
  }

  /** Node centres for given orders (saved positions count where they are). */
  const centresFor = (current: string[][]) => {
    const centres = new Map<string, { x: number; y: number }>();
    current.forEach((order, b) => {
      const xs = centresOf(order, maxPerRow);
      order.forEach((id, index) => {
        const saved = savedOf.get(id);
        const row = Math.floor(index / maxPerRow);
        centres.set(
          id,
          saved
            ? { x: saved.x + NODE_WIDTH / 2, y: saved.y + NODE_HEIGHT / 2 }
            : { x: xs.get(id)!, y: bandTops[b]! + rowTop(row) + NODE_HEIGHT / 2 },
        );
      });
    });
    return centres;
  };

  let best = orders.map((o) => [...o]);
  let bestCrossings = countCrossings(centresFor(best), links);
  const current = best.map((o) => [...o]);
  const sweepBand = (b: number, towards: (n: number) => boolean) => {
    const centres = centresFor(current);
    const barycentre = new Map<string, number>();
    current[b]!.forEach((id) => {
      const near = neighbours.get(id)!.filter((other) => towards(bandOf.get(other)!));
      const own = centres.get(id)!.x;
      barycentre.set(
        id,
        near.length === 0 ? own : near.reduce((sum, other) => sum + centres.get(other)!.x, 0) / near.length,
      );
    });
    // Stable: equal barycentres keep their order.
    current[b] = current[b]!.map((id, index) => ({ id, index }))
      .sort((p, q) => barycentre.get(p.id)! - barycentre.get(q.id)! || p.index - q.index)
      .map((p) => p.id);
  };
  for (let sweep = 0; sweep < sweeps && bestCrossings > 0; sweep++) {
    const down = sweep % 2 === 0;
    if (down) for (let b = 1; b < bands.length; b++) sweepBand(b, (o) => o < b);
    else for (let b = bands.length - 2; b >= 0; b--) sweepBand(b, (o) => o > b);
    const crossings = countCrossings(centresFor(current), links);
    if (crossings < bestCrossings) {
      bestCrossings = crossings;
      best = current.map((o) => [...o]);
    }
  }

  const widest = Math.max(1, ...best.map((o) => Math.min(o.length, maxPerRow)));
  const autoWidth = widest * pitch - GAP_X;
  const offsetX = MARGIN_X + autoWidth / 2;
  const placedBands: PlacedBand[] = bands.map((b, i) => ({
    key: b.key,
    name: b.name,
    y: bandTops[i]!,
    height: bandHeights[i]!,
  }));
  const placed: PlacedNode[] = [];
  best.forEach((order, b) => {
    const xs = centresOf(order, maxPerRow);
    order.forEach((id, index) => {
      const saved = savedOf.get(id);
      const band = placedBands[b]!;
      const row = Math.floor(index / maxPerRow);
      const x = saved ? saved.x : offsetX + xs.get(id)! - NODE_WIDTH / 2;
      const y = saved ? clampToBand(band, saved.y) : band.y + rowTop(row);
      placed.push({
        id,
        perspective: band.key,
        saved: Boolean(saved),
        x,
        y,
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
      });
    });
  });
  const right = Math.max(MARGIN_X * 2 + autoWidth, ...placed.map((n) => n.x + n.width + MARGIN_X));
  const height = placedBands.reduce((sum, b) => sum + b.height, 0);
  return {
    width: right,
    height,
    bands: placedBands,
    nodes: placed,
    byId: new Map(placed.map((n) => [n.id, n])),
  };
}

export type EdgeGeometry = {
  path: string;
  /** Where the inverse mark sits on the curve. */
  labelX: number;
  labelY: number;
  start: { x: number; y: number };
  end: { x: number; y: number };
};

/**
 * The curve of a link from one node's box to another's, the same for the live map and the export:
 * leaves the driver's top or bottom edge and enters the outcome's facing edge; side to side within a
 * band.
 */
export function edgeGeometry(
  from: Rect,
  to: Rect,
  startAt?: { x: number; y: number },
  endAt?: { x: number; y: number },
): EdgeGeometry {
  const fromCx = from.x + from.width / 2;
  const toCx = to.x + to.width / 2;
  let start: { x: number; y: number };
  let end: { x: number; y: number };
  let c1: { x: number; y: number };
  let c2: { x: number; y: number };
  if (to.y + to.height <= from.y) {
    start = { x: fromCx, y: from.y };
    end = { x: toCx, y: to.y + to.height };
    const bend = Math.max(30, (start.y - end.y) / 2);
    c1 = { x: start.x, y: start.y - bend };
    c2 = { x: end.x, y: end.y + bend };
  } else if (to.y >= from.y + from.height) {
    start = { x: fromCx, y: from.y + from.height };
    end = { x: toCx, y: to.y };
    const bend = Math.max(30, (end.y - start.y) / 2);
    c1 = { x: start.x, y: start.y + bend };
    c2 = { x: end.x, y: end.y - bend };
  } else {
    const rightwards = toCx >= fromCx;
    const fromCy = from.y + from.height / 2;
    const toCy = to.y + to.height / 2;
    start = { x: rightwards ? from.x + from.width : from.x, y: fromCy };
    end = { x: rightwards ? to.x : to.x + to.width, y: toCy };
    const bend = Math.max(30, Math.abs(end.x - start.x) / 2) * (rightwards ? 1 : -1);
    c1 = { x: start.x + bend, y: start.y };
    c2 = { x: end.x - bend, y: end.y };
  }
  if (startAt || endAt) {
    // STRAT-25: ports of their own along the side (routeLinks); the curve keeps its bends.
    const dx1 = c1.x - start.x;
    const dy1 = c1.y - start.y;
    const dx2 = c2.x - end.x;
    const dy2 = c2.y - end.y;
    start = startAt ?? start;
    end = endAt ?? end;
    c1 = { x: start.x + dx1, y: start.y + dy1 };
    c2 = { x: end.x + dx2, y: end.y + dy2 };
  }
  const r = (v: number) => Math.round(v * 10) / 10;
  const path = `M ${r(start.x)} ${r(start.y)} C ${r(c1.x)} ${r(c1.y)}, ${r(c2.x)} ${r(c2.y)}, ${r(end.x)} ${r(end.y)}`;
  // The inverse mark sits at t = 0.3, nearer the driver: between adjacent bands that is in the gap, and a
  // link that crosses a band shows it before passing behind that band's nodes.
  const t = 0.3;
  const at = (a: number, b: number, c: number, d: number) =>
    (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * d;
  const labelX = at(start.x, c1.x, c2.x, end.x);
  const labelY = at(start.y, c1.y, c2.y, end.y);
  return { path, labelX: r(labelX), labelY: r(labelY), start, end };
}
