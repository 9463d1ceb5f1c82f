// ROLLUP-8: a scorecard's rows as the parts of a roll-up explanation: each with its exact score, so the
// explanation averages unrounded scores as the server did, and its rounded one for display.
import type { RollUpItem } from "../../domain/rollups";
import type { ScorecardKpiRow, ScorecardObjectiveRow } from "../../domain/schemas/scorecard";

/** An objective's KPIs, weighted by KPI weight (ROLLUP-1). */
export const kpiItems = (kpis: readonly ScorecardKpiRow[]): RollUpItem[] =>
  kpis.map((k) => ({
    id: k.kpiAssignmentId,
    name: k.name,
    score: k.score,
    exactScore: k.exactScore,
    weight: k.weight,
  }));

/** Objectives, weighted by objective weight (ROLLUP-3, ROLLUP-7). */
export const objectiveItems = (objectives: readonly ScorecardObjectiveRow[]): RollUpItem[] =>
  objectives.map((o) => ({
    id: o.objectiveAssignmentId,
    name: o.name,
    score: o.score,
    exactScore: o.exactScore,
    weight: o.weight,
  }));
