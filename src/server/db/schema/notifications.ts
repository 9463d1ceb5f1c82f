import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  NotificationAction,
  NotificationChannel,
  NotificationType,
} from "../../../domain/notifications";
import { kpiAssignments, objectiveAssignments } from "./cascade";
import { createdAt, id } from "./columns";
import { reportSchedules } from "./reports";
import { organizationId } from "./tenant-column";
import { users } from "./users";

/** What a notification is about: the ids its screen link and its self-clearing need (NOTIFY-3). */
export type NotificationSubject = {
  kpiAssignmentId?: string;
  objectiveAssignmentId?: string;
  year?: number;
  period?: string;
  requestId?: string;
  submissionId?: string;
  initiativeId?: string;
};

// NOTIFY-1: one notification for one person. It is read in the app (readAt), may have been mailed at once
// (emailedAt) or in a daily digest (digestedAt), and some clear themselves when their cause is gone
// (clearedAt, NOTIFY-14); cleared ones are no longer listed.
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    title: text("title").notNull(),
    /** The explanation: why this person is told (a score explained in sentences, one per line). */
    body: text("body").notNull(),
    /** The client path the notification opens. */
    link: text("link").notNull(),
    actions: jsonb("actions").$type<NotificationAction[]>().notNull().default([]),
    subject: jsonb("subject").$type<NotificationSubject>().notNull().default({}),
    /** NOTIFY-4: a condition's key; while one with this key is open (not cleared), no second is raised. */
    conditionKey: text("condition_key"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    emailedAt: timestamp("emailed_at", { withTimezone: true, mode: "date" }),
    digestedAt: timestamp("digested_at", { withTimezone: true, mode: "date" }),
    clearedAt: timestamp("cleared_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notifications_organization_idx").on(t.organizationId),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_open_condition")
      .on(t.userId, t.conditionKey)
      .where(sql`${t.conditionKey} is not null and ${t.clearedAt} is null`),
  ],
);

// NOTIFY-6: a member follows a KPI assignment or an objective assignment (exactly one of the two); removing
// the assignment removes the follow.
export const follows = pgTable(
  "follows",
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kpiAssignmentId: uuid("kpi_assignment_id").references(() => kpiAssignments.id, { onDelete: "cascade" }),
    objectiveAssignmentId: uuid("objective_assignment_id").references(() => objectiveAssignments.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("follows_organization_idx").on(t.organizationId),
    uniqueIndex("follows_user_kpi")
      .on(t.userId, t.kpiAssignmentId)
      .where(sql`${t.kpiAssignmentId} is not null`),
    uniqueIndex("follows_user_objective")
      .on(t.userId, t.objectiveAssignmentId)
      .where(sql`${t.objectiveAssignmentId} is not null`),
    index("follows_kpi_idx").on(t.kpiAssignmentId),
    index("follows_objective_idx").on(t.objectiveAssignmentId),
    check(
      "follows_one_target_check",
      sql`(${t.kpiAssignmentId} is null) <> (${t.objectiveAssignmentId} is null)`,
    ),
  ],
);

// NOTIFY-7: a person's channel for one event type; without a row the type's default applies.
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    organizationId: organizationId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    index("notification_preferences_organization_idx").on(t.organizationId),
  ],
);

// NOTIFY-10: the one-click unsubscribe of one e-mail. The link carries a random token; only its SHA-256
// is kept. Using it turns the e-mail's event types from e-mail (or digest) to in the app only.
export const mailUnsubscribes = pgTable(
  "mail_unsubscribes",
  {
    tokenHash: text("token_hash").primaryKey(),
    organizationId: organizationId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    types: jsonb("types").$type<NotificationType[]>().notNull(),
    // MAIL-21: a scheduled briefing book's link takes its person off that schedule's recipients.
    reportScheduleId: uuid("report_schedule_id").references(() => reportSchedules.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("mail_unsubscribes_organization_idx").on(t.organizationId)],
);

// NOTIFY-11: the last status each KPI assignment was seen in for a year, and since when; transitions are
// read against it (a save that keeps the status raises nothing) and "below target for more than N days"
// counts from `since` (NOTIFY-13).
export const kpiAlertStates = pgTable(
  "kpi_alert_states",
  {
    organizationId: organizationId(),
    kpiAssignmentId: uuid("kpi_assignment_id")
      .notNull()
      .references(() => kpiAssignments.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    status: text("status").notNull(),
    /** The period whose result gives the status (the latest with an actual). */
    period: text("period"),
    since: timestamp("since", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kpiAssignmentId, t.year] }),
    index("kpi_alert_states_organization_idx").on(t.organizationId),
  ],
);
