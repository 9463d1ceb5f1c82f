// Approval of actuals over the API (APPROVAL-1..APPROVAL-14): 202 and a pending submission, scores
// unchanged until approval, impact figures worked out by hand, decisions, heads' subtrees, admins' bypass.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, actualSubmissions, kpiMeasurements } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { assignKpi, assignObjective, expectStatus, injectSender, type Send } from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// The fixture, and its scores worked out by hand (ratio scoring, SCORE-1: actual ÷ target × 100; default
// thresholds 100 / 90 / 70 / 50; monthly view of January 2026):
//
//   Chief Executive (CEO)                      head: none
//     objective O3 (weight 100): K4 target 50, actual 40 → 80        CEO score = 80
//   └ Sales Division                           head: salesHead
//       objective O1 (weight 60): K1 (w 50) target 100, actual 80 → 80
//                                 K2 (w 50) target 200, actual 200 → 100      O1 = (80·50 + 100·50)/100 = 90
//       objective O2 (weight 40): K3 (w 100) target 10, actual 5 → 50         O2 = 50
//                                                    Sales = (90·60 + 50·40)/100 = 54 + 20 = 74
//   └ Operations Division                      head: opsHead (sees nothing of Sales)
//
// The owner submits K1 January = 120:
//   K1 = 120/100 × 100 = 120 (Exceeds Target; under the 150 cap)
//   O1 = (120·50 + 100·50)/100 = 110 (Exceeds Target)
//   Sales = (110·60 + 50·40)/100 = 66 + 20 = 86 (Near Target)
//   CEO = 80 → 80 (the CEO score is the CEO function's own; K1 is not in it, APPROVAL-6)
// The owner submits K4 January = 45 (a KPI of the CEO function):
//   K4 = 45/50 × 100 = 90; O3 = 90; CEO = 80 → 90 (On Target)

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let adminSend: Send;
let owner: { cookie: string; id: string };
let salesHead: { cookie: string; id: string };
let opsHead: { cookie: string; id: string };
let otherAdminCookie: string;
let ceoId: string;
let salesId: string;
let k1: string;
let k3: string;
let k4: string;
let orgId: string;

async function member(): Promise<{ cookie: string; id: string }> {
  const cookie = await invitedMemberCookie(t, admin.cookie, "user");
  const me = await callApi(t, "GET", "/api/auth/user", cookie);
  return { cookie, id: me.json().id };
}

const patch = (cookie: string, id: string, actualResults: Record<string, number | null>) =>
  callApi(t, "PATCH", `/api/kpi-assignments/${id}`, cookie, { year: 2026, actualResults });

const stored = (assignmentId: string, key: string) =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select({ actual: kpiMeasurements.actual })
      .from(kpiMeasurements)
      .where(
        and(
          eq(kpiMeasurements.kpiAssignmentId, assignmentId),
          eq(kpiMeasurements.year, 2026),
          eq(kpiMeasurements.periodKey, key),
        ),
      );
    return row?.actual ?? null;
  });

async function scoreOf(functionId: string) {
  const res = await callApi(
    t,
    "GET",
    `/api/scorecard?functionId=${functionId}&year=2026&frequency=monthly&period=january`,
    admin.cookie,
  );
  return res.json().score as number | null;
}

const list = (cookie: string, status = "pending") =>
  callApi(t, "GET", `/api/submissions?status=${status}`, cookie).then((res) => {
    expect(res.statusCode).toBe(200);
    return res.json() as {
      id: string;
      kpiAssignmentId: string;
      values: Record<string, number | null>;
      canDecide: boolean;
      status: string;
      impact: {
        period: string;
        oldValue: number | null;
        newValue: number | null;
        kpi: { before: number | null; after: number | null; afterStatus: string };
        objective: { before: number | null; after: number | null; afterStatus: string };
        function: { before: number | null; after: number | null; afterStatus: string; name: string };
        ceo: { before: number | null; after: number | null } | null;
      }[];
    }[];
  });

