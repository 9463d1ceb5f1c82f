// Change requests over the API (REQUEST-1..REQUEST-35, API-21..API-23, MAIL-10, MAIL-11): each type end to
// end, impact figures worked out by hand, the approval chain's order, a closed period corrected only
// through a request, bad input, visibility, deletion, the outbox and the activity log.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kpiMeasurements, mailOutbox } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signInSuperAdmin, signUpVerified } from "../support/accounts";
import { assignKpi, assignObjective, expectStatus, injectSender, type Send } from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// The fixture, and its scores by hand (ratio scoring, SCORE-1: actual ÷ target × 100; thresholds 100 / 90 /
// 70 / 50; quarterly view of Q1 2026):
//
//   Chief Executive              head: ceoHead
//   └ Sales Division             head: salesHead
//     └ Sales Team               head: none (its level is skipped, REQUEST-22)
//         O1 (weight 60): K1 (w 100) target q1 100, actual q1 80 → K1 = 80, O1 = 80
//         O2 (weight 40): K2 (w 100) target q1 10,  actual q1 5  → K2 = 50, O2 = 50
//         Sales Team = (80·60 + 50·40) / 100 = 48 + 20 = 68
//
// Target change K1 q1 100 → 80:  K1 = 80/80 = 100, O1 = 100, Sales Team = (100·60 + 50·40)/100 = 80.
// Weight change O1 60 → 50:      Sales Team = (80·50 + 50·40)/90 = 6000/90 = 66.67 → 67 (ROLLUP-2, ROLLUP-5);
//                                weights total 100 → 90, balanced → not balanced (WEIGHT-2).
// Actual correction K2 q1 5 → 9: K2 = 90, O2 = 90, Sales Team = (80·60 + 90·40)/100 = 84.

type Person = { cookie: string; id: string; email: string; send: Send };
type Impact = {
  stale: boolean;
  periods: {
    period: string;
    label: string;
    rows: {
      level: string;
      id: string;
      name: string;
      before: number | null;
      after: number | null;
      statusAfter: string | null;
    }[];
  }[];
  weights: {
    totalBefore: number;
    totalAfter: number;
    balancedBefore: boolean;
    balancedAfter: boolean;
  } | null;
};
type Request = {
  id: string;
  type: string;
  status: string;
  state: string;
  changes: Record<string, unknown> | null;
  subject: { kind: string; id: string; name: string; functionName: string | null } | null;
  diff: { field: string; before: number | string | null; after: number | string | null }[];
  impact: Impact | null;
  approvals: {
    level: number;
    functionName: string;
    headUserId: string | null;
    decision: string | null;
    outcome: string;
  }[];
  awaiting: { level: number; functionName: string | null; headUserId: string | null } | null;
  can: Record<string, boolean>;
  comments: { body: string; authorName: string }[];
  rejectionReason: string | null;
  appliedAt: string | null;
  version: string;
};

const YEAR = 2026;
let t: TestApp;
let admin: Person;
let requester: Person;
let salesHead: Person;
let ceoHead: Person;
let stranger: Person;
let otherOrg: Person;
let teamId: string;
let o1: string;
let k1: string;
let k2: string;
let k2Kpi: string;
let foreignAssignment: string;

async function person(role: "user" | "admin" = "user"): Promise<Person> {
  const cookie = await invitedMemberCookie(t, admin.cookie, role);
  const me = (await callApi(t, "GET", "/api/auth/user", cookie)).json();
  return { cookie, id: me.id, email: me.email, send: injectSender(t, cookie) };
}

const fn = (name: string, parentId: string | null, headUserId: string | null) =>
  expectStatus(admin.send, 201, "POST", "/api/functions", { name, description: name, parentId, headUserId });

const ask = (who: Person, body: unknown) =>
  expectStatus<Request>(who.send, 201, "POST", "/api/requests", body);
const move = (who: Person, id: string, body: unknown) => who.send("PATCH", `/api/requests/${id}`, body);
const approve = (who: Person, id: string) => move(who, id, { status: "Completed" });

const storedValue = (assignmentId: string, key: string, column: "target" | "actual") =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select({ target: kpiMeasurements.target, actual: kpiMeasurements.actual })
      .from(kpiMeasurements)
      .where(
        and(
          eq(kpiMeasurements.kpiAssignmentId, assignmentId),
          eq(kpiMeasurements.year, YEAR),
          eq(kpiMeasurements.periodKey, key),
        ),
      );
    return row?.[column] ?? null;
  });

const mailsTo = (email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email)),
  );

