// Objective, level, perspective and CEO scores (ROLLUP-1, ROLLUP-3, ROLLUP-4, ROLLUP-3's CEO score,
// docs/decisions/004).
import { type KpiStatus, roundScore, type ScoringSettings, statusForScore } from "./scoring";

/** One input of a roll-up: a KPI (weighted by KPI weight) or an objective (by objective weight). */
export type RollUpItem = {
  id?: string;
  name?: string;
  score: number | null;
  weight?: number;
  /** SCORE-9: the item's score before rounding, when known; the roll-up's status is read from these. */
  exactScore?: number | null;
};

export type RollUpKind = "weighted" | "objective" | "level" | "ceo" | "perspective" | "average";

/**
 * weighted-average: Σ score × weight ÷ Σ weight over the scored items; simple-average: every weight is
 * 0 (ROLLUP-1) or the roll-up is unweighted (perspectives); none: nothing was scored.
 */
export type RollUpMethod = "weighted-average" | "simple-average" | "none";

export type RollUpExplanationItem = {
  id?: string;
  name?: string;
  score: number | null;
  weight: number;
  included: boolean;
  /** The share of the result this item carries after renormalisation (0 to 1); 0 when left out. */
  share: number;
  /** score × share: what this item adds to the exact result; null when left out. */
  contribution: number | null;
};

export type RollUpExplanation = {
  kind: RollUpKind;
  method: RollUpMethod;
  items: RollUpExplanationItem[];
  /** The sum of every item's weight, scored or not. */
  totalWeight: number;
  /** The sum of the scored items' weights: the divisor of the weighted average. */
  includedWeight: number;
  /** Items without a score, left out with their weight given to the others. */
  leftOut: { id?: string; name?: string; weight: number }[];
  /** The result before rounding. */
  exactScore: number | null;
  score: number | null;
};

/** ROLLUP-6: how many of a roll-up's parts reported (have a score) out of all of them. */
export type Coverage = { reporting: number; total: number };

export type RollUpResult = {
  score: number | null;
  explanation: RollUpExplanation;
  coverage: Coverage;
  /**
   * SCORE-9: the same average over the parts' scores before rounding (their exactScore, else their
   * score); the status is read from it, so rounding at any level never lifts a status.
   */
  unrounded: number | null;
};

/** SCORE-9: a roll-up's status comes from its score before rounding. */
export function rollUpStatus(result: RollUpResult, settings?: ScoringSettings): KpiStatus {
  return statusForScore(result.unrounded, settings);
}

function isScored(score: number | null): score is number {
  return typeof score === "number" && Number.isFinite(score);
}

// A weight outside the schema (negative, NaN) must not flip or poison the average: it counts as 0.
function usableWeight(weight: number | undefined): number {
  return typeof weight === "number" && Number.isFinite(weight) && weight > 0 ? weight : 0;
}

type Tally = {
  count: number;
  totalWeight: number;
  includedWeight: number;
  largest: number;
  scaledWeight: number;
};

function tally(items: readonly RollUpItem[], weighted: boolean): Tally {
  const result: Tally = { count: 0, totalWeight: 0, includedWeight: 0, largest: 0, scaledWeight: 0 };
  for (const item of items) {
    const weight = weighted ? usableWeight(item.weight) : 0;
    result.totalWeight += weight;
    if (!isScored(item.score)) continue;
    result.count += 1;
    result.includedWeight += weight;
    result.largest = Math.max(result.largest, weight);
  }
  // Shares are taken from weights scaled by the largest one, so huge or tiny weights can neither
  // overflow the divisor to Infinity nor underflow it to 0: the scaled sum is at least 1.
  if (result.largest > 0) {
    for (const item of items) {
      if (isScored(item.score)) result.scaledWeight += usableWeight(item.weight) / result.largest;
    }
  }
  return result;
}

function rollUp(items: readonly RollUpItem[], kind: RollUpKind, weighted: boolean): RollUpResult {
  const { count, totalWeight, includedWeight, largest, scaledWeight } = tally(items, weighted);
  // docs/decisions/004: unscored items are left out and the remaining weights renormalised; if every
  // remaining weight is 0, ROLLUP-2's "if all weights are 0 it is the simple average" applies. No branch
  // divides by zero: a weighted share needs largest > 0 (so scaledWeight >= 1), a simple one count > 0.
  const method: RollUpMethod = count === 0 ? "none" : largest > 0 ? "weighted-average" : "simple-average";
  let exactScore: number | null = null;
  let unrounded: number | null = null;
  const explained: RollUpExplanationItem[] = [];
  const leftOut: RollUpExplanation["leftOut"] = [];
  for (const item of items) {
    const weight = weighted ? usableWeight(item.weight) : 0;
    const { id, name } = item;
    // Object literals of one fixed shape (no conditional spreads) keep this loop fast for large roll-ups.
    if (!isScored(item.score)) {
      explained.push({ id, name, score: null, weight, included: false, share: 0, contribution: null });
      leftOut.push({ id, name, weight });
      continue;
    }
    const share = method === "weighted-average" ? weight / largest / scaledWeight : 1 / count;
    const contribution = item.score * share;
    exactScore = (exactScore ?? 0) + contribution;
    const exact = item.exactScore ?? null;
    unrounded = (unrounded ?? 0) + (isScored(exact) ? exact : item.score) * share;
    explained.push({ id, name, score: item.score, weight, included: true, share, contribution });
  }
  const score = exactScore === null ? null : roundScore(exactScore);
  return {
    score,
    coverage: { reporting: count, total: items.length },
    unrounded,
    explanation: { kind, method, items: explained, totalWeight, includedWeight, leftOut, exactScore, score },
  };
}

/**
 * The weighted average of scores by weight, with unscored items left out and the weights renormalised
 * (docs/decisions/004); all weights 0 → simple average; nothing scored → null. When every item is
 * scored and the weights total 100 this is exactly ROLLUP-1's Σ score × weight ÷ 100.
 */
export function rollUpWeighted(items: readonly RollUpItem[]): RollUpResult {
  return rollUp(items, "weighted", true);
}

/** Objective score (ROLLUP-1): its KPIs' scores weighted by KPI weight. */
export function rollUpObjective(kpis: readonly RollUpItem[]): RollUpResult {
  return rollUp(kpis, "objective", true);
}

/** ROLLUP-3: a level's (function's) score is its objectives' scores weighted by objective weight. */
export function rollUpLevel(objectives: readonly RollUpItem[]): RollUpResult {
  return rollUp(objectives, "level", true);
}

/** ROLLUP-3: the CEO overall score is the CEO level's score. */
export function rollUpCeo(objectives: readonly RollUpItem[]): RollUpResult {
  return rollUp(objectives, "ceo", true);
}

/** Perspective score (ROLLUP-4): the plain average of its KPI scores, rounded; none scored → null. */
export function rollUpPerspective(kpis: readonly RollUpItem[]): RollUpResult {
  return rollUp(kpis, "perspective", false);
}

/** A plain average of scores, rounded, unscored ones left out (e.g. the four perspectives' overall). */
export function rollUpAverage(items: readonly RollUpItem[]): RollUpResult {
  return rollUp(items, "average", false);
}
