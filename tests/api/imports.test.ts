// Import of targets and actuals over the API (IMPORT-1..IMPORT-22, API-27, API-28): dry runs write
// nothing, both modes, closed periods, approval, ownership, calculated KPIs, every kind of bad row
// reported on its row at once, the limits, the template, and 10,000 rows in one request.
import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { activities, actualSubmissions, kpiAssignments, kpiMeasurements } from "../../src/server/db/schema";
import { withPlatform, withTenant } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  insertKpis,
  type Send,
} from "../support/cascade";
import { awaitJob } from "../support/jobs";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

const YEAR = 2026;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let member: { cookie: string; id: string };
let sales: { id: string };
let ceoId: string;
let objectiveAssignmentId: string;
let objectiveId: string;
const ids: Record<string, string> = {};

type Result = {
  row: number;
  status: string;
  errors: { field: string; message: string }[];
  warnings: { field: string; message: string }[];
  kpiAssignmentId?: string;
};
type Answer = {
  dryRun: boolean;
  committed: boolean;
  results: Result[];
  totals: {
    rows: number;
    valid: number;
    errors: number;
    written: number;
    pending: number;
    unchanged: number;
  };
};

const post = (cookie: string, body: object, dryRun = false) =>
  callApi(t, "POST", `/api/imports/measurements?dryRun=${dryRun}`, cookie, body);

async function importRows(
  rows: object[],
  options: { cookie?: string; mode?: string; dryRun?: boolean } = {},
): Promise<Answer> {
  const cookie = options.cookie ?? admin.cookie;
  const res = await post(cookie, { mode: options.mode ?? "valid-only", rows }, options.dryRun ?? false);
  // IMPORT-24: a large import is a job whose result is the answer.
  if (res.statusCode === 202) {
    const job = await awaitJob(t, cookie, res.json().jobId, { timeoutMs: 170_000 });
    expect(job.state, job.error ?? "").toBe("succeeded");
    return job.result as Answer;
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

const stored = (assignmentId: string, key: string, year = YEAR) =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select({ target: kpiMeasurements.target, actual: kpiMeasurements.actual })
      .from(kpiMeasurements)
      .where(
        and(
          eq(kpiMeasurements.kpiAssignmentId, assignmentId),
          eq(kpiMeasurements.year, year),
          eq(kpiMeasurements.periodKey, key),
        ),
      );
    return row ?? { target: null, actual: null };
  });

const fieldsOf = (result: Result | undefined) => result?.errors.map((e) => e.field) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  send = injectSender(t, admin.cookie);
  const memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
  member = { cookie: memberCookie, id: (await callApi(t, "GET", "/api/auth/user", memberCookie)).json().id };
  const ceo = await createFunction(send, "Chief Executive");
  sales = await createFunction(send, "Sales", ceo.id);
  ceoId = ceo.id;
  await createFunction(send, "Twin", ceo.id);
  await createFunction(send, "Twin", ceo.id);
  objectiveId = (await createObjective(t, admin.cookie, { name: "Grow" })).id;
  objectiveAssignmentId = (
    await assignObjective(send, { objectiveId, organizationFunctionId: sales.id, weight: 100 })
  ).id;
  const assign = async (key: string, kpi: object, ownerId?: string) => {
    const created = await createKpi(t, admin.cookie, kpi);
    ids[`${key}Kpi`] = created.id;
    ids[key] = (
      await assignKpi(send, {
        kpiId: created.id,
        objectiveAssignmentId,
        weight: 25,
        ...(ownerId ? { ownerId } : {}),
      })
    ).id;
  };
  await assign("revenue", { name: "Revenue", frequency: "monthly", code: "REV" });
  await assign("margin", { name: "Margin", frequency: "quarterly", code: "MARGIN" });
  await assign("owned", { name: "Calls made", frequency: "monthly" }, member.id);
  await assign("calc", { name: "Revenue doubled", frequency: "monthly", formula: "{REV} * 2" });
});

afterAll(async () => {
  await t?.close();
});

