// Completeness of reporting (CYCLE-30..CYCLE-32): expected, reported, approved and overdue per function,
// figures worked out by hand from the values entered below.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportingStatusResponse } from "../../src/domain/schemas/reporting";
import { kpiAssignments, kpiMeasurements } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { reportingStatus } from "../../src/server/features/reporting/status";
import { callApi } from "../support/library";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;
const NOW = new Date("2026-11-05T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  const { tickets, audits, visits } = org.assignments;
  await enterActuals(t, org, tickets.id, 2026, {
    january: 1,
    february: 2,
    april: 4,
    may: 5,
    june: 6,
    july: 7,
    august: 8,
  });
  await enterActuals(t, org, audits.id, 2026, { q1: 1, q2: 2 });
  await enterActuals(t, org, visits.id, 2026, { january: 1 });
});
afterAll(() => t.close());

const status = (query: {
  year?: number;
  frequency?: "monthly" | "quarterly" | "annual";
  period?: string;
  functionId?: string;
}) => reportingStatus(serviceDeps(t), { orgId: org.orgId, userId: org.admin.id, role: "admin" }, query, NOW);
const figures = (body: ReportingStatusResponse, name: string) => {
  const row = body.functions.find((f) => f.name === name)!;
  return { expected: row.expected, reported: row.reported, approved: row.approved, overdue: row.overdue };
};

