// Commentary per KPI per period (COMMENT-1..COMMENT-4) and the reporting calendar settings (CYCLE-3):
// versions kept newest first, owners on their own KPIs, admins on any, other members 403, 10,000
// characters at most, and the analysis required below at risk when the organization asks for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../src/server/db/tenant";
import { hasAnalysis } from "../../src/server/features/commentary";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  type Send,
} from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

type Version = {
  id: string;
  analysis: string;
  recommendations: string;
  authorName: string | null;
  createdAt: string;
};
type Period = { year: number; period: string; current: Version; earlier: Version[] };
type List = { kpiAssignmentId: string; year: number; periods: Period[] };
type Err = { message: string; code: string; fields?: Record<string, string> };

const YEAR = 2026;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendOwner: Send;
let sendMember: Send;
let sendOther: Send;
let owned: { id: string };
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  const other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  const ownerCookie = await invitedMemberCookie(t, admin.cookie);
  ownerId = (await callApi(t, "GET", "/api/auth/user", ownerCookie)).json().id;
  sendOwner = injectSender(t, ownerCookie);
  sendMember = injectSender(t, await invitedMemberCookie(t, admin.cookie));
  const ceo = await createFunction(send, "Chief Executive");
  const objective = await createObjective(t, admin.cookie);
  const oa = await assignObjective(send, { objectiveId: objective.id, organizationFunctionId: ceo.id });
  const kpi = await createKpi(t, admin.cookie, { name: "Tickets closed", frequency: "quarterly" });
  owned = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: oa.id,
    weight: 50,
    period: String(YEAR),
    ownerId,
    targets: { q1: 100, q2: 100, q3: 100, q4: 100 },
  });
});
afterAll(() => t.close());

const url = () => `/api/kpi-assignments/${owned.id}/commentary`;
const put = (who: Send, body: object) => who("PUT", url(), { year: YEAR, ...body });

describe("COMMENT-1, COMMENT-3: versions", () => {
  it("each save is a new version; GET lists the current text, author, time and earlier ones newest first", async () => {
    const first = await put(sendOwner, { period: "q1", analysis: "Slow start.", recommendations: "Hire." });
    expect(first.status).toBe(200);
    expect((first.body as Period).current).toMatchObject({
      analysis: "Slow start.",
      authorName: "Mia Member",
    });
    await expectStatus(send, 200, "PUT", url(), {
      year: YEAR,
      period: "q1",
      analysis: "Slow start: two people left.\nRecovering in March.",
      recommendations: "Hire two.",
    });
    await expectStatus(sendOwner, 200, "PUT", url(), { year: YEAR, period: "q2", analysis: "Fine." });
    const list = await expectStatus<List>(sendMember, 200, "GET", `${url()}?year=${YEAR}`);
    expect(list.periods.map((p) => p.period)).toEqual(["q1", "q2"]);
    const q1 = list.periods[0]!;
    expect(q1.current.analysis).toBe("Slow start: two people left.\nRecovering in March.");
    expect(q1.current.authorName).not.toBe("Mia Member");
    expect(q1.earlier.map((v) => v.analysis)).toEqual(["Slow start."]);
    expect(Date.parse(q1.current.createdAt)).toBeGreaterThanOrEqual(Date.parse(q1.earlier[0]!.createdAt));
    expect(list.periods[1]!.current.recommendations).toBe("");
    // Another year has none.
    expect((await expectStatus<List>(send, 200, "GET", `${url()}?year=${YEAR - 1}`)).periods).toEqual([]);
  });
});

describe("COMMENT-2: who writes, and bad input", () => {
  it("another member is refused (403), nothing written; another organization gets 404", async () => {
    const reply = await put(sendMember, { period: "q3", analysis: "Not mine" });
    expect(reply.status).toBe(403);
    expect((await sendOther("PUT", url(), { year: YEAR, period: "q3", analysis: "x" })).status).toBe(404);
    expect((await sendOther("GET", `${url()}?year=${YEAR}`)).status).toBe(404);
    const list = await expectStatus<List>(send, 200, "GET", `${url()}?year=${YEAR}`);
    expect(list.periods.some((p) => p.period === "q3")).toBe(false);
  });

  it.each([
    ["an analysis of 10,001 characters", { period: "q3", analysis: "a".repeat(10_001) }, "analysis"],
    [
      "recommendations of 10,001 characters",
      { period: "q3", recommendations: "r".repeat(10_001) },
      "recommendations",
    ],
    ["a period of another frequency", { period: "may", analysis: "x" }, "period"],
    ["an unknown period", { period: "q9", analysis: "x" }, "period"],
    ["a year out of range", { period: "q3", analysis: "x", year: 3000 }, "year"],
    ["a control character", { period: "q3", analysis: "bad\u0000text" }, "analysis"],
  ])("refuses %s with 400 naming the field", async (_label, body, field) => {
    const reply = await put(sendOwner, body);
    expect(reply.status).toBe(400);
    expect((reply.body as Err).fields).toHaveProperty(field);
  });

  it("10,000 characters exactly are accepted", async () => {
    const reply = await put(sendOwner, { period: "q4", analysis: "a".repeat(10_000) });
    expect(reply.status).toBe(200);
  });
});

