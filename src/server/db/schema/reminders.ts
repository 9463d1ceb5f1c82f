import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/** One line of a reminder digest: a missing value and why this person is told of it (CYCLE-27). */
export type ReminderItem = {
  kpiAssignmentId: string;
  kpiName: string;
  functionName: string;
  year: number;
  period: string;
  periodLabel: string;
  dueDate: string;
  /** reminder / overdue: the owner's own value; escalation: a value missing in a function they head. */
  stage: "reminder" | "overdue" | "escalation";
  ownerName: string | null;
  /** Escalation: how far up the chain this person is (1: the function's own head). */
  level?: number;
};

// CYCLE-27, CYCLE-28: the reminder digests sent, one per person per day. The unique (user, day) row is the
// claim: a job run inserts it with ON CONFLICT DO NOTHING in the transaction that queues the mail, so several
// nodes never send a person two digests in a day (docs/decisions/011).
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["digest"] })
      .notNull()
      .default("digest"),
    items: jsonb("items").$type<ReminderItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_deliveries_user_day").on(t.userId, t.day),
    index("reminder_deliveries_organization_idx").on(t.organizationId, t.day),
  ],
);
