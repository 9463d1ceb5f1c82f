import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityText } from "../../src/domain/activities";
import { activities } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { clientAddress, JSON_HEADERS, signUpVerified, uniqueEmail } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  insertKpis,
  insertObjectives,
} from "../support/cascade";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;

// Rows of each category, one second apart, oldest first, so "newest first" is checkable.
const SEEDED = [
  { action: "created", entityType: "objective", entityName: "Grow revenue", category: "library" },
  {
    action: "assigned",
    entityType: "objective_assignment",
    entityName: "Grow revenue",
    category: "assignments",
  },
  {
    action: "actual_result_update",
    entityType: "actual_result",
    entityName: "Revenue",
    category: "actual_result_update",
    details: { oldValue: null, newValue: 42, kpiName: "Revenue", period: "q1" },
  },
  { action: "created", entityType: "kpi", entityName: "Revenue", category: "library" },
  { action: "updated", entityType: "other", entityName: "Organization settings", category: "organization" },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  const base = Date.parse("2026-01-10T10:00:00Z");
  await withPlatform(t.database.db, async (tx) => {
    await tx.insert(activities).values(
      SEEDED.map((row, i) => ({
        ...row,
        organizationId: admin.user.organizationId,
        userId: admin.user.id,
        details: "details" in row ? row.details : { userName: "Ada Lovelace" },
        createdAt: new Date(base + i * 1000),
      })),
    );
    await tx.insert(activities).values({
      organizationId: other.user.organizationId,
      action: "created",
      entityType: "theme",
      entityName: "Secret theme",
      category: "library",
    });
  });
});
afterAll(() => t.close());

function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie } });
}

describe("GET /api/activities", () => {
  it("lists the organization's activities newest first, with the spec's fields", async () => {
    const res = await get("/api/activities");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { entityName: string }) => a.entityName)).toEqual([
      "Organization settings",
      "Revenue",
      "Revenue",
      "Grow revenue",
      "Grow revenue",
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["action", "category", "createdAt", "details", "entityId", "entityName", "entityType", "id"].sort(),
    );
    expect(list[2]).toMatchObject({
      action: "actual_result_update",
      details: { oldValue: null, newValue: 42, kpiName: "Revenue" },
    });
  });

  it.each([
    ["library", ["Revenue", "Grow revenue"]],
    ["assignments", ["Grow revenue"]],
    ["actual_result_update", ["Revenue"]],
    ["organization", ["Organization settings"]],
    ["requests", []],
    ["system", []],
  ])("filters by ?category=%s", async (category, names) => {
    const res = await get(`/api/activities?category=${category}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { entityName: string }) => a.entityName)).toEqual(names);
    for (const a of res.json()) expect(a.category).toBe(category);
  });

  it("takes ?limit= and pages with ?before=", async () => {
    const first = (await get("/api/activities?limit=2")).json();
    expect(first.map((a: { entityName: string }) => a.entityName)).toEqual([
      "Organization settings",
      "Revenue",
    ]);
    const next = (
      await get(`/api/activities?limit=2&before=${encodeURIComponent(first[1].createdAt)}`)
    ).json();
    expect(next.map((a: { entityType: string }) => a.entityType)).toEqual([
      "actual_result",
      "objective_assignment",
    ]);
  });

  it.each([
    ["category=nonsense", "category"],
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=abc", "limit"],
    ["before=yesterday", "before"],
  ])("refuses ?%s with 400 naming the field", async (query, field) => {
    const res = await get(`/api/activities?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it("never shows another organization's rows (TENANT-2)", async () => {
    const mine = (await get("/api/activities")).json();
    expect(mine.some((a: { entityName: string }) => a.entityName === "Secret theme")).toBe(false);
    const theirs = (await get("/api/activities", other.cookie)).json();
    expect(theirs.map((a: { entityName: string }) => a.entityName)).toEqual(["Secret theme"]);
  });

  it("records a real write: creating a user adds an organization row at the top", async () => {
    const email = uniqueEmail("activity");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...JSON_HEADERS, cookie: other.cookie },
      remoteAddress: clientAddress(),
      payload: { firstName: "Alan", lastName: "Turing", email, role: "user", sendInvitation: false },
    });
    expect(created.statusCode).toBe(201);
    const [top] = (await get("/api/activities?limit=1", other.cookie)).json();
    expect(top).toMatchObject({
      action: "created",
      entityType: "employee",
      entityName: "Alan Turing",
      entityId: created.json().id,
      category: "organization",
    });
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/activities" })).statusCode).toBe(401);
  });
});

describe("GET /api/activities/counts", () => {
  it("counts Library Actions, Assignments, Data Updates and Total over the whole log", async () => {
    const res = await get("/api/activities/counts");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ library: 2, assignments: 1, dataUpdates: 1, total: 5 });
  });
});

