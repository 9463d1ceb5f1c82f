import type { ACTIVITY_ACTIONS, ACTIVITY_CATEGORIES, ACTIVITY_ENTITY_TYPES } from "../../domain/activities";
import type { Tx } from "../db/client";
import { type ActivityDetails, activities } from "../db/schema";
import type { Actor } from "../db/tenant";

// ACTIVITY-1: every change to an organization's data writes one activity row, in the change's own
// transaction, naming who did it; the Activities screen filters them by category.
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export type ActivityEntry = {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: string | null;
  entityName: string;
  category: ActivityCategory;
  details?: ActivityDetails;
};

/** Writes the activity row of a change, inside the change's own transaction. */
export async function recordActivity(tx: Tx, ctx: Actor, activity: ActivityEntry): Promise<void> {
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

/** IMPORT-18: several activity rows in one insert per thousand, inside the bulk change's own transaction. */
export async function recordActivities(tx: Tx, ctx: Actor, entries: readonly ActivityEntry[]): Promise<void> {
  const timestamp = new Date().toISOString();
  for (let start = 0; start < entries.length; start += 1000) {
    await tx.insert(activities).values(
      entries.slice(start, start + 1000).map((activity) => ({
        organizationId: ctx.orgId,
        userId: ctx.userId,
        action: activity.action,
        entityType: activity.entityType,
        entityId: activity.entityId ?? null,
        entityName: activity.entityName,
        category: activity.category,
        details: { userName: ctx.userName, timestamp, ...activity.details },
      })),
    );
  }
}
