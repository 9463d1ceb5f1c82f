// My Updates (CYCLE-20..CYCLE-22, CYCLE-29): the caller's periods to report, their due dates and states,
// with a controlled clock through the service and over the API for the protocol.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import type { MyUpdatesResponse } from "../../src/domain/schemas/reporting";
import { kpiAssignments } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { listMyKpis } from "../../src/server/features/assignments/my-kpis";
import { listMyUpdates } from "../../src/server/features/reporting/my-updates";
import { callApi, createKpi } from "../support/library";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  const { tickets, audits, visits } = org.assignments;
  // Tickets: every month to August but March. Audit findings: every quarter so far.
  await enterActuals(t, org, tickets.id, 2026, {
    january: 1,
    february: 2,
    april: 4,
    may: 5,
    june: 6,
    july: 7,
    august: 8,
  });
  await enterActuals(t, org, audits.id, 2026, { q1: 1, q2: 2, q3: 3 });
  await enterActuals(t, org, visits.id, 2026, { january: 1 });
});
afterAll(() => t.close());

const asOwner = (now: string, year?: number) =>
  listMyUpdates(
    serviceDeps(t),
    { orgId: org.orgId, userId: org.owner.id, role: "user" },
    year,
    new Date(now),
  );

const summary = (body: MyUpdatesResponse) =>
  body.items.map((item) => [item.name, item.year, item.period, item.state, item.dueDate]);