describe("GET /api/activities filters by person and date range (ACTIVITY-4)", () => {
  it("?userId= keeps one person's rows; ?from= and ?to= keep [from, to)", async () => {
    const orgId = other.user.organizationId;
    const colleague = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...JSON_HEADERS, cookie: other.cookie },
      remoteAddress: clientAddress(),
      payload: { firstName: "Kay", lastName: "Colleague", email: uniqueEmail("kay"), sendInvitation: false },
    });
    const kayId = colleague.json().id;
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    await withPlatform(t.database.db, (tx) =>
      tx.insert(activities).values(
        [
          { name: "March by Kay", userId: kayId, at: day("2025-03-10") },
          { name: "April by Kay", userId: kayId, at: day("2025-04-02") },
          { name: "April by admin", userId: other.user.id, at: day("2025-04-20") },
        ].map((row) => ({
          organizationId: orgId,
          userId: row.userId,
          action: "updated",
          entityType: "kpi",
          entityName: row.name,
          category: "library",
          createdAt: row.at,
        })),
      ),
    );
    const names = async (query: string) => {
      const res = await get(`/api/activities?${query}`, other.cookie);
      expect(res.statusCode).toBe(200);
      return res.json().map((a: { entityName: string }) => a.entityName);
    };
    expect(await names(`userId=${kayId}`)).toEqual(["April by Kay", "March by Kay"]);
    const april = `from=${encodeURIComponent("2025-04-01T00:00:00Z")}&to=${encodeURIComponent("2025-05-01T00:00:00Z")}`;
    expect(await names(april)).toEqual(["April by admin", "April by Kay"]);
    expect(await names(`${april}&userId=${kayId}`)).toEqual(["April by Kay"]);
    // A person of another organization finds nothing here (TENANT-2).
    expect(await names(`userId=${admin.user.id}`)).toEqual([]);
  });

  it.each([
    ["userId=someone", "userId"],
    ["from=2025-04-01", "from"],
    ["to=tomorrow", "to"],
  ])("refuses ?%s with 400 naming the field", async (query, field) => {
    const res = await get(`/api/activities?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});

describe("an actual-result update names the KPI's function and period (ACTIVITY-2)", () => {
  it("reads its value in the KPI unit: €3,750.50 for KPI Delivery cost, Operations, March 2026 (UI-113)", async () => {
    const send = injectSender(t, admin.cookie);
    const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
    const ceo = await createFunction(send, "Chief Executive");
    const operations = await createFunction(send, "Operations", ceo.id);
    const [objective] = await insertObjectives(t.database.db, ctx, [{ name: "Deliver on time" }]);
    const [kpi] = await insertKpis(t.database.db, ctx, [
      { name: "Delivery cost", frequency: "monthly", unit: "€" },
    ]);
    const ceoAssignment = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: ceo.id,
    });
    const assignment = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: operations.id,
      parentObjectiveAssignmentId: ceoAssignment.id,
    });
    const kpiAssignment = await assignKpi(send, {
      kpiId: kpi!.id,
      objectiveAssignmentId: assignment.id,
      weight: 100,
    });
    const year = new Date().getUTCFullYear();
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${kpiAssignment.id}`, {
      period: String(year),
      actualResults: { march: 3750.5 },
    });
    const [top] = (await get("/api/activities?category=actual_result_update&limit=1")).json();
    expect(top.details).toMatchObject({ kpiName: "Delivery cost", functionName: "Operations", unit: "€" });
    expect(activityText(top)).toBe(
      `Actual result updated from No previous value to €3,750.50 for KPI Delivery cost, Operations, March ${year}`,
    );
  });
});

describe("what the writers record reads as a sentence (ACTIVITY-7)", () => {
  it("a 2027 weight edit, closing and reopening a period, and an import of a file with refused rows", async () => {
    const texts = await signUpVerified(t, { companyName: "Texts Co" });
    const send = injectSender(t, texts.cookie);
    const ctx = { orgId: texts.user.organizationId, userId: texts.user.id };
    const ceo = await createFunction(send, "Chief Executive");
    const [objective] = await insertObjectives(t.database.db, ctx, [{ name: "Grow revenue" }]);
    const [kpi] = await insertKpis(t.database.db, ctx, [{ name: "Bookings", frequency: "monthly" }]);
    const assignment = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: ceo.id,
      weight: 25,
    });
    await assignKpi(send, { kpiId: kpi!.id, objectiveAssignmentId: assignment.id, weight: 100 });
    const latest = async (category: string) => {
      const [top] = (await get(`/api/activities?category=${category}&limit=1`, texts.cookie)).json();
      return activityText(top);
    };

    await expectStatus(send, 200, "PUT", `/api/objective-assignments/${assignment.id}`, {
      year: 2027,
      weight: 40,
    });
    expect(await latest("assignments")).toBe(
      "Updated objective assignment: Grow revenue (Chief Executive, 2027), weight 25 → 40",
    );

    const lock = await expectStatus(send, 201, "POST", "/api/period-locks", {
      year: 2026,
      frequency: "quarterly",
      period: "q1",
    });
    expect(await latest("organization")).toBe("Closed period: Q1 2026");
    await expectStatus(send, 200, "DELETE", `/api/period-locks/${lock.id}`, { reason: "Late invoices" });
    expect(await latest("organization")).toBe("Reopened period: Q1 2026; reason: Late invoices");

    // A 12-row file whose check refused 7 rows: the screen sends the 5 valid ones and the 7 it left out.
    const rows = ["january", "february", "march", "april", "may"].map((period, i) => ({
      row: i + 2,
      function: "Chief Executive",
      kpi: "Bookings",
      year: 2026,
      period,
      target: 100 + i,
    }));
    const imported = await send("POST", "/api/imports/measurements", {
      mode: "valid-only",
      rows,
      refusedRows: 7,
    });
    expect(imported.status).toBe(200);
    expect(await latest("actual_result_update")).toBe(
      "Imported targets and actuals from a file of 12 rows: 5 written, 0 for approval, 0 unchanged, 7 refused",
    );
  });
});