const requireApproval = (on: boolean) =>
  callApi(t, "PUT", "/api/organization-settings", admin.cookie, {
    dataCollectionWorkflow: { requiresApproval: on, autoAssign: true },
  }).then((res) => expect(res.statusCode).toBe(200));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  orgId = admin.user.organizationId;
  adminSend = injectSender(t, admin.cookie);
  otherAdminCookie = (await signUpVerified(t)).cookie;
  owner = await member();
  salesHead = await member();
  opsHead = await member();
  const fn = (name: string, parentId: string | null, headUserId: string | null) =>
    expectStatus(adminSend, 201, "POST", "/api/functions", { name, description: name, parentId, headUserId });
  ceoId = (await fn("Chief Executive", null, null)).id;
  salesId = (await fn("Sales Division", ceoId, salesHead.id)).id;
  await fn("Operations Division", ceoId, opsHead.id);
  const objective = async (functionId: string, weight: number, name: string) =>
    (
      await assignObjective(adminSend, {
        objectiveId: (await createObjective(t, admin.cookie, { name })).id,
        organizationFunctionId: functionId,
        weight,
      })
    ).id;
  const o1 = await objective(salesId, 60, "Grow revenue");
  const o2 = await objective(salesId, 40, "Delight customers");
  const o3 = await objective(ceoId, 100, "Lead the company");
  const kpi = async (
    objectiveAssignmentId: string,
    name: string,
    weight: number,
    target: number,
    actual: number,
  ) =>
    (
      await assignKpi(adminSend, {
        kpiId: (await createKpi(t, admin.cookie, { name, frequency: "monthly", unit: "$" })).id,
        objectiveAssignmentId,
        weight,
        period: "2026",
        targets: { january: target, february: target, march: target },
        actualResults: { january: actual },
        ownerId: owner.id,
        // CYCLE-34: the year's values are asked for from January (My Updates lists them).
        collectFrom: "2026-01",
      })
    ).id;
  k1 = await kpi(o1, "New bookings", 50, 100, 80);
  await kpi(o1, "Renewals", 50, 200, 200);
  k3 = await kpi(o2, "Referrals", 100, 10, 5);
  k4 = await kpi(o3, "Company margin", 100, 50, 40);
}, 180_000);
afterAll(() => t.close());

describe("approval off (APPROVAL-1)", () => {
  it("writes a member's actual at once", async () => {
    const res = await patch(owner.cookie, k3, { february: 7 });
    expect(res.statusCode).toBe(200);
    expect(await stored(k3, "february")).toBe(7);
  });
});

