// My Updates (CYCLE-20..CYCLE-22, CYCLE-29): the caller's periods to report, their due dates and states,
// with a controlled clock through the service and over the API for the protocol.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyUpdatesResponse } from "../../src/domain/schemas/reporting";
import { listMyUpdates } from "../../src/server/features/reporting/my-updates";
import { callApi } from "../support/library";
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

  it("does not ask for a year before the assignment was made, unless it holds values (CYCLE-22)", async () => {
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
