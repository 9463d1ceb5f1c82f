import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

// MAIL-1: mail is written here in the same transaction as the action that causes it; a worker sends it.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    // MAIL-16: extra headers (List-Unsubscribe on notification mail, NOTIFY-10).
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    // The organization whose action sent it (none for platform mail); walls it like tenant data.
    organizationId: uuid("organization_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // MAIL-20: the daily quotas count an organization's mail of the last 24 hours.
    index("mail_outbox_organization_created_idx").on(t.organizationId, t.createdAt),
  ],
);
