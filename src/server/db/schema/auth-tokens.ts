import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const AUTH_TOKEN_KINDS = [
  "verify_email",
  "invite",
  "password_reset",
  "email_change",
  "sign_in_link",
] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

// One-time secrets sent by mail (AUTH-4, AUTH-7, AUTH-8, AUTH-46). Only hashes are stored: a link token, and for
// e-mail
// verification also the six-digit code, which allows at most 5 wrong tries.
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Null only for platform super admins, who belong to no organization.
    organizationId: uuid("organization_id"),
    kind: text("kind", { enum: AUTH_TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    codeHash: text("code_hash"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_tokens_user_kind_idx").on(t.userId, t.kind),
    check(
      "auth_tokens_kind_check",
      sql`${t.kind} in ('verify_email', 'invite', 'password_reset', 'email_change', 'sign_in_link')`,
    ),
  ],
);
