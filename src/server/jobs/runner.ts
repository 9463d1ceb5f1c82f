// The job runner (JOB-1..JOB-5, docs/decisions/023): one poll loop per app process claims the organizations'
// queued jobs from the database, one at a time, and runs each kind's handler. A claim is a lease: a node
// that dies mid-job leaves it to another once the lease runs out; a failed try is retried with back-off up
// to the job's attempts. The loop's timers never keep a process up.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { JOB_ABANDONED_MESSAGE, JOB_FAILED_MESSAGE, retryDelaySeconds } from "../../domain/jobs";
import type { Config } from "../config";
import { type Database, selectRows } from "../db/client";
import { jobs } from "../db/schema";
import { withPlatform } from "../db/tenant";
import type { ServiceDeps } from "../services";

/** A claimed job, as its handler receives it. */
export type ClaimedJob = {
  id: string;
  organizationId: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  createdBy: string | null;
};

export type JobContext = {
  job: ClaimedJob;
  deps: ServiceDeps;
  /**
   * JOB-3: records how far the job is and renews its lease. Throws (ending the handler) when this node no
   * longer holds the job (its lease ran out and another node took it) or the process is stopping, so a
   * handler calls it between slices of work, never inside a transaction it wants to keep.
   */
  progress(done: number, total?: number): Promise<void>;
};

/** What a kind's handler does; what it returns is the job's result (JOB-5). */
export type JobHandler = (context: JobContext) => Promise<unknown>;

/** JOB-4: a failure whose message is for the user (a refusal, not a fault): the job fails at once. */
export class JobRefused extends Error {}

/** The job is no longer this node's to run (lease lost, or the process is stopping). */
class JobReleased extends Error {}

export type JobRunner = {
  /** Looks for work now (after a commit that queued a job). */
  kick(): void;
  /** Runs until no job is due; for tests and scripts. */
  drain(): Promise<void>;
  /** Stops polling; a job under way is handed back to the queue at its next progress (JOB-2). */
  stop(): Promise<void>;
};

const POLL_MS = 1000;
const LEASE_SECONDS = 60;
// JOB-5: finished jobs are kept this long for the Jobs screen, then deleted.
const KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Row = {
  id: string;
  organization_id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  created_by: string | null;
};

