import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { currentPeriod, periodLabel } from "../../src/domain/periods";
import { kpiAssignments, kpiMeasurements, objectiveAssignments } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  assignKpi,
  assignObjective,
  buildFunctionChain,
  createFunction,
  expectStatus,
  insertKpis,
  insertObjectives,
} from "../support/cascade";
import { tenantFixture } from "../support/organizations";

type Row = { id: string; [key: string]: unknown };
type Kpa = Row & { targets: Record<string, number | null>; actualResults: Record<string, number | null> };

const { t, admin, other, send, sendOther, member, sendMember, chain, activitiesOf } = tenantFixture({
  other: true,
  member: true,
  functions: true,
});
let otherChain: Awaited<ReturnType<typeof buildFunctionChain>>;
const objectives: Record<string, Row> = {};
const kpis: Record<string, Row> = {};
let otherObjective: Row;
let otherKpi: Row;
const THIS_YEAR = new Date().getFullYear();

const platform = <T>(fn: Parameters<typeof withPlatform<T>>[1]) => withPlatform(t.database.db, fn);
const objectiveAssignmentRow = async (id: string) =>
  (await platform((tx) => tx.select().from(objectiveAssignments).where(eq(objectiveAssignments.id, id))))[0];
// WEIGHT-7: the weight of the current year, as the API answers it (the row keeps the undated base).
const objectiveWeightNow = async (id: string) =>
  ((await send("GET", "/api/objective-assignments")).body as Row[]).find((a) => a.id === id)?.weight;
const measurementsOf = (id: string) =>
  platform((tx) => tx.select().from(kpiMeasurements).where(eq(kpiMeasurements.kpiAssignmentId, id)));

beforeAll(async () => {
  otherChain = await buildFunctionChain(sendOther, "Other ");
  const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
  const made = await insertObjectives(t.database.db, ctx, [
    { name: "Grow revenue", bscPerspective: "Financial" },
    { name: "Delight customers", bscPerspective: "Customer" },
    { name: "Streamline delivery", bscPerspective: "Internal_Process" },
    { name: "Build skills", bscPerspective: "Learning_Growth" },
  ]);
  for (const row of made) objectives[row.name] = row;
  const madeKpis = await insertKpis(t.database.db, ctx, [
    { name: "Revenue", frequency: "quarterly" },
    { name: "On-time deliveries", frequency: "monthly" },
    { name: "Training hours", frequency: "annual" },
    { name: "Cost per delivery", frequency: "quarterly" },
  ]);
  for (const row of madeKpis) kpis[row.name] = row;
  const otherCtx = { orgId: other.user.organizationId, userId: other.user.id };
  otherObjective = (await insertObjectives(t.database.db, otherCtx, [{ name: "Theirs" }]))[0] as Row;
  otherKpi = (await insertKpis(t.database.db, otherCtx, [{ name: "Their KPI" }]))[0] as Row;
});

