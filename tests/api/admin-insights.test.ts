import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_PRICE_PER_USER_MONTH } from "../../src/domain/schemas/admin";
import { kpis, objectives, organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { percentile, RESPONSE_BUFFER_SIZE, ResponseTimes } from "../../src/server/plugins/response-times";
import {
  clientAddress,
  JSON_HEADERS,
  signInSuperAdmin,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { TEST_DRIVER } from "../support/database";
import { createTestApp, type TestApp } from "../support/test-app";

// Admin analytics and usage metrics (ADMIN-5) with real counts; PLAN-5 revenue; ADMIN-6 measured system
// values.
// This file's database holds only what it makes, so every figure can be worked out by hand.
let t: TestApp;
let root: string;

const get = (url: string, cookie = root) =>
  t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
const post = (url: string, payload: object, cookie = root) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, cookie },
    payload,
    remoteAddress: clientAddress(),
  });

const DAY = 24 * 60 * 60 * 1000;
let paying: Awaited<ReturnType<typeof signUpVerified>>;
let basicOrg: string;

beforeAll(async () => {
  t = await createTestApp();
  root = (await signInSuperAdmin(t)).cookie;
  // Professional, trial over, 2 users of whom 1 signed in and 1 invited, not yet accepted: pays 1 × $29.
  paying = await signUpVerified(t, { companyName: "Paying Co" });
  await post(
    "/api/users",
    { firstName: "Nia", lastName: "New", email: uniqueEmail("nia"), role: "user" },
    paying.cookie,
  );
  // On trial (PLAN-3), 1 user: pays nothing yet.
  await signUpVerified(t, { companyName: "Trial Co" });
  // Basic, 3 users invited, none accepted yet: pays nothing (PLAN-5 counts accepted members).
  basicOrg = (await post("/api/admin/organizations", { name: "Basic Co", subscriptionTier: "basic" })).json()
    .id;
  for (let i = 0; i < 3; i++) {
    await post("/api/admin/users", {
      email: uniqueEmail("b"),
      firstName: "B",
      lastName: `${i}`,
      organizationId: basicOrg,
    });
  }
  // Enterprise but suspended, 1 user: pays nothing.
  const suspended = (
    await post("/api/admin/organizations", { name: "Gone Co", subscriptionTier: "enterprise" })
  ).json().id;
  await post("/api/admin/users", {
    email: uniqueEmail("g"),
    firstName: "G",
    lastName: "G",
    organizationId: suspended,
  });
  await t.app.inject({
    method: "PATCH",
    url: `/api/admin/organizations/${suspended}/status`,
    headers: { ...JSON_HEADERS, cookie: root },
    payload: { status: "suspended" },
  });
  await withPlatform(t.database.db, async (tx) => {
    await tx
      .update(organizations)
      .set({ trialEndsAt: null })
      .where(eq(organizations.id, paying.user.organizationId));
    // A sign-in in the last 30 days for the paying admin, one long ago for the other member.
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, paying.user.id));
    await tx
      .update(users)
      .set({ lastLoginAt: new Date(Date.now() - 60 * DAY) })
      .where(
        sql`${users.organizationId} = ${paying.user.organizationId} and ${users.id} <> ${paying.user.id}`,
      );
    await tx.insert(objectives).values([
      { organizationId: paying.user.organizationId, name: "O1", bscPerspective: "Financial" },
      { organizationId: basicOrg, name: "O2", bscPerspective: "Customer" },
    ]);
    await tx.insert(kpis).values({ organizationId: basicOrg, name: "K1" });
  });
});
afterAll(() => t.close());

