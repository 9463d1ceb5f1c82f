import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ActivityCategoryValue } from "../../../domain/activities";
import {
  ACTIVITIES_DEFAULT_LIMIT,
  type Activity,
  type ActivityCounts,
} from "../../../domain/schemas/activities";
import type { Database } from "../../db/client";
import { activities } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { visibleActivities } from "./visibility";

type ActivityRow = typeof activities.$inferSelect;

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    category: row.category,
    details: row.details ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Activities (ACTIVITY-3) and the Dashboard's Recent Activity: the organization's log, newest first;
 * ACTIVITY-4: narrowed by category, person and a date range [from, to).
 */
export function listActivities(
  db: Database,
  actor: TenantContext,
  query: {
    category?: ActivityCategoryValue;
    limit?: number;
    before?: string;
    userId?: string;
    from?: string;
    to?: string;
  },
): Promise<Activity[]> {
  return withTenant(db, actor, async (tx) => {
    const filters: SQL[] = [inOrganization(activities.organizationId, actor.orgId)];
    const visible = await visibleActivities(tx, actor);
    if (visible) filters.push(visible);
    if (query.category) filters.push(eq(activities.category, query.category));
    if (query.before) filters.push(lt(activities.createdAt, new Date(query.before)));
    if (query.userId) filters.push(eq(activities.userId, query.userId));
    if (query.from) filters.push(gte(activities.createdAt, new Date(query.from)));
    if (query.to) filters.push(lt(activities.createdAt, new Date(query.to)));
    const rows = await tx
      .select()
      .from(activities)
      .where(and(...filters))
      // The id breaks ties between rows written in the same transaction (same now()).
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(query.limit ?? ACTIVITIES_DEFAULT_LIMIT);
    return rows.map(toActivity);
  });
}

/** ACTIVITY-3: the Activities screen's four counters: Library Actions, Assignments, Data Updates, Total Activities. */
export function countActivities(db: Database, actor: TenantContext): Promise<ActivityCounts> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx
      .select({
        library: sql<number>`count(*) filter (where ${activities.category} = 'library')::int`,
        assignments: sql<number>`count(*) filter (where ${activities.category} = 'assignments')::int`,
        dataUpdates: sql<number>`count(*) filter (where ${activities.category} = 'actual_result_update')::int`,
        total: count(),
      })
      .from(activities)
      .where(and(inOrganization(activities.organizationId, actor.orgId), await visibleActivities(tx, actor)));
    return {
      library: row?.library ?? 0,
      assignments: row?.assignments ?? 0,
      dataUpdates: row?.dataUpdates ?? 0,
      total: row?.total ?? 0,
    };
  });
}
