// The job runner (JOB-1..JOB-6, docs/decisions/023) on the real database: two runners on one database
// never run a job twice (FOR UPDATE SKIP LOCKED); a lease that ran out is claimed again; a failing job is
// retried with back-off, then fails with a sentence and no stack; and GET /api/jobs keeps to the
// organization (TENANT-4) and, for a member, to their own jobs.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_FAILED_MESSAGE } from "../../src/domain/jobs";
import { jobs } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { type JobHandler, JobRefused, letRequestsThrough, startJobRunner } from "../../src/server/jobs";
import { signUpVerified } from "../support/accounts";
import { callApi, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let orgA: { orgId: string; adminId: string; adminCookie: string; memberId: string; memberCookie: string };
let orgB: { orgId: string; adminCookie: string };

const silent = { warn: () => {} };

/** Queues jobs of a kind only this test's runners handle (the app's own runner leaves them alone). */
async function queue(
  kind: string,
  count: number,
  values: Partial<typeof jobs.$inferInsert> = {},
): Promise<string[]> {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx
      .insert(jobs)
      .values(
        Array.from({ length: count }, () => ({
          organizationId: orgA.orgId,
          kind,
          createdBy: orgA.adminId,
          ...values,
        })),
      )
      .returning({ id: jobs.id }),
  );
  return rows.map((row) => row.id);
}

const readJob = (id: string) =>
  withPlatform(t.database.db, async (tx) => (await tx.select().from(jobs).where(eq(jobs.id, id)))[0]!);

function runner(nodeId: string, handlers: Record<string, JobHandler>) {
  return startJobRunner({
    db: t.database.db,
    config: t.config,
    kickMail: () => {},
    log: silent,
    handlers,
    pollMs: 10,
    nodeId,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const adminA = await signUpVerified(t, { companyName: "Jobs A" });
  const memberCookie = await invitedMemberCookie(t, adminA.cookie, "user");
  const memberId = (await callApi(t, "GET", "/api/auth/user", memberCookie)).json().id;
  orgA = {
    orgId: adminA.user.organizationId,
    adminId: adminA.user.id,
    adminCookie: adminA.cookie,
    memberId,
    memberCookie,
  };
  const adminB = await signUpVerified(t, { companyName: "Jobs B" });
  orgB = { orgId: adminB.user.organizationId, adminCookie: adminB.cookie };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("claiming (JOB-2)", () => {
  it("two runners on one database run each of 30 jobs exactly once", async () => {
    const ids = await queue("test-count", 30);
    const ran: string[] = [];
    const handler: JobHandler = async ({ job, progress }) => {
      ran.push(job.id);
      // Work that yields, so the two runners' loops interleave.
      await letRequestsThrough();
      await progress(1, 1);
      await letRequestsThrough();
      return { by: "handler" };
    };
    const one = runner("node-one", { "test-count": handler });
    const two = runner("node-two", { "test-count": handler });
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    await Promise.all([one.stop(), two.stop()]);
    expect(ran.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const job = await readJob(id);
      expect(job).toMatchObject({ state: "succeeded", attempts: 1, progressDone: 1, lockedBy: null });
      expect(job.result).toEqual({ by: "handler" });
    }
  });

  it("claims again a job whose node died (its lease ran out), and not one whose lease holds", async () => {
    const [dead] = await queue("test-lease", 1, {
      state: "running",
      attempts: 1,
      lockedBy: "dead-node",
      lockedUntil: sql`now() - interval '1 second'` as unknown as Date,
    });
    const [held] = await queue("test-lease", 1, {
      state: "running",
      attempts: 1,
      lockedBy: "live-node",
      lockedUntil: sql`now() + interval '1 hour'` as unknown as Date,
    });
    const ran: string[] = [];
    const one = runner("node-three", {
      "test-lease": async ({ job }) => {
        ran.push(job.id);
        return null;
      },
    });
    await one.drain();
    await one.stop();
    expect(ran).toEqual([dead]);
    expect(await readJob(dead!)).toMatchObject({ state: "succeeded", attempts: 2 });
    expect(await readJob(held!)).toMatchObject({ state: "running", lockedBy: "live-node" });
  });

  it("fails a job whose lease ran out on its last try, with a sentence", async () => {
    const [dead] = await queue("test-lease-last", 1, {
      state: "running",
      attempts: 3,
      maxAttempts: 3,
      lockedBy: "dead-node",
      lockedUntil: sql`now() - interval '1 second'` as unknown as Date,
    });
    const one = runner("node-four", { "test-lease-last": async () => null });
    await one.drain();
    await one.stop();
    const job = await readJob(dead!);
    expect(job.state).toBe("failed");
    expect(job.error).toMatch(/stopped each time/);
  });
});

describe("retries (JOB-3, JOB-4)", () => {
  it("retries a failing job after a back-off, then fails it with a message and no stack", async () => {
    const [id] = await queue("test-fail", 1, { maxAttempts: 2 });
    let tries = 0;
    const one = runner("node-five", {
      "test-fail": async () => {
        tries += 1;
        throw new Error("connection reset at Socket.read (/srv/app/node_modules/pg/lib/client.js:123)");
      },
    });
    await one.drain();
    const waiting = await readJob(id!);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, lockedBy: null, error: null });
    // JOB-3: the next try waits (5 s after the first failure).
    expect(waiting.runAfter.getTime()).toBeGreaterThan(Date.now() + 3000);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.id, id!)),
    );
    await one.drain();
    await one.stop();
    expect(tries).toBe(2);
    const failed = await readJob(id!);
    expect(failed).toMatchObject({ state: "failed", attempts: 2, error: JOB_FAILED_MESSAGE, payload: {} });
    expect(failed.error).not.toMatch(/node_modules|Socket/);
  });

  it("fails a refused job at once with its own message", async () => {
    const [id] = await queue("test-refuse", 1, { maxAttempts: 3 });
    const one = runner("node-six", {
      "test-refuse": async () => {
        throw new JobRefused("This period is closed.");
      },
    });
    await one.drain();
    await one.stop();
    expect(await readJob(id!)).toMatchObject({
      state: "failed",
      attempts: 1,
      error: "This period is closed.",
    });
  });

  it("hands a job under way back to the queue when its process stops", async () => {
    const [id] = await queue("test-stop", 1);
    let stopNow: () => void = () => {};
    const stopped = new Promise<void>((resolve) => {
      stopNow = resolve;
    });
    const one = runner("node-seven", {
      "test-stop": async ({ progress }) => {
        stopNow();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await progress(1, 2);
        return "never";
      },
    });
    one.kick();
    await stopped;
    await one.stop();
    expect(await readJob(id!)).toMatchObject({ state: "queued", lockedBy: null, attempts: 1 });
  });
});

