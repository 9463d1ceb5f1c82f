// Plain sentences from the structured explanations, for the screens' "how was this scored?" popovers
// (AGG-8, CALC-8). The structure is the source; these lines only read it out.
import type { LeftOutPeriod } from "./aggregation";
import { describeCalculation } from "./calculated";
import type { KpiScoreExplanation } from "./kpi-score";
import type { Aggregation } from "./measures";
import { type PeriodKey, periodName } from "./periods";
import type { RollUpExplanation } from "./rollups";
import { roundScore, statusForScore } from "./scoring";
import { formatMeasure, SERVER_LOCALE } from "./units";

function formatNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

// ROLLUP-8: a roll-up's inputs and contributions to one decimal, so the lines add up as read.
function oneDecimal(value: number): string {
  return String(Number(value.toFixed(1)));
}

// ROLLUP-8: the exact result with as many decimals (one to four) as it takes to read which way it rounds:
// 99.458 is '99.46', never '99.5' beside 'rounded to 99%'.
function resultText(value: number, rounded: number | null): string {
  for (let digits = 1; digits < 4; digits += 1) {
    const shown = Number(value.toFixed(digits));
    if (roundScore(shown) === rounded) return String(shown);
  }
  return String(Number(value.toFixed(4)));
}

function listPeriods(keys: readonly PeriodKey[]): string {
  if (keys.length <= 2) return keys.map(periodName).join(" and ");
  return `${periodName(keys[0]!)} to ${periodName(keys[keys.length - 1]!)}`;
}

const REASONS: Record<LeftOutPeriod["reason"], string> = {
  "no-actual": "no actual",
  "no-target": "no target",
  "no-data": "no data",
};

// AGG-8: the explainer names how the periods were combined.
const COMBINED: Record<Aggregation, string> = {
  sum: "summed",
  average: "averaged",
  last: "the last one taken",
  min: "the lowest taken",
  max: "the highest taken",
};

function describeView(explanation: KpiScoreExplanation): string {
  const used = listPeriods(explanation.periodsUsed);
  const { period } = explanation.inputs;
  switch (explanation.method) {
    case "annual-value":
      return "Annual KPI: its annual value is used in every view.";
    case "quarter-end-month":
      return `Quarterly KPI in a monthly view: the quarter ending in ${periodName(period)} is shown.`;
    case "within-period":
      return `Monthly KPI in a quarterly view (aggregation: ${explanation.aggregation}): the months of ${periodName(period)}${used ? ` with a target and an actual (${used})` : ""} are ${COMBINED[explanation.aggregation]}.`;
    case "year-to-date":
      return `Year to date through ${periodName(period)} (aggregation: ${explanation.aggregation}): ${used || "no period"} ${COMBINED[explanation.aggregation]}.`;
    case "latest-available":
      return `Aggregation last: the latest period up to ${periodName(period)} with a target and an actual (${used || "none"}).`;
    case "not-in-view":
      return `This KPI has no period that ends by ${periodName(period)}, so nothing is shown.`;
    case "invalid-period":
      return `${period} is not a period of the ${explanation.inputs.viewFrequency} view.`;
    default:
      return `Period view: the values of ${periodName(period)}.`;
  }
}

function describeScore(explanation: KpiScoreExplanation, locale: string): string {
  const { target, actual, cap, rawPercent, score } = explanation;
  // UI-113: a target, an actual or a baseline in the KPI's unit, as the screens write it.
  const measure = (value: number | null) => formatMeasure(value ?? 0, explanation.inputs.unit, locale) ?? "";
  switch (explanation.rule) {
    case "missing-data":
      return "No score: the target or the actual is missing.";
    case "no-matching-period":
      return "No score: no period has both a target and an actual.";
    case "non-positive-target":
      return `No score: a ratio needs a target above 0 (the target is ${measure(target)}); score this KPI linearly from a baseline instead.`;
    case "negative-zero-actual":
      return `Lower is better and the actual is ${measure(actual)}, the best possible result: the cap, ${cap}%.`;
    case "no-baseline":
      return "No score: linear scoring needs a baseline.";
    case "target-equals-baseline":
      return `No score: the target equals the baseline (${measure(target)}), so there is no distance to score.`;
    default: {
      // SCORE-17: the baseline combined over the periods used, as the target and actual were.
      const baseline = explanation.baseline ?? explanation.inputs.baseline ?? 0;
      const ratio =
        explanation.rule === "linear"
          ? `(actual ${measure(actual)} − baseline ${measure(baseline)}) / (target ${measure(target)} − baseline ${measure(baseline)})`
          : explanation.inputs.polarity === "negative"
            ? `target ${measure(target)} / actual ${measure(actual)}`
            : `actual ${measure(actual)} / target ${measure(target)}`;
      const limit = explanation.capApplied
        ? `, capped at ${cap}%`
        : explanation.floorApplied
          ? ", floored at 0%"
          : "";
      // SCORE-13: a linear KPI whose target is below its baseline is lower-is-better.
      const direction =
        explanation.rule === "linear" && (target ?? 0) < baseline
          ? " (target below the baseline: lower is better)"
          : "";
      return `Score: ${ratio} × 100 = ${formatNumber(rawPercent ?? 0)}%${limit}, rounded to ${score}%${direction}.`;
    }
  }
}

