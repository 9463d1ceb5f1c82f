// Process behaviour limits of an XmR chart (SIGNAL-1..SIGNAL-3): whether a KPI's latest value is a real
// change or routine variation. Pure; the same on the server and in the browser.

/** One period's actual, in time order; `label` is how words name it ('October 2026'). */
export type SeriesPoint = { period: string; label: string; value: number | null };

export type SignalRule = "beyond-limit" | "run-of-8" | "three-of-four";

export type Signal = {
  rule: SignalRule;
  /** The periods that make the signal, in time order. */
  periods: string[];
  explanation: string;
};

export type Limits = {
  /** The points the limits were computed from (gaps left out). */
  points: { period: string; label: string; value: number }[];
  mean: number | null;
  averageMovingRange: number | null;
  lowerLimit: number | null;
  upperLimit: number | null;
  signals: Signal[];
  /** SIGNAL-1: 6 values or more; `wellFounded` at 12 or more. */
  enoughData: boolean;
  wellFounded: boolean;
  explanation: string;
};

/** SIGNAL-1: below this many values there are no limits; from WELL_FOUNDED on the limits are firm. */
export const MIN_POINTS = 6;
export const WELL_FOUNDED = 12;
/** SIGNAL-2: Wheeler's scaling constant for natural process limits from the average moving range. */
export const LIMIT_FACTOR = 2.66;
const RUN = 8;

const round = (value: number) => Number(value.toPrecision(12));

/**
 * SIGNAL-2: the mean, the average moving range and the natural process limits (mean ± 2.66 × average
 * moving range) of a KPI's actuals, and its signals (SIGNAL-3). A moving range is taken only between two
 * successive periods that both have a value, so a gap never counts as a jump.
 */
export function processLimits(series: readonly SeriesPoint[]): Limits {
  const points = series.flatMap((point) =>
    point.value === null || !Number.isFinite(point.value)
      ? []
      : [{ period: point.period, label: point.label, value: point.value }],
  );
  const enoughData = points.length >= MIN_POINTS;
  const wellFounded = points.length >= WELL_FOUNDED;
  if (!enoughData) {
    return {
      points,
      mean: null,
      averageMovingRange: null,
      lowerLimit: null,
      upperLimit: null,
      signals: [],
      enoughData,
      wellFounded,
      explanation: `Not enough data: limits need at least ${MIN_POINTS} periods with an actual, and ${points.length} ${points.length === 1 ? "has" : "have"} one.`,
    };
  }
  const mean = points.reduce((total, point) => total + point.value, 0) / points.length;
  const ranges: number[] = [];
  series.forEach((point, index) => {
    const previous = series[index - 1];
    if (index === 0 || !previous || previous.value === null || point.value === null) return;
    if (!Number.isFinite(previous.value) || !Number.isFinite(point.value)) return;
    ranges.push(Math.abs(point.value - previous.value));
  });
  const averageMovingRange = ranges.length ? ranges.reduce((a, b) => a + b, 0) / ranges.length : 0;
  const spread = LIMIT_FACTOR * averageMovingRange;
  const limits = { mean, lower: mean - spread, upper: mean + spread };
  return {
    points,
    mean: round(mean),
    averageMovingRange: round(averageMovingRange),
    lowerLimit: round(limits.lower),
    upperLimit: round(limits.upper),
    signals: detectSignals(points, limits),
    enoughData,
    wellFounded,
    explanation: wellFounded
      ? `Limits from ${points.length} periods: values between ${fmt(limits.lower)} and ${fmt(limits.upper)} are routine variation around the mean of ${fmt(mean)}.`
      : `Limits from ${points.length} periods (12 or more give firmer limits): values between ${fmt(limits.lower)} and ${fmt(limits.upper)} are routine variation around the mean of ${fmt(mean)}.`,
  };
}

const fmt = (value: number) => String(Number(value.toFixed(2)));

type Bounds = { mean: number; lower: number; upper: number };
type Point = { period: string; label: string; value: number };

/** -1 below the mean, 1 above, 0 on it (a point on the mean breaks a run). */
const side = (value: number, mean: number) => (value > mean ? 1 : value < mean ? -1 : 0);

/**
 * SIGNAL-3: a point beyond a limit; 8 successive points on one side of the mean; 3 of 4 successive
 * points on one side, closer to that limit than to the mean. With no variation at all (every value
 * equal) there is nothing to detect.
 */
export function detectSignals(points: readonly Point[], bounds: Bounds): Signal[] {
  if (points.length === 0 || bounds.upper === bounds.lower) return [];
  const signals: Signal[] = [];
  for (const point of points) {
    if (point.value > bounds.upper) {
      signals.push({
        rule: "beyond-limit",
        periods: [point.period],
        explanation: `${point.label} is above the upper limit (${fmt(bounds.upper)}): a real change, not noise.`,
      });
    } else if (point.value < bounds.lower) {
      signals.push({
        rule: "beyond-limit",
        periods: [point.period],
        explanation: `${point.label} is below the lower limit (${fmt(bounds.lower)}): a real change, not noise.`,
      });
    }
  }
  signals.push(...runsOfEight(points, bounds.mean));
  signals.push(...threeOfFour(points, bounds));
  return signals;
}

function runsOfEight(points: readonly Point[], mean: number): Signal[] {
  const found: Signal[] = [];
  let runStart = 0;
  for (let i = 1; i <= points.length; i++) {
    const runSide = side(points[runStart]!.value, mean);
    if (i < points.length && runSide !== 0 && side(points[i]!.value, mean) === runSide) continue;
    if (runSide !== 0 && i - runStart >= RUN) {
      const run = points.slice(runStart, i);
      found.push({
        rule: "run-of-8",
        periods: run.map((point) => point.period),
        explanation: `${run.length} successive periods, ${run[0]!.label} to ${run[run.length - 1]!.label}, are ${runSide > 0 ? "above" : "below"} the mean (${fmt(mean)}): a sustained shift, not noise.`,
      });
    }
    runStart = i;
  }
  return found;
}

function threeOfFour(points: readonly Point[], bounds: Bounds): Signal[] {
  const middles = { 1: (bounds.mean + bounds.upper) / 2, [-1]: (bounds.mean + bounds.lower) / 2 };
  const stretches: { direction: 1 | -1; first: number; last: number; near: Set<number> }[] = [];
  for (let i = 0; i + 4 <= points.length; i++) {
    for (const direction of [1, -1] as const) {
      const near = [i, i + 1, i + 2, i + 3].filter((j) =>
        direction > 0 ? points[j]!.value > middles[1] : points[j]!.value < middles[-1],
      );
      if (near.length < 3) continue;
      // Overlapping windows of one direction are one stretch, so one signal.
      const open = stretches.at(-1);
      if (open && open.direction === direction && i <= open.last) {
        open.last = i + 3;
        for (const j of near) open.near.add(j);
      } else {
        stretches.push({ direction, first: i, last: i + 3, near: new Set(near) });
      }
    }
  }
  return stretches.map(({ direction, first, last, near }) => ({
    rule: "three-of-four" as const,
    periods: [...near].sort((a, b) => a - b).map((j) => points[j]!.period),
    explanation: `${points[first]!.label} to ${points[last]!.label}: at least 3 of every 4 successive periods are closer to the ${direction > 0 ? "upper" : "lower"} limit than to the mean, a moderate but sustained shift.`,
  }));
}
