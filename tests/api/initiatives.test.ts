import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { activities, initiatives, milestones } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { expectStatus, injectSender, type Send } from "../support/cascade";
import { invitedMemberCookie } from "../support/library";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// Initiatives, milestones, health and the needle (INIT-1..INIT-35, API-24..API-26). Dates are
// real days around today (the service reads the request's time, INIT-19), so no clock is mocked.

type Initiative = {
  id: string;
  name: string;
  description: string | null;
  ownerId: string | null;
  ownerName: string | null;
  objectiveAssignmentIds: string[];
  objectives: { id: string; name: string; functionId: string; functionName: string; year: number }[];
  kpiAssignmentIds: string[];
  kpis: { id: string; name: string; unit: string | null }[];
  startDate: string;
  endDate: string;
  budget: number | null;
  spent: number | null;
  status: string;
  percentComplete: number;
  percentCompleteEntered: number | null;
  milestones: {
    id: string;
    name: string;
    dueDate: string;
    weight: number;
    completedAt: string | null;
    overdue: boolean;
  }[];
  health: {
    expectedPercent: number;
    percentComplete: number;
    scheduleVariance: number;
    spendPercent: number | null;
    health: string;
    reason: string;
  };
  canEdit: boolean;
  version: string;
};
type Window = { averageScore: number | null; periods: number; withData: number };
type Detail = Initiative & {
  needle: {
    kpiAssignmentId: string;
    name: string;
    functionName: string;
    frequency: string;
    startPeriodLabel: string;
    before: Window;
    since: Window;
    change: number | null;
    trend: { label: string; score: number | null; since: boolean; endDate: string }[];
  }[];
};
type ErrorBody = { message: string; fields?: Record<string, string> };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendOther: Send;
let sendMember: Send;
let memberId: string;
let fnA: { id: string; name: string };
let fnB: { id: string };
let objA: { id: string; objectiveId: string; name: string };
let objB: { id: string; objectiveId: string; name: string };
let foreignObjective: { id: string; objectiveId: string };
let foreignKpi: { id: string };
let kpi: { id: string; name: string };
let needleKpi: { id: string; name: string };

