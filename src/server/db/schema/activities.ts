import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";

// Activity (ACTIVITY-1). Written in the same transaction as the change it records.
export type ActivityDetails = {
  userName?: string;
  oldValue?: unknown;
  newValue?: unknown;
  kpiName?: string;
  functionName?: string;
  period?: string;
  timestamp?: string;
  /** UI-91: a milestone's initiative, so the Activities entry opens it. */
  initiativeId?: string;
  /** ACTIVITY-7: what an 'other' row is ('function'), for its sentence. */
  noun?: string;
};

export const activities = pgTable(
  "activities",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id"),
    entityName: text("entity_name").notNull(),
    category: text("category").notNull(),
    details: jsonb("details").$type<ActivityDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("activities_org_created_idx").on(t.organizationId, t.createdAt)],
);
