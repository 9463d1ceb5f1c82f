// Dashboard (UI-4) cards: Objectives and KPIs (Library Total, Active, Assignments) and Active Users.
// API-19: the server computes them for GET /api/dashboard-summary from the few columns they need, so
// the Dashboard no longer downloads every KPI assignment of the year to count them.

export type CardCounts = { total: number; active: number; assignments: number };

/** The Dashboard's Active Users card: employees (USER-6) with status Active. */
export const countActiveEmployees = (employees: readonly { status: string }[]) =>
  employees.filter((employee) => employee.status === "Active").length;

/** Active objectives are those with status Active (LIBRARY-1); assignments are the year's. */
export function objectiveCounts(
  objectives: readonly { status: string }[],
  assignments: readonly unknown[],
): CardCounts {
  return {
    total: objectives.length,
    active: objectives.filter((objective) => objective.status === "Active").length,
    assignments: assignments.length,
  };
}

/**
 * A KPI template has no status of its own (LIBRARY-7: 'always Template'), so an active KPI is one in
 * use: assigned to at least one objective assignment of the year.
 */
export function kpiCounts(
  kpis: readonly { id: string }[],
  assignments: readonly { kpiId: string }[],
): CardCounts {
  const inUse = new Set(assignments.map((assignment) => assignment.kpiId));
  return {
    total: kpis.length,
    active: kpis.filter((kpi) => inUse.has(kpi.id)).length,
    assignments: assignments.length,
  };
}
