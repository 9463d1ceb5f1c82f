import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

// PLAN-1: plans; Organization (ADMIN-4): status active or suspended.
export const PLANS = ["free", "basic", "professional", "enterprise"] as const;
export const ORGANIZATION_STATUSES = ["active", "suspended"] as const;

export const organizations = pgTable(
  "organizations",
  {
    id: id(),
    name: text("name").notNull(),
    domain: text("domain"),
    subscriptionTier: text("subscription_tier", { enum: PLANS }).notNull().default("free"),
    status: text("status", { enum: ORGANIZATION_STATUSES }).notNull().default("active"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "organizations_plan_check",
      sql`${t.subscriptionTier} in ('free', 'basic', 'professional', 'enterprise')`,
    ),
    check("organizations_status_check", sql`${t.status} in ('active', 'suspended')`),
  ],
);
