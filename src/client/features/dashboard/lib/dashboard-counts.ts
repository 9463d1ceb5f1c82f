// Dashboard (UI-4) cards: Objectives and KPIs (Library Total, Active, Assignments) and Active Users.
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import type { Kpi, Objective } from "../../../../domain/schemas/library";
import type { ManagedUser } from "../../../../domain/schemas/users";

export type CardCounts = { total: number; active: number; assignments: number };

/** The Dashboard's Active Users card: employees (GET /api/employees) with status Active. */
export const countActiveEmployees = (employees: readonly ManagedUser[]) =>
  employees.filter((employee) => employee.status === "Active").length;

/** Active objectives are those with status Active (LIBRARY-1). */
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
 * A KPI template has no status of its own (LIBRARY-7: 'always Template'), so an active KPI is one in
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
