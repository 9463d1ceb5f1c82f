import type { Tx } from "../../db/client";
import { type ActivityDetails, activities } from "../../db/schema";
import type { Actor } from "../../db/tenant";

// spec §3 Activity: actions, entity types and the categories of the Activities filter (spec §2).
export type ActivityAction =
  | "created"
  | "updated"
  | "uploaded_data"
  | "assigned"
  | "deleted"
  | "actual_result_update";
export type ActivityEntityType =
  | "objective"
  | "objective_assignment"
  | "kpi"
  | "kpi_assignment"
  | "theme"
  | "target"
  | "actual_result"
  | "request"
  | "employee"
  | "other";
export type ActivityCategory =
  | "library"
  | "assignments"
  | "actual_result_update"
  | "organization"
  | "requests"
  | "system";

/** Writes the activity row of a change, inside the change's own transaction. */
export async function recordActivity(
  tx: Tx,
  ctx: Actor,
  activity: {
    action: ActivityAction;
    entityType: ActivityEntityType;
    entityId?: string | null;
    entityName: string;
    category: ActivityCategory;
    details?: ActivityDetails;
  },
): Promise<void> {
  await tx.insert(activities).values({
    organizationId: ctx.orgId,
    userId: ctx.userId,
    action: activity.action,
    entityType: activity.entityType,
    entityId: activity.entityId ?? null,
    entityName: activity.entityName,
    category: activity.category,
    details: { userName: ctx.userName, timestamp: new Date().toISOString(), ...activity.details },
  });
}