const rowOf = (impact: Impact | null, period: string, level: string, id: string) =>
  impact?.periods.find((p) => p.period === period)?.rows.find((r) => r.level === level && r.id === id);

const settings = (changeRequestWorkflow: Record<string, unknown>) =>
  expectStatus(admin.send, 200, "PUT", "/api/organization-settings", { changeRequestWorkflow });

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpVerified(t);
  admin = {
    cookie: signedUp.cookie,
    id: signedUp.user.id,
    email: signedUp.user.email,
    send: injectSender(t, signedUp.cookie),
  };
  requester = await person();
  salesHead = await person();
  ceoHead = await person();
  stranger = await person();
  const ceo = await fn("Chief Executive", null, ceoHead.id);
  const division = await fn("Sales Division", ceo.id, salesHead.id);
  const team = await fn("Sales Team", division.id, null);
  teamId = team.id;
  const objective1 = await createObjective(t, admin.cookie, { name: "Grow revenue" });
  const objective2 = await createObjective(t, admin.cookie, { name: "Keep customers" });
  o1 = (
    await assignObjective(admin.send, {
      objectiveId: objective1.id,
      organizationFunctionId: team.id,
      weight: 60,
      // REQUEST-43: the requester owns Grow revenue, so they may ask to change its weight.
      ownerId: requester.id,
    })
  ).id;
  const o2 = (
    await assignObjective(admin.send, {
      objectiveId: objective2.id,
      organizationFunctionId: team.id,
      weight: 40,
    })
  ).id;
  const kpi1 = await createKpi(t, admin.cookie, { name: "New bookings", frequency: "quarterly" });
  const kpi2 = await createKpi(t, admin.cookie, { name: "Renewals", frequency: "quarterly" });
  k2Kpi = kpi2.id;
  k1 = (
    await assignKpi(admin.send, {
      kpiId: kpi1.id,
      objectiveAssignmentId: o1,
      weight: 100,
      period: String(YEAR),
      targets: { q1: 100 },
      actualResults: { q1: 80 },
      // REQUEST-43: the requester asks about the KPIs they own.
      ownerId: requester.id,
    })
  ).id;
  k2 = (
    await assignKpi(admin.send, {
      kpiId: kpi2.id,
      objectiveAssignmentId: o2,
      weight: 100,
      period: String(YEAR),
      targets: { q1: 10 },
      actualResults: { q1: 5 },
      ownerId: requester.id,
    })
  ).id;

  const other = await signUpVerified(t, { companyName: "Other Org" });
  otherOrg = {
    cookie: other.cookie,
    id: other.user.id,
    email: other.user.email,
    send: injectSender(t, other.cookie),
  };
  const otherFn = await expectStatus(otherOrg.send, 201, "POST", "/api/functions", {
    name: "Other CEO",
    description: "x",
  });
  const otherObjective = await createObjective(t, other.cookie);
  const otherOa = await assignObjective(otherOrg.send, {
    objectiveId: otherObjective.id,
    organizationFunctionId: otherFn.id,
  });
  const otherKpi = await createKpi(t, other.cookie, { frequency: "quarterly" });
  foreignAssignment = (
    await assignKpi(otherOrg.send, {
      kpiId: otherKpi.id,
      objectiveAssignmentId: otherOa.id,
      weight: 100,
      period: String(YEAR),
    })
  ).id;
});
afterAll(() => t.close());

describe("REQUEST-3: the settings carry the status meanings", () => {
  it("answers the three resolved names and refuses names that are not statuses", async () => {
    const got = await expectStatus<{ changeRequestWorkflow: Record<string, unknown> }>(
      admin.send,
      200,
      "GET",
      "/api/organization-settings",
    );
    expect(got.changeRequestWorkflow).toMatchObject({
      inReviewStatus: "In Progress",
      appliedStatus: "Completed",
      rejectedStatus: "Rejected",
    });
    const base = { requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true };
    for (const bad of [{ appliedStatus: "Done" }, { appliedStatus: "New" }, { appliedStatus: "Rejected" }]) {
      const reply = await admin.send("PUT", "/api/organization-settings", {
        changeRequestWorkflow: { ...base, ...bad },
      });
      expect(reply.status).toBe(400);
    }
    const short = await admin.send("PUT", "/api/organization-settings", { requestStatuses: ["New", "Done"] });
    expect(short.status).toBe(400);
    // Renamed statuses with names no longer in the list fall back by position (2nd, 3rd, 4th).
    const renamed = await expectStatus<{ changeRequestWorkflow: Record<string, unknown> }>(
      admin.send,
      200,
      "PUT",
      "/api/organization-settings",
      { requestStatuses: ["Draft", "Review", "Done", "Refused", "Parked"] },
    );
    expect(renamed.changeRequestWorkflow).toMatchObject({
      inReviewStatus: "Review",
      appliedStatus: "Done",
      rejectedStatus: "Refused",
    });
    await expectStatus(admin.send, 200, "PUT", "/api/organization-settings", {
      requestStatuses: ["New", "In Progress", "Completed", "Rejected"],
    });
  });
});

