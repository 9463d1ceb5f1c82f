import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES } from "../../../domain/locale";
// biome-ignore lint/suspicious/noImportCycles: the schema's foreign keys point both ways between tables; each is a thunk, `references(() => table.id)`, called only once every module has loaded.
import { organizationFunctions } from "./cascade";
import { createdAt, id, updatedAt } from "./columns";
import { organizations } from "./organizations";

export const USER_ROLES = ["user", "admin", "super_admin"] as const;

// A user belongs to one organization; only platform super admins may have none (USER-1,
// USER-7), which is why organization_id is nullable here alone (docs/decisions/002).
export const users = pgTable(
  "users",
  {
    id: id(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    department: text("department"),
    emailVerified: boolean("email_verified").notNull().default(false),
    assignedFunctionId: uuid("assigned_function_id").references((): AnyPgColumn => organizationFunctions.id, {
      onDelete: "set null",
    }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
    // AUTH-35: a new address waiting for its owner's confirmation; the account keeps `email` till then.
    pendingEmail: text("pending_email"),
    // USER-12: the person's language (null: the organization's default) and time zone (null: none chosen).
    locale: text("locale", { enum: LOCALES }),
    timeZone: text("time_zone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // AUTH-43: an address belongs to one account across the platform (compared case-insensitively,
    // stored lowercased); an invitee who has not accepted holds no account yet, so another
    // organization's pending invitation neither collides with it nor tells its admin it exists. Within
    // an organization an address is listed once.
    uniqueIndex("users_email_unique")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerified} or ${t.passwordHash} is not null`),
    uniqueIndex("users_organization_email_unique").on(t.organizationId, sql`lower(${t.email})`),
    index("users_organization_idx").on(t.organizationId),
    check("users_role_check", sql`${t.role} in ('user', 'admin', 'super_admin')`),
    check("users_locale_check", sql`${t.locale} in ('en', 'de')`),
  ],
);
