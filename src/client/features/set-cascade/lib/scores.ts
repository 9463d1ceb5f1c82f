// Score dots of Set and Cascade (SCORE-7: green at 85 or more, yellow at 70 or more, red below, gray
// without a score). Scores come from the shared engine, year-to-date through today's period of the
// chosen year (PERIOD-3): a past year is scored through its end, a future year has no score yet.

import { scoreKpi } from "../../../../domain/kpi-score";
import { currentPeriod, currentYear, type PeriodKey, periodKeysFor } from "../../../../domain/periods";
import { rollUpObjective } from "../../../../domain/rollups";
import type { KpiAssignment } from "../../../../domain/schemas/assignments";
import type { ScoringSettings } from "../../../../domain/scoring";

export function kpiScoreFor(
  kpi: KpiAssignment,
  year: number,
  settings: ScoringSettings,
  now: Date,
): number | null {
  const thisYear = currentYear(now);
  if (year > thisYear) return null;
  const keys = periodKeysFor(kpi.frequency);
  const through: PeriodKey = year < thisYear ? keys[keys.length - 1]! : currentPeriod(kpi.frequency, now).key;
  return scoreKpi({
    frequency: kpi.frequency,
    isCumulative: kpi.isCumulative,
    polarity: kpi.polarity,
    targets: kpi.targets,
    actuals: kpi.actualResults,
    view: "ytd",
    viewFrequency: kpi.frequency,
    period: through,
    settings,
  }).score;
}

/** Objective score (ROLLUP-1): its KPI scores weighted by KPI weight (unscored KPIs left out). */
export function objectiveScoreFor(
  kpiScores: readonly { score: number | null; weight: number }[],
): number | null {
  return rollUpObjective(kpiScores.map((k) => ({ score: k.score, weight: k.weight }))).score;
}
