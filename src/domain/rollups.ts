// Objective, level, perspective and CEO scores (ROLLUP-1, ROLLUP-3, ROLLUP-7, ROLLUP-3's CEO score,
// docs/decisions/004), each from its parts' unrounded scores, rounded once for display (ROLLUP-8).
import { type KpiStatus, roundScore, type ScoringSettings, statusForScore } from "./scoring";

/** One input of a roll-up: a KPI (weighted by KPI weight) or an objective (by objective weight). */
export type RollUpItem = {
  id?: string;
  name?: string;
  score: number | null;
  weight?: number;
  /** ROLLUP-8, SCORE-9: the item's score before rounding, when known; the roll-up averages these. */
  exactScore?: number | null;
};

export type RollUpKind = "weighted" | "objective" | "level" | "ceo" | "perspective" | "average";

/**
 * weighted-average: Σ score × weight ÷ Σ weight over the scored items; simple-average: every weight is
 * 0 (ROLLUP-2) or the roll-up is unweighted; none: nothing was scored.
 */
export type RollUpMethod = "weighted-average" | "simple-average" | "none";

export type RollUpExplanationItem = {
  id?: string;
  name?: string;
  /** ROLLUP-8: the item's score before rounding (its exactScore, else its score); null when left out. */
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
   * ROLLUP-8, SCORE-9: the average before rounding (the explanation's exactScore): the status is read
   * from it, and a roll-up above this one averages it, so rounding happens once, for display.
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
    // ROLLUP-8: the part's score before rounding, so a roll-up never averages rounded figures.
    const exact = item.exactScore ?? null;
    const score = isScored(exact) ? exact : item.score;
    const contribution = score * share;
    exactScore = (exactScore ?? 0) + contribution;
    explained.push({ id, name, score, weight, included: true, share, contribution });
  }
  // ROLLUP-5, ROLLUP-8: rounded once, for display.
  const score = exactScore === null ? null : roundScore(exactScore);
  return {
    score,
    coverage: { reporting: count, total: items.length },
    unrounded: exactScore,
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

/**
 * Perspective score (ROLLUP-7): its objectives' scores weighted by objective weight, so a perspective of
 * one objective shows that objective's score; none scored → null. Its coverage counts the perspective's
 * KPIs (ROLLUP-6), given in `kpis`.
 */
export function rollUpPerspective(
  objectives: readonly RollUpItem[],
  kpis?: readonly RollUpItem[],
): RollUpResult {
  const result = rollUp(objectives, "perspective", true);
  if (!kpis) return result;
  const reporting = kpis.filter((kpi) => isScored(kpi.score)).length;
  return { ...result, coverage: { reporting, total: kpis.length } };
}

/** A plain average of scores, rounded, unscored ones left out (e.g. the four perspectives' overall). */
export function rollUpAverage(items: readonly RollUpItem[]): RollUpResult {
  return rollUp(items, "average", false);
}