describe("target_change end to end (REQUEST-12, REQUEST-20..REQUEST-25, MAIL-10, MAIL-11)", () => {
  let request: Request;

  it("stores the diff and the impact worked out by hand", async () => {
    request = await ask(requester, {
      type: "target_change",
      title: "Lower the Q1 bookings target",
      description: "The market shrank.",
      changes: { kpiAssignmentId: k1, year: YEAR, targets: { q1: 80 } },
    });
    expect(request).toMatchObject({ status: "New", state: "open", type: "target_change" });
    expect(request.subject).toMatchObject({
      kind: "kpi_assignment",
      id: k1,
      name: "New bookings",
      functionName: "Sales Team",
    });
    // UI-113: the KPI's unit ($) comes with the numbers, so the Changes table writes "$100 → $80".
    expect(request.diff).toEqual([
      { field: "targets.q1", label: "Target, Q1 2026", before: 100, after: 80, unit: "$" },
    ]);
    expect(rowOf(request.impact, "q1", "kpi", k1)).toMatchObject({
      before: 80,
      after: 100,
      statusAfter: "Exceeds Target",
    });
    expect(rowOf(request.impact, "q1", "objective", o1)).toMatchObject({ before: 80, after: 100 });
    expect(rowOf(request.impact, "q1", "function", teamId)).toMatchObject({ before: 68, after: 80 });
    // Each ancestor up to the top is listed (their own level scores: nothing of theirs moves).
    const functions = request.impact?.periods
      .find((p) => p.period === "q1")
      ?.rows.filter((r) => r.level === "function");
    expect(functions?.map((r) => r.name)).toEqual(["Sales Team", "Sales Division", "Chief Executive"]);
    expect(request.impact?.periods.map((p) => p.period)).toEqual(["q1", "annual"]);
    expect(request.impact?.weights).toBeNull();
    // Nothing is written before approval.
    expect(await storedValue(k1, "q1", "target")).toBe(100);
  });

  it("skips the level without a head and waits for the Sales Division's head", () => {
    expect(request.approvals.map((a) => [a.level, a.functionName, a.headUserId])).toEqual([
      [1, "Sales Team", null],
      [2, "Sales Division", salesHead.id],
      [3, "Chief Executive", ceoHead.id],
    ]);
    expect(request.awaiting).toMatchObject({ level: 2, headUserId: salesHead.id });
  });

  it("refuses approval out of turn (403) and by the requester (403), and changes nothing", async () => {
    expect((await approve(ceoHead, request.id)).status).toBe(403);
    expect((await approve(requester, request.id)).status).toBe(403);
    expect(await storedValue(k1, "q1", "target")).toBe(100);
  });

  it("approves level by level, then applies the change with category requests", async () => {
    const first = await approve(salesHead, request.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: "In Progress",
      state: "in_review",
      awaiting: { level: 3, headUserId: ceoHead.id },
    });
    expect(await storedValue(k1, "q1", "target")).toBe(100);
    expect((await mailsTo(ceoHead.email)).some((m) => /to approve/i.test(m.subject))).toBe(true);
    expect((await mailsTo(requester.email)).some((m) => /approved at one level/i.test(m.subject))).toBe(true);

    const last = await approve(ceoHead, request.id);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: "Completed", state: "applied", awaiting: null });
    expect((last.body as Request).appliedAt).not.toBeNull();
    expect(await storedValue(k1, "q1", "target")).toBe(80);
    expect((await mailsTo(requester.email)).some((m) => /was applied/i.test(m.subject))).toBe(true);

    const log = await expectStatus<{ entityType: string; entityId: string; action: string }[]>(
      admin.send,
      200,
      "GET",
      "/api/activities?category=requests",
    );
    expect(log.some((a) => a.entityType === "kpi_assignment" && a.entityId === k1)).toBe(true);
    expect(
      log.filter((a) => a.entityType === "request" && a.entityId === request.id).map((a) => a.action),
    ).toEqual(expect.arrayContaining(["created", "updated"]));
  });

  it("is final once applied: any move is 409", async () => {
    for (const status of ["Rejected", "In Progress", "New", "Completed"]) {
      expect((await move(admin, request.id, { status, reason: "x" })).status).toBe(409);
    }
  });
});

