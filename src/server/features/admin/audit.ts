import type { Tx } from "../../db/client";
import { platformAuditLog } from "../../db/schema";

/** The super admin behind a platform action (from the session, never from a request body). */
export type PlatformActor = { id: string; email: string };

export type PlatformAction =
  | "organization.created"
  | "organization.status_changed"
  | "organization.plan_changed"
  | "organization.deleted"
  | "user.created"
  | "user.updated"
  | "user.viewed"
  | "user.deleted"
  | "table.data_viewed";

/**
 * ADMIN-3: every cross-tenant action of a super admin leaves a row in platform_audit_log, written in
 * the action's own transaction, so an action and its record stand or fall together. Reads that show
 * one person's details or a table's raw rows are recorded too; lists and counts are not.
 */
export async function recordPlatformAudit(
  tx: Tx,
  actor: PlatformActor,
  entry: {
    action: PlatformAction;
    targetType: "organization" | "user" | "table";
    targetId?: string | null;
    targetName?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(platformAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? null,
    details: entry.details ?? {},
  });
}
