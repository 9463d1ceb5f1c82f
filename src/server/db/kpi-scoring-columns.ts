import { kpis } from "./schema";

// The columns of a library KPI that its scores depend on (SCORE-1: polarity; AGG-1: frequency,
// cumulation and aggregation; the scoring method, baseline and unit), selected by every scored read
// through this one projection rather than by hand.
export const kpiScoringColumns = {
  unit: kpis.unit,
  polarity: kpis.polarity,
  frequency: kpis.frequency,
  isCumulative: kpis.isCumulative,
  aggregation: kpis.aggregation,
  scoring: kpis.scoring,
  baseline: kpis.baseline,
};

/** The scoring columns and what a calculated KPI is computed from (CALC-1: its code, CALC-2: its formula). */
export const kpiCalculationColumns = { ...kpiScoringColumns, code: kpis.code, formula: kpis.formula };