describe("weight_change (REQUEST-13)", () => {
  it("shows the weights no longer balanced, and applies for the year", async () => {
    const request = await ask(requester, {
      type: "weight_change",
      title: "Less weight on revenue",
      changes: { objectiveAssignmentId: o1, year: YEAR, weight: 50 },
    });
    expect(request.diff).toEqual([
      { field: "weight", label: "Weight, 2026", before: 60, after: 50, unit: "%" },
    ]);
    expect(request.impact?.weights).toMatchObject({
      totalBefore: 100,
      totalAfter: 90,
      balancedBefore: true,
      balancedAfter: false,
    });
    // K1's target is 80 now (the change above): K1 = 100, O1 = 100; team (100·60 + 50·40)/100 = 80 → (100·50 + 50·40)/90 = 77.78 → 78.
    expect(rowOf(request.impact, "q1", "function", teamId)).toMatchObject({ before: 80, after: 78 });
    expect(request.impact?.periods.map((p) => p.period)).toEqual(["q1", "q2", "q3", "q4", "annual"]);
    // An administrator may approve any level: the current one each time.
    const first = await approve(admin, request.id);
    expect(first.body).toMatchObject({ state: "in_review", awaiting: { level: 3 } });
    const done = await approve(admin, request.id);
    expect(done.body).toMatchObject({ state: "applied" });
    const assignments = await expectStatus<{ id: string; weight: number }[]>(
      admin.send,
      200,
      "GET",
      `/api/objective-assignments?year=${YEAR}`,
    );
    expect(assignments.find((a) => a.id === o1)?.weight).toBe(50);
  });
});

describe("LOCK-6: a weight change request is the way into a year with closed periods", () => {
  it("a direct weight change answers 423; the approved request applies", async () => {
    const lock = await expectStatus<{ id: string }>(admin.send, 201, "POST", "/api/period-locks", {
      year: YEAR,
      frequency: "quarterly",
      period: "q1",
    });
    const direct = await admin.send("PUT", `/api/objective-assignments/${o1}`, { year: YEAR, weight: 45 });
    expect(direct.status).toBe(423);
    const request = await ask(requester, {
      type: "weight_change",
      title: "Re-weight a closed year",
      changes: { objectiveAssignmentId: o1, year: YEAR, weight: 45 },
    });
    await approve(admin, request.id);
    expect((await approve(admin, request.id)).body).toMatchObject({ state: "applied" });
    const assignments = await expectStatus<{ id: string; weight: number }[]>(
      admin.send,
      200,
      "GET",
      `/api/objective-assignments?year=${YEAR}`,
    );
    expect(assignments.find((a) => a.id === o1)?.weight).toBe(45);
    await expectStatus(admin.send, 200, "DELETE", `/api/period-locks/${lock.id}`, {
      reason: "Test clean-up",
    });
    await expectStatus(admin.send, 200, "PUT", `/api/objective-assignments/${o1}`, {
      year: YEAR,
      weight: 50,
    });
  });
});

describe("REQUEST-14: the impact is computed again at the final approval", () => {
  it("stores the new figures when the data moved, and the activity row says so", async () => {
    const request = await ask(requester, {
      type: "target_change",
      title: "Set a Q2 target",
      changes: { kpiAssignmentId: k1, year: YEAR, targets: { q2: 200 } },
    });
    // No Q2 actual yet: no score before or after.
    expect(rowOf(request.impact, "q2", "kpi", k1)).toMatchObject({ before: null, after: null });
    await expectStatus(admin.send, 200, "PATCH", `/api/kpi-assignments/${k1}`, {
      year: YEAR,
      actualResults: { q2: 100 },
    });
    await approve(admin, request.id);
    const done = await approve(admin, request.id);
    expect(done.body).toMatchObject({ state: "applied" });
    // Now Q2 has an actual of 100: with the new target of 200, K1 = 100/200 × 100 = 50.
    expect(rowOf((done.body as Request).impact, "q2", "kpi", k1)).toMatchObject({ before: null, after: 50 });
    const log = await expectStatus<{ entityId: string; details: Record<string, unknown> }[]>(
      admin.send,
      200,
      "GET",
      "/api/activities?category=requests",
    );
    expect(log.some((a) => a.entityId === request.id && a.details.impactChanged === true)).toBe(true);
  });
});

