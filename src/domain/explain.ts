// Plain sentences from the structured explanations, for the screens' "how was this scored?" popovers
// (issue 4 item 7). The structure is the source; these lines only read it out.
import type { LeftOutPeriod } from "./aggregation";
import type { KpiScoreExplanation } from "./kpi-score";
import { type PeriodKey, periodName } from "./periods";
import type { RollUpExplanation } from "./rollups";
import { statusForScore } from "./scoring";

function formatNumber(value: number): string {
  return String(Number(value.toFixed(2)));
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

function describeView(explanation: KpiScoreExplanation): string {
  const used = listPeriods(explanation.periodsUsed);
  const { period } = explanation.inputs;
  switch (explanation.method) {
    case "annual-value":
      return "Annual KPI: its annual value is used in every view.";
    case "quarter-end-month":
      return `Quarterly KPI in a monthly view: the quarter ending in ${periodName(period)} is shown.`;
    case "sum-within-period":
      return `Monthly KPI in a quarterly view: the months of ${periodName(period)} are summed.`;
    case "year-to-date-sum":
      return `Year to date through ${periodName(period)}: ${used || "no period"} summed.`;
    case "latest-available":
      return `Cumulative KPI: the latest period up to ${periodName(period)} with a target and an actual (${used || "none"}).`;
    case "not-in-view":
      return `This KPI has no period that ends by ${periodName(period)}, so nothing is shown.`;
    case "invalid-period":
      return `${period} is not a period of the ${explanation.inputs.viewFrequency} view.`;
    default:
      return `Period view: the values of ${periodName(period)}.`;
  }
}

function describeScore(explanation: KpiScoreExplanation): string {
  const { target, actual, cap, rawPercent, score } = explanation;
  switch (explanation.rule) {
    case "missing-data":
      return "No score: the target or the actual is missing.";
    case "no-matching-period":
      return "No score: no period has both a target and an actual.";
    case "zero-target":
      return "A target of 0 scores 0.";
    case "negative-zero-actual":
      return target === 0
        ? "Lower is better and both target and actual are 0: on target, 100%."
        : `Lower is better and the actual is 0, the best possible result: the cap, ${cap}%.`;
    default: {
      const ratio =
        explanation.inputs.polarity === "negative"
          ? `target ${formatNumber(target ?? 0)} / actual ${formatNumber(actual ?? 0)}`
          : `actual ${formatNumber(actual ?? 0)} / target ${formatNumber(target ?? 0)}`;
      const limit = explanation.capApplied
        ? `, capped at ${cap}%`
        : explanation.floorApplied
          ? ", floored at 0%"
          : "";
      return `Score: ${ratio} × 100 = ${formatNumber(rawPercent ?? 0)}%${limit}, rounded to ${score}%.`;
    }
  }
}

// SCORE-9: the status is read from the score before rounding; say so when rounding hides the difference.
function describeStatus(explanation: KpiScoreExplanation): string {
  const { rawPercent, cap, score, status } = explanation;
  if (explanation.rule !== "ratio" || rawPercent === null || score === null) return `Status: ${status}.`;
  if (statusForScore(score, explanation.thresholds) === status) return `Status: ${status}.`;
  const exact = Math.min(cap, Math.max(0, rawPercent));
  return `Status: ${status}, read from ${formatNumber(exact)}% before rounding.`;
}

/** Sentences that explain one KPI score: the view, what was left out, the score and the status. */
export function describeKpiScore(explanation: KpiScoreExplanation): string[] {
  const lines = [describeView(explanation)];
  if (explanation.periodsLeftOut.length > 0) {
    const leftOut = explanation.periodsLeftOut.map(
      ({ key, reason }) => `${periodName(key)} (${REASONS[reason]})`,
    );
    lines.push(`Left out: ${leftOut.join(", ")}.`);
  }
  lines.push(describeScore(explanation), describeStatus(explanation));
  return lines;
}

function itemLabel(item: { id?: string; name?: string }, index: number): string {
  return item.name ?? item.id ?? `item ${index + 1}`;
}

/** Sentences that explain a roll-up: the method, each share, and what was left out (docs/decisions/004). */
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
      `${itemLabel(item, index)}: ${item.score}% × ${share}% = ${formatNumber(item.contribution ?? 0)}.`,
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
  lines.push(`Result: ${formatNumber(explanation.exactScore ?? 0)}, rounded to ${explanation.score}%.`);
  return lines;
}
