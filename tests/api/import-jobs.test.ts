// Imports as background jobs (IMPORT-24..IMPORT-27, docs/decisions/023): above IMPORT_JOB_MIN_ROWS rows an
// import answers 202 with a job whose result is what the dry run of the same file said; all-or-nothing
// writes nothing when a row has an error; one import at a time per member and 60 an hour (429); years
// far from today refuse the request (400 naming the row and the field).
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMPORT_JOB_MIN_ROWS,
  IMPORT_RATE_MESSAGE,
  IMPORT_RUNNING_MESSAGE,
  IMPORTS_PER_HOUR,
} from "../../src/domain/imports";
import { MONTH_KEYS } from "../../src/domain/periods";
import type { ImportResponse } from "../../src/domain/schemas/imports";
import { activities, jobs, kpiMeasurements } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { storedKey } from "../../src/server/features/auth/rate-limit";
import { signUpVerified } from "../support/accounts";
import { assignKpi, assignObjective, createFunction, injectSender, insertKpis } from "../support/cascade";
import { awaitJob } from "../support/jobs";
import { callApi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

const YEAR = new Date().getUTCFullYear();
const KPIS = 25;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let member: { cookie: string; id: string };

const post = (cookie: string, body: object, dryRun = false) =>
  callApi(t, "POST", `/api/imports/measurements?dryRun=${dryRun}`, cookie, body);

/** 25 KPIs × 12 months, every value new, plus three bad rows (unknown KPI, bad period, a duplicate). */
function file(actualBase: number) {
  const rows: Record<string, unknown>[] = Array.from({ length: KPIS }, (_, index) =>
    MONTH_KEYS.map((period, month) => ({
      function: "Sales",
      kpi: `Measure ${index + 1}`,
      year: YEAR,
      period,
      target: 100,
      actual: actualBase + month,
    })),
  ).flat();
  rows.push(
    { function: "Sales", kpi: "Nowhere", year: YEAR, period: "january", actual: 1 },
    { function: "Sales", kpi: "Measure 1", year: YEAR, period: "Q9", actual: 1 },
    { function: "Sales", kpi: "Measure 2", year: YEAR, period: "january", actual: 3 },
  );
  return rows.map((row, index) => ({ row: index + 2, ...row }));
}

const measurementCount = () =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(kpiMeasurements)
      .where(
        and(eq(kpiMeasurements.organizationId, admin.user.organizationId), eq(kpiMeasurements.year, YEAR)),
      );
    return row?.count ?? 0;
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  const send = injectSender(t, admin.cookie);
  const memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
  member = { cookie: memberCookie, id: (await callApi(t, "GET", "/api/auth/user", memberCookie)).json().id };
  const ceo = await createFunction(send, "Chief Executive");
  const sales = await createFunction(send, "Sales", ceo.id);
  const objective = await createObjective(t, admin.cookie, { name: "Grow" });
  const objectiveAssignment = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: sales.id,
    weight: 100,
  });
  const library = await insertKpis(
    t.database.db,
    { orgId: admin.user.organizationId, userId: admin.user.id },
    Array.from({ length: KPIS }, (_, index) => ({
      name: `Measure ${index + 1}`,
      frequency: "monthly" as const,
    })),
  );
  for (const kpi of library) {
    await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId: objectiveAssignment.id,
      weight: 4,
      ownerId: member.id,
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("IMPORT-24: a large import is a job", () => {
  it("all-or-nothing with an error row writes nothing, as the dry run said", async () => {
    const body = { mode: "all-or-nothing", rows: file(10) };
    const dry = (await post(admin.cookie, body, true)).json() as ImportResponse;
    const res = await post(admin.cookie, body);
    expect(res.statusCode, res.body).toBe(202);
    const job = await awaitJob(t, admin.cookie, res.json().jobId);
    expect(job.state).toBe("succeeded");
    const result = job.result as ImportResponse;
    expect(result).toMatchObject({ dryRun: false, committed: false, mode: "all-or-nothing" });
    expect(result.results).toEqual(dry.results);
    expect(await measurementCount()).toBe(0);
  });

  it("answers 202 with the job to poll; the job's result is what the dry run of the same file said", async () => {
    const body = { mode: "valid-only", rows: file(50) };
    expect(body.rows.length).toBeGreaterThan(IMPORT_JOB_MIN_ROWS);
    const dry = await post(admin.cookie, body, true);
    expect(dry.statusCode).toBe(200);
    const expected = dry.json() as ImportResponse;
    expect(expected.totals).toMatchObject({ rows: 303, errors: 4, written: 299 });

    const res = await post(admin.cookie, body);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: "queued", progress: { done: 0, total: 303 } });
    expect(res.headers.location).toBe(`/api/jobs/${res.json().jobId}`);
    const job = await awaitJob(t, admin.cookie, res.json().jobId);
    expect(job).toMatchObject({ state: "succeeded", progress: { done: 303, total: 303 }, error: null });
    const result = job.result as ImportResponse;
    expect(result).toMatchObject({
      dryRun: false,
      committed: true,
      mode: "valid-only",
      totals: expected.totals,
    });
    expect(result.results).toEqual(expected.results);
    // 299 rows: every KPI × month but Measure 2 in january (its two rows are duplicates).
    expect(await measurementCount()).toBe(299);
    // IMPORT-18: one summary activity for the whole import.
    const summaries = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ details: activities.details })
        .from(activities)
        .where(
          and(
            eq(activities.organizationId, admin.user.organizationId),
            eq(activities.action, "uploaded_data"),
          ),
        ),
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.details).toMatchObject({ newValue: { rows: 303, written: 299, errors: 4 } });
  });

  it("a small import still answers 200 in its request", async () => {
    const res = await post(admin.cookie, {
      mode: "valid-only",
      rows: file(70).slice(0, IMPORT_JOB_MIN_ROWS),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.rows).toBe(IMPORT_JOB_MIN_ROWS);
  });
});