describe("kpi_change and other", () => {
  it("a KPI change applies the library fields (top function approves: admin completes)", async () => {
    const request = await ask(requester, {
      type: "kpi_change",
      title: "Rename renewals",
      changes: { kpiId: k2Kpi, fields: { name: "Contract renewals" } },
    });
    expect(request.subject).toMatchObject({ kind: "kpi", name: "Renewals" });
    expect(request.diff).toEqual([
      { field: "name", label: "Name", before: "Renewals", after: "Contract renewals" },
    ]);
    expect(request.awaiting).toMatchObject({
      level: 1,
      functionName: "Chief Executive",
      headUserId: ceoHead.id,
    });
    const done = await approve(ceoHead, request.id);
    expect(done.body).toMatchObject({ state: "applied" });
    const kpis = await expectStatus<{ id: string; name: string }[]>(admin.send, 200, "GET", "/api/kpis");
    expect(kpis.find((k) => k.id === k2Kpi)?.name).toBe("Contract renewals");
  });

  it("an other request carries no changes and completes without writing data", async () => {
    const request = await ask(requester, {
      type: "other",
      title: "Add a churn KPI next year",
      description: "Idea.",
    });
    expect(request).toMatchObject({ changes: null, subject: null, diff: [], impact: null });
    expect((await approve(ceoHead, request.id)).body).toMatchObject({ state: "applied" });
  });
});

describe("rejection (REQUEST-18)", () => {
  it.each([
    { label: "without a reason", extra: {}, status: 400 },
    { label: "with a blank reason", extra: { reason: "  " }, status: 400 },
    { label: "with a reason", extra: { reason: "Targets are fixed for the year." }, status: 200 },
  ])("rejecting $label answers $status", async ({ extra, status }) => {
    const request = await ask(requester, {
      type: "target_change",
      title: "Raise Q4",
      changes: { kpiAssignmentId: k1, year: YEAR, targets: { q4: 120 } },
    });
    const reply = await move(salesHead, request.id, { status: "Rejected", ...extra });
    expect(reply.status).toBe(status);
    if (status === 200) {
      expect(reply.body).toMatchObject({
        state: "rejected",
        rejectionReason: "Targets are fixed for the year.",
      });
      expect(
        (await mailsTo(requester.email)).some(
          (m) => /rejected/i.test(m.subject) && m.text.includes("fixed for the year"),
        ),
      ).toBe(true);
      // Completing a rejected request: 409, nothing applied.
      expect((await approve(admin, request.id)).status).toBe(409);
    }
    expect(await storedValue(k1, "q4", "target")).toBeNull();
  });
});

describe("REQUEST-41: the trail says what became of each level; a closed request has no 'Not yet'", () => {
  const outcomes = (request: Request) => request.approvals.map((a) => [a.functionName, a.outcome]);
  const raise = () =>
    ask(requester, {
      type: "target_change",
      title: "Raise Q3",
      changes: { kpiAssignmentId: k1, year: YEAR, targets: { q3: 3100 } },
    });

  it("open: the headless level is skipped, the next awaits, the last has not decided yet", async () => {
    const request = await raise();
    expect(outcomes(request)).toEqual([
      ["Sales Team", "skipped"],
      ["Sales Division", "awaiting"],
      ["Chief Executive", "not_yet"],
    ]);
    await move(admin, request.id, { status: "Rejected", reason: "Tidy up." });
  });

  it("rejected at level 2: level 3 was not reached", async () => {
    const request = await raise();
    const reply = await move(salesHead, request.id, { status: "Rejected", reason: "No." });
    expect(reply.status).toBe(200);
    expect(outcomes(reply.body as Request)).toEqual([
      ["Sales Team", "skipped"],
      ["Sales Division", "rejected"],
      ["Chief Executive", "not_reached"],
    ]);
  });

  it("applied: the headless level reads skipped, not 'Not yet'; the diff carries the KPI's unit", async () => {
    const request = await raise();
    expect(request.diff).toEqual([
      { field: "targets.q3", label: "Target, Q3 2026", before: null, after: 3100, unit: "$" },
    ]);
    expect((await approve(salesHead, request.id)).status).toBe(200);
    const reply = await approve(ceoHead, request.id);
    expect(reply.body).toMatchObject({ state: "applied" });
    expect(outcomes(reply.body as Request)).toEqual([
      ["Sales Team", "skipped"],
      ["Sales Division", "approved"],
      ["Chief Executive", "approved"],
    ]);
    const read = await expectStatus<Request>(admin.send, 200, "GET", `/api/requests/${request.id}`);
    expect(read.approvals.map((a) => a.outcome)).not.toContain("not_yet");
  });
});

