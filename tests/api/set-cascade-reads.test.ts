import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentYear } from "../../src/domain/periods";
import type { CascadeFunctionRead, CascadeTree } from "../../src/domain/schemas/set-cascade";
import { clientAddress, signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  buildFunctionChain,
  expectStatus,
  injectSender,
  insertKpis,
  insertObjectives,
  type Send,
} from "../support/cascade";
import { createKpi, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// CASCADE-14, CASCADE-15: Set and Cascade's reads — the function chart with its counts, and one function's
// assignments of a year — checked against figures counted by hand and against the list endpoints.
const YEAR = currentYear(new Date());

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let memberCookie: string;
let chain: Awaited<ReturnType<typeof buildFunctionChain>>;
let otherCeo: { id: string };
const ids: Record<string, string> = {};

function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Cascade Org" });
  send = injectSender(t, admin.cookie);
  memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
  const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
  const [grow, delight, streamline] = await insertObjectives(t.database.db, ctx, [
    { name: "Grow revenue", bscPerspective: "Financial" },
    { name: "Delight customers", bscPerspective: "Customer" },
    { name: "Streamline delivery", bscPerspective: "Internal_Process" },
  ]);
  const [revenue, onTime, cost] = await insertKpis(t.database.db, ctx, [
    { name: "Revenue", frequency: "quarterly", unit: "$" },
    { name: "On-time rate", frequency: "monthly" },
    { name: "Cost per order", frequency: "quarterly", unit: "$" },
  ]);
  chain = await buildFunctionChain(send);
  // Counted by hand:
  //   CEO: 3 objective assignments (one of them ended from YEAR), 3 KPI assignments (one under the ended one)
  //   division: 1 objective assignment, 2 KPI assignments; the general department and department: none.
  const ceoGrow = await assignObjective(send, {
    objectiveId: grow!.id,
    organizationFunctionId: chain.ceo.id,
    weight: 60,
  });
  const ceoDelight = await assignObjective(send, {
    objectiveId: delight!.id,
    organizationFunctionId: chain.ceo.id,
    weight: 40,
  });
  const ceoEnded = await assignObjective(send, {
    objectiveId: streamline!.id,
    organizationFunctionId: chain.ceo.id,
    weight: 10,
  });
  await assignKpi(send, {
    kpiId: revenue!.id,
    objectiveAssignmentId: ceoGrow.id,
    weight: 70,
    period: String(YEAR),
    targets: { q1: 100, q2: 120 },
    actualResults: { q1: 90 },
  });
  await assignKpi(send, { kpiId: onTime!.id, objectiveAssignmentId: ceoGrow.id, weight: 30 });
  await assignKpi(send, { kpiId: cost!.id, objectiveAssignmentId: ceoEnded.id, weight: 100 });
  // CASCADE-10: ended from this year on; earlier years keep it.
  await expectStatus(send, 200, "DELETE", `/api/objective-assignments/${ceoEnded.id}?endFromYear=${YEAR}`);
  const divisionGrow = await assignObjective(send, {
    objectiveId: grow!.id,
    organizationFunctionId: chain.division.id,
    weight: 100,
    parentObjectiveAssignmentId: ceoGrow.id,
  });
  await assignKpi(send, { kpiId: revenue!.id, objectiveAssignmentId: divisionGrow.id, weight: 50 });
  await assignKpi(send, { kpiId: cost!.id, objectiveAssignmentId: divisionGrow.id, weight: 50 });
  Object.assign(ids, {
    ceoGrow: ceoGrow.id,
    ceoDelight: ceoDelight.id,
    ceoEnded: ceoEnded.id,
    divisionGrow: divisionGrow.id,
  });
  otherCeo = await expectStatus(injectSender(t, other.cookie), 201, "POST", "/api/functions", {
    name: "Other CEO",
    parentId: null,
  });
}, 120_000);
afterAll(() => t.close());