describe("IMPORT-25, IMPORT-26: limits per member", () => {
  it("refuses a second import while the member's first one runs (429), and takes it after", async () => {
    const [running] = await withPlatform(t.database.db, (tx) =>
      tx
        .insert(jobs)
        .values({
          organizationId: admin.user.organizationId,
          kind: "measurement-import",
          state: "running",
          lockedBy: "another-node",
          lockedUntil: new Date(Date.now() + 3_600_000),
          createdBy: member.id,
        })
        .returning({ id: jobs.id }),
    );
    const body = { mode: "valid-only", rows: file(90).slice(0, IMPORT_JOB_MIN_ROWS + 1) };
    const refused = await post(member.cookie, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(IMPORT_RUNNING_MESSAGE);
    // Another member (the admin) is not held up by it.
    const other = await post(admin.cookie, body);
    expect(other.statusCode, other.body).toBe(202);
    await awaitJob(t, admin.cookie, other.json().jobId);

    await withPlatform(t.database.db, (tx) =>
      tx.update(jobs).set({ state: "succeeded", lockedBy: null }).where(eq(jobs.id, running!.id)),
    );
    const taken = await post(member.cookie, body);
    expect(taken.statusCode, taken.body).toBe(202);
    expect((await awaitJob(t, member.cookie, taken.json().jobId)).state).toBe("succeeded");
  });

  it(`refuses a member's import past ${IMPORTS_PER_HOUR} imports and checks an hour`, async () => {
    await withPlatform(t.database.db, (tx) =>
      tx.execute(
        sql`insert into rate_limits (key, count, window_started_at)
            values (${storedKey(`imports:user:${member.id}`)}, ${IMPORTS_PER_HOUR}, now())
            on conflict (key) do update set count = ${IMPORTS_PER_HOUR}, window_started_at = now()`,
      ),
    );
    const res = await post(member.cookie, { mode: "valid-only", rows: file(1).slice(0, 1) }, true);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(IMPORT_RATE_MESSAGE);
    // The admin's own count is untouched.
    expect(
      (await post(admin.cookie, { mode: "valid-only", rows: file(1).slice(0, 1) }, true)).statusCode,
    ).toBe(200);
  });
});

describe("IMPORT-27: the years an import takes", () => {
  const row = (year: unknown) => ({
    row: 7,
    function: "Sales",
    kpi: "Measure 1",
    year,
    period: "january",
    actual: 1,
  });
  it.each([
    { year: YEAR - 10, status: 200 },
    { year: YEAR + 5, status: 200 },
    { year: YEAR - 11, status: 400 },
    { year: YEAR + 6, status: 400 },
    { year: 1900, status: 400 },
    { year: String(2200), status: 400 },
  ])("year $year answers $status, in a dry run and an import", async ({ year, status }) => {
    for (const dryRun of [true, false]) {
      const res = await post(admin.cookie, { mode: "valid-only", rows: [row(year)] }, dryRun);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) {
        expect(res.json().message).toContain(`Row 7: the year ${year} is outside the years an import takes`);
        expect(res.json().fields).toEqual({
          "rows.0.year": `The year must be from ${YEAR - 10} to ${YEAR + 5}.`,
        });
      }
    }
  });

  it("names the first row and counts the others", async () => {
    const rows = [row(YEAR), { ...row(1950), row: 9 }, { ...row(2150), row: 12 }, { ...row(2100), row: 14 }];
    const res = await post(admin.cookie, { mode: "valid-only", rows }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Row 9: the year 1950 is outside the years an import takes (${YEAR - 10} to ${YEAR + 5}), and so are 2 other rows. Correct the year and import again.`,
    );
    expect(Object.keys(res.json().fields)).toEqual(["rows.1.year", "rows.2.year", "rows.3.year"]);
  });
});
