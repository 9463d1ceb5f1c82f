import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, kpiMeasurements } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
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
import { createTestApp, type TestApp } from "../support/test-app";

// Weights by year (WEIGHT-7, WEIGHT-8, docs/decisions/008), ending or deleting assignments (CASCADE-10,
// CASCADE-11), children named on a parent's removal (CASCADE-12, CASCADE-13) and copying a year
// (TARGET-5, TARGET-6).
type Row = { id: string; [key: string]: unknown };
type Assignment = Row & {
  weight: number;
  weightYear: number | null;
  endedFromYear: number | null;
  needsParent: boolean;
  targets: Record<string, number | null>;
};

let t: TestApp;
let send: Send;
let sendOther: Send;
let chain: Awaited<ReturnType<typeof buildFunctionChain>>;
let otherChain: Awaited<ReturnType<typeof buildFunctionChain>>;
const objectives: Record<string, Row> = {};
const kpis: Record<string, Row> = {};

const platform = <T>(fn: Parameters<typeof withPlatform<T>>[1]) => withPlatform(t.database.db, fn);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpVerified(t);
  const other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  chain = await buildFunctionChain(send);
  otherChain = await buildFunctionChain(sendOther, "Other ");
  const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
  for (const row of await insertObjectives(t.database.db, ctx, [
    { name: "Grow revenue", bscPerspective: "Financial" },
    { name: "Delight customers", bscPerspective: "Customer" },
    { name: "Regional growth", bscPerspective: "Financial" },
    { name: "Lean operations", bscPerspective: "Internal_Process" },
  ]))
    objectives[row.name] = row;
  for (const row of await insertKpis(t.database.db, ctx, [
    { name: "Revenue", frequency: "quarterly" },
    { name: "NPS", frequency: "quarterly" },
    { name: "Margin", frequency: "quarterly" },
    { name: "Regional revenue", frequency: "quarterly" },
  ]))
    kpis[row.name] = row;
});
afterAll(() => t.close());

const yearData = (target: number, actual: number) => ({
  targets: { q1: target, q2: target, q3: target, q4: target },
  actualResults: { q1: actual, q2: actual, q3: actual, q4: actual },
});