describe("GET /api/set-cascade (CASCADE-14)", () => {
  it("lists every function once with the counts counted by hand, and nothing of another organization", async () => {
    const res = await get("/api/set-cascade");
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json() as CascadeTree;
    const byId = new Map(tree.functions.map((f) => [f.id, f]));
    expect(tree.functions).toHaveLength(4);
    expect(byId.has(otherCeo.id)).toBe(false);
    // The counts are those of every year (the ended assignment and its KPI count: a delete takes them).
    expect(byId.get(chain.ceo.id)).toMatchObject({ objectiveCount: 3, kpiCount: 3, parentId: null });
    expect(byId.get(chain.division.id)).toMatchObject({
      objectiveCount: 1,
      kpiCount: 2,
      parentId: chain.ceo.id,
    });
    expect(byId.get(chain.generalDepartment.id)).toMatchObject({ objectiveCount: 0, kpiCount: 0 });
    expect(byId.get(chain.department.id)).toMatchObject({ objectiveCount: 0, kpiCount: 0 });
    // The same functions, order and counts as GET /api/functions, without what the chart does not show.
    const list = (await get("/api/functions")).json() as Record<string, unknown>[];
    expect(tree.functions.map((f) => f.id)).toEqual(list.map((f) => f.id));
    for (const [index, fn] of tree.functions.entries()) {
      const { organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = list[index]!;
      expect(fn).toEqual(rest);
    }
  });

  it("is read by a member too (ROLE-2)", async () => {
    expect((await get("/api/set-cascade", memberCookie)).statusCode).toBe(200);
  });
});

describe("GET /api/set-cascade/functions/{id} (CASCADE-15)", () => {
  it("answers the CEO's assignments of the year as the list endpoints do, the ended one left out", async () => {
    const res = await get(`/api/set-cascade/functions/${chain.ceo.id}?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json() as CascadeFunctionRead;
    expect(read.year).toBe(YEAR);
    expect(read.function).toMatchObject({ id: chain.ceo.id, objectiveCount: 3, kpiCount: 3 });
    expect(read.objectiveAssignments.map((a) => a.id)).toEqual([ids.ceoGrow, ids.ceoDelight]);
    expect(read.objectiveAssignments.map((a) => a.weight)).toEqual([60, 40]);
    expect(read.kpiAssignments.map((k) => k.kpiName)).toEqual(["Revenue", "On-time rate"]);
    const revenue = read.kpiAssignments[0]!;
    expect(revenue.targets).toMatchObject({ q1: 100, q2: 120, q3: null, q4: null });
    expect(revenue.actualResults).toMatchObject({ q1: 90, q2: null });
    expect(read.parentObjectiveAssignments).toEqual([]);

    const objectives = (await get(`/api/objective-assignments?year=${YEAR}`)).json() as { id: string }[];
    const kpis = (await get(`/api/kpi-assignments?year=${YEAR}`)).json() as {
      organizationFunctionId: string;
    }[];
    const ceoIds = new Set(read.objectiveAssignments.map((a) => a.id));
    expect(read.objectiveAssignments).toEqual(objectives.filter((a) => ceoIds.has(a.id)));
    expect(read.kpiAssignments).toEqual(kpis.filter((k) => k.organizationFunctionId === chain.ceo.id));
  });

  it("keeps the ended assignment in the years before its end (CASCADE-10)", async () => {
    const read = (
      await get(`/api/set-cascade/functions/${chain.ceo.id}?year=${YEAR - 1}`)
    ).json() as CascadeFunctionRead;
    expect(read.objectiveAssignments.map((a) => a.id)).toEqual([ids.ceoGrow, ids.ceoDelight, ids.ceoEnded]);
    expect(read.kpiAssignments.map((k) => k.kpiName)).toEqual(["Revenue", "On-time rate", "Cost per order"]);
  });

  it("answers a function below the CEO with its parent function's objectives (the dialogs' parent links)", async () => {
    const read = (
      await get(`/api/set-cascade/functions/${chain.division.id}?year=${YEAR}`)
    ).json() as CascadeFunctionRead;
    expect(read.objectiveAssignments).toHaveLength(1);
    expect(read.objectiveAssignments[0]).toMatchObject({
      id: ids.divisionGrow,
      parentObjectiveAssignmentId: ids.ceoGrow,
      parentObjectiveName: "Grow revenue",
      needsParent: false,
    });
    expect(read.kpiAssignments.map((k) => [k.kpiName, k.weight])).toEqual([
      ["Revenue", 50],
      ["Cost per order", 50],
    ]);
    expect(read.parentObjectiveAssignments.map((a) => a.id)).toEqual([ids.ceoGrow, ids.ceoDelight]);
    const empty = (
      await get(`/api/set-cascade/functions/${chain.department.id}?year=${YEAR}`)
    ).json() as CascadeFunctionRead;
    expect(empty).toMatchObject({
      objectiveAssignments: [],
      kpiAssignments: [],
      parentObjectiveAssignments: [],
    });
  });

  it("answers a calculated KPI's values computed from the function's other KPIs, as the list does (CALC-11)", async () => {
    const base = await createKpi(t, admin.cookie, {
      name: "Base units",
      code: "BASE_UNITS",
      frequency: "quarterly",
    });
    const doubled = await createKpi(t, admin.cookie, {
      name: "Doubled units",
      frequency: "quarterly",
      formula: "{BASE_UNITS} * 2",
    });
    await assignKpi(send, { kpiId: doubled.id, objectiveAssignmentId: ids.ceoDelight!, weight: 50 });
    await assignKpi(send, {
      kpiId: base.id,
      objectiveAssignmentId: ids.ceoDelight!,
      weight: 50,
      period: String(YEAR),
      targets: { q1: 10 },
      actualResults: { q1: 7 },
    });
    const read = (
      await get(`/api/set-cascade/functions/${chain.ceo.id}?year=${YEAR}`)
    ).json() as CascadeFunctionRead;
    const calculated = read.kpiAssignments.find((k) => k.kpiName === "Doubled units")!;
    expect(calculated.actualResults).toMatchObject({ q1: 14 });
    expect(calculated.targets).toMatchObject({ q1: 20 });
    const list = (await get(`/api/kpi-assignments?year=${YEAR}`)).json() as { id: string }[];
    expect(calculated).toEqual(list.find((k) => k.id === calculated.id));
  });

  it("defaults to the fiscal year of today (FISCAL-2), and a member reads it too", async () => {
    const read = (await get(`/api/set-cascade/functions/${chain.ceo.id}`, memberCookie)).json();
    expect(read).toEqual((await get(`/api/set-cascade/functions/${chain.ceo.id}?year=${YEAR}`)).json());
  });

  it("answers 404 for another organization's function and for an unknown one", async () => {
    const foreign = await get(`/api/set-cascade/functions/${otherCeo.id}?year=${YEAR}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: "Function not found" });
    const unknown = await get(`/api/set-cascade/functions/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a bad year or id with 400", async () => {
    for (const url of [
      `/api/set-cascade/functions/${chain.ceo.id}?year=99999`,
      `/api/set-cascade/functions/${chain.ceo.id}?year=abc`,
      `/api/set-cascade/functions/${chain.ceo.id}?year=2026.5`,
      "/api/set-cascade/functions/not-a-uuid",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/set-cascade",
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(401);
  });
});