const DAY = 86_400_000;
/** A real calendar day `offset` days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const count = async (table: typeof initiatives | typeof milestones) =>
  (
    await withPlatform(t.database.db, (tx) =>
      tx.select().from(table).where(eq(table.organizationId, admin.user.organizationId)),
    )
  ).length;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Launch self-service portal",
  objectiveAssignmentIds: [objA.id],
  startDate: day(-5),
  endDate: day(4),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  sendMember = injectSender(t, await invitedMemberCookie(t, admin.cookie, "user"));
  memberId = (await expectStatus<{ id: string }>(sendMember, 200, "GET", "/api/auth/user")).id;
  const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  const otherRows = scorecardRows(t.database.db, { orgId: other.user.organizationId, userId: other.user.id });
  fnA = await rows.fn({ name: "Customer Care" });
  fnB = await rows.fn({ name: "Finance" });
  objA = await rows.objective(fnA.id, { name: "Delight customers" });
  objB = await rows.objective(fnB.id, { name: "Grow margin" });
  kpi = await rows.kpi(objA, { name: "First contact resolution", frequency: "quarterly" });

  // INIT-20: a monthly KPI with three months before the start and three since, hand-computed below.
  // Today is in month M; the initiative starts on the 15th of M−3; since = M−3, M−2, M−1 (ended);
  // before = M−6, M−5, M−4.
  const now = new Date();
  const monthAt = (back: number) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { year: at.getUTCFullYear(), key: MONTH_KEYS[at.getUTCMonth()]! };
  };
  const years: Record<number, { targets: Record<string, number>; actuals: Record<string, number> }> = {};
  const put = (back: number, actual: number | null) => {
    const { year, key } = monthAt(back);
    years[year] ??= { targets: {}, actuals: {} };
    years[year].targets[key] = 100;
    if (actual !== null) years[year].actuals[key] = actual;
  };
  put(6, 80);
  put(5, 90);
  put(4, null);
  put(3, 100);
  put(2, 110);
  put(1, 120);
  put(0, 500); // the current month has not ended: not counted
  needleKpi = await rows.kpi(objA, { name: "Net promoter score", frequency: "monthly", years });

  const otherFn = await otherRows.fn({ name: "Theirs" });
  foreignObjective = await otherRows.objective(otherFn.id, { name: "Not yours" });
  foreignKpi = await otherRows.kpi(foreignObjective, { name: "Their KPI" });
});
afterAll(() => t.close());

describe("API-24 initiatives CRUD (INIT-1..INIT-9)", () => {
  let created: Initiative;

  it("creates an initiative owned by the caller with the first status, and logs it (INIT-31)", async () => {
    created = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({
        description: "Phase one",
        kpiAssignmentIds: [kpi.id],
        budget: 1000,
        spent: 100,
        percentComplete: 45,
      }),
    );
    expect(created).toMatchObject({
      name: "Launch self-service portal",
      description: "Phase one",
      ownerId: admin.user.id,
      objectiveAssignmentIds: [objA.id],
      kpiAssignmentIds: [kpi.id],
      status: "Not Started",
      budget: 1000,
      spent: 100,
      percentComplete: 45,
      percentCompleteEntered: 45,
      milestones: [],
      canEdit: true,
    });
    expect(created.ownerName).toBeTruthy();
    expect(created.objectives[0]).toMatchObject({
      id: objA.id,
      name: "Delight customers",
      functionId: fnA.id,
      functionName: "Customer Care",
    });
    expect(created.kpis[0]).toMatchObject({ id: kpi.id, name: "First contact resolution", unit: "%" });
    const logged = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.entityId, created.id), eq(activities.entityType, "initiative"))),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: "created", category: "initiatives", entityName: created.name });
  });

  it("reads it alone with its needle, and in the list", async () => {
    const detail = await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${created.id}`);
    expect(detail.id).toBe(created.id);
    expect(detail.needle.map((n) => n.kpiAssignmentId)).toEqual([kpi.id]);
    const list = await expectStatus<Initiative[]>(send, 200, "GET", "/api/initiatives");
    expect(list.map((i) => i.id)).toContain(created.id);
    expect(list[0]).not.toHaveProperty("needle");
  });

  it("replaces it with PUT (full replace; status kept when left out) and refuses a stale version (VERSION-1)", async () => {
    const updated = await expectStatus<Initiative>(
      send,
      200,
      "PUT",
      `/api/initiatives/${created.id}`,
      body({ name: "Portal v2", objectiveAssignmentIds: [objA.id, objB.id], version: created.version }),
    );
    expect(updated).toMatchObject({
      name: "Portal v2",
      description: null,
      budget: null,
      kpiAssignmentIds: [],
      status: "Not Started",
      percentComplete: 45,
    });
    expect(updated.objectiveAssignmentIds.sort()).toEqual([objA.id, objB.id].sort());
    const stale = await send("PUT", `/api/initiatives/${created.id}`, body({ version: created.version }));
    expect(stale.status).toBe(409);
    const withStatus = await expectStatus<Initiative>(
      send,
      200,
      "PUT",
      `/api/initiatives/${created.id}`,
      body({ name: "Portal v2", objectiveAssignmentIds: [objA.id, objB.id], status: "at risk" }),
    );
    // INIT-3: spelled as the organization's list spells it.
    expect(withStatus.status).toBe("At Risk");
  });

  it("filters the list (INIT-33)", async () => {
    const second = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({
        name: "Close the books faster",
        objectiveAssignmentIds: [objB.id],
        kpiAssignmentIds: [kpi.id],
        status: "Completed",
      }),
    );
    const ids = async (query: string) =>
      (await expectStatus<Initiative[]>(send, 200, "GET", `/api/initiatives?${query}`))
        .map((i) => i.id)
        .sort();
    expect(await ids(`objectiveAssignmentId=${objA.id}`)).toEqual([created.id]);
    expect(await ids(`objectiveAssignmentId=${objB.id}`)).toEqual([created.id, second.id].sort());
    expect(await ids(`functionId=${fnB.id}`)).toEqual([created.id, second.id].sort());
    expect(await ids(`functionId=${fnA.id}&year=${new Date().getUTCFullYear()}`)).toEqual([created.id]);
    expect(await ids(`kpiAssignmentId=${kpi.id}`)).toEqual([second.id]);
    expect(await ids("status=Completed")).toEqual([second.id]);
    expect(await ids("health=done")).toEqual([second.id]);
    expect(await ids(`ownerId=${memberId}`)).toEqual([]);
    // Ordered by start date, then name.
    const both = await expectStatus<Initiative[]>(send, 200, "GET", `/api/initiatives?functionId=${fnB.id}`);
    expect(both.map((i) => i.name)).toEqual(["Close the books faster", "Portal v2"]);
    await expectStatus(send, 200, "DELETE", `/api/initiatives/${second.id}`);
  });

  it("deletes it with its milestones, answering {message, id}, and logs it", async () => {
    await expectStatus(send, 201, "POST", `/api/initiatives/${created.id}/milestones`, {
      name: "Pilot",
      dueDate: day(1),
    });
    const before = await count(milestones);
    const answer = await expectStatus<{ message: string; id: string }>(
      send,
      200,
      "DELETE",
      `/api/initiatives/${created.id}`,
    );
    expect(answer).toEqual({ message: 'Initiative "Portal v2" deleted', id: created.id });
    expect(await count(milestones)).toBe(before - 1);
    expect((await send("GET", `/api/initiatives/${created.id}`)).status).toBe(404);
    const logged = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.entityId, created.id), eq(activities.action, "deleted"))),
    );
    expect(logged[0]).toMatchObject({ category: "initiatives", entityType: "initiative" });
  });
});

describe("API-25 milestones (INIT-10..INIT-14)", () => {
  it("INIT-36: an open milestone whose due day is over is overdue; due today, or complete, it is not", async () => {
    const initiative = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Overdue milestones" }),
    );
    for (const [name, dueDate] of [
      ["Due 20 days ago", day(-20)],
      ["Due yesterday", day(-1)],
      ["Due today", day(0)],
      ["Due tomorrow", day(1)],
    ] as const) {
      await expectStatus(send, 201, "POST", `/api/initiatives/${initiative.id}/milestones`, {
        name,
        dueDate,
      });
    }
    const read = await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${initiative.id}`);
    expect(read.milestones.map((m) => [m.name, m.overdue])).toEqual([
      ["Due 20 days ago", true],
      ["Due yesterday", true],
      ["Due today", false],
      ["Due tomorrow", false],
    ]);
    const done = await expectStatus<Initiative>(
      send,
      200,
      "PATCH",
      `/api/milestones/${read.milestones[0]!.id}`,
      { completedAt: new Date().toISOString() },
    );
    expect(done.milestones[0]!.overdue).toBe(false);
  });

  it("two milestones, one completed → 50 %; reopened → 0 %; deleted → 100 % of one", async () => {
    const initiative = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Milestones" }),
    );
    const one = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      `/api/initiatives/${initiative.id}/milestones`,
      {
        name: "Design",
        dueDate: day(-1),
      },
    );
    expect(one.milestones).toMatchObject([{ name: "Design", weight: 1, completedAt: null }]);
    const two = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      `/api/initiatives/${initiative.id}/milestones`,
      {
        name: "Build",
        dueDate: day(3),
      },
    );
    expect(two.milestones.map((m) => m.name)).toEqual(["Design", "Build"]);
    expect(two.percentComplete).toBe(0);
    const design = two.milestones[0]!;
    const completedAt = new Date().toISOString();
    const done = await expectStatus<Initiative>(send, 200, "PATCH", `/api/milestones/${design.id}`, {
      completedAt,
    });
    expect(done.percentComplete).toBe(50);
    expect(done.health.percentComplete).toBe(50);
    expect(done.milestones[0]!.completedAt).toBe(completedAt);
    const reopened = await expectStatus<Initiative>(send, 200, "PATCH", `/api/milestones/${design.id}`, {
      completedAt: null,
    });
    expect(reopened.percentComplete).toBe(0);
    await expectStatus(send, 200, "PATCH", `/api/milestones/${design.id}`, {
      completedAt,
      weight: 3,
      name: "Design review",
    });
    const weighted = await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${initiative.id}`);
    expect(weighted.percentComplete).toBe(75);
    const afterDelete = await expectStatus<Initiative>(
      send,
      200,
      "DELETE",
      `/api/milestones/${two.milestones[1]!.id}`,
    );
    expect(afterDelete.milestones).toHaveLength(1);
    expect(afterDelete.percentComplete).toBe(100);
    expect(afterDelete.health.health).toBe("done");
    const logged = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.entityType, "milestone"), eq(activities.category, "initiatives"))),
    );
    const ofThis = logged.filter((row) => row.entityName.startsWith("Milestones: "));
    expect(ofThis.map((row) => row.action).sort()).toEqual([
      "created",
      "created",
      "deleted",
      "updated",
      "updated",
      "updated",
    ]);
    expect(ofThis.find((row) => row.action === "deleted")?.entityName).toBe("Milestones: Build");
    // UI-91: every milestone entry names its initiative, so Activities opens it.
    expect(new Set(ofThis.map((row) => row.details.initiativeId))).toEqual(new Set([two.id]));
  });

  it("refuses an entered percent while it has milestones, saying why (INIT-14)", async () => {
    const initiative = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Entered" }),
    );
    await expectStatus(send, 201, "POST", `/api/initiatives/${initiative.id}/milestones`, {
      name: "M",
      dueDate: day(0),
    });
    const res = await send(
      "PUT",
      `/api/initiatives/${initiative.id}`,
      body({ name: "Entered", percentComplete: 40 }),
    );
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).fields?.percentComplete).toMatch(/worked out from the milestones/);
    // Leaving it out (or null) is fine.
    await expectStatus(send, 200, "PUT", `/api/initiatives/${initiative.id}`, body({ name: "Entered" }));
  });
});

describe("INIT-15..INIT-19 health through the API (today is the request's day)", () => {
  // 10 days: from 5 days ago to 4 days on, so 50 % of the time has passed today.
  it.each([
    { name: "on track", extra: { percentComplete: 50 }, health: "on_track", variance: 0, spend: null },
    { name: "behind", extra: { percentComplete: 30 }, health: "behind", variance: -20, spend: null },
    {
      name: "over budget",
      extra: { percentComplete: 50, budget: 200, spent: 140 },
      health: "over_budget",
      variance: 0,
      spend: 70,
    },
    {
      name: "done by status",
      extra: { percentComplete: 10, status: "Completed" },
      health: "done",
      variance: -40,
      spend: null,
    },
    {
      name: "done when cancelled",
      extra: { percentComplete: 10, status: "Cancelled" },
      health: "done",
      variance: -40,
      spend: null,
    },
  ])("$name", async ({ extra, health, variance, spend }) => {
    const item = await expectStatus<Initiative>(send, 201, "POST", "/api/initiatives", body(extra));
    expect(item.health).toMatchObject({
      expectedPercent: 50,
      health,
      scheduleVariance: variance,
      spendPercent: spend,
    });
    expect(item.health.reason).toMatch(/\.$/);
  });

  it("not started: the start is in the future and nothing is complete", async () => {
    const item = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ startDate: day(10), endDate: day(40) }),
    );
    expect(item.health).toMatchObject({ expectedPercent: 0, percentComplete: 0, health: "not_started" });
    expect(item.health.reason).toBe(`It starts on ${day(10)} and nothing is complete yet.`);
  });
});

describe("INIT-20..INIT-26 did it move the needle", () => {
  it("averages the KPI's scores before and since the start, with coverage (hand-computed)", async () => {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15))
      .toISOString()
      .slice(0, 10);
    const item = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Needle", startDate: start, endDate: day(60), kpiAssignmentIds: [needleKpi.id] }),
    );
    const detail = await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${item.id}`);
    expect(detail.needle).toHaveLength(1);
    const needle = detail.needle[0]!;
    expect(needle).toMatchObject({
      kpiAssignmentId: needleKpi.id,
      name: "Net promoter score",
      functionName: "Customer Care",
      frequency: "monthly",
      // Scores 80, 90, none → 85 over 2 of 3; since 100, 110, 120 → 110 over 3 of 3.
      before: { averageScore: 85, periods: 3, withData: 2 },
      since: { averageScore: 110, periods: 3, withData: 3 },
      change: 25,
    });
    expect(needle.trend.map((p) => [p.score, p.since])).toEqual([
      [80, false],
      [90, false],
      [null, false],
      [100, true],
      [110, true],
      [120, true],
    ]);
    expect(needle.startPeriodLabel).toBe(needle.trend[3]!.label);
  });
});

describe("INIT-32 permissions", () => {
  it("a member creates initiatives they own and edits only those; admins edit all", async () => {
    const mine = await expectStatus<Initiative>(
      sendMember,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Member's" }),
    );
    expect(mine).toMatchObject({ ownerId: memberId, canEdit: true });
    await expectStatus(sendMember, 200, "PUT", `/api/initiatives/${mine.id}`, body({ name: "Member's 2" }));
    const ms = await expectStatus<Initiative>(
      sendMember,
      201,
      "POST",
      `/api/initiatives/${mine.id}/milestones`,
      { name: "A", dueDate: day(0) },
    );
    await expectStatus(sendMember, 200, "PATCH", `/api/milestones/${ms.milestones[0]!.id}`, {
      completedAt: new Date().toISOString(),
    });

    const admins = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Admin's" }),
    );
    const seen = await expectStatus<Detail>(sendMember, 200, "GET", `/api/initiatives/${admins.id}`);
    expect(seen.canEdit).toBe(false);
    const before = await count(initiatives);
    expect((await sendMember("PUT", `/api/initiatives/${admins.id}`, body({ name: "Taken" }))).status).toBe(
      403,
    );
    expect((await sendMember("DELETE", `/api/initiatives/${admins.id}`)).status).toBe(403);
    expect(
      (await sendMember("POST", `/api/initiatives/${admins.id}/milestones`, { name: "X", dueDate: day(0) }))
        .status,
    ).toBe(403);
    expect((await sendMember("POST", "/api/initiatives", body({ ownerId: admin.user.id }))).status).toBe(403);
    // A member cannot hand their own initiative to someone else.
    expect(
      (await sendMember("PUT", `/api/initiatives/${mine.id}`, body({ ownerId: admin.user.id }))).status,
    ).toBe(403);
    expect(await count(initiatives)).toBe(before);

    const adminEdit = await expectStatus<Initiative>(
      send,
      200,
      "PUT",
      `/api/initiatives/${mine.id}`,
      body({ name: "Edited by admin" }),
    );
    expect(adminEdit.ownerId).toBe(memberId);
    await expectStatus(sendMember, 200, "DELETE", `/api/initiatives/${mine.id}`);
  });
});

describe("bad input: 4xx and nothing written (INIT-4..INIT-13, TENANT-4)", () => {
  let target: Initiative;
  let milestoneId: string;
  beforeAll(async () => {
    target = await expectStatus<Initiative>(send, 201, "POST", "/api/initiatives", body({ name: "Target" }));
    const withMilestone = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      `/api/initiatives/${target.id}/milestones`,
      {
        name: "Kick-off",
        dueDate: day(0),
      },
    );
    milestoneId = withMilestone.milestones[0]!.id;
  });

  it.each([
    ["end before start", { startDate: "2026-05-10", endDate: "2026-05-09" }, "endDate"],
    ["negative budget", { budget: -1 }, "budget"],
    ["negative spend", { spent: -0.01 }, "spent"],
    ["percent above 100", { percentComplete: 100.5 }, "percentComplete"],
    ["percent below 0", { percentComplete: -1 }, "percentComplete"],
    ["no objective", { objectiveAssignmentIds: [] }, "objectiveAssignmentIds"],
    ["not a real day", { startDate: "2026-02-30" }, "startDate"],
    ["before 2000", { startDate: "1999-12-31" }, "startDate"],
    ["after 2100", { endDate: "2101-01-01" }, "endDate"],
    ["unknown status", { status: "Paused" }, "status"],
    ["a budget that is not a number", { budget: "lots" }, "budget"],
    ["a blank name", { name: "  " }, "name"],
  ])("%s → 400 on %s", async (_name, extra, field) => {
    const before = await count(initiatives);
    const res = await send("POST", "/api/initiatives", body(extra));
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as ErrorBody).fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    expect(await count(initiatives)).toBe(before);
  });

  it("unknown or another organization's objective, KPI or owner → 400 naming the field", async () => {
    const before = await count(initiatives);
    const cases: [Record<string, unknown>, string][] = [
      [{ objectiveAssignmentIds: [foreignObjective.id] }, "objectiveAssignmentIds"],
      [{ objectiveAssignmentIds: [objA.id, crypto.randomUUID()] }, "objectiveAssignmentIds"],
      [{ kpiAssignmentIds: [foreignKpi.id] }, "kpiAssignmentIds"],
      [{ ownerId: other.user.id }, "ownerId"],
      [{ ownerId: crypto.randomUUID() }, "ownerId"],
    ];
    for (const [extra, field] of cases) {
      const res = await send("POST", "/api/initiatives", body(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect((res.body as ErrorBody).fields).toHaveProperty(field);
      const put = await send("PUT", `/api/initiatives/${target.id}`, body(extra));
      expect(put.status).toBe(400);
    }
    expect(await count(initiatives)).toBe(before);
    const after = await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${target.id}`);
    expect(after.name).toBe("Target");
    expect(after.objectiveAssignmentIds).toEqual([objA.id]);
  });

  it("milestone due dates outside a year of the initiative, or out of range, → 400", async () => {
    const before = await count(milestones);
    for (const dueDate of [day(-5 - 367), day(4 + 367), "1999-01-01", "2026-13-01"]) {
      const res = await send("POST", `/api/initiatives/${target.id}/milestones`, { name: "Late", dueDate });
      expect(res.status, dueDate).toBe(400);
      expect((res.body as ErrorBody).fields).toHaveProperty("dueDate");
    }
    expect(
      (
        await send("POST", `/api/initiatives/${target.id}/milestones`, {
          name: "W",
          dueDate: day(0),
          weight: 0,
        })
      ).status,
    ).toBe(400);
    expect((await send("PATCH", `/api/milestones/${milestoneId}`, { dueDate: day(800) })).status).toBe(400);
    expect((await send("PATCH", `/api/milestones/${milestoneId}`, { completedAt: "yesterday" })).status).toBe(
      400,
    );
    expect(await count(milestones)).toBe(before);
  });

  it("new dates that would leave a milestone more than a year outside → 400, nothing changed (INIT-11)", async () => {
    const res = await send(
      "PUT",
      `/api/initiatives/${target.id}`,
      body({ name: "Moved", startDate: day(400), endDate: day(420) }),
    );
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).fields).toHaveProperty("startDate");
    const late = await send(
      "PUT",
      `/api/initiatives/${target.id}`,
      body({ name: "Moved", startDate: day(-900), endDate: day(-800) }),
    );
    expect(late.status).toBe(400);
    expect((late.body as ErrorBody).fields).toHaveProperty("endDate");
    expect((await expectStatus<Detail>(send, 200, "GET", `/api/initiatives/${target.id}`)).name).toBe(
      "Target",
    );
  });

  it("another organization's initiative or milestone in the path → 404 (TENANT-2)", async () => {
    expect((await sendOther("GET", `/api/initiatives/${target.id}`)).status).toBe(404);
    expect(
      (
        await sendOther(
          "PUT",
          `/api/initiatives/${target.id}`,
          body({ objectiveAssignmentIds: [foreignObjective.id] }),
        )
      ).status,
    ).toBe(404);
    expect((await sendOther("DELETE", `/api/initiatives/${target.id}`)).status).toBe(404);
    expect(
      (await sendOther("POST", `/api/initiatives/${target.id}/milestones`, { name: "X", dueDate: day(0) }))
        .status,
    ).toBe(404);
    expect((await sendOther("PATCH", `/api/milestones/${milestoneId}`, { name: "X" })).status).toBe(404);
    expect((await sendOther("DELETE", `/api/milestones/${milestoneId}`)).status).toBe(404);
    expect(await expectStatus<Initiative[]>(sendOther, 200, "GET", "/api/initiatives")).toEqual([]);
  });
});

describe("INIT-3 the initiativeStatuses setting", () => {
  it("is in the settings with its defaults, can be changed, and decides the statuses allowed", async () => {
    const settings = await expectStatus<{ initiativeStatuses: string[] }>(
      send,
      200,
      "GET",
      "/api/organization-settings",
    );
    expect(settings.initiativeStatuses).toEqual([
      "Not Started",
      "On Track",
      "At Risk",
      "Delayed",
      "Completed",
      "Cancelled",
    ]);
    expect((await send("PUT", "/api/organization-settings", { initiativeStatuses: [] })).status).toBe(400);
    expect((await send("PUT", "/api/organization-settings", { initiativeStatuses: ["A", "a"] })).status).toBe(
      400,
    );
    await expectStatus(send, 200, "PUT", "/api/organization-settings", {
      initiativeStatuses: ["Proposed", "Running", "Completed"],
    });
    const item = await expectStatus<Initiative>(
      send,
      201,
      "POST",
      "/api/initiatives",
      body({ name: "Proposed one" }),
    );
    expect(item.status).toBe("Proposed");
    expect((await send("POST", "/api/initiatives", body({ status: "On Track" }))).status).toBe(400);
  });
});
