// ACTIVITY-8: activity rows follow the visibility of what they describe. A member (not an administrator)
// reads every row but these: a change request's rows (its own, and the changes applied in its name) unless
// they may see the request (REQUEST-33: theirs, or of a function they head or below), and the rows of a
// pending, approved or rejected submission unless it is theirs or of a function they head or below
// (APPROVAL-8). What they did themselves they always read.
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { TenantContext } from "../../db/tenant";
import { subtreeFunctionIds } from "../functions";

/** The filter on `activities` for the actor: undefined for administrators, who read every row. */
export async function visibleActivities(tx: Tx, actor: TenantContext): Promise<SQL | undefined> {
  if (actor.role === "admin") return undefined;
  const subtree = await subtreeFunctionIds(tx, actor, actor.userId);
  const inSubtree = (column: SQL) =>
    subtree.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          subtree.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const requestId = sql`coalesce(case when activities.entity_type = 'request' then activities.entity_id end, (activities.details->>'requestId')::uuid)`;
  const aboutRequest = sql`(activities.entity_type = 'request' or activities.details ? 'requestId')`;
  const requestSeen = sql`exists (select 1 from change_requests cr where cr.id = ${requestId}
    and (cr.requester_id = ${actor.userId} or ${inSubtree(sql`cr.function_id`)}))`;
  const aboutSubmission = sql`(activities.entity_type = 'actual_result' and (
    activities.details->'newValue'->>'status' = 'pending' or activities.details->'oldValue'->>'status' = 'pending'))`;
  const submissionSeen = sql`exists (select 1 from kpi_assignments ka
    join objective_assignments oa on oa.id = ka.objective_assignment_id
    where ka.id = activities.entity_id and (ka.owner_id = ${actor.userId} or ${inSubtree(sql`oa.organization_function_id`)}))`;
  return sql`(activities.user_id = ${actor.userId}
    or ((not ${aboutRequest} or ${requestSeen}) and (not ${aboutSubmission} or ${submissionSeen})))`;
}
