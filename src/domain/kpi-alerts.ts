// KPI status alerts (NOTIFY-11..NOTIFY-13, NOTIFY-26, NOTIFY-28, NOTIFY-29): the status a KPI assignment is in for a year, as the scorecard's
// own engine scores it, and the words of the alert told when that status changes or stays below target.
import { describeKpiScore } from "./explain";
import { type KpiScoreExplanation, type ScoreKpiInput, scoreKpi } from "./kpi-score";
import type { StatusTransition } from "./notifications";
import { daysSince } from "./notifications";
import { DEFAULT_FISCAL_START_MONTH, type PeriodKey, periodKeysFor, periodLabel } from "./periods";
import type { KpiStatus, ScoringSettings } from "./scoring";

/** A KPI assignment's year as the engine takes it; the view is picked here (its own latest period). */
export type KpiYearInput = Omit<ScoreKpiInput, "view" | "viewFrequency" | "period" | "settings"> & {
  settings: ScoringSettings;
};

export type KpiYearStatus = {
  status: KpiStatus;
  /** The period whose result gives the status; null when the year has no actual. */
  period: PeriodKey | null;
  explanation: KpiScoreExplanation | null;
};

const NO_DATA: KpiYearStatus = { status: "No Data", period: null, explanation: null };

/**
 * NOTIFY-11, NOTIFY-26: a KPI assignment's status for a year is the status of its latest period (of its own
 * frequency) that has an actual, scored by the scorecard's engine (scoreKpi, period view) with the
 * organization's scoring settings. No actual in the year is No Data.
 */
export function kpiYearStatus(input: KpiYearInput): KpiYearStatus {
  const keys = periodKeysFor(input.frequency, input.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH);
  const latest = [...keys].reverse().find((key) => typeof input.actuals[key] === "number");
  if (!latest) return NO_DATA;
  const scored = scoreKpi({
    ...input,
    view: "period",
    viewFrequency: input.frequency,
    period: latest,
  });
  return { status: scored.status, period: latest, explanation: scored.explanation };
}

function percent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/** SCORE-5: the band a status covers, naming the threshold the score fell under or reached. */
export function statusBand(status: KpiStatus, settings: ScoringSettings): string | null {
  const { exceedsTargetThreshold, onTargetThreshold, nearTargetThreshold, atRiskThreshold } = settings;
  switch (status) {
    case "Below Target":
      return `Below Target means a score under the At Risk threshold of ${percent(atRiskThreshold)}.`;
    case "At Risk":
      return `At Risk means a score of ${percent(atRiskThreshold)} or more but under the Near Target threshold of ${percent(nearTargetThreshold)}.`;
    case "Near Target":
      return `Near Target means a score of ${percent(nearTargetThreshold)} or more but under the On Target threshold of ${percent(onTargetThreshold)}.`;
    case "On Target":
      return `On Target means a score of ${percent(onTargetThreshold)} or more but under the Exceeds Target threshold of ${percent(exceedsTargetThreshold)}.`;
    case "Exceeds Target":
      return `Exceeds Target means a score of ${percent(exceedsTargetThreshold)} or more.`;
    default:
      return null;
  }
}

export type KpiStatusAlert = { title: string; lines: string[] };

/**
 * NOTIFY-12, NOTIFY-28: the title and explanation of a status change: which period moved the KPI from which status
 * to which, then the score explained (actual against target, the score, the status) and the threshold.
 */
export function kpiStatusAlert(input: {
  kpiName: string;
  year: number;
  fiscalYearStartMonth?: number;
  frequency: ScoreKpiInput["frequency"];
  before: KpiStatus;
  after: KpiYearStatus;
  transition: StatusTransition;
  settings: ScoringSettings;
}): KpiStatusAlert {
  const { after } = input;
  const title =
    input.transition === "entered"
      ? `${input.kpiName} entered ${after.status}`
      : `${input.kpiName} recovered to ${after.status}`;
  const where = after.period
    ? periodLabel(input.frequency, after.period, input.year, input.fiscalYearStartMonth)
    : String(input.year);
  const band = statusBand(after.status, input.settings);
  return {
    title,
    lines: [
      `${where} moved from ${input.before} to ${after.status}.`,
      ...(after.explanation ? describeKpiScore(after.explanation) : []),
      ...(band ? [band] : []),
    ],
  };
}

/** NOTIFY-13, NOTIFY-29: the sentence of a KPI below target for too long with no initiative on its objective. */
export function redWithoutInitiativeLine(input: { since: Date; now: Date; objectiveName: string }): string {
  const days = daysSince(input.since, input.now);
  const date = input.since.toISOString().slice(0, 10);
  return `Below Target since ${date} (${days} ${days === 1 ? "day" : "days"}) and no initiative is linked to ${input.objectiveName}.`;
}
