// A person's own notifications (API-33, NOTIFY-17): listed, the ones asking for action, marked read.
// Marking read is the person's own bookkeeping and writes no activity row (NOTIFY-16).
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { needsAttention } from "../../../domain/notifications";
import type {
  Attention,
  NotificationItem,
  NotificationPage,
  NotificationsQuery,
} from "../../../domain/schemas/notifications";
import { notifications } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { notFound } from "../../http-error";
import { owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

const notificationRows = owned(notifications, "Notification not found");

const NOT_FOUND = "Notification not found";
/** NOTIFY-17: the Dashboard shows at most this many. */
export const ATTENTION_LIMIT = 10;
/** The types that can ask for action, for the database to narrow on before needsAttention decides. */
const ATTENTION_TYPES = [
  "kpi_status",
  "red_without_initiative",
  "update_due",
  "update_overdue",
  "approval_requested",
  "request_turn",
] as const;

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    lines: row.body === "" ? [] : row.body.split("\n"),
    link: row.link,
    actions: row.actions,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** NOTIFY-1: the caller's own notifications that are still listed (not cleared). */
const ownListed = (actor: TenantContext): SQL[] => [
  inOrganization(notifications.organizationId, actor.orgId),
  eq(notifications.userId, actor.userId),
  isNull(notifications.clearedAt),
];

// The id breaks ties between notifications raised in the same transaction (same now()).
const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** API-33: GET /api/notifications: one page of the caller's, newest first, with the unread count. */
export function listNotifications(
  deps: ServiceDeps,
  actor: TenantContext,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  return withTenant(deps.db, actor, async (tx) => {
    const listed = and(...ownListed(actor), query.unread ? isNull(notifications.readAt) : undefined);
    const [counts] = await tx
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      })
      .from(notifications)
      .where(listed);
    const rows = await tx
      .select()
      .from(notifications)
      .where(listed)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map(toItem),
      total: counts?.total ?? 0,
      unreadCount: counts?.unread ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** NOTIFY-17: GET /api/notifications/attention: the caller's unread ones that ask for action. */
export function listAttention(deps: ServiceDeps, actor: TenantContext): Promise<Attention> {
  return withTenant(deps.db, actor, async (tx) => {
    const items: NotificationItem[] = [];
    // KPI recoveries ask nothing and are skipped here, so read in batches until the list is full.
    const batch = ATTENTION_LIMIT * 3;
    for (let offset = 0; items.length < ATTENTION_LIMIT; offset += batch) {
      const rows = await tx
        .select()
        .from(notifications)
        .where(
          and(
            ...ownListed(actor),
            isNull(notifications.readAt),
            inArray(notifications.type, [...ATTENTION_TYPES]),
          ),
        )
        .orderBy(...newestFirst)
        .limit(batch)
        .offset(offset);
      items.push(...rows.filter(needsAttention).map(toItem));
      if (rows.length < batch) break;
    }
    return { items: items.slice(0, ATTENTION_LIMIT) };
  });
}

/**
 * API-33: POST /api/notifications/{id}/read marks one of the caller's read (again: it keeps the first
 * time). Another person's or organization's id answers 404.
 */
export function markRead(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ id: string; readAt: string }> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const mine = and(notificationRows.byId(actor, id), eq(notifications.userId, actor.userId));
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(mine)
      .returning({ id: notifications.id, readAt: notifications.readAt });
    if (!updated?.readAt) throw notFound(NOT_FOUND);
    return { id: updated.id, readAt: updated.readAt.toISOString() };
  });
}

/** API-33: POST /api/notifications/read-all marks every unread listed one of the caller's read. */
export function markAllRead(deps: ServiceDeps, actor: Actor): Promise<{ updated: number }> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(...ownListed(actor), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return { updated: updated.length };
  });
}
