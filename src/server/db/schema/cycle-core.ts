import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { kpiAssignments } from "./cascade";
import { createdAt, id } from "./columns";
import { organizationId } from "./tenant-column";
import { users } from "./users";

// LOCK-1: a closed period of a year (frequency + period key); one row per closed period.
export const periodLocks = pgTable(
  "period_locks",
  {
    id: id(),
    organizationId: organizationId(),
    year: integer("year").notNull(),
    frequency: text("frequency", { enum: ["monthly", "quarterly", "annual"] }).notNull(),
    periodKey: text("period_key").notNull(),
    lockedBy: uuid("locked_by").references(() => users.id, { onDelete: "set null" }),
    lockedAt: createdAt(),
  },
  (t) => [
    index("period_locks_organization_idx").on(t.organizationId, t.year),
    // LOCK-1: a period already closed answers 409.
    uniqueIndex("period_locks_unique").on(t.organizationId, t.year, t.periodKey),
    check("period_locks_year_check", sql`${t.year} between 1900 and 2200`),
    check("period_locks_frequency_check", sql`${t.frequency} in ('monthly', 'quarterly', 'annual')`),
  ],
);

// COMMENT-1: one row per saved version of a KPI assignment's period commentary; the newest is current.
export const kpiCommentary = pgTable(
  "kpi_commentary",
  {
    id: id(),
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    periodKey: text("period_key").notNull(),
    analysis: text("analysis").notNull().default(""),
    recommendations: text("recommendations").notNull().default(""),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("kpi_commentary_organization_idx").on(t.organizationId),
    index("kpi_commentary_assignment_idx").on(t.kpiAssignmentId, t.year, t.periodKey, t.createdAt),
    check("kpi_commentary_year_check", sql`${t.year} between 1900 and 2200`),
  ],
);