export function startJobRunner(options: {
  db: Database;
  config: Config;
  kickMail: () => void;
  log: { warn(obj: object, msg: string): void };
  handlers: Readonly<Record<string, JobHandler>>;
  pollMs?: number;
  leaseSeconds?: number;
  /** A name for this process's claims; two runners in one process (a test) need two names. */
  nodeId?: string;
}): JobRunner {
  const { db, log, handlers } = options;
  const node = options.nodeId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  const deps: ServiceDeps = { db, config: options.config, kickMail: options.kickMail };
  const kinds = Object.keys(handlers);
  let running: Promise<void> | null = null;
  // A kick during a run that already found nothing due runs the loop once more after it.
  let kickedMeanwhile = false;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let prunedAt = 0;

  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, node), eq(jobs.state, "running"));

  // JOB-2: the claim is one statement: the due job (queued and due, or running with a lease that ran out)
  // is locked with SKIP LOCKED, so two nodes never take the same job, and leased to this node.
  async function claim(): Promise<ClaimedJob | null> {
    if (kinds.length === 0) return null;
    const [row] = await withPlatform(db, (tx) =>
      selectRows<Row>(
        tx,
        sql`update jobs set state = 'running', attempts = attempts + 1, locked_by = ${node},
                   locked_until = now() + make_interval(secs => ${lease}),
                   started_at = coalesce(started_at, now()), updated_at = now()
             where id = (select id from jobs
                          where ((state = 'queued' and run_after <= now())
                                 or (state = 'running' and locked_until < now()))
                            and attempts < max_attempts
                            and kind in (${sql.join(
                              kinds.map((kind) => sql`${kind}`),
                              sql`, `,
                            )})
                          order by run_after, created_at
                          limit 1
                          for update skip locked)
         returning id, organization_id, kind, payload, attempts, max_attempts, created_by`,
      ),
    );
    return row
      ? {
          id: row.id,
          organizationId: row.organization_id,
          kind: row.kind,
          payload: row.payload,
          attempts: row.attempts,
          maxAttempts: row.max_attempts,
          createdBy: row.created_by,
        }
      : null;
  }

  // JOB-2: a job whose lease ran out on its last allowed try will not be claimed again: it fails. JOB-5:
  // finished jobs past their keeping are deleted (at most once an hour per process).
  async function sweep(): Promise<void> {
    await withPlatform(db, (tx) =>
      tx
        .update(jobs)
        .set({
          state: "failed",
          error: JOB_ABANDONED_MESSAGE,
          finishedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          payload: {},
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(jobs.state, "running"),
            sql`${jobs.lockedUntil} < now()`,
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        ),
    );
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await withPlatform(db, (tx) =>
      tx.delete(jobs).where(sql`${jobs.finishedAt} < now() - make_interval(days => ${KEEP_DAYS})`),
    );
  }

  async function progress(job: ClaimedJob, done: number, total?: number): Promise<void> {
    if (stopping) throw new JobReleased("the process is stopping");
    const kept = await withPlatform(db, (tx) =>
      tx
        .update(jobs)
        .set({
          progressDone: done,
          ...(total === undefined ? {} : { progressTotal: total }),
          lockedUntil: sql`now() + make_interval(secs => ${lease})`,
          updatedAt: sql`now()`,
        })
        .where(mine(job.id))
        .returning({ id: jobs.id }),
    );
    if (kept.length === 0) throw new JobReleased("another node holds the job");
  }

  async function settle(job: ClaimedJob, outcome: { result: unknown } | { error: unknown }): Promise<void> {
    if ("result" in outcome) {
      await withPlatform(db, (tx) =>
        tx
          .update(jobs)
          .set({
            state: "succeeded",
            result: outcome.result ?? null,
            progressDone: sql`${jobs.progressTotal}`,
            error: null,
            finishedAt: sql`now()`,
            lockedBy: null,
            lockedUntil: null,
            payload: {},
            updatedAt: sql`now()`,
          })
          .where(mine(job.id)),
      );
      return;
    }
    const { error } = outcome;
    if (error instanceof JobReleased) {
      // JOB-2: stopping: the job goes back to the queue at once for another node (or this one's next start).
      if (stopping) {
        await withPlatform(db, (tx) =>
          tx
            .update(jobs)
            .set({ state: "queued", lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
            .where(mine(job.id)),
        );
      }
      return;
    }
    const refused = error instanceof JobRefused;
    if (!refused) log.warn({ err: error, jobId: job.id, kind: job.kind }, "job failed");
    const final = refused || job.attempts >= job.maxAttempts;
    await withPlatform(db, (tx) =>
      tx
        .update(jobs)
        .set(
          final
            ? {
                state: "failed",
                // JOB-4: the user reads a sentence; the cause went to the log.
                error: refused ? (error as Error).message : JOB_FAILED_MESSAGE,
                finishedAt: sql`now()`,
                lockedBy: null,
                lockedUntil: null,
                payload: {},
                updatedAt: sql`now()`,
              }
            : {
                state: "queued",
                runAfter: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
                lockedBy: null,
                lockedUntil: null,
                updatedAt: sql`now()`,
              },
        )
        .where(mine(job.id)),
    );
  }

  async function runOnce(): Promise<void> {
    await sweep();
    while (!stopping) {
      const job = await claim();
      if (!job) return;
      const handler = handlers[job.kind];
      if (!handler) return;
      try {
        const result = await handler({ job, deps, progress: (done, total) => progress(job, done, total) });
        await settle(job, { result });
      } catch (error) {
        await settle(job, { error });
      }
    }
  }

  function tick(): Promise<void> {
    if (running) {
      kickedMeanwhile = true;
      return running;
    }
    running = runOnce()
      .catch((error) => log.warn({ err: error }, "job runner: no job claimed this time"))
      .finally(() => {
        running = null;
        if (kickedMeanwhile && !stopping) {
          kickedMeanwhile = false;
          void tick();
        }
      });
    return running;
  }

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, options.pollMs ?? POLL_MS);
    timer.unref();
  };
  schedule();

  return {
    kick: () => {
      if (!stopping) void tick();
    },
    drain: async () => {
      while (running) await running;
      await tick();
    },
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