describe("GET /api/admin/analytics", () => {
  it("gives real counts, revenue from plans and accepted members (PLAN-5) and engagement", async () => {
    const res = await get("/api/admin/analytics");
    expect(res.statusCode).toBe(200);
    const professional = PLAN_PRICE_PER_USER_MONTH.professional;
    expect(res.json()).toEqual({
      totalOrganizations: 4,
      activeOrganizations: 3,
      // 2 + 1 + 3 + 1 members and the super admin.
      totalUsers: 8,
      // USER-6, as the Dashboard counts them: verified members of active organizations, the admins of
      // Paying Co and Trial Co (the super admin belongs to no organization).
      activeUsers: 2,
      // Accepted members only: Nia and Basic Co's three have not accepted their invitations.
      monthlyRevenue: professional,
      // Every organization is new, so there was nothing 30 days ago to compare with.
      revenueGrowth: null,
      totalObjectives: 2,
      totalKpis: 1,
      activeRequests: 0,
      // Mean over active organizations with members of the recent sign-in share: Paying 1/1, Trial 0/1
      // (Basic Co has no accepted member yet).
      avgEngagement: 50,
    });
  });

  it("compares revenue with 30 days ago from the organizations and users that existed then", async () => {
    const long = new Date(Date.now() - 45 * DAY);
    await withPlatform(t.database.db, async (tx) => {
      await tx
        .update(organizations)
        .set({ createdAt: long })
        .where(eq(organizations.id, paying.user.organizationId));
      await tx.update(users).set({ createdAt: long }).where(eq(users.id, paying.user.id));
    });
    const body = (await get("/api/admin/analytics")).json();
    // The paying admin then and now; Nia has still not accepted.
    expect(body.revenueGrowth).toBe(0);
    expect(body.monthlyRevenue).toBe(PLAN_PRICE_PER_USER_MONTH.professional);
  });

  it("counts Active Users the Dashboard's way (USER-6): a verified member of an active organization", async () => {
    const employees = await t.app.inject({
      method: "GET",
      url: "/api/employees",
      headers: { cookie: paying.cookie },
      remoteAddress: clientAddress(),
    });
    const activeHere = employees.json().filter((e: { status: string }) => e.status === "Active").length;
    expect(activeHere).toBe(1);
    const before = (await get("/api/admin/analytics")).json();
    // A Basic Co member accepts (verified) without signing in since: Active on both screens, and a seat.
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(users)
        .set({ emailVerified: true })
        .where(sql`${users.id} = (select id from users where organization_id = ${basicOrg} limit 1)`),
    );
    const after = (await get("/api/admin/analytics")).json();
    expect(after.activeUsers).toBe(before.activeUsers + 1);
    expect(after.monthlyRevenue).toBe(before.monthlyRevenue + PLAN_PRICE_PER_USER_MONTH.basic);
    await withPlatform(t.database.db, (tx) =>
      tx.update(users).set({ emailVerified: false }).where(eq(users.organizationId, basicOrg)),
    );
  });
});

describe("GET /api/admin/usage-metrics", () => {
  it("answers metric and value pairs with real values", async () => {
    const res = await get("/api/admin/usage-metrics");
    expect(res.statusCode).toBe(200);
    const metrics = Object.fromEntries(
      res.json().map((m: { metric: string; value: number }) => [m.metric, m.value]),
    );
    expect(metrics).toMatchObject({
      "Organizations on trial": 1,
      "Suspended organizations": 1,
      // Invited and not yet accepted: Nia, the three of Basic Co and the one of Gone Co.
      "Users yet to accept or verify": 5,
      "Users who signed in (last 30 days)": 2,
      "Activities logged (last 30 days)": 1,
    });
    for (const value of Object.values(metrics)) expect(Number.isInteger(value)).toBe(true);
  });
});

describe("GET /api/admin/system (ADMIN-6)", () => {
  it("measures uptime, recent response times and the database size", async () => {
    for (let i = 0; i < 5; i++) await get("/api/admin/analytics");
    const res = await get("/api/admin/system");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.databaseDriver).toBe(TEST_DRIVER);
    expect(body.databaseSizeBytes).toBeGreaterThan(1_000_000);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(body.responseTimes.windowSeconds).toBe(300);
    expect(body.responseTimes.sampleCount).toBeGreaterThanOrEqual(5);
    expect(body.responseTimes.medianMs).toBeGreaterThan(0);
    expect(body.responseTimes.p95Ms).toBeGreaterThanOrEqual(body.responseTimes.medianMs);
  });
});

describe("the response-time ring buffer (ADMIN-6)", () => {
  it("gives nearest-rank median and p95", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
  });

  it("counts only the window and keeps only the most recent responses", () => {
    const times = new ResponseTimes();
    const now = 1_000_000_000;
    times.record(900, now - 10 * 60 * 1000);
    for (let i = 1; i <= 20; i++) times.record(i, now - 1000);
    expect(times.summary(now)).toEqual({ windowSeconds: 300, sampleCount: 20, medianMs: 10, p95Ms: 19 });
    for (let i = 0; i < RESPONSE_BUFFER_SIZE; i++) times.record(1, now);
    expect(times.summary(now)).toMatchObject({ sampleCount: RESPONSE_BUFFER_SIZE, p95Ms: 1 });
  });
});
