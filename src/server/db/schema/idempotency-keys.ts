import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

// API-12: a create sent twice with the same Idempotency-Key makes one row. The first request
// reserves the key; its answer is kept and replayed to the repeats. Keys belong to the user who sent
// them, so one person's key never answers another's request.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** API-14: SHA-256 of the request body, so a repeat with another body is refused (null: older rows). */
    bodyHash: text("body_hash"),
    /** Null while the first request is still being handled. */
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_organization_idx").on(t.organizationId),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
