// Score dots of Set and Cascade (SCORE-10: coloured by status, from the score before rounding, SCORE-9). Scores come from the shared engine, year-to-date through today's period of the
// chosen year (PERIOD-3): a past year is scored through its end, a future year has no score yet.

import { scoreKpi } from "../../../../domain/kpi-score";
import { currentPeriod, currentYear, type PeriodKey, periodKeysFor } from "../../../../domain/periods";
import { rollUpObjective, rollUpStatus } from "../../../../domain/rollups";
import type { KpiAssignment } from "../../../../domain/schemas/assignments";
import type { KpiStatus, ScoringSettings } from "../../../../domain/scoring";

export type ScoreAndStatus = { score: number | null; exactScore: number | null; status: KpiStatus };

export function kpiScoreFor(
  kpi: KpiAssignment,
  year: number,
  settings: ScoringSettings,
  now: Date,
  startMonth = 1,
): ScoreAndStatus {
  // PERIOD-10, FISCAL-4: years and today's period are fiscal.
  const thisYear = currentYear(now, startMonth);
  if (year > thisYear) return { score: null, exactScore: null, status: "No Data" };
  const keys = periodKeysFor(kpi.frequency, startMonth);
  const through: PeriodKey =
    year < thisYear ? keys[keys.length - 1]! : currentPeriod(kpi.frequency, now, startMonth).key;
  const { score, exactScore, status } = scoreKpi({
    frequency: kpi.frequency,
    isCumulative: kpi.isCumulative,
    aggregation: kpi.aggregation,
    unit: kpi.unit,
    scoring: kpi.scoring,
    baseline: kpi.baseline,
    polarity: kpi.polarity,
    targets: kpi.targets,
    actuals: kpi.actualResults,
    view: "ytd",
    viewFrequency: kpi.frequency,
    period: through,
    settings,
    fiscalYearStartMonth: startMonth,
  });
  return { score, exactScore, status };
}

/** Objective score (ROLLUP-1): its KPI scores weighted by KPI weight (unscored KPIs left out). */
export function objectiveScoreFor(
  kpiScores: readonly { score: number | null; exactScore: number | null; weight: number }[],
  settings: ScoringSettings,
): ScoreAndStatus {
  const result = rollUpObjective(
    kpiScores.map((k) => ({ score: k.score, exactScore: k.exactScore, weight: k.weight })),
  );
  return { score: result.score, exactScore: result.unrounded, status: rollUpStatus(result, settings) };
}