describe("COMMENT-4: an analysis required below at risk", () => {
  it("is off by default; once on, a low actual without an analysis is refused, then accepted", async () => {
    const settings = await expectStatus<Record<string, unknown>>(
      send,
      200,
      "GET",
      "/api/organization-settings",
    );
    expect(settings).toMatchObject({
      reportingDueDays: 10,
      reminderLeadDays: 3,
      escalationGraceDays: 2,
      requireAnalysisBelowAtRisk: false,
    });
    // Off: a low actual is fine without analysis.
    await expectStatus(sendOwner, 200, "PATCH", `/api/kpi-assignments/${owned.id}`, {
      year: YEAR,
      actualResults: { q3: 10 },
    });
    await expectStatus(send, 200, "PUT", "/api/organization-settings", { requireAnalysisBelowAtRisk: true });
    const refused = await sendOwner("PATCH", `/api/kpi-assignments/${owned.id}`, {
      year: YEAR,
      actualResults: { q3: 20 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: `Add an analysis for Q3 ${YEAR}: results that score below At Risk need one.`,
      fields: {
        "actualResults.q3": `Add an analysis for Q3 ${YEAR}: results that score below At Risk need one.`,
      },
    });
    // At or above at risk (50% of 100) needs none.
    await expectStatus(sendOwner, 200, "PATCH", `/api/kpi-assignments/${owned.id}`, {
      year: YEAR,
      actualResults: { q3: 50 },
    });
    // An unchanged low value sent back is not a new actual.
    await expectStatus(sendOwner, 200, "PATCH", `/api/kpi-assignments/${owned.id}`, {
      year: YEAR,
      actualResults: { q2: null, q3: 50 },
    });
    // A blank analysis is no analysis.
    await expectStatus(sendOwner, 200, "PUT", url(), {
      year: YEAR,
      period: "q3",
      analysis: "   ",
      recommendations: "x",
    });
    expect(
      (
        await sendOwner("PATCH", `/api/kpi-assignments/${owned.id}`, {
          year: YEAR,
          actualResults: { q3: 20 },
        })
      ).status,
    ).toBe(400);
    await expectStatus(sendOwner, 200, "PUT", url(), {
      year: YEAR,
      period: "q3",
      analysis: "Supplier strike in August.",
    });
    await expectStatus(sendOwner, 200, "PATCH", `/api/kpi-assignments/${owned.id}`, {
      year: YEAR,
      actualResults: { q3: 20 },
    });
    const ctx = { orgId: admin.user.organizationId, userId: admin.user.id, role: "admin" as const };
    expect(await withTenant(t.database.db, ctx, (tx) => hasAnalysis(tx, ctx, owned.id, YEAR, "q3"))).toBe(
      true,
    );
    expect(await withTenant(t.database.db, ctx, (tx) => hasAnalysis(tx, ctx, owned.id, YEAR, "q4"))).toBe(
      true,
    );
    expect(await withTenant(t.database.db, ctx, (tx) => hasAnalysis(tx, ctx, owned.id, YEAR, "q1"))).toBe(
      true,
    );
    expect(await withTenant(t.database.db, ctx, (tx) => hasAnalysis(tx, ctx, owned.id, YEAR - 1, "q3"))).toBe(
      false,
    );
    await expectStatus(send, 200, "PUT", "/api/organization-settings", { requireAnalysisBelowAtRisk: false });
  });
});

describe("CYCLE-3: the reporting calendar in settings", () => {
  it("saves the four settings and refuses numbers out of range naming the field", async () => {
    const saved = await expectStatus<Record<string, unknown>>(
      send,
      200,
      "PUT",
      "/api/organization-settings",
      {
        reportingDueDays: 0,
        reminderLeadDays: 30,
        escalationGraceDays: 1,
      },
    );
    expect(saved).toMatchObject({ reportingDueDays: 0, reminderLeadDays: 30, escalationGraceDays: 1 });
    for (const [field, value] of [
      ["reportingDueDays", 91],
      ["reportingDueDays", -1],
      ["reminderLeadDays", 31],
      ["escalationGraceDays", 0],
      ["escalationGraceDays", 2.5],
      ["requireAnalysisBelowAtRisk", "yes"],
    ] as const) {
      const reply = await send("PUT", "/api/organization-settings", { [field]: value });
      expect(reply.status, `${field}=${value}`).toBe(400);
      expect((reply.body as Err).fields, `${field}=${value}`).toHaveProperty(field);
    }
    expect((await sendOwner("PUT", "/api/organization-settings", { reportingDueDays: 5 })).status).toBe(403);
  });
});
