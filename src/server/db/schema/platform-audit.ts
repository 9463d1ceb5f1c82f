import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

// ADMIN-3: every cross-tenant action of a super admin is written here, in the action's transaction.
// No organization_id: the table is platform-only (the tenancy wall keeps tenant sessions out), and a
// row outlives the organization it names.
export const platformAuditLog = pgTable(
  "platform_audit_log",
  {
    id: id(),
    actorUserId: uuid("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id"),
    targetName: text("target_name"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("platform_audit_log_created_idx").on(t.createdAt)],
);
