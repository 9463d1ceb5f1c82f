// An import of 300 actuals by a member under approval (APPROVAL-1, IMPORT-16, APPROVAL-6): the rows
// become one submission per KPI assignment, whose scorecard impact is computed once per submission, so
// the request ends well inside a request timeout, and a signed-in tab's poll is answered meanwhile.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { actualSubmissions } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  insertKpis,
} from "../support/cascade";
import { callApi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

const YEAR = 2026;
const KPIS = 25;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let member: { cookie: string; id: string };

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
      targets: Object.fromEntries(MONTH_KEYS.map((key) => [key, 100])),
      period: String(YEAR),
    });
  }
  await expectStatus(send, 200, "PUT", "/api/organization-settings", {
    dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("300 imported actuals under approval", () => {
  it("become one submission per KPI assignment, and a concurrent GET /api/auth/user answers first", async () => {
    const rows = Array.from({ length: KPIS }, (_, index) =>
      MONTH_KEYS.map((period, month) => ({
        function: "Sales",
        kpi: `Measure ${index + 1}`,
        year: YEAR,
        period,
        actual: 50 + month,
      })),
    ).flat();
    expect(rows).toHaveLength(300);
    // The poll's session is in the session cache (docs/decisions/005), as a signed-in tab's is.
    expect((await callApi(t, "GET", "/api/auth/user", admin.cookie)).statusCode).toBe(200);
    const finished: string[] = [];
    const started = performance.now();
    const importing = callApi(t, "POST", "/api/imports/measurements?dryRun=false", member.cookie, {
      mode: "valid-only",
      rows,
    }).then((res) => {
      finished.push("import");
      return { res, seconds: (performance.now() - started) / 1000 };
    });
    const polling = callApi(t, "GET", "/api/auth/user", admin.cookie).then((res) => {
      finished.push("auth");
      return res;
    });
    const [imported, polled] = await Promise.all([importing, polling]);
    console.log(`300-row import under approval: ${imported.seconds.toFixed(2)} s`);
    expect(polled.statusCode).toBe(200);
    expect(imported.res.statusCode, imported.res.body).toBe(200);
    expect(imported.res.json().totals).toMatchObject({ rows: 300, pending: 300, written: 0, errors: 0 });
    expect(finished).toEqual(["auth", "import"]);
    const submissions = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ values: actualSubmissions.values, impact: actualSubmissions.impact })
        .from(actualSubmissions)
        .where(eq(actualSubmissions.organizationId, admin.user.organizationId)),
    );
    expect(submissions).toHaveLength(KPIS);
    // APPROVAL-6: every submitted period has its impact.
    for (const one of submissions) {
      expect((one.impact as { periods: unknown[] }).periods).toHaveLength(12);
    }
  }, 120_000);
});