describe("POST /api/objective-assignments", () => {
  it("creates with weight 25, status Active, the function's level, the current user as owner and this quarter's period", async () => {
    const res = await send("POST", "/api/objective-assignments", {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationLevel: "ceo",
      organizationFunctionId: chain.ceo.id,
      ownerId: admin.user.id,
      parentObjectiveAssignmentId: null,
      target: null,
      status: "Inactive",
    });
    expect(res.status).toBe(201);
    const quarter = currentPeriod("quarterly", new Date());
    expect(res.body).toMatchObject({
      weight: 25,
      status: "Active",
      organizationLevel: "ceo",
      organizationFunctionId: chain.ceo.id,
      functionName: "Chief Executive",
      objectiveName: "Grow revenue",
      bscPerspective: "Financial",
      ownerId: admin.user.id,
      ownerName: "Ada Lovelace",
      parentObjectiveAssignmentId: null,
      period: periodLabel("quarterly", quarter.key, quarter.year),
    });
    const rows = await activitiesOf((res.body as Row).id);
    expect(rows[0]).toMatchObject({
      action: "assigned",
      entityType: "objective_assignment",
      category: "assignments",
    });
  });

  it("accepts functionId as an alias of organizationFunctionId (API-10)", async () => {
    const made = await assignObjective(send, {
      objectiveId: objectives["Delight customers"]!.id,
      functionId: chain.ceo.id,
    } as never);
    expect(made.organizationFunctionId).toBe(chain.ceo.id);
  });

  it("saves weights whose total is not 100 (WEIGHT-5)", async () => {
    await assignObjective(send, {
      objectiveId: objectives["Streamline delivery"]!.id,
      organizationFunctionId: chain.ceo.id,
      weight: 90,
    });
    const ceoTotal = ((await send("GET", "/api/objective-assignments")).body as Row[])
      .filter((a) => a.organizationFunctionId === chain.ceo.id)
      .reduce((sum, a) => sum + (a.weight as number), 0);
    expect(ceoTotal).toBe(140);
  });

  it("links a division objective to a CEO objective and names the parent", async () => {
    const [ceoOa] = ((await send("GET", "/api/objective-assignments")).body as Row[]).filter(
      (a) => a.organizationFunctionId === chain.ceo.id,
    );
    const made = await assignObjective(send, {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationFunctionId: chain.division.id,
      parentObjectiveAssignmentId: ceoOa!.id,
      weight: 100,
    });
    expect(made).toMatchObject({
      organizationLevel: "division",
      parentObjectiveAssignmentId: ceoOa!.id,
      parentObjectiveName: "Grow revenue",
    });
  });

  it.each([
    ["weight 0", () => ({ weight: 0 }), "weight", "Weight must be between 1 and 100"],
    ["weight 101", () => ({ weight: 101 }), "weight", "Weight must be between 1 and 100"],
    ["a non-numeric weight", () => ({ weight: "heavy" }), "weight", "Weight must be between 1 and 100"],
    ["no objective", () => ({ objectiveId: undefined }), "objectiveId", "Objective selection is required"],
    [
      "another organization's objective",
      () => ({ objectiveId: otherObjective.id }),
      "objectiveId",
      "Objective not found",
    ],
    [
      "another organization's function",
      () => ({ organizationFunctionId: otherChain.department.id }),
      "organizationFunctionId",
      "Function not found",
    ],
    [
      "a level other than the function's",
      () => ({ organizationLevel: "ceo" }),
      "organizationLevel",
      "The level must be the function's level (Department)",
    ],
    [
      "a parent of the wrong level (CEO for a department)",
      async () => ({
        parentObjectiveAssignmentId: ((await send("GET", "/api/objective-assignments")).body as Row[]).find(
          (a) => a.organizationLevel === "ceo",
        )!.id,
      }),
      "parentObjectiveAssignmentId",
      "The parent objective must be assigned at the General Department level",
    ],
    [
      "a parent of another organization",
      async () => {
        const [theirCeoObjective] = await insertObjectives(
          t.database.db,
          { orgId: other.user.organizationId, userId: other.user.id },
          [{ name: "P" }],
        );
        const theirs = await assignObjective(sendOther, {
          objectiveId: theirCeoObjective!.id,
          organizationFunctionId: otherChain.generalDepartment.id,
        });
        return { parentObjectiveAssignmentId: theirs.id };
      },
      "parentObjectiveAssignmentId",
      "Parent objective not found",
    ],
    [
      "a parent of the right level in another function than the parent function (CASCADE-17)",
      async () => {
        const sibling = await createFunction(send, "Warehousing", chain.division.id);
        const theirs = await assignObjective(send, {
          objectiveId: objectives["Grow revenue"]!.id,
          organizationFunctionId: sibling.id,
        });
        return { parentObjectiveAssignmentId: theirs.id };
      },
      "parentObjectiveAssignmentId",
      "The parent objective must be an objective of Logistics, the parent function",
    ],
  ])("refuses %s with 400 and writes nothing", async (_name, change, field, message) => {
    const body = {
      objectiveId: objectives["Build skills"]!.id,
      organizationFunctionId: chain.department.id,
      weight: 25,
      ...(await change()),
    };
    const before = ((await send("GET", "/api/objective-assignments")).body as Row[]).length;
    const res = await send("POST", "/api/objective-assignments", body);
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(((await send("GET", "/api/objective-assignments")).body as Row[]).length).toBe(before);
  });

  it("refuses a parent on a CEO objective", async () => {
    const division = ((await send("GET", "/api/objective-assignments")).body as Row[]).find(
      (a) => a.organizationLevel === "division",
    )!;
    const res = await send("POST", "/api/objective-assignments", {
      objectiveId: objectives["Build skills"]!.id,
      organizationFunctionId: chain.ceo.id,
      parentObjectiveAssignmentId: division.id,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "A CEO objective has no parent objective" });
  });

  it("refuses the same objective twice on one function with 409", async () => {
    const res = await send("POST", "/api/objective-assignments", {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationFunctionId: chain.ceo.id,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: '"Grow revenue" is already assigned to Chief Executive' });
  });

  it("is admin-only (ROLE-3)", async () => {
    const res = await sendMember("POST", "/api/objective-assignments", {
      objectiveId: objectives["Build skills"]!.id,
      organizationFunctionId: chain.ceo.id,
    });
    expect(res.status).toBe(403);
  });
});

