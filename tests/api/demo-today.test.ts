import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endMonthOf, type PeriodKey } from "../../src/domain/periods";
import { activities, kpiAssignments, kpiMeasurements, kpis } from "../../src/server/db/schema";
import { type DemoLogin, seedDemoOrganization } from "../../src/server/db/seed/demo";
import { withPlatform } from "../../src/server/db/tenant";
import { createTestApp, type TestApp } from "../support/test-app";

// DEMO-8: the demo made on 28 November 2026 reports no future, and its entries are dated as a team makes them.
const NOW = new Date(Date.UTC(2026, 10, 28, 10));
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let demo: DemoLogin;

beforeAll(async () => {
  t = await createTestApp();
  demo = await seedDemoOrganization(t.database.db, { now: NOW });
});
afterAll(() => t.close());

const measurements = () =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ m: kpiMeasurements, frequency: kpis.frequency })
      .from(kpiMeasurements)
      .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiMeasurements.kpiAssignmentId))
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .where(eq(kpiMeasurements.organizationId, demo.organizationId)),
  );

describe("the demo made on 28 November 2026 (DEMO-8)", () => {
  it("has no actual for November, Q4 or the year 2026, and has October's and Q3's", async () => {
    const rows = await measurements();
    const of = (key: string) => rows.filter((r) => r.m.year === 2026 && r.m.periodKey === key);
    for (const key of ["november", "december", "q4", "annual"]) {
      expect(of(key).length, key).toBeGreaterThan(0);
      expect(
        of(key).every((r) => r.m.actual === null),
        key,
      ).toBe(true);
    }
    for (const key of ["october", "q3"]) {
      expect(of(key).length, key).toBeGreaterThan(0);
      expect(
        of(key).every((r) => r.m.actual !== null),
        key,
      ).toBe(true);
    }
    // Last year is complete, its annual values included.
    expect(rows.filter((r) => r.m.year === 2025).every((r) => r.m.actual !== null)).toBe(true);
  });

  it("dates each actual after its period ended and before today; only October's were entered in the last 30 days", async () => {
    const rows = (await measurements()).filter((r) => r.m.actual !== null);
    for (const r of rows) {
      const end = Date.UTC(r.m.year, endMonthOf(r.m.periodKey as PeriodKey), 1);
      const at = r.m.actualUpdatedAt!.getTime();
      expect(at, `${r.m.year} ${r.m.periodKey}`).toBeGreaterThan(end);
      expect(at).toBeLessThanOrEqual(NOW.getTime());
    }
    // October ended on 1 November and was entered by the 10th; September and Q3 by 10 October, 49 days
    // before today: so the last 30 days hold October's monthly values and nothing else.
    const recent = rows.filter((r) => r.m.actualUpdatedAt!.getTime() > NOW.getTime() - 30 * DAY);
    const october = rows.filter((r) => r.m.year === 2026 && r.m.periodKey === "october");
    expect(recent.length).toBe(october.length);
    expect(recent.length).toBeLessThan(rows.length / 10);
  });

  it("logs every entry when it was made, so the history runs from January 2025 to now without a gap", async () => {
    const actuals = (await measurements()).filter((r) => r.m.actual !== null);
    const log = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ action: activities.action, createdAt: activities.createdAt })
        .from(activities)
        .where(and(eq(activities.organizationId, demo.organizationId))),
    );
    expect(log.filter((row) => row.action === "actual_result_update").length).toBe(actuals.length);
    const times = log.map((row) => row.createdAt.getTime()).sort((a, b) => a - b);
    expect(new Date(times[0]!).toISOString().slice(0, 7)).toBe("2025-01");
    expect(times.at(-1)!).toBeLessThanOrEqual(NOW.getTime());
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    expect(Math.max(...gaps) / DAY).toBeLessThan(35);
  });
});
