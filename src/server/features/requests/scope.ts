// REQUEST-43: what a member may ask to change. A request changes nothing its requester could not ask for:
// a KPI assignment they own, or one of a function they head (or a function below it); the weight of an
// objective assignment they own or of such a function; a library KPI they own an assignment of or that is used in such
// a function. Administrators ask for anything; a request of type "other" names nothing to change.
import { and, eq, inArray, or } from "drizzle-orm";
import type { RequestChanges } from "../../../domain/schemas/requests";
import type { Tx } from "../../db/client";
import { kpiAssignments, objectiveAssignments } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { forbidden } from "../../http-error";
import { owned } from "../../kernel";
import { subtreeFunctionIds } from "../functions";
import type { Target } from "./apply";

export const OUT_OF_SCOPE =
  "You can ask for changes to the KPIs you own and to the functions you head, and to what is below them";

const assignmentRows = owned(kpiAssignments, "KPI assignment not found");
const objectiveRows = owned(objectiveAssignments, "Objective assignment not found");

export async function assertMayAsk(
  tx: Tx,
  actor: TenantContext,
  asked: RequestChanges,
  target: Target,
): Promise<void> {
  if (actor.role === "admin" || asked.type === "other") return;
  const subtree = await subtreeFunctionIds(tx, actor, actor.userId);
  const inSubtree = (functionId: string | null) => functionId !== null && subtree.includes(functionId);
  if (asked.type === "weight_change") {
    const objective = await objectiveRows.find(tx, actor, asked.changes.objectiveAssignmentId);
    if (objective.ownerId === actor.userId || target.places.every((place) => inSubtree(place.functionId)))
      return;
    throw forbidden(OUT_OF_SCOPE);
  }
  // A KPI assignment named by the request, or every assignment of the KPI a definition change names.
  const owners = await tx
    .select({ ownerId: kpiAssignments.ownerId, functionId: objectiveAssignments.organizationFunctionId })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .where(
      and(
        asked.type === "kpi_change"
          ? and(assignmentRows.inOrg(actor), eq(kpiAssignments.kpiId, asked.changes.kpiId))
          : assignmentRows.byId(actor, asked.changes.kpiAssignmentId),
        subtree.length > 0
          ? or(
              eq(kpiAssignments.ownerId, actor.userId),
              inArray(objectiveAssignments.organizationFunctionId, subtree),
            )
          : eq(kpiAssignments.ownerId, actor.userId),
      ),
    )
    .limit(1);
  if (owners.length === 0) throw forbidden(OUT_OF_SCOPE);
}
