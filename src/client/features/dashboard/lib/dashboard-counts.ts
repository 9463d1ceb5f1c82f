// spec §2 Dashboard cards: Objectives and KPIs (Library Total, Active, Assignments) and Active Users.
import type { KpiAssignment } from "../../../lib/api/kpi-assignments";
import type { Kpi } from "../../../lib/api/kpis";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import type { Objective } from "../../../lib/api/objectives";

export type CardCounts = { total: number; active: number; assignments: number };

/** Active objectives are those with status Active (spec §3). */
export function objectiveCounts(
  objectives: readonly Objective[],
  assignments: readonly ObjectiveAssignment[],
): CardCounts {
  return {
    total: objectives.length,
    active: objectives.filter((objective) => objective.status === "Active").length,
    assignments: assignments.length,
  };
}

/**
 * A KPI template has no status of its own (spec §2: 'always Template'), so an active KPI is one in
 * use: assigned to at least one objective assignment.
 */
export function kpiCounts(kpis: readonly Kpi[], assignments: readonly KpiAssignment[]): CardCounts {
  const inUse = new Set(assignments.map((assignment) => assignment.kpiId));
  return {
    total: kpis.length,
    active: kpis.filter((kpi) => inUse.has(kpi.id)).length,
    assignments: assignments.length,
  };
}
