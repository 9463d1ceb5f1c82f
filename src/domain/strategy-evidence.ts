// What the monthly scores say about a strategy map link (STRAT-9..STRAT-12; docs/decisions/009).
// Pure: the caller scores the months with the scorecard engine and passes the two series in.

import type { LinkDirection } from "./strategy-links";

/** STRAT-10: the lags tried, in months the driver runs ahead of the outcome. */
export const EVIDENCE_MAX_LAG = 3;
/** STRAT-9: fewer month pairs with both scores than this is no evidence at all. */
export const EVIDENCE_MIN_PAIRS = 8;
/** STRAT-12: |r| at least this, with the claimed sign, supports the link. */
export const EVIDENCE_SUPPORT_THRESHOLD = 0.3;

/** A month's score, or null where the objective had none (never 0: README 'Honest scores'). */
export type MonthlySeries = readonly (number | null)[];

export type Evidence = {
  /** Month pairs with both scores at the reported lag. */
  periods: number;
  /** Months the driver leads by (0..3). */
  lag: number;
  /** Pearson's r, rounded to 2 decimals. */
  correlation: number;
  /** STRAT-12: r has the sign the direction claims and |r| ≥ 0.3. */
  supports: boolean;
};

/** Pearson's r of paired values; null when there are no pairs or either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n === 0) return null;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i]!;
    meanY += ys[i]!;
  }
  meanX /= n;
  meanY /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // STRAT-9: a series that does not vary correlates with nothing. Tolerate rounding dust.
  if (sxx <= 1e-12 || syy <= 1e-12) return null;
  const r = sxy / Math.sqrt(sxx * syy);
  return Math.max(-1, Math.min(1, r));
}

/**
 * STRAT-10: the pairs (driver at month t − lag, outcome at month t) where both have a score. The two
 * series are month-aligned, oldest first.
 */
export function lagPairs(driver: MonthlySeries, outcome: MonthlySeries, lag: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let t = lag; t < outcome.length; t++) {
    const x = driver[t - lag];
    const y = outcome[t];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    xs.push(x);
    ys.push(y);
  }
  return { xs, ys };
}

/** STRAT-12: whether r has the sign the link claims (direct: positive, inverse: negative) and |r| ≥ 0.3. */
export function supportsClaim(correlation: number, direction: LinkDirection): boolean {
  const signed = direction === "inverse" ? -correlation : correlation;
  return signed >= EVIDENCE_SUPPORT_THRESHOLD;
}

const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * STRAT-9..STRAT-12: for lags 0..3, Pearson's r between the driver at t − k and the outcome at t over
 * the months both have a score; the lag with the largest |r| (the shorter lag on a tie) among those
 * with at least 8 pairs and variation on both sides. Null when no lag qualifies. For an inverse link
 * r is reported as computed; `supports` says whether its sign matches the claim.
 */
export function linkEvidence(
  driver: MonthlySeries,
  outcome: MonthlySeries,
  direction: LinkDirection = "direct",
): Evidence | null {
  let best: { periods: number; lag: number; r: number } | null = null;
  for (let lag = 0; lag <= EVIDENCE_MAX_LAG; lag++) {
    const { xs, ys } = lagPairs(driver, outcome, lag);
    if (xs.length < EVIDENCE_MIN_PAIRS) continue;
    const r = pearson(xs, ys);
    if (r === null) continue;
    if (!best || Math.abs(r) > Math.abs(best.r) + 1e-12) best = { periods: xs.length, lag, r };
  }
  if (!best) return null;
  const correlation = round2(best.r);
  return { periods: best.periods, lag: best.lag, correlation, supports: supportsClaim(best.r, direction) };
}
