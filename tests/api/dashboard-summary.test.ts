import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countActiveEmployees, kpiCounts, objectiveCounts } from "../../src/domain/dashboard";
import { currentYear } from "../../src/domain/periods";
import { READS, RESOURCES, type ResourceDeclaration } from "../../src/domain/resources";
import type { Database } from "../../src/server/db/client";
import { seedDemoOrganization } from "../../src/server/db/seed/demo";
import { buildFixtureOrganization } from "../../src/server/db/seed/fixture";
import { hashPassword } from "../../src/server/features/auth/secrets";
import { clientAddress, GOOD_PASSWORD, JSON_HEADERS, sessionCookie } from "../support/accounts";
import { TEST_DRIVER } from "../support/database";
import { createTestApp, type TestApp } from "../support/test-app";

// API-19: GET /api/dashboard-summary gives the Dashboard's figures, equal to what the Dashboard used to
// compute from the full lists; UI-68: its first render downloads at most 300 KB of JSON for the
// 2,000-KPI fixture (it downloaded about 4 MB).

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(GOOD_PASSWORD);
}, 120_000);
afterAll(() => t.close());

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    remoteAddress: clientAddress(),
    payload: JSON.stringify({ email, password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

async function get(cookie: string, url: string): Promise<{ body: unknown; bytes: number }> {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return { body: res.json(), bytes: Buffer.byteLength(res.body) };
}

/** What the Dashboard computed before API-19, from the lists it downloaded (and their bytes). */
async function oldDashboard(cookie: string, year: number) {
  const reads = await Promise.all([
    get(cookie, "/api/objectives"),
    get(cookie, `/api/objective-assignments?year=${year}`),
    get(cookie, "/api/kpis"),
    get(cookie, `/api/kpi-assignments?year=${year}`),
    get(cookie, "/api/employees"),
    get(cookie, "/api/activities?limit=3"),
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

describe(`GET /api/dashboard-summary on ${TEST_DRIVER}`, () => {
  it("API-19: the demo's figures equal the Dashboard's former computation", async () => {
    const demo = await seedDemoOrganization(t.database.db as Database);
    const cookie = await signIn(demo.email, demo.password);
    const year = currentYear(new Date(), 1);
    const summary = (await get(cookie, `/api/dashboard-summary?year=${year}`)).body;
    expect(summary).toEqual((await oldDashboard(cookie, year)).figures);
    // Without ?year=, the organization's fiscal year of today (FISCAL-2).
    expect((await get(cookie, "/api/dashboard-summary")).body).toEqual(summary);
    expect((summary as { kpis: { assignments: number } }).kpis.assignments).toBeGreaterThan(0);
    expect((summary as { recentActivity: unknown[] }).recentActivity.length).toBeLessThanOrEqual(3);
  });

  it("API-19: a small fixture's figures equal the former computation, for this year and the last", async () => {
    const now = new Date();
    const fixture = await buildFixtureOrganization(t.database.db as Database, {
      name: "Dashboard Small",
      functions: 12,
      kpis: 40,
      users: 6,
      years: 2,
      frequency: "mixed",
      passwordHash,
      now,
      seed: 3,
    });
    const cookie = await signIn(fixture.adminEmail, GOOD_PASSWORD);
    const year = now.getUTCFullYear();
    const summary = (await get(cookie, `/api/dashboard-summary?year=${year}`)).body as {
      kpis: { assignments: number };
      activeUsers: number;
    };
    expect(summary).toEqual((await oldDashboard(cookie, year)).figures);
    expect(summary.kpis.assignments).toBe(40);
    expect(summary.activeUsers).toBe(6);
    const last = (await get(cookie, `/api/dashboard-summary?year=${year - 1}`)).body;
    expect(last).toEqual((await oldDashboard(cookie, year - 1)).figures);
  });

  it("refuses a year out of range with 400", async () => {
    const demoCookie = await signIn(
      (
        await buildFixtureOrganization(t.database.db as Database, {
          name: "Dashboard Range",
          functions: 2,
          kpis: 2,
          users: 1,
          years: 1,
          frequency: "annual",
          passwordHash,
          now: new Date(),
          seed: 4,
        })
      ).adminEmail,
      GOOD_PASSWORD,
    );
    const res = await t.app.inject({
      method: "GET",
      url: "/api/dashboard-summary?year=99999",
      headers: { cookie: demoCookie },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("UI-68: the Dashboard's first render downloads at most 300 KB of JSON for the 2,000-KPI fixture", async () => {
    const now = new Date();
    const fixture = await buildFixtureOrganization(t.database.db as Database, {
      name: "Dashboard Large",
      functions: 600,
      kpis: 2_000,
      users: 500,
      years: 1,
      frequency: "monthly",
      passwordHash,
      now,
      seed: 1,
    });
    const cookie = await signIn(fixture.adminEmail, GOOD_PASSWORD);
    const year = now.getUTCFullYear();
    // The shell's own reads, then the Dashboard's one read.
    const reads = await Promise.all([
      get(cookie, "/api/auth/user"),
      get(cookie, "/api/organization-settings"),
      get(cookie, `/api/dashboard-summary?year=${year}`),
    ]);
    const bytes = reads.reduce((sum, read) => sum + read.bytes, 0);
    const before = await oldDashboard(cookie, year);
    expect(reads[2]!.body).toEqual(before.figures);
    expect(bytes).toBeLessThanOrEqual(300_000);
    // What it downloaded before, for the record: the library, every assignment and every employee.
    expect(before.bytes).toBeGreaterThan(1_000_000);
  }, 300_000);
});

describe("the summary is refreshed by every write that moves it (API-20)", () => {
  it("is a declared read, in the changes of every resource whose writes reach the activity log or the employees", () => {
    expect(READS).toContain("/api/dashboard-summary");
    const moving = (RESOURCES as readonly ResourceDeclaration[]).filter((resource) =>
      resource.changes.some((path) => path === "/api/activities" || path === "/api/employees"),
    );
    expect(moving.length).toBeGreaterThan(5);
    for (const resource of moving) expect(resource.changes, resource.key).toContain("/api/dashboard-summary");
  });
});