describe("submitting (APPROVAL-1, APPROVAL-2, APPROVAL-3, APPROVAL-5, APPROVAL-6)", () => {
  let submissionId: string;

  it("answers 202 pending and leaves the actual and the scores as they were", async () => {
    await requireApproval(true);
    expect(await scoreOf(salesId)).toBe(74);
    const res = await patch(owner.cookie, k1, { january: 120 });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: "pending" });
    submissionId = res.json().submissionId;
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(k1, "january")).toBe(80);
    expect(await scoreOf(salesId)).toBe(74);
    const assignment = (await callApi(t, "GET", "/api/kpi-assignments?year=2026", owner.cookie))
      .json()
      .find((a: { id: string }) => a.id === k1);
    expect(assignment.actualResults.january).toBe(80);
  });

  it("shows the impact worked out by hand: KPI 80→120, objective 90→110, Sales 74→86, CEO 80→80", async () => {
    const [one] = (await list(admin.cookie)).filter((s) => s.id === submissionId);
    expect(one).toBeDefined();
    expect(one!.values).toEqual({ january: 120 });
    expect(one!.impact).toHaveLength(1);
    const impact = one!.impact[0]!;
    expect(impact).toMatchObject({ period: "january", oldValue: 80, newValue: 120 });
    expect(impact.kpi).toMatchObject({ before: 80, after: 120, afterStatus: "Exceeds Target" });
    expect(impact.objective).toMatchObject({ before: 90, after: 110, afterStatus: "Exceeds Target" });
    expect(impact.function).toMatchObject({
      before: 74,
      after: 86,
      afterStatus: "Near Target",
      name: "Sales Division",
    });
    expect(impact.ceo).toMatchObject({ before: 80, after: 80 });
  });

  it("merges a second submission of the same year into the pending one (APPROVAL-3)", async () => {
    const again = await patch(owner.cookie, k1, { january: 110, february: 90 });
    expect(again.statusCode).toBe(202);
    expect(again.json().submissionId).toBe(submissionId);
    const [one] = (await list(admin.cookie)).filter((s) => s.id === submissionId);
    expect(one!.values).toEqual({ january: 110, february: 90 });
    expect(one!.impact.map((i) => i.period).sort()).toEqual(["february", "january"]);
    expect(one!.impact.find((i) => i.period === "january")!.kpi.after).toBe(110);
    expect((await patch(owner.cookie, k1, { january: 120, february: null })).statusCode).toBe(202);
  });

  it("still refuses a member on another's KPI (403) and bad values (400) before any submission", async () => {
    const res = await patch(salesHead.cookie, k1, { january: 1 });
    expect(res.statusCode).toBe(403);
    expect((await patch(owner.cookie, k1, { january: 1e300 })).statusCode).toBe(400);
    expect((await patch(owner.cookie, k1, { someday: 1 } as never)).statusCode).toBe(400);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(actualSubmissions).where(eq(actualSubmissions.kpiAssignmentId, k1)),
    );
    expect(rows).toHaveLength(1);
  });

  it("makes no submission of an empty map (nothing to approve)", async () => {
    const res = await patch(owner.cookie, k3, {});
    expect(res.statusCode).toBe(200);
    expect((await list(owner.cookie)).map((s) => s.kpiAssignmentId)).toEqual([k1]);
  });

  it("lets admin writes bypass approval (APPROVAL-1)", async () => {
    const res = await patch(admin.cookie, k3, { march: 9 });
    expect(res.statusCode).toBe(200);
    expect(await stored(k3, "march")).toBe(9);
  });
});

describe("who sees what (APPROVAL-7, APPROVAL-8)", () => {
  it("admins see all; the Sales head sees Sales'; the Operations head none; the owner their own", async () => {
    expect((await list(admin.cookie)).map((s) => s.kpiAssignmentId)).toContain(k1);
    const sales = await list(salesHead.cookie);
    expect(sales.map((s) => s.kpiAssignmentId)).toEqual([k1]);
    expect(sales[0]!.canDecide).toBe(true);
    expect(await list(opsHead.cookie)).toEqual([]);
    const own = await list(owner.cookie);
    expect(own.map((s) => s.kpiAssignmentId)).toEqual([k1]);
    expect(own[0]!.canDecide).toBe(false);
  });

  it("activity rows of a submission follow it: the Operations head does not read Sales' pending rows (ACTIVITY-8)", async () => {
    type Row = { entityId: string | null };
    const rowsOf = async (cookie: string) => {
      const res = await callApi(t, "GET", "/api/activities?category=actual_result_update&limit=500", cookie);
      expect(res.statusCode).toBe(200);
      return (res.json() as Row[]).filter((row) => row.entityId === k1);
    };
    const seen = await Promise.all(
      [admin.cookie, salesHead.cookie, owner.cookie, opsHead.cookie].map(rowsOf),
    );
    expect(seen.map((rows) => rows.length > 0)).toEqual([true, true, true, false]);
  });

  it("a head sees and decides what is below their function too (an ancestor's head)", async () => {
    const dept = await expectStatus(adminSend, 201, "POST", "/api/functions", {
      name: "Inside Sales",
      description: "Inside Sales",
      parentId: salesId,
    });
    const oa = await assignObjective(adminSend, {
      objectiveId: (await createObjective(t, admin.cookie, { name: "Qualify leads" })).id,
      organizationFunctionId: dept.id,
      weight: 100,
    });
    const kpi = await assignKpi(adminSend, {
      kpiId: (await createKpi(t, admin.cookie, { name: "Qualified leads", frequency: "monthly" })).id,
      objectiveAssignmentId: oa.id,
      weight: 100,
      period: "2026",
      targets: { january: 10 },
      ownerId: owner.id,
    });
    const res = await patch(owner.cookie, kpi.id, { january: 12 });
    expect(res.statusCode).toBe(202);
    const sales = await list(salesHead.cookie);
    expect(sales.find((s) => s.id === res.json().submissionId)?.canDecide).toBe(true);
    expect((await list(opsHead.cookie)).map((s) => s.id)).not.toContain(res.json().submissionId);
    const reject = await callApi(
      t,
      "POST",
      `/api/submissions/${res.json().submissionId}/reject`,
      salesHead.cookie,
      {
        reason: "Counted twice",
      },
    );
    expect(reject.statusCode).toBe(200);
  });

  it("refuses the owner and a head of another subtree (403), another organization (404)", async () => {
    const [one] = await list(admin.cookie);
    for (const cookie of [owner.cookie, opsHead.cookie]) {
      expect((await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, cookie)).statusCode).toBe(403);
    }
    expect(
      (await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, otherAdminCookie)).statusCode,
    ).toBe(404);
    expect(await list(otherAdminCookie)).toEqual([]);
    expect(await stored(k1, "january")).toBe(80);
  });
});

