import { expect } from "vitest";
import { countActiveEmployees, kpiCounts, objectiveCounts } from "../../src/domain/dashboard";
import { clientAddress } from "./accounts";
import type { TestApp } from "./test-app";

/** A signed-in GET through the app, with the answer's size in bytes. */
export async function getWithBytes(
  t: TestApp,
  cookie: string,
  url: string,
): Promise<{ body: unknown; bytes: number }> {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return { body: res.json(), bytes: Buffer.byteLength(res.body) };
}

/** What the Dashboard computed before API-19, from the lists it downloaded (and their bytes). */
export async function oldDashboard(t: TestApp, cookie: string, year: number) {
  const reads = await Promise.all([
    getWithBytes(t, cookie, "/api/objectives"),
    getWithBytes(t, cookie, `/api/objective-assignments?year=${year}`),
    getWithBytes(t, cookie, "/api/kpis"),
    getWithBytes(t, cookie, `/api/kpi-assignments?year=${year}`),
    getWithBytes(t, cookie, "/api/employees"),
    getWithBytes(t, cookie, "/api/activities?limit=3"),
  ]);
  const [objectives, objectiveAssignments, kpis, kpiAssignments, employees, activities] = reads.map(
    (read) => read.body,
  ) as [
    { status: string }[],
    unknown[],
    { id: string }[],
    { kpiId: string }[],
    { status: string }[],
    unknown[],
  ];
  return {
    figures: {
      year,
      objectives: objectiveCounts(objectives, objectiveAssignments),
      kpis: kpiCounts(kpis, kpiAssignments),
      activeUsers: countActiveEmployees(employees),
      recentActivity: activities,
    },
    bytes: reads.reduce((sum, read) => sum + read.bytes, 0),
  };
}
