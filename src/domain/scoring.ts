// The score of one KPI value and what it means: status, counters, colours, badges (SCORE-1, SCORE-2, SCORE-3,
// SCORE-4, SCORE-5, SCORE-6, SCORE-9, SCORE-10, SCORE-11, SCORE-12, SCORE-13).
import type { ScoringMethod } from "./measures";

export type Polarity = "positive" | "negative";

/** Organization settings, Scoring (SCORE-2). */
export type ScoringSettings = {
  scoreCapPercentage: number;
  exceedsTargetThreshold: number;
  onTargetThreshold: number;
  nearTargetThreshold: number;
  atRiskThreshold: number;
};

// Settings defaults (SETTINGS-1): thresholds 100, 90, 70, 50; score cap 150.
export const DEFAULT_SCORING_SETTINGS: Readonly<ScoringSettings> = Object.freeze({
  scoreCapPercentage: 150,
  exceedsTargetThreshold: 100,
  onTargetThreshold: 90,
  nearTargetThreshold: 70,
  atRiskThreshold: 50,
});

export const KPI_STATUSES = [
  "Exceeds Target",
  "On Target",
  "Near Target",
  "At Risk",
  "Below Target",
  "No Data",
] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

/** Which rule produced a score; the explanation shows it. */
export type ScoreRule =
  | "missing-data" // SCORE-3: no score when data is missing
  | "non-positive-target" // SCORE-12: a ratio needs a target above 0; no score, never a misleading 0
  | "negative-zero-actual" // docs/decisions/003, SCORE-12: an actual of 0 or less is the best outcome for negative polarity
  | "ratio" // SCORE-1: actual ÷ target (positive) or target ÷ actual (negative) × 100
  | "no-baseline" // SCORE-13: a linear KPI without a baseline gives no score
  | "target-equals-baseline" // SCORE-13: a linear KPI whose target equals its baseline gives no score
  | "linear"; // SCORE-11: (actual − baseline) ÷ (target − baseline) × 100

export type ScoreDetail = {
  score: number | null;
  rule: ScoreRule;
  /** The percentage before the cap, the floor and rounding; null when no ratio was taken. */
  rawPercent: number | null;
  /** SCORE-9: the score capped and floored but not rounded, which the status is read from. */
  exactScore: number | null;
  capApplied: boolean;
  floorApplied: boolean;
};

export type ScoreValueInput = {
  actual: number | null | undefined;
  target: number | null | undefined;
  polarity: Polarity;
  /** The organization's scoreCapPercentage (SCORE-2); defaults to 150. */
  cap?: number;
  /** SCORE-11: ratio (default) or linear from `baseline`. */
  method?: ScoringMethod;
  baseline?: number | null;
};