describe("GET /api/jobs (API-38, API-39, JOB-6)", () => {
  let adminJob = "";
  let memberJob = "";
  beforeAll(async () => {
    [adminJob = ""] = await queue("measurement-import", 1, { state: "succeeded", result: { done: true } });
    [memberJob = ""] = await queue("measurement-import", 1, {
      state: "failed",
      createdBy: orgA.memberId,
      error: "No.",
    });
  });

  it("an administrator sees every job of the organization, with who started it", async () => {
    const res = await callApi(t, "GET", "/api/jobs", orgA.adminCookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; createdBy: { id: string } | null }[];
    expect(items.map((job) => job.id)).toEqual(expect.arrayContaining([adminJob, memberJob]));
    expect(items.find((job) => job.id === memberJob)?.createdBy?.id).toBe(orgA.memberId);
    const one = await callApi(t, "GET", `/api/jobs/${adminJob}`, orgA.adminCookie);
    expect(one.json()).toMatchObject({ id: adminJob, state: "succeeded", result: { done: true } });
  });

  it("a member sees only their own jobs; another member's job is 404", async () => {
    const res = await callApi(t, "GET", "/api/jobs", orgA.memberCookie);
    expect((res.json().items as { id: string }[]).map((job) => job.id)).toEqual([memberJob]);
    expect((await callApi(t, "GET", `/api/jobs/${memberJob}`, orgA.memberCookie)).json()).toMatchObject({
      state: "failed",
      error: "No.",
      result: null,
    });
    const other = await callApi(t, "GET", `/api/jobs/${adminJob}`, orgA.memberCookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Job not found");
  });

  it("another organization sees none of them (TENANT-4)", async () => {
    const res = await callApi(t, "GET", "/api/jobs", orgB.adminCookie);
    expect(res.json().items).toEqual([]);
    for (const id of [adminJob, memberJob]) {
      expect((await callApi(t, "GET", `/api/jobs/${id}`, orgB.adminCookie)).statusCode).toBe(404);
    }
  });
});
