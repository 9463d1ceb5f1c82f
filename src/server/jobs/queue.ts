// Queuing a job and reading the organization's jobs (JOB-1, JOB-6, API-38, API-39), behind the tenancy
// wall: a job is queued in the transaction of the request that asks for it, and read with the
// organization filter and row-level security like any tenant row.
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { JobKind } from "../../domain/jobs";
import { displayName } from "../../domain/people";
import type { Job, JobDetail } from "../../domain/schemas/jobs";
import type { Tx } from "../db/client";
import { jobs, users } from "../db/schema";
import { type Actor, withTenant } from "../db/tenant";
import { inOrganization } from "../db/tenant-filter";
import { notFound } from "../http-error";
import type { ServiceDeps } from "../services";

export const JOB_NOT_FOUND = "Job not found";
// API-38: the newest jobs first, at most this many.
const LIST_LIMIT = 100;

/**
 * JOB-1: queues a job of the actor's organization in the caller's transaction (it exists only if that
 * commits). Answers null when a unique rule of the table refuses it (IMPORT-25: one import per member).
 */
export async function enqueueJob(
  tx: Tx,
  actor: Actor,
  job: { kind: JobKind; payload: unknown; total: number; maxAttempts?: number },
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      organizationId: actor.orgId,
      kind: job.kind,
      payload: job.payload,
      progressTotal: job.total,
      maxAttempts: job.maxAttempts ?? 3,
      createdBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row ?? null;
}

const columns = {
  id: jobs.id,
  kind: jobs.kind,
  state: jobs.state,
  progressDone: jobs.progressDone,
  progressTotal: jobs.progressTotal,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  createdBy: jobs.createdBy,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: jobs.createdAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
  error: jobs.error,
};

type JobRow = {
  id: string;
  kind: string;
  state: Job["state"];
  progressDone: number;
  progressTotal: number;
  attempts: number;
  maxAttempts: number;
  createdBy: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
};

function present(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: { done: row.progressDone, total: row.progressTotal },
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    createdBy: row.createdBy ? { id: row.createdBy, name: displayName(row) } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** JOB-6: an administrator sees the organization's every job; a member only their own. */
const visibleTo = (actor: Actor, ...more: SQL[]) =>
  and(
    inOrganization(jobs.organizationId, actor.orgId),
    ...(actor.role === "admin" ? [] : [eq(jobs.createdBy, actor.userId)]),
    ...more,
  );

/** GET /api/jobs (API-38): the jobs the caller may see, newest first. */
export function listJobs(deps: ServiceDeps, actor: Actor): Promise<Job[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select(columns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.createdBy))
      .where(visibleTo(actor))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(LIST_LIMIT);
    return rows.map(present);
  });
}

/** GET /api/jobs/{id} (API-39): one job with its result; another organization's or member's is 404. */
export function readJob(deps: ServiceDeps, actor: Actor, id: string): Promise<JobDetail> {
  return withTenant(deps.db, actor, async (tx) => {
    const [row] = await tx
      .select({ ...columns, result: jobs.result })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.createdBy))
      .where(visibleTo(actor, eq(jobs.id, id)));
    if (!row) throw notFound(JOB_NOT_FOUND);
    return { ...present(row), result: row.state === "succeeded" ? (row.result ?? null) : null };
  });
}

export const JOB_FILE_NOT_FOUND = "This job has no file to download";

/**
 * GET /api/jobs/{id}/file (API-40, JOB-8): the file a succeeded job made (a briefing book, EXPORT-24), to
 * whoever may read the job (JOB-6); another organization's or member's job is 404, as is one without a file.
 */
export function readJobFile(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  return withTenant(deps.db, actor, async (tx) => {
    const [row] = await tx
      .select({ state: jobs.state, result: jobs.result, file: jobs.resultFile })
      .from(jobs)
      .where(visibleTo(actor, eq(jobs.id, id)));
    if (!row) throw notFound(JOB_NOT_FOUND);
    const result = (row.result ?? {}) as { fileName?: unknown; contentType?: unknown };
    if (row.state !== "succeeded" || !row.file || typeof result.fileName !== "string") {
      throw notFound(JOB_FILE_NOT_FOUND);
    }
    const contentType =
      typeof result.contentType === "string" ? result.contentType : "application/octet-stream";
    return { body: row.file, fileName: result.fileName, contentType };
  });
}
