// Where a KPI assignment's values land: its KPI, objective and function, by name (APPROVAL-5, ACTIVITY-2),
// read in one statement for every assignment a write of values names.
import type { Frequency } from "../../domain/periods";
import type { Tx } from "../db/client";
import { joinKpiPlace } from "../db/kpi-place";
import { kpiAssignments, kpis, objectives, organizationFunctions } from "../db/schema";
import type { TenantContext } from "../db/tenant";
import { owned } from "../kernel";

const assignmentRows = owned(kpiAssignments, "KPI assignment not found");

export type ValuePlace = {
  id: string;
  kpiId: string;
  kpiName: string;
  unit: string | null;
  frequency: Frequency;
  formula: string | null;
  ownerId: string | null;
  objectiveAssignmentId: string;
  objectiveName: string;
  functionId: string;
  functionName: string;
};

/** The places of some KPI assignments of the actor's organization, by id (missing ones are left out). */
export async function placesOf(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[],
): Promise<Map<string, ValuePlace>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await joinKpiPlace(
    tx
      .select({
        id: kpiAssignments.id,
        kpiId: kpis.id,
        kpiName: kpis.name,
        unit: kpis.unit,
        frequency: kpis.frequency,
        formula: kpis.formula,
        ownerId: kpiAssignments.ownerId,
        objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
        objectiveName: objectives.name,
        functionId: organizationFunctions.id,
        functionName: organizationFunctions.name,
      })
      .from(kpiAssignments)
      .$dynamic(),
  ).where(assignmentRows.byIds(actor, [...new Set(assignmentIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
