// Where a KPI assignment sits: its KPI, its objective assignment, that objective and the function (and
// where an objective assignment sits: its objective and function). Reads
// that name an assignment's KPI, objective and function (the scorecard's rows, reminders, the writer of
// values) join the same four tables in the same way; an objective assignment always has its objective and
// function, so the inner joins lose no assignment.
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { kpiAssignments, kpis, objectiveAssignments, objectives, organizationFunctions } from "./schema";

/** `query` (a dynamic select from objective_assignments) joined to its objective and function. */
export function joinObjectivePlace<T extends PgSelect>(query: T) {
  return query
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    );
}

/** `query` (a dynamic select from kpi_assignments) joined to its KPI, objective and function. */
export function joinKpiPlace<T extends PgSelect>(query: T) {
  return joinObjectivePlace(
    query
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId)),
  );
}
