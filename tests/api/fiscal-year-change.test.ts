// Changing the fiscal year's start month re-labels data and never moves it (FISCAL-8): a month's values
// stay in their calendar month, the current fiscal year keeps its score, and nobody is asked for a year
// before the data began.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { kpiMeasurements, reminderDeliveries } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runReminders } from "../../src/server/features/reminders";
import { listMyUpdates } from "../../src/server/features/reporting/my-updates";
import { callApi } from "../support/library";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  const tickets = org.assignments.tickets.id;
  // A new organization, on the calendar year: an annual target of 1,200 spread over 2026, then the
  // September and October 2026 results.
  const spread = await callApi(t, "PATCH", `/api/kpi-assignments/${tickets}`, org.admin.cookie, {
    year: 2026,
    targets: Object.fromEntries(MONTH_KEYS.map((key) => [key, 100])),
  });
  expect(spread.statusCode).toBe(200);
  await enterActuals(t, org, tickets, 2026, { september: 40, october: 50 });
  // Then it sets its fiscal year to start in April.
  const set = await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
    fiscalYearStartMonth: 4,
  });
  expect(set.statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

const assignmentIn = async (year: number) =>
  (
    await callApi(
      t,
      "GET",
      `/api/kpi-assignments/${org.assignments.tickets.id}?year=${year}`,
      org.admin.cookie,
    )
  ).json() as { targets: Record<string, number | null>; actualResults: Record<string, number | null> };

describe("a new start month re-labels, never moves (FISCAL-8)", () => {
  it("keeps September and October 2026 where they were, now in FY2027 (April 2026 – March 2027)", async () => {
    const fy2027 = await assignmentIn(2027);
    expect(fy2027.actualResults).toMatchObject({ september: 40, october: 50 });
    // FY2027's April–December are 2026's targets; its January–March are 2027's, never set.
    expect(fy2027.targets).toMatchObject({ april: 100, december: 100, january: null, march: null });
    // FY2026 (April 2025 – March 2026) holds 2026's January–March only, not September 2025.
    const fy2026 = await assignmentIn(2026);
    expect(fy2026.actualResults).toMatchObject({ september: null, october: null });
    expect(fy2026.targets).toMatchObject({ january: 100, march: 100, april: null, december: null });
    // Stored once, under the calendar month, whatever the setting.
    const rows = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ year: kpiMeasurements.year, key: kpiMeasurements.periodKey })
        .from(kpiMeasurements)
        .where(
          and(
            eq(kpiMeasurements.kpiAssignmentId, org.assignments.tickets.id),
            eq(kpiMeasurements.periodKey, "september"),
          ),
        ),
    );
    expect(rows).toEqual([{ year: 2026, key: "september" }]);
  });

  it("scores the current fiscal year from those values", async () => {
    const res = await callApi(
      t,
      "GET",
      `/api/scorecard?functionId=${org.functions.department.id}&year=2027&frequency=monthly&period=october&view=period`,
      org.admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    const kpi = res
      .json()
      .objectives.flatMap((o: { kpis: { name: string }[] }) => o.kpis)
      .find((k: { name: string }) => k.name === "Tickets closed");
    // October 2026: 50 against 100 = 50 %.
    expect(kpi).toMatchObject({ target: 100, actual: 50, score: 50 });
  });

  it("writes a month entered under the new start into its calendar month", async () => {
    // FY2027's November is November 2026.
    await enterActuals(t, org, org.assignments.tickets.id, 2027, { november: 60 });
    expect((await assignmentIn(2027)).actualResults.november).toBe(60);
    // One row for November 2026: the target spread before the change and the actual entered after it.
    const rows = await withPlatform(t.database.db, (tx) =>
      tx
        .select({
          year: kpiMeasurements.year,
          target: kpiMeasurements.target,
          actual: kpiMeasurements.actual,
        })
        .from(kpiMeasurements)
        .where(
          and(
            eq(kpiMeasurements.kpiAssignmentId, org.assignments.tickets.id),
            eq(kpiMeasurements.periodKey, "november"),
          ),
        ),
    );
    expect(rows).toEqual([{ year: 2026, target: 100, actual: 60 }]);
  });

  it("asks nobody for 2025: no result is 'overdue since 2025-05-10'", async () => {
    const updates = await listMyUpdates(
      serviceDeps(t),
      { orgId: org.orgId, userId: org.owner.id, role: "user" },
      undefined,
      new Date("2026-11-05T12:00:00Z"),
    );
    const tickets = updates.items.filter((item) => item.name === "Tickets closed");
    expect(tickets.every((item) => item.dueDate >= "2026-02-10")).toBe(true);
    expect(tickets.find((item) => item.year === 2027 && item.period === "september")).toMatchObject({
      state: "approved",
      actual: 40,
      periodLabel: "September 2026",
    });
    await runReminders(serviceDeps(t), new Date("2026-11-05T07:00:00Z"));
    const sent = await withPlatform(t.database.db, (tx) =>
      tx.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, org.owner.id)),
    );
    const items = sent.flatMap((row) => row.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => item.dueDate.startsWith("2025"))).toEqual([]);
  });
});