describe("a closed period is corrected only through a request (LOCK-3, REQUEST-27)", () => {
  let lockId: string;
  beforeAll(async () => {
    lockId = (
      await expectStatus(admin.send, 201, "POST", "/api/period-locks", {
        year: YEAR,
        frequency: "quarterly",
        period: "q1",
      })
    ).id;
  });
  afterAll(async () => {
    await expectStatus(admin.send, 200, "DELETE", `/api/period-locks/${lockId}`, { reason: "Test clean-up" });
  });

  it("a direct write is 423; an actual correction applies", async () => {
    const direct = await admin.send("PATCH", `/api/kpi-assignments/${k2}`, {
      year: YEAR,
      actualResults: { q1: 9 },
    });
    expect(direct.status).toBe(423);
    const request = await ask(requester, {
      type: "actual_correction",
      title: "Q1 renewals were miscounted",
      changes: { kpiAssignmentId: k2, year: YEAR, actualResults: { q1: 9 } },
    });
    expect(rowOf(request.impact, "q1", "kpi", k2)).toMatchObject({ before: 50, after: 90 });
    await approve(salesHead, request.id);
    const done = await approve(ceoHead, request.id);
    expect(done.status).toBe(200);
    expect(await storedValue(k2, "q1", "actual")).toBe(9);
    const log = await expectStatus<{ action: string; entityId: string; category: string }[]>(
      admin.send,
      200,
      "GET",
      "/api/activities?category=requests",
    );
    expect(log.some((a) => a.action === "actual_result_update" && a.entityId === k2)).toBe(true);
  });

  it("a target change into the closed period is refused at apply (423), nothing applied", async () => {
    const request = await ask(requester, {
      type: "target_change",
      title: "Change a closed target",
      changes: { kpiAssignmentId: k2, year: YEAR, targets: { q1: 20 } },
    });
    await approve(salesHead, request.id);
    const last = await approve(ceoHead, request.id);
    expect(last.status).toBe(423);
    expect(await storedValue(k2, "q1", "target")).toBe(10);
    const still = await expectStatus<Request>(admin.send, 200, "GET", `/api/requests/${request.id}`);
    expect(still).toMatchObject({ state: "in_review", awaiting: { level: 3 } });
  });
});

describe("bad input: 4xx and nothing stored", () => {
  const cases: [string, () => unknown, number][] = [
    ["an unknown type", () => ({ type: "budget_change", title: "x", changes: null }), 400],
    ["no title", () => ({ type: "other", title: " " }), 400],
    ["changes missing", () => ({ type: "target_change", title: "x" }), 400],
    ["changes on other", () => ({ type: "other", title: "x", changes: { a: 1 } }), 400],
    [
      "a value that is not a number",
      () => ({
        type: "target_change",
        title: "x",
        changes: { kpiAssignmentId: k1, year: YEAR, targets: { q1: "abc" } },
      }),
      400,
    ],
    [
      "a key of another frequency",
      () => ({
        type: "target_change",
        title: "x",
        changes: { kpiAssignmentId: k1, year: YEAR, targets: { january: 1 } },
      }),
      400,
    ],
    [
      "no values",
      () => ({
        type: "actual_correction",
        title: "x",
        changes: { kpiAssignmentId: k1, year: YEAR, actualResults: {} },
      }),
      400,
    ],
    [
      "a weight out of range",
      () => ({
        type: "weight_change",
        title: "x",
        changes: { objectiveAssignmentId: o1, year: YEAR, weight: 0 },
      }),
      400,
    ],
    [
      "a bad year",
      () => ({
        type: "weight_change",
        title: "x",
        changes: { objectiveAssignmentId: o1, year: 12, weight: 10 },
      }),
      400,
    ],
    ["no KPI fields", () => ({ type: "kpi_change", title: "x", changes: { kpiId: k2Kpi, fields: {} } }), 400],
    [
      "a blank KPI name",
      () => ({ type: "kpi_change", title: "x", changes: { kpiId: k2Kpi, fields: { name: "" } } }),
      400,
    ],
    [
      "another organization's row",
      () => ({
        type: "target_change",
        title: "x",
        changes: { kpiAssignmentId: foreignAssignment, year: YEAR, targets: { q1: 1 } },
      }),
      404,
    ],
    [
      "a missing row",
      () => ({
        type: "weight_change",
        title: "x",
        changes: { objectiveAssignmentId: "00000000-0000-4000-8000-000000000000", year: YEAR, weight: 10 },
      }),
      404,
    ],
  ];
  it.each(cases.map(([label, body, status]) => ({ label, body, status })))(
    "$label → $status",
    async ({ body, status }) => {
      const before = (await expectStatus<unknown[]>(admin.send, 200, "GET", "/api/requests")).length;
      const reply = await requester.send("POST", "/api/requests", body());
      expect(reply.status).toBe(status);
      expect((reply.body as { message: string }).message).toMatch(/\w+/);
      expect((await expectStatus<unknown[]>(admin.send, 200, "GET", "/api/requests")).length).toBe(before);
    },
  );

  it("an unknown status is 400; an empty PATCH is 400", async () => {
    const request = await ask(requester, { type: "other", title: "Status checks" });
    expect((await move(admin, request.id, { status: "Parked" })).status).toBe(400);
    expect((await move(admin, request.id, {})).status).toBe(400);
    expect((await requester.send("GET", "/api/requests?type=nonsense")).status).toBe(400);
  });
});

