// Weight validation and the balance banners (WEIGHT-1, WEIGHT-2, CASCADE-3, WEIGHT-3, WEIGHT-6, WEIGHT-5).
import { z } from "zod";

// Weights (WEIGHT-1, WEIGHT-6): range 1 to 100; default objective assignment weight 25.
export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 100;
export const DEFAULT_OBJECTIVE_WEIGHT = 25;
export const WEIGHT_MESSAGE = "Weight must be between 1 and 100";

/** KPI assignment form (CASCADE-7, WEIGHT-1): weight number 1 to 100 ('Weight must be between 1 and 100'). */
export const weightSchema = z
  .number({ error: WEIGHT_MESSAGE })
  .min(MIN_WEIGHT, WEIGHT_MESSAGE)
  .max(MAX_WEIGHT, WEIGHT_MESSAGE);

/**
 * A weight typed in a form: the text of its number input, checked by weightSchema (so a blank or a
 * non-number reads 'Weight must be between 1 and 100', as the API says).
 */
export const weightTextSchema = z
  .string()
  .trim()
  .transform((text) => (text === "" ? Number.NaN : Number(text)))
  .pipe(weightSchema);

export type WeightBalanceKind = "balanced" | "under" | "over" | "empty";

export type WeightBalance = {
  /** The weights' total, rounded to 2 decimals. */
  total: number;
  /** How far the total is from 100, always >= 0 (the Y of the messages). */
  difference: number;
  kind: WeightBalanceKind;
  /** True only when the total is exactly 100 (WEIGHT-2). */
  valid: boolean;
  message: string;
};

// Decimal weights add up with float noise (33.3 + 33.3 + 33.4 = 99.99999999999999); totals are compared
// and shown at 2 decimals so that set reads as exactly 100%.
function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

function totalOf(weights: readonly number[]): number {
  return roundTo2(weights.reduce((sum, weight) => sum + (Number.isFinite(weight) ? weight : 0), 0));
}

function balance(subject: "Objective" | "KPI", weights: readonly number[]): WeightBalance {
  const total = totalOf(weights);
  const difference = roundTo2(Math.abs(100 - total));
  // WEIGHT-2: the exact messages of the balance banners.
  if (total === 100) {
    return {
      total,
      difference,
      kind: "balanced",
      valid: true,
      message: `${subject} weights are perfectly balanced at 100%`,
    };
  }
  if (total < 100) {
    const message = `${subject} weights total ${total}%. Add ${difference}% more weight to reach 100%.`;
    return { total, difference, kind: "under", valid: false, message };
  }
  const message = `${subject} weights total ${total}%. Remove ${difference}% to reach 100%.`;
  return { total, difference, kind: "over", valid: false, message };
}

/** WEIGHT-2: a function's objective weights must total exactly 100 (WEIGHT-5: shown, not blocking a save). */
export function objectiveWeightBalance(weights: readonly number[]): WeightBalance {
  return balance("Objective", weights);
}

/** WEIGHT-3: an objective assignment's KPI weights must total 100; none at all is a warning of its own. */
export function kpiWeightBalance(weights: readonly number[]): WeightBalance {
  if (weights.length === 0) {
    const message = "No KPIs assigned to this objective yet";
    return { total: 0, difference: 100, kind: "empty", valid: false, message };
  }
  return balance("KPI", weights);
}

export type WeightValidity = {
  valid: boolean;
  objectives: WeightBalance;
  /** One per objective, in the order given. */
  kpis: WeightBalance[];
};

/**
 * WEIGHT-4: overall validity needs the objective total to be 100 and every objective's KPI set valid or
 * empty. Pass a function's objective assignments with their KPI assignments' weights.
 */
export function overallWeightValidity(
  objectives: readonly { weight: number; kpiWeights: readonly number[] }[],
): WeightValidity {
  const objectiveBalance = objectiveWeightBalance(objectives.map((objective) => objective.weight));
  const kpis = objectives.map((objective) => kpiWeightBalance(objective.kpiWeights));
  const kpisValid = kpis.every((kpi) => kpi.valid || kpi.kind === "empty");
  return { valid: objectiveBalance.valid && kpisValid, objectives: objectiveBalance, kpis };
}

/** WEIGHT-7: a weight an assignment was given for one year (its own, not inherited). */
export type DatedWeight = { year: number; weight: number };

/**
 * WEIGHT-7: the weight of an assignment in `year`: its own weight for that year, else the one of the
 * latest earlier year that has its own, else the undated base (docs/decisions/008). So an edit for year
 * Y reaches Y and the later years without their own weight, and never an earlier year.
 */
export function weightForYear(base: number, dated: readonly DatedWeight[], year: number): number {
  let best: DatedWeight | null = null;
  for (const entry of dated) {
    if (entry.year <= year && (best === null || entry.year > best.year)) best = entry;
  }
  return best ? best.weight : base;
}

/** CASCADE-10: an assignment ended from `endedFromYear` on is not part of that year or any later one. */
export function activeInYear(endedFromYear: number | null | undefined, year: number): boolean {
  return endedFromYear === null || endedFromYear === undefined || year < endedFromYear;
}