describe("deciding (APPROVAL-4, APPROVAL-10, APPROVAL-11, APPROVAL-12, APPROVAL-13)", () => {
  it("rejecting needs a reason (400), nothing written", async () => {
    const [one] = await list(admin.cookie);
    for (const body of [{}, { reason: "" }, { reason: "   " }]) {
      const res = await callApi(t, "POST", `/api/submissions/${one!.id}/reject`, salesHead.cookie, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await list(admin.cookie)).map((s) => s.id)).toContain(one!.id);
  });

  it("the Sales head approves: the actual is written, the Corporate scores move, the owner is told", async () => {
    const [one] = await list(salesHead.cookie);
    const res = await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, salesHead.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", decidedBy: salesHead.id });
    expect(await stored(k1, "january")).toBe(120);
    expect(await scoreOf(salesId)).toBe(86);
    const log = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.organizationId, orgId), eq(activities.entityId, k1))),
    );
    expect(log.some((row) => row.action === "actual_result_update" && row.userId === salesHead.id)).toBe(
      true,
    );
    await t.mailWorker.drain();
    const ownerEmail = (await callApi(t, "GET", "/api/auth/user", owner.cookie)).json().email;
    const mail = await t.mail.waitFor(ownerEmail, (m) => /approved/i.test(m.subject));
    expect(mail.text).toContain("New bookings");
  });

  it("approving or rejecting again answers 409 (APPROVAL-10)", async () => {
    const [one] = await list(admin.cookie, "approved");
    expect((await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, admin.cookie)).statusCode).toBe(
      409,
    );
    const reject = await callApi(t, "POST", `/api/submissions/${one!.id}/reject`, admin.cookie, {
      reason: "No",
    });
    expect(reject.statusCode).toBe(409);
  });

  it("rejecting keeps the approved value and mails the reason", async () => {
    const res = await patch(owner.cookie, k1, { january: 999 });
    expect(res.statusCode).toBe(202);
    const reject = await callApi(
      t,
      "POST",
      `/api/submissions/${res.json().submissionId}/reject`,
      admin.cookie,
      {
        reason: "The invoice total was 120",
      },
    );
    expect(reject.statusCode).toBe(200);
    expect(reject.json()).toMatchObject({ status: "rejected", reason: "The invoice total was 120" });
    expect(await stored(k1, "january")).toBe(120);
    await t.mailWorker.drain();
    const ownerEmail = (await callApi(t, "GET", "/api/auth/user", owner.cookie)).json().email;
    const mail = await t.mail.waitFor(ownerEmail, (m) => /rejected/i.test(m.subject));
    expect(mail.text).toContain("The invoice total was 120");
    expect((await list(owner.cookie, "rejected")).map((s) => s.id)).toContain(res.json().submissionId);
  });

  it("My Updates shows the refused value as Rejected with its reason, not Approved; the mail names the value (APPROVAL-15)", async () => {
    // The test above: January holds the approved 120, and the owner's 999 was refused since.
    const updates = await callApi(t, "GET", "/api/my-updates?year=2026", owner.cookie);
    expect(updates.statusCode).toBe(200);
    const item = updates
      .json()
      .items.find(
        (i: { kpiAssignmentId: string; period: string }) =>
          i.kpiAssignmentId === k1 && i.period === "january",
      );
    expect(item).toMatchObject({
      state: "rejected",
      actual: 120,
      rejection: { value: 999, reason: "The invoice total was 120" },
    });
    // An earlier test refused another of the owner's values too: each counts once.
    const rejected = updates.json().items.filter((i: { state: string }) => i.state === "rejected");
    expect(updates.json().counts.rejected).toBe(rejected.length);
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    const ownerEmail = (await callApi(t, "GET", "/api/auth/user", owner.cookie)).json().email;
    const mail = await t.mail.waitFor(ownerEmail, (m) => /rejected/i.test(m.subject));
    // The refused value, with its period and the KPI's unit ($).
    expect(mail.text).toContain("Refused: January 2026: $999");
  });

  it("a KPI of the CEO function moves the CEO score: 80 → 90 (APPROVAL-6)", async () => {
    const res = await patch(owner.cookie, k4, { january: 45 });
    expect(res.statusCode).toBe(202);
    const [one] = (await list(admin.cookie)).filter((s) => s.id === res.json().submissionId);
    expect(one!.impact[0]!.ceo).toMatchObject({ before: 80, after: 90 });
    expect(one!.impact[0]!.function).toMatchObject({ before: 80, after: 90 });
    // The Sales head heads nothing above the CEO function: not theirs to decide.
    expect(
      (await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, salesHead.cookie)).statusCode,
    ).toBe(403);
    expect((await callApi(t, "POST", `/api/submissions/${one!.id}/approve`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect(await scoreOf(ceoId)).toBe(90);
  });

  it("approving into a period closed meanwhile answers 423 and keeps it pending (APPROVAL-11)", async () => {
    const res = await patch(owner.cookie, k1, { march: 50 });
    expect(res.statusCode).toBe(202);
    const lock = await callApi(t, "POST", "/api/period-locks", admin.cookie, {
      year: 2026,
      frequency: "monthly",
      period: "march",
    });
    expect(lock.statusCode).toBe(201);
    const approve = await callApi(
      t,
      "POST",
      `/api/submissions/${res.json().submissionId}/approve`,
      admin.cookie,
    );
    expect(approve.statusCode).toBe(423);
    expect(approve.json().code).toBe("PERIOD_LOCKED");
    expect(await stored(k1, "march")).toBe(null);
    expect((await list(admin.cookie)).map((s) => s.id)).toContain(res.json().submissionId);
    // A submission into the closed period is refused as a direct write would be (APPROVAL-2).
    expect((await patch(owner.cookie, k3, { march: 1 })).statusCode).toBe(423);
  });

  it("nobody decides their own submission (APPROVAL-9)", async () => {
    // The Sales head owns no KPI: give them K3 for this check.
    await expectStatus(adminSend, 200, "PATCH", `/api/kpi-assignments/${k3}`, { ownerId: salesHead.id });
    const res = await patch(salesHead.cookie, k3, { april: 3 });
    expect(res.statusCode).toBe(202);
    const mine = await list(salesHead.cookie);
    expect(mine.find((s) => s.id === res.json().submissionId)!.canDecide).toBe(false);
    expect(
      (await callApi(t, "POST", `/api/submissions/${res.json().submissionId}/approve`, salesHead.cookie))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for unknown ids and 400 for a bad status filter", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await callApi(t, "POST", `/api/submissions/${unknown}/approve`, admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await callApi(t, "GET", "/api/submissions?status=maybe", admin.cookie)).statusCode).toBe(400);
  });
});