// SCORE-9: the status is read from the score before rounding; say so when rounding hides the difference.
function describeStatus(explanation: KpiScoreExplanation): string {
  const { rawPercent, cap, score, status } = explanation;
  if (
    (explanation.rule !== "ratio" && explanation.rule !== "linear") ||
    rawPercent === null ||
    score === null
  )
    return `Status: ${status}.`;
  if (statusForScore(score, explanation.thresholds) === status) return `Status: ${status}.`;
  const exact = Math.min(cap, Math.max(0, rawPercent));
  return `Status: ${status}, read from ${formatNumber(exact)}% before rounding.`;
}

// SCORE-17: when periods were combined, say how the baseline was combined with them.
function describeBaseline(explanation: KpiScoreExplanation, locale: string): string | null {
  const own = explanation.inputs.baseline;
  const combined = explanation.baseline;
  if (explanation.rule !== "linear" || own === null || combined === null || combined === own) return null;
  const measure = (value: number) => formatMeasure(value, explanation.inputs.unit, locale) ?? "";
  return `Baseline ${measure(own)} a period, ${COMBINED[explanation.aggregation]} over the same ${explanation.periodsUsed.length} periods as the target and actual: ${measure(combined)}.`;
}

/**
 * Sentences that explain one KPI score: the view, what was left out, the score and the status; values in
 * the KPI's unit and the given locale (UI-113: the screens pass the reader's, mail the server's).
 */
export function describeKpiScore(explanation: KpiScoreExplanation, locale = SERVER_LOCALE): string[] {
  // CALC-8: a calculated KPI's values come from its inputs, not from its own periods.
  if (explanation.calculation) {
    return [
      ...describeCalculation(explanation.calculation),
      describeScore(explanation, locale),
      describeStatus(explanation),
    ];
  }
  const lines = [describeView(explanation)];
  if (explanation.periodsLeftOut.length > 0) {
    const leftOut = explanation.periodsLeftOut.map(
      ({ key, reason }) => `${periodName(key)} (${REASONS[reason]})`,
    );
    lines.push(`Left out: ${leftOut.join(", ")}.`);
  }
  const baseline = describeBaseline(explanation, locale);
  if (baseline) lines.push(baseline);
  lines.push(describeScore(explanation, locale), describeStatus(explanation));
  return lines;
}

function itemLabel(item: { id?: string; name?: string }, index: number): string {
  return item.name ?? item.id ?? `item ${index + 1}`;
}

/**
 * Sentences that explain a roll-up: the method, each share, and what was left out (docs/decisions/004),
 * from the parts' unrounded scores (ROLLUP-8).
 */
export function describeRollUp(explanation: RollUpExplanation): string[] {
  if (explanation.method === "none") return ["No score: nothing under it has a score yet."];
  const included = explanation.items.filter((item) => item.included);
  const lines =
    explanation.method === "weighted-average"
      ? [
          `Weighted average of ${included.length} score(s) by weight, over a total weight of ${formatNumber(explanation.includedWeight)}.`,
        ]
      : [`Simple average of ${included.length} score(s).`];
  explanation.items.forEach((item, index) => {
    if (!item.included) return;
    const share = formatNumber(item.share * 100);
    lines.push(
      `${itemLabel(item, index)}: ${oneDecimal(item.score ?? 0)}% × ${share}% = ${oneDecimal(item.contribution ?? 0)}.`,
    );
  });
  if (explanation.leftOut.length > 0) {
    const names = explanation.leftOut.map(
      (item, index) => `${itemLabel(item, index)} (weight ${formatNumber(item.weight)})`,
    );
    lines.push(
      `Left out, no score yet: ${names.join(", ")}; the remaining weights were renormalised to fill the gap.`,
    );
  }
  lines.push(
    `Result: ${resultText(explanation.exactScore ?? 0, explanation.score)}, rounded to ${explanation.score}%.`,
  );
  return lines;
}
