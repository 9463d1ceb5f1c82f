import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { clientAddress, JSON_HEADERS, signInSuperAdmin, uniqueEmail } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// ADMIN-8: engagement pools the members of active organizations; AUTH-40: the super admin is not named
// 'Platform'. This file's database holds only what it makes.
let t: TestApp;
let root: { cookie: string; id: string };

const DAY = 24 * 60 * 60 * 1000;
const inject = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...JSON_HEADERS, cookie: root.cookie },
    ...(payload ? { payload } : {}),
    remoteAddress: clientAddress(),
  });

/** An active organization of `members` accepted members, `signedIn` of whom signed in 2 days ago. */
async function organizationOf(name: string, members: number, signedIn: number) {
  const id = (
    await inject("POST", "/api/admin/organizations", { name, subscriptionTier: "professional" })
  ).json().id as string;
  for (let i = 0; i < members; i++) {
    const res = await inject("POST", "/api/admin/users", {
      email: uniqueEmail("m"),
      firstName: "M",
      lastName: `${i}`,
      organizationId: id,
    });
    expect(res.statusCode).toBe(201);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(users)
        .set({
          emailVerified: true,
          lastLoginAt: i < signedIn ? new Date(Date.now() - 2 * DAY) : new Date(Date.now() - 90 * DAY),
        })
        .where(eq(users.id, res.json().id)),
    );
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signInSuperAdmin(t);
  await organizationOf("Small Co", 1, 1);
  await organizationOf("Large Co", 7, 3);
  // A suspended organization's members are not counted: 5 members, none signed in.
  const suspended = await organizationOf("Gone Co", 5, 0);
  await withPlatform(t.database.db, (tx) =>
    tx.update(organizations).set({ status: "suspended" }).where(eq(organizations.id, suspended)),
  );
});
afterAll(() => t.close());

describe("ADMIN-8: engagement", () => {
  it("is members who signed in over all members, pooled: 1 of 1 and 3 of 7 is 4 of 8 = 50 %, not 71.4 %", async () => {
    const body = (await inject("GET", "/api/admin/analytics")).json();
    // (1 + 3) / (1 + 7) = 0.5; the mean of shares would be (1/1 + 3/7) / 2 = 0.714.
    expect(body.avgEngagement).toBe(50);
  });
});

describe("AUTH-40: the super admin is not given a made-up name", () => {
  it("has no first name, so the greeting is 'Welcome back' alone", async () => {
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, root.id)),
    );
    expect(row).toEqual({ firstName: null, lastName: null });
    const [named] = await withPlatform(t.database.db, (tx) =>
      tx.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.firstName, "Platform")),
    );
    expect(named?.count).toBe(0);
  });
});
