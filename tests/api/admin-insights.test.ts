import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_PRICE_PER_USER_MONTH } from "../../src/domain/schemas/admin";
import { kpis, objectives, organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { ensureSuperAdmin } from "../../src/server/features/auth/service";
import { percentile, RESPONSE_BUFFER_SIZE, ResponseTimes } from "../../src/server/plugins/response-times";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  sessionCookie,
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
  const email = uniqueEmail("root");
  await ensureSuperAdmin(t.database.db, email, GOOD_PASSWORD);
  root = sessionCookie(
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: JSON_HEADERS,
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: clientAddress(),
    }),
  );
  // Professional, trial over, 2 users of whom 1 signed in: pays 2 × $29.
  paying = await signUpVerified(t, { companyName: "Paying Co" });
  await post(
    "/api/users",
    { firstName: "Nia", lastName: "New", email: uniqueEmail("nia"), role: "user" },
    paying.cookie,
  );
  // On trial (PLAN-3), 1 user: pays nothing yet.
  await signUpVerified(t, { companyName: "Trial Co" });
  // Basic, 3 users, nobody signed in: 3 × $12.
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
  it("gives real counts, revenue from plans and users (PLAN-5) and engagement", async () => {
    const res = await get("/api/admin/analytics");
    expect(res.statusCode).toBe(200);
    const professional = PLAN_PRICE_PER_USER_MONTH.professional;
    const basic = PLAN_PRICE_PER_USER_MONTH.basic;
    expect(res.json()).toEqual({
      totalOrganizations: 4,
      activeOrganizations: 3,
      // 2 + 1 + 3 + 1 members and the super admin.
      totalUsers: 8,
      // The super admin (signed in for this test) and the paying admin.
      activeUsers: 2,
      monthlyRevenue: 2 * professional + 3 * basic,
      // Every organization is new, so there was nothing 30 days ago to compare with.
      revenueGrowth: null,
      totalObjectives: 2,
      totalKpis: 1,
      activeRequests: 0,
      // Mean over active organizations of the recent sign-in share: Paying 1/2, Trial 0/1, Basic 0/3.
      avgEngagement: 16.7,
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
    const before = PLAN_PRICE_PER_USER_MONTH.professional;
    const now = 2 * PLAN_PRICE_PER_USER_MONTH.professional + 3 * PLAN_PRICE_PER_USER_MONTH.basic;
    expect(body.revenueGrowth).toBe(Math.round(((now - before) / before) * 1000) / 10);
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