describe("GET /api/my-updates (CYCLE-21, CYCLE-22)", () => {
  it("lists the owner's open periods: overdue first, then due, then approved, each with its due date", async () => {
    const body = await asOwner("2026-11-05T12:00:00Z");
    expect(body.years).toEqual([2025, 2026]);
    expect(body.today).toBe("2026-11-05");
    expect(summary(body)).toEqual([
      ["Tickets closed", 2026, "march", "overdue", "2026-04-10"],
      ["Tickets closed", 2026, "september", "overdue", "2026-10-10"],
      ["Tickets closed", 2026, "october", "due", "2026-11-10"],
      // CYCLE-22: an approved period stays until 45 days after its due date (August's, 10 September, left).
      ["Audit findings", 2026, "q3", "approved", "2026-10-10"],
    ]);
    expect(body.counts).toEqual({ due: 1, overdue: 2, rejected: 0, submitted: 0, approved: 1 });
    expect(body.items[1]).toMatchObject({
      actual: null,
      unit: "count",
      frequency: "monthly",
      functionName: "Service Desk",
      periodLabel: "September 2026",
      pendingValue: null,
    });
    expect(body.items.at(-1)).toMatchObject({ actual: 3, periodLabel: "Q3 2026", frequency: "quarterly" });
  });

  it("agrees with My KPIs for the same person at the same moment (CYCLE-35, MYKPI-3)", async () => {
    const now = new Date("2026-11-05T12:00:00Z");
    const updates = await asOwner(now.toISOString());
    const mine = await listMyKpis(
      serviceDeps(t),
      { orgId: org.orgId, userId: org.owner.id, role: "user" },
      undefined,
      now,
    );
    // Nothing of theirs was refused, so My Updates' own `rejected` is 0 and the rest match My KPIs.
    const { approved: _approved, rejected, ...owed } = updates.counts;
    expect(rejected).toBe(0);
    expect(owed).toEqual({ due: 1, overdue: 2, submitted: 0 });
    expect(mine.counts).toEqual({ ...owed, upToDate: 1 });
    // Each KPI's badge is the first period My Updates lists for it.
    const tickets = mine.kpis.find((k) => k.name === "Tickets closed")!;
    expect(tickets.due).toMatchObject({
      state: "overdue",
      year: 2026,
      period: "march",
      periodLabel: "March 2026",
      dueDate: "2026-04-10",
      missing: 3,
    });
    expect(mine.kpis.find((k) => k.name === "Audit findings")!.due.state).toBe("up-to-date");
  });

  it("leaves out calculated KPIs and other people's KPIs (CALC-10)", async () => {
    const body = await asOwner("2026-11-05T12:00:00Z");
    const names = new Set(body.items.map((item) => item.name));
    expect(names.has("Derived")).toBe(false);
    expect(names.has("Visits")).toBe(false);
  });

  it("asks for nothing before a period ends, and for a period once it has (CYCLE-22)", async () => {
    const early = await asOwner("2026-10-31T23:00:00Z");
    expect(early.items.some((item) => item.period === "october")).toBe(false);
    const late = await asOwner("2026-11-01T00:30:00Z");
    expect(late.items.find((item) => item.period === "october")?.state).toBe("due");
  });

  it("turns due into overdue the day after the due date (CYCLE-21)", async () => {
    expect((await asOwner("2026-11-10T23:59:00Z")).items.find((i) => i.period === "october")?.state).toBe(
      "due",
    );
    expect((await asOwner("2026-11-11T00:00:00Z")).items.find((i) => i.period === "october")?.state).toBe(
      "overdue",
    );
  });

  it("does not ask for a year before the assignment collects values (CYCLE-22, CYCLE-34)", async () => {
    expect((await asOwner("2026-11-05T12:00:00Z", 2025)).items).toEqual([]);
  });

  it("answers over the API for the signed-in member only", async () => {
    const res = await callApi(t, "GET", "/api/my-updates?year=2026", org.owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MyUpdatesResponse;
    expect(body.years).toEqual([2026]);
    expect(body.items.every((item) => ["Tickets closed", "Audit findings"].includes(item.name))).toBe(true);
    const other = (
      await callApi(t, "GET", "/api/my-updates?year=2026", org.other.cookie)
    ).json() as MyUpdatesResponse;
    expect(other.items.every((item) => item.name === "Visits")).toBe(true);
    expect(other.items.length).toBeGreaterThan(0);
  });

  it("shows a value waiting for approval as submitted, with its pending value (CYCLE-21)", async () => {
    const settings = await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
      dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
    });
    expect(settings.statusCode).toBe(200);
    const sent = await callApi(
      t,
      "PATCH",
      `/api/kpi-assignments/${org.assignments.tickets.id}`,
      org.owner.cookie,
      {
        year: 2026,
        periodKey: "october",
        actualResult: 12,
      },
    );
    expect(sent.statusCode).toBe(202);
    const body = await asOwner("2026-11-12T12:00:00Z");
    const october = body.items.find((item) => item.period === "october" && item.name === "Tickets closed");
    expect(october).toMatchObject({ state: "submitted", actual: null, pendingValue: 12 });
    expect(october?.submissionId).toBe(sent.json().submissionId);
    // Listed after overdue and due ones.
    expect(body.items.map((item) => item.state)).toEqual(["overdue", "overdue", "submitted", "approved"]);
    // CYCLE-35: My KPIs counts the same submitted period, and the KPI is not "up to date".
    const mine = await listMyKpis(
      serviceDeps(t),
      { orgId: org.orgId, userId: org.owner.id, role: "user" },
      undefined,
      new Date("2026-11-12T12:00:00Z"),
    );
    expect(mine.counts).toMatchObject({ overdue: 2, due: 0, submitted: 1 });
    expect(mine.kpis.find((k) => k.name === "Tickets closed")!.due).toMatchObject({
      state: "overdue",
      submitted: 1,
    });
  });

  it.each([
    ["a year out of range", "?year=3000"],
    ["a year that is not a number", "?year=soon"],
  ])("refuses %s with 400", async (_name, query) => {
    const res = await callApi(t, "GET", `/api/my-updates${query}`, org.owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("needs a session", async () => {
    expect((await callApi(t, "GET", "/api/my-updates", undefined)).statusCode).toBe(401);
  });
});

describe("a KPI assigned in November with targets for the whole year (CYCLE-22, CYCLE-34)", () => {
  let fresh: Awaited<ReturnType<typeof buildReportingOrg>>;
  let assignmentId: string;
  const WHOLE_YEAR = Object.fromEntries(MONTH_KEYS.map((key) => [key, 100]));
  const listed = async () =>
    (
      await listMyUpdates(
        serviceDeps(t),
        { orgId: fresh.orgId, userId: fresh.owner.id, role: "user" },
        undefined,
        new Date("2026-11-25T12:00:00Z"),
      )
    ).items
      .filter((item) => item.kpiAssignmentId === assignmentId)
      .map((item) => [item.period, item.state, item.dueDate]);
  const patch = (cookie: string, body: object) =>
    callApi(t, "PATCH", `/api/kpi-assignments/${assignmentId}`, cookie, body);
  // A new library KPI assigned under the Service Desk's objective.
  const assignNew = async (name: string, frequency: string, body: object) => {
    const kpi = await createKpi(t, fresh.admin.cookie, { name, unit: "count", frequency });
    return callApi(t, "POST", "/api/kpi-assignments", fresh.admin.cookie, {
      kpiId: kpi.id,
      objectiveAssignmentId: fresh.assignments.tickets.objectiveAssignmentId,
      weight: 10,
      ...body,
    });
  };

  beforeAll(async () => {
    fresh = await buildReportingOrg(t);
    const made = await assignNew("Parcels", "monthly", {
      ownerId: fresh.owner.id,
      period: "2026",
      // TARGET-2: an annual target of 1,200 spread over the twelve months.
      targets: WHOLE_YEAR,
    });
    expect(made.statusCode).toBe(201);
    assignmentId = made.json().id;
    // Assigned on 20 November 2026, whatever today's clock says.
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(kpiAssignments)
        .set({ createdAt: new Date("2026-11-20T09:00:00Z") })
        .where(eq(kpiAssignments.id, assignmentId)),
    );
  });

  it("asks for nothing before the period it was assigned in: its targets make no past month due", async () => {
    // Before: January–October, ten months with a target, were all asked for (and overdue).
    expect(await listed()).toEqual([]);
    const one = await callApi(t, "GET", `/api/kpi-assignments/${assignmentId}?year=2026`, fresh.admin.cookie);
    expect(one.json().collectFrom).toBe("2026-11");
  });

  it("asks from the month an administrator chose to collect values from", async () => {
    const res = await patch(fresh.admin.cookie, { collectFrom: "2026-09" });
    expect(res.statusCode).toBe(200);
    expect(res.json().collectFrom).toBe("2026-09");
    // September is due on 10 October and October on 10 November: both overdue on 25 November.
    expect(await listed()).toEqual([
      ["september", "overdue", "2026-10-10"],
      ["october", "overdue", "2026-11-10"],
    ]);
    // null goes back to the month it was assigned in.
    expect((await patch(fresh.admin.cookie, { collectFrom: null })).json().collectFrom).toBe("2026-11");
    expect(await listed()).toEqual([]);
  });

  it.each([
    ["a month 13", "2026-13"],
    ["a day", "2026-09-01"],
    ["a year out of range", "1800-01"],
    ["a number", 202609],
  ])("refuses %s with 400 naming collectFrom, and changes nothing", async (_name, collectFrom) => {
    const res = await patch(fresh.admin.cookie, { collectFrom });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("collectFrom");
    const one = await callApi(t, "GET", `/api/kpi-assignments/${assignmentId}?year=2026`, fresh.admin.cookie);
    expect(one.json().collectFrom).toBe("2026-11");
  });

  it("is an administrator's choice: the owner sending it is refused with 403", async () => {
    expect((await patch(fresh.owner.cookie, { collectFrom: "2026-01" })).statusCode).toBe(403);
  });

  it("takes it on create too, and the OpenAPI document describes it", async () => {
    const made = await assignNew("Claims", "quarterly", { collectFrom: "2026-04" });
    expect(made.statusCode).toBe(201);
    expect(made.json().collectFrom).toBe("2026-04");
    const doc = (await callApi(t, "GET", "/api/docs/json", undefined)).json();
    expect(JSON.stringify(doc)).toContain("collect values from this calendar month");
  });
});