describe("visibility, comments, moves and deletion (REQUEST-17, REQUEST-19, REQUEST-33, REQUEST-34)", () => {
  let request: Request;
  beforeAll(async () => {
    request = await ask(requester, { type: "other", title: "Visible to whom" });
  });

  it.each([
    ["the requester", () => requester, true],
    ["the head above", () => salesHead, false],
    ["another member", () => stranger, false],
    ["an administrator", () => admin, true],
    ["another organization", () => otherOrg, false],
  ])("%s", async (_label, who, sees) => {
    // An "other" request is approved at the top function: the CEO's head sees it, the division head does not.
    const list = await expectStatus<{ id: string }[]>(who().send, 200, "GET", "/api/requests");
    expect(list.some((r) => r.id === request.id)).toBe(sees);
    expect((await who().send("GET", `/api/requests/${request.id}`)).status).toBe(sees ? 200 : 404);
  });

  it("the head of the subject's function sees requests of their subtree; mine=true filters", async () => {
    const list = await expectStatus<{ id: string; functionName: string | null }[]>(
      salesHead.send,
      200,
      "GET",
      "/api/requests",
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.functionName === "Sales Team")).toBe(true);
    expect(await expectStatus<unknown[]>(salesHead.send, 200, "GET", "/api/requests?mine=true")).toEqual([]);
  });

  it("activity rows follow the request: a member who cannot open it does not read them (ACTIVITY-8)", async () => {
    type Row = { entityId: string | null; details: Record<string, unknown> };
    const rowsOf = async (who: Person) =>
      (await expectStatus<Row[]>(who.send, 200, "GET", "/api/activities?category=requests&limit=500")).filter(
        (row) => row.entityId === request.id || row.details.requestId === request.id,
      );
    expect((await rowsOf(requester)).length).toBeGreaterThan(0);
    expect((await rowsOf(admin)).length).toBeGreaterThan(0);
    expect((await stranger.send("GET", `/api/requests/${request.id}`)).status).toBe(404);
    expect(await rowsOf(stranger)).toEqual([]);
  });

  it("comments by the requester; a stranger cannot comment or move", async () => {
    const commented = await move(requester, request.id, { comment: "Any news?" });
    expect(commented.status).toBe(200);
    expect((commented.body as Request).comments.map((c) => c.body)).toEqual(["Any news?"]);
    expect((await move(requester, request.id, { status: "In Progress" })).status).toBe(403);
  });

  it("delete: others 403; the requester while New 200; after a move 409", async () => {
    expect((await admin.send("DELETE", `/api/requests/${request.id}`)).status).toBe(403);
    const moved = await ask(requester, { type: "other", title: "Moved first" });
    expect((await move(ceoHead, moved.id, { status: "In Progress" })).status).toBe(200);
    expect((await requester.send("DELETE", `/api/requests/${moved.id}`)).status).toBe(409);
    expect((await requester.send("DELETE", `/api/requests/${request.id}`)).status).toBe(200);
    expect((await requester.send("GET", `/api/requests/${request.id}`)).status).toBe(404);
  });
});

describe("workflow switches (REQUEST-20, REQUEST-21)", () => {
  afterAll(() =>
    settings({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true }),
  );

  it("without multi-level approval the affected function's head, else an administrator, completes", async () => {
    await settings({ requiresApproval: true, requiresImpactAnalysis: false, multiLevelApproval: false });
    const request = await ask(requester, {
      type: "target_change",
      title: "One level",
      changes: { kpiAssignmentId: k1, year: YEAR, targets: { q3: 50 } },
    });
    expect(request.impact).toBeNull();
    // Sales Team has no head: only an administrator completes it.
    expect(request.approvals.map((a) => a.functionName)).toEqual(["Sales Team"]);
    expect((await approve(salesHead, request.id)).status).toBe(403);
    expect((await approve(admin, request.id)).body).toMatchObject({ state: "applied" });
    expect(await storedValue(k1, "q3", "target")).toBe(50);
  });

  it("without approval an administrator completes in one step", async () => {
    await settings({ requiresApproval: false, requiresImpactAnalysis: true, multiLevelApproval: true });
    const request = await ask(requester, { type: "other", title: "No approval" });
    expect(request.approvals).toEqual([]);
    expect((await approve(ceoHead, request.id)).status).toBe(403);
    expect((await approve(admin, request.id)).body).toMatchObject({ state: "applied" });
  });
});