describe("GET /api/reporting-status (CYCLE-30..CYCLE-32)", () => {
  it("adds up the periods open so far per function (monthly, January to October on 5 November)", async () => {
    const body = await status({ year: 2026 });
    expect(body.frequency).toBe("monthly");
    expect(body.period).toBeNull();
    expect(body.periods).toHaveLength(12);
    expect(body.periods[0]).toEqual({ key: "january", label: "January 2026", dueDate: "2026-02-10" });
    // Tickets: 7 of 10 reported; March and September overdue, October not yet (due 10 November).
    // The calculated KPI is not expected (CALC-10).
    expect(figures(body, "Service Desk")).toEqual({ expected: 10, reported: 7, approved: 7, overdue: 2 });
    // Visits: January only; February to September overdue.
    expect(figures(body, "Operations Division")).toEqual({
      expected: 10,
      reported: 1,
      approved: 1,
      overdue: 8,
    });
    expect(figures(body, "Chief Executive")).toEqual({ expected: 0, reported: 0, approved: 0, overdue: 0 });
    const desk = body.functions.find((f) => f.name === "Service Desk")!;
    expect(desk.parentId).toBe(org.functions.division.id);
    expect(desk.byPeriod.march).toEqual({ expected: 1, reported: 0, approved: 0, overdue: 1 });
    expect(desk.byPeriod.october).toEqual({ expected: 1, reported: 0, approved: 0, overdue: 0 });
    expect(desk.byPeriod.december).toEqual({ expected: 1, reported: 0, approved: 0, overdue: 0 });
  });

  it("gives one period's figures with ?period=", async () => {
    const body = await status({ year: 2026, period: "march" });
    expect(body.period).toBe("march");
    expect(figures(body, "Service Desk")).toEqual({ expected: 1, reported: 0, approved: 0, overdue: 1 });
    expect(figures(body, "Operations Division")).toEqual({
      expected: 1,
      reported: 0,
      approved: 0,
      overdue: 1,
    });
  });

  it("counts only the KPIs of the frequency asked for", async () => {
    const body = await status({ year: 2026, frequency: "quarterly" });
    expect(body.periods.map((p) => p.key)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(figures(body, "Service Desk")).toEqual({ expected: 3, reported: 2, approved: 2, overdue: 1 });
    expect(figures(body, "Operations Division")).toEqual({
      expected: 0,
      reported: 0,
      approved: 0,
      overdue: 0,
    });
  });

  it("answers over the API", async () => {
    const res = await callApi(
      t,
      "GET",
      "/api/reporting-status?year=2026&frequency=quarterly&period=q2",
      org.admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReportingStatusResponse;
    expect(figures(body, "Service Desk")).toEqual({ expected: 1, reported: 1, approved: 1, overdue: 0 });
  });

  it("lists one function's KPI periods with ?functionId= (CYCLE-33)", async () => {
    const body = await status({ year: 2026, period: "march", functionId: org.functions.department.id });
    expect(body.items).toEqual([
      {
        kpiAssignmentId: org.assignments.tickets.id,
        name: "Tickets closed",
        ownerName: "Mia Member",
        period: "march",
        periodLabel: "March 2026",
        dueDate: "2026-04-10",
        state: "overdue",
      },
    ]);
    const all = await status({ year: 2026, functionId: org.functions.department.id });
    expect(all.items?.map((i) => [i.period, i.state]).slice(0, 3)).toEqual([
      ["march", "overdue"],
      ["september", "overdue"],
      ["october", "due"],
    ]);
    expect((await status({ year: 2026 })).items).toBeNull();
  });

  it("answers 404 for a function of another organization (CYCLE-33)", async () => {
    const res = await callApi(
      t,
      "GET",
      "/api/reporting-status?functionId=00000000-0000-4000-8000-000000000000",
      org.admin.cookie,
    );
    expect(res.statusCode).toBe(404);
  });

  it("counts a value waiting for approval as reported, not approved, and not overdue (CYCLE-30)", async () => {
    await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
      dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
    });
    const sent = await callApi(
      t,
      "PATCH",
      `/api/kpi-assignments/${org.assignments.visits.id}`,
      org.other.cookie,
      {
        year: 2026,
        periodKey: "february",
        actualResult: 5,
      },
    );
    expect(sent.statusCode).toBe(202);
    const body = await status({ year: 2026, period: "february" });
    expect(figures(body, "Operations Division")).toEqual({
      expected: 1,
      reported: 1,
      approved: 0,
      overdue: 0,
    });
  });

  it.each([
    ["an unknown frequency", "?frequency=weekly", "frequency"],
    ["a period of another frequency", "?period=q1", "period"],
    ["an unknown period key", "?frequency=quarterly&period=march", "period"],
    ["a year out of range", "?year=1800", "year"],
    ["a function id that is not an id", "?functionId=sales", "functionId"],
  ])("refuses %s with 400 naming the field", async (_name, query, field) => {
    const res = await callApi(t, "GET", `/api/reporting-status${query}`, org.admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});

describe("periods before an assignment collects values (CYCLE-22, CYCLE-34) in the organization's grid", () => {
  it("counts only periods from the month it collects from, whatever an earlier one holds; NaN is no value", async () => {
    const fresh = await buildReportingOrg(t);
    const { visits } = fresh.assignments;
    await withPlatform(t.database.db, async (tx) => {
      await tx
        .update(kpiAssignments)
        .set({ createdAt: new Date("2026-06-15T00:00:00Z") })
        .where(eq(kpiAssignments.id, visits.id));
      await tx.insert(kpiMeasurements).values([
        {
          organizationId: fresh.orgId,
          kpiAssignmentId: visits.id,
          year: 2026,
          periodKey: "march",
          target: 10,
        },
        {
          organizationId: fresh.orgId,
          kpiAssignmentId: visits.id,
          year: 2026,
          periodKey: "april",
          actual: Number.NaN,
        },
        { organizationId: fresh.orgId, kpiAssignmentId: visits.id, year: 2026, periodKey: "may", actual: 4 },
      ]);
    });
    const divisionCells = async () => {
      const body = await reportingStatus(
        serviceDeps(t),
        { orgId: fresh.orgId, userId: fresh.admin.id, role: "admin" },
        { year: 2026, frequency: "monthly" },
        NOW,
      );
      const division = body.functions.find((f) => f.functionId === fresh.functions.division.id)!;
      const { february, march, april, may, june } = division.byPeriod;
      return [february, march, april, may, june];
    };
    const none = { expected: 0, reported: 0, approved: 0, overdue: 0 };
    // Made in June: a target in March or an actual in May asks for nothing before June.
    expect(await divisionCells()).toEqual([
      none,
      none,
      none,
      none,
      { expected: 1, reported: 0, approved: 0, overdue: 1 },
    ]);
    // Collecting from March: March (a target alone) and April (NaN) are missing, May is reported. (Set on
    // the row: the assignment's answer cannot carry the NaN this test stores.)
    await withPlatform(t.database.db, (tx) =>
      tx.update(kpiAssignments).set({ collectFrom: "2026-03-01" }).where(eq(kpiAssignments.id, visits.id)),
    );
    expect(await divisionCells()).toEqual([
      none,
      { expected: 1, reported: 0, approved: 0, overdue: 1 },
      { expected: 1, reported: 0, approved: 0, overdue: 1 },
      { expected: 1, reported: 1, approved: 1, overdue: 0 },
      { expected: 1, reported: 0, approved: 0, overdue: 1 },
    ]);
  });
});
