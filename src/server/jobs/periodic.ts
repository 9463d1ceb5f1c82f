// The periodic jobs' shared timer (docs/decisions/011, docs/decisions/023): each app process runs the
// job on an interval, one run at a time; the job itself claims its work in the database, so several
// processes never send twice. The timers never keep a process up. Work a request asks for is a queued
// job instead (./runner.ts).
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { organizations } from "../db/schema";
import { type Actor, withPlatform } from "../db/tenant";

/** A job's actor in one organization: no user acts (the nil id is never a user's). */
export const jobActor = (orgId: string): Actor => ({
  orgId,
  userId: "00000000-0000-0000-0000-000000000000",
  role: "admin",
  userName: "Meridian",
});

/** TENANT-3: a job reads only the list of active organizations as the platform; each one's work is behind its wall. */
export async function activeOrganizationIds(db: Database): Promise<string[]> {
  const rows = await withPlatform(db, (tx) =>
    tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.status, "active")),
  );
  return rows.map((row) => row.id);
}

/**
 * Lets the process answer the requests that arrived meanwhile: a job's loop over a large organization's
 * assignments awaits this every JOB_SLICE items, so the people using the app do not wait for the whole
 * loop (a 2,000-KPI organization's reminders held the event loop for 150 ms at once).
 */
export const letRequestsThrough = () => new Promise<void>((resolve) => setImmediate(resolve));
export const JOB_SLICE = 100;

export type PeriodicJob = { stop(): void };

export function startPeriodicJob(
  run: (now: Date) => Promise<unknown>,
  options: {
    log: { warn(obj: object, msg: string): void };
    /** What the warning says when a run fails, e.g. "reminders not sent this time". */
    failure: string;
    firstRunMs: number;
    intervalMs: number;
  },
): PeriodicJob {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run(new Date())
      .catch((error) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, options.firstRunMs);
  const every = setInterval(tick, options.intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
