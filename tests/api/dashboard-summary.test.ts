import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentYear } from "../../src/domain/periods";
import { READS, RESOURCES, type ResourceDeclaration } from "../../src/domain/resources";
import type { Database } from "../../src/server/db/client";
import { seedDemoOrganization } from "../../src/server/db/seed/demo";
import { buildFixtureOrganization } from "../../src/server/db/seed/fixture";
import { hashPassword } from "../../src/server/features/auth/secrets";
import { clientAddress, GOOD_PASSWORD, JSON_HEADERS, sessionCookie } from "../support/accounts";
import { getWithBytes, oldDashboard } from "../support/dashboard-before";
import { TEST_DRIVER } from "../support/database";
import { createTestApp, type TestApp } from "../support/test-app";

// API-19: GET /api/dashboard-summary gives the Dashboard's figures, equal to what the Dashboard used to
// compute from the full lists. Its first render's JSON budget (UI-68) is in screen-json-budgets.test.ts.

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

const get = (cookie: string, url: string) => getWithBytes(t, cookie, url);

describe(`GET /api/dashboard-summary on ${TEST_DRIVER}`, () => {
  it("API-19: the demo's figures equal the Dashboard's former computation", async () => {
    const demo = await seedDemoOrganization(t.database.db as Database);
    const cookie = await signIn(demo.email, demo.password);
    const year = currentYear(new Date(), 1);
    const summary = (await get(cookie, `/api/dashboard-summary?year=${year}`)).body;
    expect(summary).toEqual((await oldDashboard(t, cookie, year)).figures);
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
    expect(summary).toEqual((await oldDashboard(t, cookie, year)).figures);
    expect(summary.kpis.assignments).toBe(40);
    expect(summary.activeUsers).toBe(6);
    const last = (await get(cookie, `/api/dashboard-summary?year=${year - 1}`)).body;
    expect(last).toEqual((await oldDashboard(t, cookie, year - 1)).figures);
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