describe("PUT and DELETE /api/objective-assignments/{id}", () => {
  let oa: Row;
  beforeAll(async () => {
    oa = await assignObjective(send, {
      objectiveId: objectives["Build skills"]!.id,
      organizationFunctionId: chain.generalDepartment.id,
      weight: 40,
    });
  });

  it("changes the weight and keeps the status, objective, function and level (CASCADE-6)", async () => {
    await platform((tx) =>
      tx
        .update(objectiveAssignments)
        .set({ status: "Under_Review" })
        .where(eq(objectiveAssignments.id, oa.id)),
    );
    const res = await send("PUT", `/api/objective-assignments/${oa.id}`, {
      weight: 60,
      objectiveId: objectives["Grow revenue"]!.id,
      organizationLevel: "ceo",
      organizationFunctionId: chain.ceo.id,
      status: "Active",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      weight: 60,
      status: "Under_Review",
      objectiveName: "Build skills",
      organizationFunctionId: chain.generalDepartment.id,
      organizationLevel: "general-department",
    });
    const rows = await activitiesOf(oa.id);
    expect(rows.find((r) => r.action === "updated")?.details).toMatchObject({
      oldValue: { weight: 40 },
      newValue: { weight: 60 },
    });
  });

  it.each([[0], [101], [null]])("refuses weight %j with 400", async (weight) => {
    const res = await send("PUT", `/api/objective-assignments/${oa.id}`, { weight });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { weight: "Weight must be between 1 and 100" } });
    expect(await objectiveWeightNow(oa.id)).toBe(60);
  });

  // Another organization's id answers 404 and changes nothing: tests/api/resource-protocol.test.ts.
  it("is admin-only, with nothing changed", async () => {
    expect((await sendMember("PUT", `/api/objective-assignments/${oa.id}`, { weight: 10 })).status).toBe(403);
    expect((await sendMember("DELETE", `/api/objective-assignments/${oa.id}`)).status).toBe(403);
    expect(await objectiveWeightNow(oa.id)).toBe(60);
  });

  it("deletes with its KPI assignments and their values (CASCADE-4)", async () => {
    const ka = await assignKpi(send, {
      kpiId: kpis.Revenue!.id,
      objectiveAssignmentId: oa.id,
      weight: 100,
      targets: { q1: 10 },
    });
    const res = await send("DELETE", `/api/objective-assignments/${oa.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Objective assignment removed successfully",
      deletedKpiAssignments: 1,
      // CASCADE-11, CASCADE-13: a plain DELETE deletes; it names the child objectives (none here).
      outcome: "deleted",
      endedFromYear: null,
      childObjectives: [],
    });
    expect(await objectiveAssignmentRow(oa.id)).toBeUndefined();
    expect(
      await platform((tx) => tx.select().from(kpiAssignments).where(eq(kpiAssignments.id, ka.id))),
    ).toEqual([]);
    expect(await measurementsOf(ka.id)).toEqual([]);
    expect((await activitiesOf(oa.id)).some((r) => r.action === "deleted")).toBe(true);
  });
});

describe("KPI assignments (PERIOD-1)", () => {
  let oa: Row;
  let quarterly: Kpa;
  beforeAll(async () => {
    oa = await assignObjective(send, {
      objectiveId: objectives["Delight customers"]!.id,
      organizationFunctionId: chain.department.id,
      weight: 100,
    });
    quarterly = (await assignKpi(send, {
      kpiId: kpis.Revenue!.id,
      objectiveAssignmentId: oa.id,
      weight: 60,
      targets: '{"q1":100,"q2":110,"q3":null}',
      actualResults: "{}",
      ownerId: member.id,
    })) as Kpa;
  });

  it("creates with targets from JSON text, every key of the frequency, this year and the owner's name", () => {
    expect(quarterly).toMatchObject({
      kpiName: "Revenue",
      frequency: "quarterly",
      weight: 60,
      linkedObjectiveId: objectives["Delight customers"]!.id,
      objectiveName: "Delight customers",
      functionName: "Fleet",
      ownerId: member.id,
      ownerName: "Mia Member",
      period: String(THIS_YEAR),
      year: THIS_YEAR,
    });
    expect(quarterly.targets).toEqual({ q1: 100, q2: 110, q3: null, q4: null });
    expect(quarterly.actualResults).toEqual({ q1: null, q2: null, q3: null, q4: null });
  });

  it("takes targets as an object too, and monthly keys for a monthly KPI", async () => {
    const made = (await assignKpi(send, {
      kpiId: kpis["On-time deliveries"]!.id,
      objectiveAssignmentId: oa.id,
      weight: 40,
      targets: { january: 95, december: 97.5 },
    })) as Kpa;
    expect(Object.keys(made.targets)).toHaveLength(12);
    expect(made.targets).toMatchObject({ january: 95, february: null, december: 97.5 });
  });

  it.each([
    ["no KPI", { kpiId: undefined }, "kpiId", "KPI selection is required"],
    [
      "no objective",
      { objectiveAssignmentId: undefined },
      "objectiveAssignmentId",
      "Objective selection is required",
    ],
    ["weight 0", { weight: 0 }, "weight", "Weight must be between 1 and 100"],
    ["weight 150", { weight: 150 }, "weight", "Weight must be between 1 and 100"],
    [
      "a month on a quarterly KPI",
      { targets: { march: 5 } },
      "targets",
      '"march" is not a period of a quarterly KPI; use q1, q2, q3, q4',
    ],
    [
      "a target beyond -1e12 (VALUE-1)",
      { targets: { q1: -1e12 - 1 } },
      "targets.q1",
      "Each period value must be a number between -1000000000000 and 1000000000000, or empty",
    ],
    [
      "a non-numeric target",
      { targets: '{"q1":"lots"}' },
      "targets.q1",
      "Each period value must be a number between -1000000000000 and 1000000000000, or empty",
    ],
    [
      "targets that are not a map",
      { targets: "nonsense" },
      "targets",
      "Period values must be an object (or its JSON text) keyed by period",
    ],
    ["a year out of range", { period: "1800" }, "period", "Year must be a whole year from 1900 to 2200"],
    ["another organization's KPI", () => ({ kpiId: otherKpi.id }), "kpiId", "KPI not found"],
    [
      "another organization's objective assignment",
      async () => ({
        objectiveAssignmentId: (
          await assignObjective(sendOther, {
            objectiveId: otherObjective.id,
            organizationFunctionId: otherChain.ceo.id,
          })
        ).id,
      }),
      "objectiveAssignmentId",
      "Objective assignment not found",
    ],
    [
      "a linked objective that is not the assignment's",
      () => ({ linkedObjectiveId: objectives["Grow revenue"]!.id }),
      "linkedObjectiveId",
      "The objective does not match the objective assignment",
    ],
  ])("refuses %s with 400 and writes nothing", async (_name, change, field, message) => {
    const extra = typeof change === "function" ? await change() : change;
    const body = { kpiId: kpis["Cost per delivery"]!.id, objectiveAssignmentId: oa.id, weight: 10, ...extra };
    const before = ((await send("GET", "/api/kpi-assignments")).body as Row[]).length;
    const res = await send("POST", "/api/kpi-assignments", body);
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(((await send("GET", "/api/kpi-assignments")).body as Row[]).length).toBe(before);
  });

  it("refuses the same KPI twice under one objective with 409", async () => {
    const res = await send("POST", "/api/kpi-assignments", {
      kpiId: kpis.Revenue!.id,
      objectiveAssignmentId: oa.id,
      weight: 5,
    });
    expect(res.status).toBe(409);
  });

  it("keeps years apart: 2025 and 2026 values of one assignment", async () => {
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
      actualResults: { q1: 25 },
      period: "2025",
    });
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
      actualResults: { q1: 26 },
      targets: { q1: 30 },
      period: "2026",
    });
    const of = async (year: number) =>
      ((await send("GET", `/api/kpi-assignments?year=${year}`)).body as Kpa[]).find(
        (a) => a.id === quarterly.id,
      )!;
    const y2025 = await of(2025);
    const y2026 = await of(2026);
    expect(y2025).toMatchObject({
      period: "2025",
      year: 2025,
      actualResults: { q1: 25 },
      targets: { q1: null },
    });
    expect(y2026).toMatchObject({
      period: "2026",
      year: 2026,
      actualResults: { q1: 26 },
      targets: { q1: 30 },
    });
  });

  it("reads the current year by default", async () => {
    const byDefault = (await send("GET", "/api/kpi-assignments")).body as Kpa[];
    const explicit = (await send("GET", `/api/kpi-assignments?year=${THIS_YEAR}`)).body as Kpa[];
    expect(byDefault).toEqual(explicit);
    expect(byDefault.find((a) => a.id === quarterly.id)).toMatchObject({
      period: String(THIS_YEAR),
      year: THIS_YEAR,
    });
  });

  it("answers one assignment as the list does, in the year asked for (API-37)", async () => {
    const listed = ((await send("GET", "/api/kpi-assignments?year=2025")).body as Kpa[]).find(
      (a) => a.id === quarterly.id,
    );
    const one = await send("GET", `/api/kpi-assignments/${quarterly.id}?year=2025`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(listed);
    expect((await send("GET", `/api/kpi-assignments/${otherKpi.id}`)).status).toBe(404);
    expect((await sendOther("GET", `/api/kpi-assignments/${quarterly.id}`)).status).toBe(404);
    expect((await send("GET", "/api/kpi-assignments/not-a-uuid")).status).toBe(400);
  });

  it.each([["1899"], ["2201"], ["soon"], ["2026.5"]])("refuses ?year=%s with 400", async (year) => {
    const res = await send("GET", `/api/kpi-assignments?year=${year}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Year must be a whole year from 1900 to 2200" });
  });

  it("merges actuals per period key, clears a key sent as null, and records each change", async () => {
    const url = `/api/kpi-assignments/${quarterly.id}`;
    await expectStatus(send, 200, "PATCH", url, { actualResults: '{"q1":90,"q2":100}', period: "2030" });
    const after = (await expectStatus(send, 200, "PATCH", url, {
      actualResults: JSON.stringify({ q2: null, q3: 120.5 }),
      period: "2030",
    })) as Kpa;
    expect(after.actualResults).toEqual({ q1: 90, q2: null, q3: 120.5, q4: null });
    const updates = (await activitiesOf(quarterly.id)).filter(
      (r) => r.action === "actual_result_update" && r.details.period?.endsWith("2030"),
    );
    expect(updates.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ oldValue: null, newValue: 90, kpiName: "Revenue", period: "Q1 2030" }),
        expect.objectContaining({ oldValue: 100, newValue: null, period: "Q2 2030" }),
        expect.objectContaining({ oldValue: null, newValue: 120.5, period: "Q3 2030" }),
      ]),
    );
    expect(updates).toHaveLength(4);
    expect(updates[0]).toMatchObject({ entityType: "actual_result", category: "actual_result_update" });
    // Sending the same value again changes nothing and records nothing.
    await expectStatus(send, 200, "PATCH", url, { actualResults: { q1: 90 }, period: "2030" });
    expect(
      (await activitiesOf(quarterly.id)).filter(
        (r) => r.action === "actual_result_update" && r.details.period?.endsWith("2030"),
      ),
    ).toHaveLength(4);
  });

  it("keeps both values when two people PATCH different months at once", async () => {
    const monthly = ((await send("GET", "/api/kpi-assignments")).body as Kpa[]).find(
      (a) => a.kpiName === "On-time deliveries",
    )!;
    const url = `/api/kpi-assignments/${monthly.id}`;
    const version = monthly.version;
    const [a, b] = await Promise.all([
      send("PATCH", url, { actualResults: { march: 91 }, period: String(THIS_YEAR), version }),
      send("PATCH", url, { actualResults: { april: 92 }, period: String(THIS_YEAR), version }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = ((await send("GET", "/api/kpi-assignments")).body as Kpa[]).find((x) => x.id === monthly.id)!;
    expect(now.actualResults).toMatchObject({ march: 91, april: 92 });
    expect(now.targets).toMatchObject({ january: 95, december: 97.5 });
  });

  describe("the single result update {actualResult, periodKey, period} (UI-14)", () => {
    it("stores a decimal given as text", async () => {
      const res = (await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
        actualResult: "12.5",
        periodKey: "q4",
        period: "2031",
        score: 99,
      })) as Kpa;
      expect(res.actualResults).toMatchObject({ q4: 12.5 });
    });

    it("VALUE-1: stores a negative actual (a loss)", async () => {
      const res = (await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
        actualResult: "-3.5",
        periodKey: "q3",
        period: "2031",
      })) as Kpa;
      expect(res.actualResults).toMatchObject({ q3: -3.5 });
    });

    it.each([
      [{ actualResult: "", periodKey: "q1" }, "actualResult", "Actual result is required"],
      [{ actualResult: null, periodKey: "q1" }, "actualResult", "Actual result is required"],
      [{ periodKey: "q1" }, "actualResult", "Actual result is required"],
      [{ actualResult: "abc", periodKey: "q1" }, "actualResult", "Please enter a valid number"],
      [{ actualResult: "1e3", periodKey: "q1" }, "actualResult", "Please enter a valid number"],
      [{ actualResult: "Infinity", periodKey: "q1" }, "actualResult", "Please enter a valid number"],
      // VALUE-3: "1,234" could be either; the field says so rather than "not a valid number".
      [
        { actualResult: "1,234", periodKey: "q1" },
        "actualResult",
        "The number is ambiguous: write it without a thousands separator (e.g. 1234 or 1,5)",
      ],
      // VALUE-1: a number beyond the bounds, typed as text, is out of bounds.
      [
        { actualResult: "10000000000000", periodKey: "q1" },
        "actualResult",
        "Actual result must be between -1000000000000 and 1000000000000",
      ],
      [
        { actualResult: 1.7e308, periodKey: "q1" },
        "actualResult",
        "Actual result must be between -1000000000000 and 1000000000000",
      ],
      [
        { actualResult: "5", periodKey: "march" },
        "periodKey",
        "Period must be one of q1, q2, q3, q4 for quarterly frequency",
      ],
      [{ actualResult: "5" }, "periodKey", "Period is required"],
    ])("refuses %j with 400", async (body, field, message) => {
      const res = await send("PATCH", `/api/kpi-assignments/${quarterly.id}`, { ...body, period: "2032" });
      expect(res.status).toBe(400);
      expect((res.body as { fields: Record<string, string> }).fields[field]).toBe(message);
      expect((await measurementsOf(quarterly.id)).filter((m) => m.year === 2032)).toEqual([]);
    });
  });

  describe("edits by an admin", () => {
    // A stale version answers 409: tests/api/resource-protocol.test.ts.
    it("changes weight and targets with a version", async () => {
      const current = ((await send("GET", "/api/kpi-assignments")).body as Kpa[]).find(
        (a) => a.id === quarterly.id,
      )!;
      const url = `/api/kpi-assignments/${quarterly.id}`;
      const edited = (await expectStatus(send, 200, "PATCH", url, {
        weight: 70,
        targets: JSON.stringify({ q1: 100, q2: 115, q3: 120, q4: null }),
        period: String(THIS_YEAR),
        version: current.version,
      })) as Kpa;
      expect(edited).toMatchObject({ weight: 70, targets: { q1: 100, q2: 115, q3: 120, q4: null } });
      const now = ((await send("GET", "/api/kpi-assignments")).body as Kpa[]).find(
        (a) => a.id === quarterly.id,
      );
      expect(now?.weight).toBe(70);
    });

    it.each([[0], [101]])("refuses weight %j", async (weight) => {
      const res = await send("PATCH", `/api/kpi-assignments/${quarterly.id}`, { weight });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fields: { weight: "Weight must be between 1 and 100" } });
    });
  });

  describe("roles (ROLE-1) and tenancy (TENANT-2)", () => {
    it("lets the owner with role user enter actuals of their KPI", async () => {
      const res = (await expectStatus(sendMember, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
        actualResults: { q2: 101 },
        period: "2033",
      })) as Kpa;
      expect(res.actualResults).toMatchObject({ q2: 101 });
      const [row] = (await measurementsOf(quarterly.id)).filter((m) => m.year === 2033);
      expect(row).toMatchObject({ actual: 101, actualUpdatedBy: member.id });
    });

    it("refuses the owner's weight or target edits, and any write to a KPI they do not own", async () => {
      const url = `/api/kpi-assignments/${quarterly.id}`;
      expect((await sendMember("PATCH", url, { weight: 5 })).status).toBe(403);
      expect((await sendMember("PATCH", url, { targets: { q1: 1 }, period: "2034" })).status).toBe(403);
      const notTheirs = ((await send("GET", "/api/kpi-assignments")).body as Kpa[]).find(
        (a) => a.ownerId !== member.id,
      )!;
      expect(
        (
          await sendMember("PATCH", `/api/kpi-assignments/${notTheirs.id}`, {
            actualResults: { march: 1 },
            period: "2034",
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await sendMember("POST", "/api/kpi-assignments", {
            kpiId: kpis["Training hours"]!.id,
            objectiveAssignmentId: oa.id,
            weight: 5,
          })
        ).status,
      ).toBe(403);
      expect((await sendMember("DELETE", url)).status).toBe(403);
      expect((await measurementsOf(quarterly.id)).filter((m) => m.year === 2034)).toEqual([]);
    });

    it("answers 404 for another organization's KPI assignment and changes nothing", async () => {
      const url = `/api/kpi-assignments/${quarterly.id}`;
      expect((await sendOther("PATCH", url, { actualResults: { q1: 1 }, period: "2035" })).status).toBe(404);
      expect((await sendOther("DELETE", url)).status).toBe(404);
      expect(
        ((await sendOther("GET", "/api/kpi-assignments")).body as Row[]).some((a) => a.id === quarterly.id),
      ).toBe(false);
      expect((await measurementsOf(quarterly.id)).filter((m) => m.year === 2035)).toEqual([]);
    });
  });

  it("DELETE removes the assignment with its values of every year and records it", async () => {
    const res = await send("DELETE", `/api/kpi-assignments/${quarterly.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "KPI assignment removed successfully",
      outcome: "deleted",
      endedFromYear: null,
    });
    expect(await measurementsOf(quarterly.id)).toEqual([]);
    expect((await activitiesOf(quarterly.id)).some((r) => r.action === "deleted")).toBe(true);
  });
});

describe("the API description", () => {
  it("documents the assignment and function routes (their schemas convert to JSON Schema)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        "/api/objective-assignments",
        "/api/kpi-assignments/{id}",
        "/api/functions/{id}",
      ]),
    );
  });
});
