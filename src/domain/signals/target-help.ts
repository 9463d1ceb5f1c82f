// Target help (SIGNAL-6, SIGNAL-7): what a period's target is likely to be met by, read from the KPI's
// own history, and a warning for a target that routine variation meets by chance or that nothing in the
// history ever reached. Pure.
import type { Polarity } from "../scoring";
import { quantile } from "./forecast";
import { processLimits, type SeriesPoint } from "./xmr";

/** SIGNAL-6: suggestions need this many periods of history. */
export const TARGET_HELP_MIN_POINTS = 12;

export type TargetHelp = {
  enoughData: boolean;
  /** Met in about 80 %, 50 % and 20 % of the periods so far (by the KPI's polarity). */
  threshold: number | null;
  target: number | null;
  stretch: number | null;
  /** The share of past periods that met `proposed` (when one is given). */
  likelihood: number | null;
  /** SIGNAL-7: the proposed target sits inside the routine variation (met sometimes, by chance). */
  insideNoise: boolean;
  warning: string | null;
  explanation: string;
};

const fmt = (value: number) => String(Number(value.toFixed(2)));
const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * SIGNAL-6: threshold, target and stretch are the values the past periods met about 80 %, 50 % and 20 %
 * of the time (quantiles 0.2, 0.5 and 0.8 when higher is better; 0.8, 0.5 and 0.2 when lower is better).
 * SIGNAL-7: a proposed target inside the natural process limits (SIGNAL-2) is met by routine variation
 * alone as often as the history met it; one beyond every past value has never been reached.
 */
export function targetHelp(
  history: readonly SeriesPoint[],
  polarity: Polarity,
  proposed?: number | null,
): TargetHelp {
  const values = history.flatMap((point) =>
    point.value === null || !Number.isFinite(point.value) ? [] : [point.value],
  );
  if (values.length < TARGET_HELP_MIN_POINTS) {
    return {
      enoughData: false,
      threshold: null,
      target: null,
      stretch: null,
      likelihood: null,
      insideNoise: false,
      warning: null,
      explanation: `Not enough history: suggestions need at least ${TARGET_HELP_MIN_POINTS} periods with an actual, and ${values.length} ${values.length === 1 ? "has" : "have"} one.`,
    };
  }
  const sorted = [...values].sort((a, b) => a - b);
  const higher = polarity === "positive";
  const metIn = (share: number) => quantile(sorted, higher ? 1 - share : share);
  const meets = (value: number, goal: number) => (higher ? value >= goal : value <= goal);
  const [threshold, target, stretch] = [metIn(0.8), metIn(0.5), metIn(0.2)];
  let likelihood: number | null = null;
  let warning: string | null = null;
  let insideNoise = false;
  if (proposed !== undefined && proposed !== null && Number.isFinite(proposed)) {
    likelihood = values.filter((value) => meets(value, proposed)).length / values.length;
    const limits = processLimits(history);
    const best = higher ? sorted[sorted.length - 1]! : sorted[0]!;
    if (!meets(best, proposed)) {
      warning = `A target of ${fmt(proposed)} is beyond anything observed in ${values.length} periods (the best was ${fmt(best)}).`;
    } else if (
      limits.lowerLimit !== null &&
      limits.upperLimit !== null &&
      proposed > limits.lowerLimit &&
      proposed < limits.upperLimit &&
      likelihood > 0 &&
      likelihood < 1
    ) {
      insideNoise = true;
      warning = `A target of ${fmt(proposed)} sits inside the routine variation (${fmt(limits.lowerLimit)} to ${fmt(limits.upperLimit)}): it would have been met by chance about ${percent(likelihood)} of the time.`;
    }
  }
  return {
    enoughData: true,
    threshold,
    target,
    stretch,
    likelihood,
    insideNoise,
    warning,
    explanation: `From ${values.length} periods: ${fmt(threshold)} was met about 80 % of the time, ${fmt(target)} about half the time, ${fmt(stretch)} about 20 % of the time.`,
  };
}