describe("IMPORT-1: dry run", () => {
  it("checks every row and writes nothing", async () => {
    const answer = await importRows(
      [
        { function: "Sales", kpi: "Revenue", year: 2026, period: "january", target: 100, actual: 90 },
        { function: "Sales", kpi: "Margin", year: "2026", period: "Q1", target: "40" },
      ],
      { dryRun: true },
    );
    expect(answer.dryRun).toBe(true);
    expect(answer.committed).toBe(false);
    expect(answer.results.map((r) => [r.row, r.status])).toEqual([
      [2, "ok"],
      [3, "ok"],
    ]);
    expect(answer.results[0]?.kpiAssignmentId).toBe(ids.revenue);
    expect(answer.totals).toEqual({ rows: 2, valid: 2, errors: 0, written: 2, pending: 0, unchanged: 0 });
    expect(await stored(ids.revenue!, "january")).toEqual({ target: null, actual: null });
    expect(await stored(ids.margin!, "q1")).toEqual({ target: null, actual: null });
  });
});

describe("IMPORT-4..IMPORT-11: every error of every row at once", () => {
  it("reports unknown columns, wrong types, unknown names, bad periods, bounds and duplicates per row", async () => {
    const answer = await importRows(
      [
        {
          row: 2,
          function: "Sales",
          kpi: "Revenue",
          year: 2026,
          period: "february",
          actual: 10,
          colour: "red",
        },
        { row: 3, function: "Nowhere", kpi: "Revenue", year: 2026, period: "march", actual: 1 },
        { row: 4, function: "Sales", kpi: "Profit", year: 2026, period: "march", actual: 1 },
        { row: 5, function: "Sales", kpi: "Margin", year: 2026, period: "march", target: 1 },
        { row: 6, function: "Sales", kpi: "Revenue", year: "twenty", period: "march", actual: "abc" },
        { row: 7, function: "Sales", kpi: "Revenue", year: 2026, period: "april", actual: 1e13 },
        { row: 8, function: "Sales", kpi: "Revenue", year: 2026, period: "may", actual: 5 },
        { row: 9, function: "Sales", kpi: "Revenue", year: 2026, period: "May", actual: 6 },
        { row: 10, function: "Twin", kpi: "Revenue", year: 2026, period: "may", actual: 6 },
        { row: 11, function: 12, kpi: ["x"], year: 2026, period: "may" },
        { row: 13, function: "Sales", kpi: "Revenue", year: 2026, period: "june", actual: "1 234.5" },
      ],
      { mode: "valid-only" },
    );
    const by = new Map(answer.results.map((r) => [r.row, r]));
    expect(fieldsOf(by.get(2))).toEqual(["colour"]);
    expect(by.get(2)?.errors[0]?.message).toContain('Unknown column "colour"');
    expect(fieldsOf(by.get(3))).toEqual(["function"]);
    expect(by.get(3)?.errors[0]?.message).toBe('No function is named "Nowhere".');
    expect(fieldsOf(by.get(4))).toEqual(["kpi"]);
    expect(fieldsOf(by.get(5))).toEqual(["period"]);
    expect(by.get(5)?.errors[0]?.message).toContain("q1, q2, q3, q4");
    expect(fieldsOf(by.get(6)).sort()).toEqual(["actual", "year"]);
    expect(fieldsOf(by.get(7))).toEqual(["actual"]);
    // IMPORT-8: both rows of a duplicate pair are flagged, naming each other.
    expect(by.get(8)?.errors[0]?.message).toContain("row 9");
    expect(by.get(9)?.errors[0]?.message).toContain("row 8");
    expect(by.get(10)?.errors[0]?.message).toContain("Several functions are named");
    expect(fieldsOf(by.get(11)).sort()).toEqual(["function", "kpi"]);
    expect(by.get(13)?.status).toBe("ok");
    expect(answer.totals).toMatchObject({ rows: 11, errors: 10, valid: 1, written: 1 });
    expect(answer.committed).toBe(true);
    expect((await stored(ids.revenue!, "june")).actual).toBe(1234.5);
    expect((await stored(ids.revenue!, "may")).actual).toBeNull();
    expect((await stored(ids.revenue!, "february")).actual).toBeNull();
  });

  it("resolves functions and KPIs by id too", async () => {
    const answer = await importRows([
      { function: sales.id, kpi: ids.revenueKpi, year: 2026, period: "july", actual: 7 },
      { function: sales.id, kpi: ids.revenue, year: 2026, period: "august", actual: 8 },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(["ok", "ok"]);
    expect((await stored(ids.revenue!, "august")).actual).toBe(8);
  });

  it("refuses a calculated KPI's actual but takes its target (CALC-10)", async () => {
    const answer = await importRows([
      { function: "Sales", kpi: "Revenue doubled", year: 2026, period: "january", actual: 5 },
      { function: "Sales", kpi: "Revenue doubled", year: 2026, period: "february", target: 50 },
    ]);
    expect(answer.results[0]?.errors).toEqual([
      {
        field: "actual",
        message: "This KPI is calculated from its formula: its actual results cannot be entered.",
      },
    ]);
    expect(answer.results[1]?.status).toBe("ok");
    expect((await stored(ids.calc!, "february")).target).toBe(50);
  });

  it("counts rows whose values are already stored as unchanged and warns when a value is replaced", async () => {
    await importRows([{ function: "Sales", kpi: "Revenue", year: 2026, period: "october", actual: 1 }]);
    const answer = await importRows([
      { function: "Sales", kpi: "Revenue", year: 2026, period: "october", actual: 1 },
      { function: "Sales", kpi: "Revenue", year: 2026, period: "july", actual: 70 },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(["skipped", "warning"]);
    expect(answer.results[1]?.warnings[0]?.message).toBe("Replaces the stored actual 7.");
    expect(answer.totals).toMatchObject({ unchanged: 1, written: 1 });
  });
});

describe("IMPORT-14: all-or-nothing", () => {
  it("writes nothing when any row has an error, everything when none has", async () => {
    const rows = [
      { function: "Sales", kpi: "Margin", year: 2026, period: "q2", target: 20, actual: 18 },
      { function: "Sales", kpi: "Margin", year: 2026, period: "q3", target: "x" },
    ];
    const failed = await importRows(rows, { mode: "all-or-nothing" });
    expect(failed.committed).toBe(false);
    expect(failed.results.map((r) => r.status)).toEqual(["skipped", "error"]);
    expect(failed.totals).toMatchObject({ written: 0, errors: 1 });
    expect(await stored(ids.margin!, "q2")).toEqual({ target: null, actual: null });
    const done = await importRows([rows[0]!], { mode: "all-or-nothing" });
    expect(done.committed).toBe(true);
    expect(await stored(ids.margin!, "q2")).toEqual({ target: 20, actual: 18 });
  });
});

describe("IMPORT-9, LOCK-3: closed periods", () => {
  it("refuses changed values in a closed period on their row, with the lock's message", async () => {
    const lock = await expectStatus(send, 201, "POST", "/api/period-locks", {
      year: 2026,
      frequency: "quarterly",
      period: "q4",
    });
    const answer = await importRows([
      { function: "Sales", kpi: "Margin", year: 2026, period: "q4", actual: 3 },
      { function: "Sales", kpi: "Revenue", year: 2026, period: "november", actual: 3 },
      { function: "Sales", kpi: "Margin", year: 2026, period: "q2", target: 20 },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(["error", "error", "skipped"]);
    expect(answer.results[0]?.errors[0]?.message).toMatch(/Q4 2026 is closed/);
    expect((await stored(ids.revenue!, "november")).actual).toBeNull();
    await expectStatus(send, 200, "DELETE", `/api/period-locks/${lock.id}`, { reason: "Test done" });
  });
});

describe("IMPORT-10, ROLE-2: a member imports only the actuals of what they own", () => {
  it("refuses other assignments and target changes on their rows", async () => {
    const answer = await importRows(
      [
        { function: "Sales", kpi: "Calls made", year: 2026, period: "january", actual: 12 },
        { function: "Sales", kpi: "Revenue", year: 2026, period: "january", actual: 12 },
        { function: "Sales", kpi: "Calls made", year: 2026, period: "february", target: 9 },
      ],
      { cookie: member.cookie },
    );
    expect(answer.results.map((r) => r.status)).toEqual(["ok", "error", "error"]);
    expect(answer.results[1]?.errors[0]?.message).toBe(
      "You can import values only for KPI assignments you own.",
    );
    expect(answer.results[2]?.errors[0]).toEqual({
      field: "target",
      message: "Only an administrator can change targets.",
    });
    expect((await stored(ids.owned!, "january")).actual).toBe(12);
  });

  it("a member's actuals wait for approval when the organization asks for it (APPROVAL-1)", async () => {
    await expectStatus(send, 200, "PUT", "/api/organization-settings", {
      dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
    });
    const answer = await importRows(
      [
        { function: "Sales", kpi: "Calls made", year: 2026, period: "march", actual: 30 },
        { function: "Sales", kpi: "Calls made", year: 2026, period: "april", actual: 40 },
      ],
      { cookie: member.cookie },
    );
    expect(answer.results.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(answer.totals).toMatchObject({ pending: 2, written: 0 });
    expect((await stored(ids.owned!, "march")).actual).toBeNull();
    const submissions = await withPlatform(t.database.db, (tx) =>
      tx.select().from(actualSubmissions).where(eq(actualSubmissions.kpiAssignmentId, ids.owned!)),
    );
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.values).toEqual({ march: 30, april: 40 });
    await expectStatus(send, 200, "PUT", "/api/organization-settings", {
      dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
    });
  });
});

describe("IMPORT-18: activity", () => {
  it("records one summary row per import and one row per changed actual", async () => {
    const before = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
    );
    await importRows([
      { function: "Sales", kpi: "Revenue", year: 2026, period: "september", actual: 9 },
      { function: "Sales", kpi: "Revenue", year: 2026, period: "december", actual: 12 },
    ]);
    const after = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
    );
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added.filter((row) => row.action === "actual_result_update")).toHaveLength(2);
    expect(added.filter((row) => row.action === "uploaded_data")).toHaveLength(1);
  });
});

describe("IMPORT-3: limits and bad requests", () => {
  it("refuses more than 10,000 rows, a body over 5 MB, an unknown mode and a bad dryRun", async () => {
    const row = { function: "Sales", kpi: "Revenue", year: 2026, period: "january" };
    const tooMany = await post(admin.cookie, { mode: "valid-only", rows: Array(10_001).fill(row) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("at most 10,000 rows");
    const huge = await post(admin.cookie, {
      mode: "valid-only",
      rows: [{ ...row, kpi: "x".repeat(6 * 1024 * 1024) }],
    });
    expect(huge.statusCode).toBe(413);
    expect((await post(admin.cookie, { mode: "some", rows: [row] })).statusCode).toBe(400);
    expect((await post(admin.cookie, { mode: "valid-only", rows: [] })).statusCode).toBe(400);
    // A row that is not an object at all is the one shape refused for the whole request, naming the row.
    const notARow = await post(admin.cookie, { mode: "valid-only", rows: [row, "not a row"] });
    expect(notARow.statusCode).toBe(400);
    expect(notARow.json().fields).toHaveProperty("rows.1");
    const badQuery = await callApi(t, "POST", "/api/imports/measurements?dryRun=maybe", admin.cookie, {
      mode: "valid-only",
      rows: [row],
    });
    expect(badQuery.statusCode).toBe(400);
    expect(
      (await callApi(t, "POST", "/api/imports/measurements", undefined, { mode: "valid-only", rows: [row] }))
        .statusCode,
    ).toBe(401);
  });

  it("a row of another organization's function is unknown (TENANT-4)", async () => {
    const other = await signUpVerified(t);
    const answer = await importRows(
      [{ function: sales.id, kpi: ids.revenue, year: 2026, period: "january", actual: 1 }],
      { cookie: other.cookie },
    );
    expect(fieldsOf(answer.results[0])).toEqual(["function"]);
  });
});

describe("IMPORT-20..IMPORT-22: the template", () => {
  it("lists the caller's writable assignments with their stored values, neutralised", async () => {
    await createFunction(send, "=cmd|' /C calc'!A0", ceoId);
    const res = await callApi(
      t,
      "GET",
      "/api/imports/measurements/template.csv?year=2026&frequency=quarterly",
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("measurements-2026.csv");
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(["function", "kpi", "year", "period", "target", "actual"]);
    expect(parsed.data.slice(1)).toEqual([
      ["Sales", "Margin", "2026", "q1", "", ""],
      ["Sales", "Margin", "2026", "q2", "20", "18"],
      ["Sales", "Margin", "2026", "q3", "", ""],
      ["Sales", "Margin", "2026", "q4", "", ""],
    ]);
    const mine = await callApi(
      t,
      "GET",
      "/api/imports/measurements/template.csv?year=2026&period=march",
      member.cookie,
    );
    const rows = Papa.parse<string[]>(mine.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows.slice(1)).toEqual([["Sales", "Calls made", "2026", "march", "", ""]]);
    const bad = await callApi(
      t,
      "GET",
      "/api/imports/measurements/template.csv?frequency=quarterly&period=march",
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("neutralises text cells that would start a formula (IMPORT-22)", async () => {
    const evil = await createFunction(send, "=HYPERLINK(1)", ceoId);
    const oa = await assignObjective(send, { objectiveId, organizationFunctionId: evil.id, weight: 100 });
    await assignKpi(send, { kpiId: ids.marginKpi!, objectiveAssignmentId: oa.id, weight: 100 });
    const res = await callApi(
      t,
      "GET",
      "/api/imports/measurements/template.csv?year=2026&period=q1",
      admin.cookie,
    );
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows.some((row) => row[0] === "'=HYPERLINK(1)")).toBe(true);
    // Reading the template back: the apostrophe is not part of the name, so the id-less name is unknown,
    // but the file's own values re-import as unchanged.
    const back = await importRows(
      rows
        .slice(1)
        .filter((row) => row[0] === "Sales")
        .map(([fn, kpi, year, period, target, actual]) => ({
          function: fn,
          kpi,
          year,
          period,
          ...(target ? { target } : {}),
          ...(actual ? { actual } : {}),
        })),
      { dryRun: true },
    );
    expect(back.results.every((r) => r.status === "skipped")).toBe(true);
  });
});

describe("IMPORT-16, IMPORT-24: 10,000 rows in one request (a job)", () => {
  it("imports 10,000 rows and counts them", async () => {
    const fn = await createFunction(send, "Bulk", ceoId);
    const oa = await assignObjective(send, { objectiveId, organizationFunctionId: fn.id, weight: 100 });
    const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
    const made = await insertKpis(
      t.database.db,
      ctx,
      Array.from({ length: 834 }, (_, i) => ({ name: `Bulk KPI ${i}`, frequency: "monthly" as const })),
    );
    await withTenant(t.database.db, { ...ctx, role: "admin" }, (tx) =>
      tx.insert(kpiAssignments).values(
        made.map((kpi) => ({
          organizationId: ctx.orgId,
          kpiId: kpi.id,
          objectiveAssignmentId: oa.id,
          linkedObjectiveId: objectiveId,
          weight: 1,
        })),
      ),
    );
    const months = MONTH_KEYS;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      function: "Bulk",
      kpi: `Bulk KPI ${Math.floor(i / 12)}`,
      year: 2026,
      period: months[i % 12],
      target: 100,
      actual: i % 100,
    }));
    const dry = await importRows(rows, { dryRun: true });
    expect(dry.totals).toEqual({
      rows: 10_000,
      valid: 10_000,
      errors: 0,
      written: 10_000,
      pending: 0,
      unchanged: 0,
    });
    const real = await importRows(rows, { mode: "all-or-nothing" });
    expect(real.committed).toBe(true);
    expect(real.totals.written).toBe(10_000);
    const count = await withPlatform(
      t.database.db,
      async (tx) =>
        (
          await tx
            .select({ key: kpiMeasurements.periodKey })
            .from(kpiMeasurements)
            .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiMeasurements.kpiAssignmentId))
            .where(eq(kpiAssignments.objectiveAssignmentId, oa.id))
        ).length,
    );
    expect(count).toBe(10_000);
  }, 180_000);
});
