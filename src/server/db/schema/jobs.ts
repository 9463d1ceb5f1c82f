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
import { createdAt, id, updatedAt } from "./columns";
import { organizationId } from "./tenant-column";
import { users } from "./users";

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const JOB_STATES = ["queued", "running", "succeeded", "failed"] as const;

// JOB-1: background work of an organization (an import above IMPORT-24's size), claimed by one node at a
// time with FOR UPDATE SKIP LOCKED and a lease (docs/decisions/023). A finished job keeps its result, not its
// input (JOB-5).
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    organizationId: organizationId(),
    kind: text("kind").notNull(),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    runAfter: timestamp("run_after", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // JOB-2: the node holding the job and until when; a lease that runs out makes the job claimable again.
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    payload: jsonb("payload").notNull().default({}),
    result: jsonb("result"),
    // JOB-8: the file a job made (a briefing book, EXPORT-24), downloadable from any node; deleted with the
    // job after 30 days (JOB-5).
    resultFile: bytea("result_file"),
    // JOB-4: a message for the people who read the Jobs screen, never a stack.
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("jobs_organization_idx").on(t.organizationId, t.createdAt),
    index("jobs_due_idx").on(t.state, t.runAfter),
    // IMPORT-25: one import queued or running per member, kept by the database across nodes.
    uniqueIndex("jobs_one_import_per_member")
      .on(t.createdBy)
      .where(sql`${t.kind} = 'measurement-import' and ${t.state} in ('queued', 'running')`),
    check("jobs_state_check", sql`${t.state} in ('queued', 'running', 'succeeded', 'failed')`),
    check("jobs_progress_check", sql`${t.progressDone} >= 0 and ${t.progressTotal} >= 0`),
    check("jobs_attempts_check", sql`${t.maxAttempts} between 1 and 20`),
  ],
);
