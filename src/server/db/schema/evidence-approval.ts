import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { kpiAssignments } from "./cascade";
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";
import { users } from "./users";

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// EVIDENCE-1: a file attached to a KPI assignment's period, stored in the database (any node serves it).
export const kpiAttachments = pgTable(
  "kpi_attachments",
  {
    id: id(),
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    periodKey: text("period_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploaderName: text("uploader_name"),
    uploadedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("kpi_attachments_organization_idx").on(t.organizationId),
    index("kpi_attachments_assignment_idx").on(t.kpiAssignmentId, t.year, t.periodKey),
    check("kpi_attachments_year_check", sql`${t.year} between 1900 and 2200`),
    check("kpi_attachments_size_check", sql`${t.size} > 0`),
  ],
);

export type SubmissionImpactRow = Record<string, unknown>;

// APPROVAL-1: an actual entered by a non-admin while approval is required waits here until decided.
export const actualSubmissions = pgTable(
  "actual_submissions",
  {
    id: id(),
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** Period key → the value submitted (null clears it). */
    values: jsonb("values").$type<Record<string, number | null>>().notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submitterName: text("submitter_name"),
    submittedAt: createdAt(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    deciderName: text("decider_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    reason: text("reason"),
    impact: jsonb("impact").$type<SubmissionImpactRow>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("actual_submissions_organization_idx").on(t.organizationId, t.status),
    // APPROVAL-3: one pending submission per KPI assignment and year (a newer one merges into it).
    uniqueIndex("actual_submissions_one_pending")
      .on(t.kpiAssignmentId, t.year)
      .where(sql`${t.status} = 'pending'`),
    check("actual_submissions_year_check", sql`${t.year} between 1900 and 2200`),
    check("actual_submissions_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