async function writeYear(kpiAssignmentId: string, year: number, target: number, actual: number) {
  await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${kpiAssignmentId}`, {
    ...yearData(target, actual),
    period: String(year),
  });
}

async function functionScore(functionId: string, year: number) {
  const body = await expectStatus<{
    score: number | null;
    objectives: { objectiveAssignmentId: string; weight: number; kpis: { kpiAssignmentId: string }[] }[];
  }>(send, 200, "GET", `/api/scorecard?functionId=${functionId}&year=${year}&frequency=annual`);
  return body;
}

const objectiveIn = async (year: number, id: string) =>
  (await expectStatus<Assignment[]>(send, 200, "GET", `/api/objective-assignments?year=${year}`)).find(
    (a) => a.id === id,
  );
const kpiIn = async (year: number, id: string) =>
  (await expectStatus<Assignment[]>(send, 200, "GET", `/api/kpi-assignments?year=${year}`)).find(
    (a) => a.id === id,
  );

describe("weights by year (WEIGHT-7, WEIGHT-8)", () => {
  let revenue: Row;
  let customers: Row;
  let revenueKpi: Row;
  let nps: Row;
  beforeAll(async () => {
    const fn = chain.ceo.id;
    revenue = await assignObjective(send, {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationFunctionId: fn,
      weight: 50,
    });
    customers = await assignObjective(send, {
      objectiveId: objectives["Delight customers"]!.id,
      organizationFunctionId: fn,
      weight: 50,
    });
    revenueKpi = await assignKpi(send, {
      kpiId: kpis.Revenue!.id,
      objectiveAssignmentId: revenue.id,
      weight: 100,
    });
    nps = await assignKpi(send, { kpiId: kpis.NPS!.id, objectiveAssignmentId: customers.id, weight: 100 });
    for (const year of [2026, 2027]) {
      await writeYear(revenueKpi.id, year, 100, 100);
      await writeYear(nps.id, year, 100, 50);
    }
  });

  it("WEIGHT-8: editing the 2027 objective weight leaves 2026's weight and score unchanged", async () => {
    const before2026 = await functionScore(chain.ceo.id, 2026);
    const before2027 = await functionScore(chain.ceo.id, 2027);
    expect(before2026.score).toBe(before2027.score);

    const updated = await expectStatus<Assignment>(
      send,
      200,
      "PUT",
      `/api/objective-assignments/${revenue.id}`,
      {
        weight: 80,
        year: 2027,
      },
    );
    expect(updated).toMatchObject({ weight: 80, weightYear: 2027, year: 2027 });

    const after2026 = await functionScore(chain.ceo.id, 2026);
    const after2027 = await functionScore(chain.ceo.id, 2027);
    expect(after2026.score).toBe(before2026.score);
    expect(after2026.objectives.find((o) => o.objectiveAssignmentId === revenue.id)?.weight).toBe(50);
    expect(after2027.objectives.find((o) => o.objectiveAssignmentId === revenue.id)?.weight).toBe(80);
    expect(after2027.score).not.toBe(before2027.score);
  });

  it.each<[string, number, number, number | null]>([
    ["WEIGHT-7: an earlier year keeps the base weight", 2025, 50, null],
    ["WEIGHT-7: an earlier year keeps the base weight (2026)", 2026, 50, null],
    ["WEIGHT-7: the year edited", 2027, 80, 2027],
    ["WEIGHT-7: a later year without its own follows", 2030, 80, 2027],
  ])("%s", async (_name, year, weight, weightYear) => {
    expect(await objectiveIn(year, revenue.id)).toMatchObject({ weight, weightYear });
  });

  it("WEIGHT-8: an edit of an earlier year leaves a later year's own weight alone", async () => {
    await expectStatus(send, 200, "PUT", `/api/objective-assignments/${revenue.id}`, {
      weight: 60,
      year: 2026,
    });
    expect((await objectiveIn(2026, revenue.id))?.weight).toBe(60);
    expect((await objectiveIn(2027, revenue.id))?.weight).toBe(80);
    expect((await objectiveIn(2025, revenue.id))?.weight).toBe(50);
  });

  it("WEIGHT-8: a KPI weight set for 2027 (PATCH year) leaves 2026's", async () => {
    const patched = await expectStatus<Assignment>(send, 200, "PATCH", `/api/kpi-assignments/${nps.id}`, {
      weight: 40,
      year: 2027,
    });
    expect(patched).toMatchObject({ weight: 40, weightYear: 2027, year: 2027 });
    expect((await kpiIn(2026, nps.id))?.weight).toBe(100);
    expect((await kpiIn(2028, nps.id))?.weight).toBe(40);
  });

  it("WEIGHT-8: a PUT that only changes the parent does not pin the year's weight", async () => {
    await expectStatus(send, 200, "PUT", `/api/objective-assignments/${customers.id}`, {
      weight: 50,
      year: 2029,
    });
    expect((await objectiveIn(2029, customers.id))?.weightYear).toBeNull();
  });

  it.each<[string, unknown]>([
    ["a year that is not a year", "20x7"],
    ["a year out of range", 1800],
  ])("WEIGHT-8: %s is a 400 naming `year`", async (_name, year) => {
    const reply = await send("PUT", `/api/objective-assignments/${revenue.id}`, { weight: 30, year });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain("year");
    expect((await objectiveIn(2027, revenue.id))?.weight).toBe(80);
  });
});

describe("ending or deleting an assignment (CASCADE-10, CASCADE-11)", () => {
  let objective: Row;
  let kept: Row;
  let ended: Row;
  beforeAll(async () => {
    objective = await assignObjective(send, {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationFunctionId: chain.division.id,
      weight: 100,
    });
    kept = await assignKpi(send, {
      kpiId: kpis.Revenue!.id,
      objectiveAssignmentId: objective.id,
      weight: 50,
    });
    ended = await assignKpi(send, {
      kpiId: kpis.Margin!.id,
      objectiveAssignmentId: objective.id,
      weight: 50,
    });
    for (const year of [2026, 2027]) {
      await writeYear(kept.id, year, 100, 100);
      await writeYear(ended.id, year, 100, 40);
    }
  });

  it("CASCADE-11: ending a KPI from 2027 keeps 2026 (and its score) and hides it from 2027 on", async () => {
    const before2026 = await functionScore(chain.division.id, 2026);
    const reply = await expectStatus<{ outcome: string; endedFromYear: number }>(
      send,
      200,
      "DELETE",
      `/api/kpi-assignments/${ended.id}?endFromYear=2027`,
    );
    expect(reply).toMatchObject({ outcome: "ended", endedFromYear: 2027 });
    expect(await kpiIn(2026, ended.id)).toMatchObject({ endedFromYear: 2027 });
    expect(await kpiIn(2027, ended.id)).toBeUndefined();
    expect(await kpiIn(2030, ended.id)).toBeUndefined();
    const after2026 = await functionScore(chain.division.id, 2026);
    expect(after2026.score).toBe(before2026.score);
    const in2027 = await functionScore(chain.division.id, 2027);
    expect(in2027.objectives.flatMap((o) => o.kpis).map((k) => k.kpiAssignmentId)).toEqual([kept.id]);
    expect(in2027.score).toBe(100);
    // The history is kept.
    const rows = await platform((tx) =>
      tx.select().from(kpiMeasurements).where(eq(kpiMeasurements.kpiAssignmentId, ended.id)),
    );
    expect(rows.length).toBe(8);
  });

  it("CASCADE-11: a plain DELETE deletes the assignment with its history of every year", async () => {
    const reply = await expectStatus<{ outcome: string }>(
      send,
      200,
      "DELETE",
      `/api/kpi-assignments/${ended.id}`,
    );
    expect(reply.outcome).toBe("deleted");
    expect(await kpiIn(2026, ended.id)).toBeUndefined();
    const rows = await platform((tx) =>
      tx.select().from(kpiMeasurements).where(eq(kpiMeasurements.kpiAssignmentId, ended.id)),
    );
    expect(rows).toEqual([]);
  });

  it("CASCADE-11: endFromYear that is not a year is a 400 naming it; nothing changes", async () => {
    const reply = await send("DELETE", `/api/kpi-assignments/${kept.id}?endFromYear=soon`);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain("endFromYear");
    expect(await kpiIn(2030, kept.id)).toBeDefined();
  });

  it("CASCADE-10: ending an objective from 2027 hides it and its KPIs from 2027 on", async () => {
    await expectStatus(send, 200, "DELETE", `/api/objective-assignments/${objective.id}?endFromYear=2027`);
    expect(await objectiveIn(2026, objective.id)).toMatchObject({ endedFromYear: 2027 });
    expect(await objectiveIn(2027, objective.id)).toBeUndefined();
    expect(await kpiIn(2026, kept.id)).toBeDefined();
    expect(await kpiIn(2027, kept.id)).toBeUndefined();
    expect((await functionScore(chain.division.id, 2027)).objectives).toEqual([]);
    expect((await functionScore(chain.division.id, 2026)).score).toBe(100);
  });
});

describe("removing a parent objective names its children (CASCADE-12, CASCADE-13)", () => {
  let parent: Row;
  let child: Row;
  let endedParent: Row;
  let endedChild: Row;
  beforeAll(async () => {
    parent = await assignObjective(send, {
      objectiveId: objectives["Lean operations"]!.id,
      organizationFunctionId: chain.ceo.id,
      weight: 10,
    });
    child = await assignObjective(send, {
      objectiveId: objectives["Lean operations"]!.id,
      organizationFunctionId: chain.division.id,
      parentObjectiveAssignmentId: parent.id,
    });
    endedParent = await assignObjective(send, {
      objectiveId: objectives["Regional growth"]!.id,
      organizationFunctionId: chain.division.id,
    });
    endedChild = await assignObjective(send, {
      objectiveId: objectives["Regional growth"]!.id,
      organizationFunctionId: chain.generalDepartment.id,
      parentObjectiveAssignmentId: endedParent.id,
    });
  });

  it("CASCADE-13: the removal preview names the child objectives and their functions", async () => {
    const preview = await expectStatus(send, 200, "GET", `/api/objective-assignments/${parent.id}/removal`);
    expect(preview).toEqual({
      childObjectives: [
        {
          id: child.id,
          objectiveName: "Lean operations",
          functionId: chain.division.id,
          functionName: "Operations Division",
        },
      ],
      kpiAssignments: 0,
      // STRAT-4: no strategy map links end at it.
      strategyLinks: 0,
    });
  });

  it("CASCADE-13: another organization's assignment has no preview (404)", async () => {
    const reply = await sendOther("GET", `/api/objective-assignments/${parent.id}/removal`);
    expect(reply.status).toBe(404);
  });

  it("CASCADE-12: after a delete the answer names the child, which then needs a parent", async () => {
    expect((await objectiveIn(2026, child.id))?.needsParent).toBe(false);
    const reply = await expectStatus<{ outcome: string; childObjectives: { id: string }[] }>(
      send,
      200,
      "DELETE",
      `/api/objective-assignments/${parent.id}`,
    );
    expect(reply.outcome).toBe("deleted");
    expect(reply.childObjectives.map((c) => c.id)).toEqual([child.id]);
    expect(await objectiveIn(2026, child.id)).toMatchObject({
      needsParent: true,
      parentObjectiveAssignmentId: null,
    });
  });

  it("CASCADE-12: a parent ended from 2027 leaves its child a parent in 2026 and none from 2027", async () => {
    const reply = await expectStatus<{ childObjectives: { id: string }[] }>(
      send,
      200,
      "DELETE",
      `/api/objective-assignments/${endedParent.id}?endFromYear=2027`,
    );
    expect(reply.childObjectives.map((c) => c.id)).toEqual([endedChild.id]);
    expect((await objectiveIn(2026, endedChild.id))?.needsParent).toBe(false);
    expect((await objectiveIn(2027, endedChild.id))?.needsParent).toBe(true);
  });

  it("CASCADE-12: the CEO level never needs a parent", async () => {
    const ceo = (
      await expectStatus<Assignment[]>(send, 200, "GET", "/api/objective-assignments?year=2026")
    ).filter((a) => a.organizationFunctionId === chain.ceo.id);
    expect(ceo.length).toBeGreaterThan(0);
    expect(ceo.every((a) => a.needsParent === false)).toBe(true);
  });
});

describe("copy a year (TARGET-5, TARGET-6)", () => {
  let objective: Row;
  let kpi: Row;
  beforeAll(async () => {
    objective = await assignObjective(send, {
      objectiveId: objectives["Grow revenue"]!.id,
      organizationFunctionId: chain.department.id,
      weight: 100,
    });
    kpi = await assignKpi(send, {
      kpiId: kpis["Regional revenue"]!.id,
      objectiveAssignmentId: objective.id,
      weight: 100,
    });
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${kpi.id}`, {
      targets: { q1: 10, q2: 20, q3: 30, q4: 40 },
      actualResults: { q1: 9 },
      weight: 70,
      year: 2026,
    });
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${kpi.id}`, {
      targets: { q1: 11 },
      year: 2027,
    });
  });

  it("TARGET-5: copies targets (keeping those already set) and weights, with activity rows", async () => {
    const reply = await expectStatus(send, 200, "POST", `/api/functions/${chain.department.id}/copy-year`, {
      fromYear: 2026,
      toYear: 2027,
    });
    expect(reply).toMatchObject({ fromYear: 2026, toYear: 2027, targetsCopied: 3 });
    const copied = await kpiIn(2027, kpi.id);
    expect(copied?.targets).toEqual({ q1: 11, q2: 20, q3: 30, q4: 40 });
    expect(copied?.weight).toBe(70);
    expect(copied?.weightYear).toBe(2027);
    expect(
      (copied as unknown as { actualResults: Record<string, number | null> }).actualResults.q1,
    ).toBeNull();
    const logged = await platform((tx) =>
      tx.select().from(activities).where(eq(activities.entityId, kpi.id)),
    );
    expect(logged.some((row) => row.entityType === "target")).toBe(true);
    const fnLogged = await platform((tx) =>
      tx.select().from(activities).where(eq(activities.entityId, chain.department.id)),
    );
    expect(fnLogged.some((row) => JSON.stringify(row.details).includes("copiedFromYear"))).toBe(true);
  });

  it("TARGET-6: overwrite replaces targets already set", async () => {
    await expectStatus(send, 200, "POST", `/api/functions/${chain.department.id}/copy-year`, {
      fromYear: 2026,
      toYear: 2027,
      overwrite: true,
    });
    expect((await kpiIn(2027, kpi.id))?.targets.q1).toBe(10);
  });

  it.each<[string, unknown, string]>([
    ["the same year", { fromYear: 2026, toYear: 2026 }, "toYear"],
    ["a missing fromYear", { toYear: 2027 }, "fromYear"],
    ["a year out of range", { fromYear: 2026, toYear: 3000 }, "toYear"],
  ])("TARGET-5: %s is a 400 naming the field", async (_name, body, field) => {
    const reply = await send("POST", `/api/functions/${chain.department.id}/copy-year`, body);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(field);
  });

  it("TARGET-5: another organization's function is a 404 and nothing is written", async () => {
    const reply = await send("POST", `/api/functions/${otherChain.department.id}/copy-year`, {
      fromYear: 2026,
      toYear: 2028,
    });
    expect(reply.status).toBe(404);
  });
});