describe("REQUEST-35: the Admin Panel counts open requests", () => {
  it("activeRequests is the platform's requests neither applied nor rejected", async () => {
    const all = await expectStatus<{ state: string }[]>(admin.send, 200, "GET", "/api/requests");
    const open = all.filter((r) => r.state === "open" || r.state === "in_review").length;
    expect(open).toBeGreaterThan(0);
    const { cookie } = await signInSuperAdmin(t);
    const analytics = await expectStatus<{ activeRequests: number }>(
      injectSender(t, cookie),
      200,
      "GET",
      "/api/admin/analytics",
    );
    expect(analytics.activeRequests).toBe(open);
  });
});

describe("REQUEST-42, REQUEST-43: nobody decides their own request, and a member asks only about what is theirs", () => {
  const denied = async (reply: { status: number; body: unknown }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(403);
  };

  it("a member who owns nothing there and heads nothing: 403 for a target, a weight or a KPI; 'other' is theirs", async () => {
    await settings({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true });
    const asked = [
      { type: "target_change", changes: { kpiAssignmentId: k1, year: YEAR, targets: { q1: 1 } } },
      { type: "actual_correction", changes: { kpiAssignmentId: k2, year: YEAR, actualResults: { q1: 1 } } },
      { type: "weight_change", changes: { objectiveAssignmentId: o1, year: YEAR, weight: 1 } },
      { type: "kpi_change", changes: { kpiId: k2Kpi, fields: { name: "Renewals (all)" } } },
    ];
    for (const body of asked) {
      await denied(await stranger.send("POST", "/api/requests", { ...body, title: "Not mine" }));
    }
    await ask(stranger, { type: "other", title: "A suggestion" });
  });

  it("the head of Sales Division asks about its team: their own level is skipped and the CEO's head decides", async () => {
    await settings({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true });
    const request = await ask(salesHead, {
      type: "weight_change",
      title: "Weight of Grow revenue",
      changes: { objectiveAssignmentId: o1, year: YEAR, weight: 55 },
    });
    expect(request.awaiting).toMatchObject({ functionName: "Chief Executive", headUserId: ceoHead.id });
    expect(request.approvals.find((a) => a.functionName === "Sales Division")?.headUserId).toBeNull();
    // Neither approve, move nor reject: they asked.
    await denied(await approve(salesHead, request.id));
    await denied(await move(salesHead, request.id, { status: "In Progress" }));
    await denied(await move(salesHead, request.id, { status: "Rejected", reason: "Never mind" }));
    expect((await approve(ceoHead, request.id)).status).toBe(200);
  });

  it("with one level, a level the requester heads passes to the next head up", async () => {
    await settings({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: false });
    const functions = (await admin.send("GET", "/api/functions")).body as { id: string; name: string }[];
    const division = functions.find((f) => f.name === "Sales Division")!;
    const objective = await createObjective(t, admin.cookie, { name: "Lead the division" });
    const placed = await assignObjective(admin.send, {
      objectiveId: objective.id,
      organizationFunctionId: division.id,
      weight: 50,
    });
    const request = await ask(salesHead, {
      type: "weight_change",
      title: "Division weight",
      changes: { objectiveAssignmentId: placed.id, year: YEAR, weight: 45 },
    });
    expect(request.awaiting).toMatchObject({ functionName: "Chief Executive", headUserId: ceoHead.id });
    await denied(await approve(salesHead, request.id));
    expect((await approve(ceoHead, request.id)).status).toBe(200);
  });

  it("the CEO's head asks for a KPI change: nobody above, so only an administrator completes it", async () => {
    await settings({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true });
    const request = await ask(ceoHead, {
      type: "kpi_change",
      title: "Rename Renewals",
      changes: { kpiId: k2Kpi, fields: { name: "Renewals and upgrades" } },
    });
    // REQUEST-23: no head left to approve: an administrator completes it.
    expect(request.awaiting).toMatchObject({ functionName: "Chief Executive", headUserId: null });
    await denied(await approve(ceoHead, request.id));
    expect((await approve(admin, request.id)).status).toBe(200);
  });
});