function isPresent(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Rounds a percentage to a whole number (SCORE-2: scores are rounded). A ratio such as 0.285 / 1 × 100
 * comes out as 28.499999999999996; nudging by a relative 1e-12 first makes it round to 29 as a person
 * would, without moving any value that is really below .5.
 */
export function roundScore(value: number): number {
  // A ratio over a vanishing target is ±Infinity; it passes through so the cap and floor can clamp it.
  if (!Number.isFinite(value)) return value;
  return Math.round(value + Math.abs(value) * 1e-12);
}

function detail(score: number | null, rule: ScoreRule, rawPercent: number | null = null): ScoreDetail {
  return { score, rule, rawPercent, exactScore: score, capApplied: false, floorApplied: false };
}

function capped(rawPercent: number, ceiling: number, rule: ScoreRule): ScoreDetail {
  // VALUE-4: a percentage that is not a number (no finite ratio) is no score.
  if (Number.isNaN(rawPercent)) return detail(null, "missing-data");
  const rounded = roundScore(rawPercent);
  // SCORE-2: capped at the organization's cap, floored at 0, rounded.
  const score = Math.min(ceiling, Math.max(0, rounded));
  // SCORE-9: the status reads this unrounded figure, so 99.71% is On Target, never rounded up to Exceeds.
  const exactScore = Math.min(ceiling, Math.max(0, rawPercent));
  return {
    score,
    rule,
    rawPercent: Number.isFinite(rawPercent) ? rawPercent : null,
    exactScore,
    capApplied: rounded > ceiling,
    floorApplied: rounded < 0,
  };
}

/** The score of one target/actual pair with the rule that produced it (SCORE-1..SCORE-3, SCORE-11..SCORE-13). */
export function scoreValueDetail(input: ScoreValueInput): ScoreDetail {
  const { actual, target, polarity } = input;
  const ceiling = Math.floor(input.cap ?? DEFAULT_SCORING_SETTINGS.scoreCapPercentage);
  // SCORE-3: "no score when data is missing" — null, never 0, so a missing value never drags a roll-up.
  if (!isPresent(actual) || !isPresent(target)) return detail(null, "missing-data");
  if (input.method === "linear") {
    // SCORE-11, SCORE-13: the direction comes from target vs baseline (target below the baseline: lower
    // is better); polarity does not enter the formula.
    const baseline = input.baseline;
    if (!isPresent(baseline)) return detail(null, "no-baseline");
    if (target === baseline) return detail(null, "target-equals-baseline");
    return capped(((actual - baseline) / (target - baseline)) * 100, ceiling, "linear");
  }
  // SCORE-12: a ratio to a target of 0 or less means nothing: no score, with the reason (never a 0).
  if (target <= 0) return detail(null, "non-positive-target");
  if (polarity === "negative" && actual <= 0) {
    // docs/decisions/003, SCORE-12: lower is better, so nothing at all (or less) is the best result.
    return { ...detail(ceiling, "negative-zero-actual"), capApplied: true };
  }
  // SCORE-1: positive actual ÷ target × 100; negative target ÷ actual × 100.
  return capped(
    polarity === "positive" ? (actual / target) * 100 : (target / actual) * 100,
    ceiling,
    "ratio",
  );
}

/** SCORE-3: the score of one KPI value, an integer in [0, cap], or null when target or actual is missing. */
export function scoreValue(input: ScoreValueInput): number | null {
  return scoreValueDetail(input).score;
}

/**
 * KPI status from score (SCORE-5): each threshold is "at or above"; no score is 'No Data'. Pass the score
 * before rounding (SCORE-9): a KPI's exactScore, a roll-up's exactScore.
 */
export function statusForScore(
  score: number | null,
  settings: ScoringSettings = DEFAULT_SCORING_SETTINGS,
): KpiStatus {
  if (score === null || !Number.isFinite(score)) return "No Data";
  if (score >= settings.exceedsTargetThreshold) return "Exceeds Target";
  if (score >= settings.onTargetThreshold) return "On Target";
  if (score >= settings.nearTargetThreshold) return "Near Target";
  if (score >= settings.atRiskThreshold) return "At Risk";
  return "Below Target";
}

export type StatusCounts = { onTrack: number; atRisk: number; behind: number; noData: number };

const COUNTER_OF: Record<KpiStatus, keyof StatusCounts> = {
  // Results counters (SCORE-6): On Track counts Exceeds and On Target; At Risk counts Near Target and
  // At Risk; Behind counts Below Target. No Data is counted apart so the totals still add up.
  "Exceeds Target": "onTrack",
  "On Target": "onTrack",
  "Near Target": "atRisk",
  "At Risk": "atRisk",
  "Below Target": "behind",
  "No Data": "noData",
};

export function countStatuses(statuses: Iterable<KpiStatus>): StatusCounts {
  const counts: StatusCounts = { onTrack: 0, atRisk: 0, behind: 0, noData: 0 };
  for (const status of statuses) counts[COUNTER_OF[status]] += 1;
  return counts;
}

export type ScoreColor = "green" | "yellow" | "red" | "grey";

const COLOR_OF: Record<KpiStatus, ScoreColor> = {
  // SCORE-10: one colour rule, read from the status (so from the organization's thresholds), grouped as
  // the counters are (SCORE-6): On Track green, At Risk yellow, Behind red, No Data grey.
  "Exceeds Target": "green",
  "On Target": "green",
  "Near Target": "yellow",
  "At Risk": "yellow",
  "Below Target": "red",
  "No Data": "grey",
};

/** SCORE-10: the colour of a score dot, badge, card or chart, from its status. */
export function statusColor(status: KpiStatus): ScoreColor {
  return COLOR_OF[status];
}

/** The scoring part of an organization's settings (SETTINGS-1), each unset value its default. */
export function scoringSettingsOf(settings: Partial<ScoringSettings> | null | undefined): ScoringSettings {
  return {
    scoreCapPercentage: settings?.scoreCapPercentage ?? DEFAULT_SCORING_SETTINGS.scoreCapPercentage,
    exceedsTargetThreshold:
      settings?.exceedsTargetThreshold ?? DEFAULT_SCORING_SETTINGS.exceedsTargetThreshold,
    onTargetThreshold: settings?.onTargetThreshold ?? DEFAULT_SCORING_SETTINGS.onTargetThreshold,
    nearTargetThreshold: settings?.nearTargetThreshold ?? DEFAULT_SCORING_SETTINGS.nearTargetThreshold,
    atRiskThreshold: settings?.atRiskThreshold ?? DEFAULT_SCORING_SETTINGS.atRiskThreshold,
  };
}
