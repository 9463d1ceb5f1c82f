import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizationFunctions } from "./cascade";
import { createdAt, id, updatedAt } from "./columns";
import { mailOutbox } from "./mail-outbox";
import { organizationId } from "./tenant-column";
import { users } from "./users";

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// REPORT-11: a schedule mails one function's briefing book for each period just ended to its recipients.
export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: id(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    functionId: uuid("function_id")
      .notNull()
      .references(() => organizationFunctions.id, { onDelete: "cascade" }),
    cadence: text("cadence", { enum: ["monthly", "quarterly"] }).notNull(),
    daysAfterPeriodEnd: integer("days_after_period_end").notNull(),
    // REPORT-13: users of the organization; one removed later is skipped by the job.
    recipientUserIds: uuid("recipient_user_ids").array().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("report_schedules_organization_idx").on(t.organizationId),
    index("report_schedules_function_idx").on(t.functionId),
    check("report_schedules_cadence_check", sql`${t.cadence} in ('monthly', 'quarterly')`),
    check("report_schedules_days_check", sql`${t.daysAfterPeriodEnd} between 0 and 60`),
    check("report_schedules_name_length", sql`char_length(${t.name}) between 1 and 120`),
  ],
);

// REPORT-16: one row per schedule and period mailed. The unique (schedule, year, period) row is the claim:
// the job inserts it with ON CONFLICT DO NOTHING in the transaction that queues the mails, so several nodes
// never mail a period twice (docs/decisions/015).
export const reportDeliveries = pgTable(
  "report_deliveries",
  {
    id: id(),
    organizationId: organizationId(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => reportSchedules.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    period: text("period").notNull(),
    recipients: integer("recipients").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("report_deliveries_claim").on(t.scheduleId, t.year, t.period),
    index("report_deliveries_organization_idx").on(t.organizationId),
  ],
);

// MAIL-13: a file sent with an outbox mail (the briefing book); removed with its mail.
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: id(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
    // The organization whose mail it is (none for platform mail), like the outbox row.
    organizationId: uuid("organization_id"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mailId)],
);
