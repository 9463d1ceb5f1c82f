import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authTokens,
  objectives,
  organizationFunctions,
  organizations,
  platformAuditLog,
  users,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signInSuperAdmin,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { callApi } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// API-1 Admin users, Admin create user (ADMIN-2), Admin toasts' server side (TOAST-1, TOAST-2); VERSION-1,
// AUTH-7, ROLE-4.
let t: TestApp;
let root: string;
let rootId: string;
let alpha: Awaited<ReturnType<typeof signUpVerified>>;
let beta: Awaited<ReturnType<typeof signUpVerified>>;

const MISSING = "00000000-0000-4000-8000-000000000000";

function login(email: string, password = GOOD_PASSWORD) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
}

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = root) =>
  callApi(t, method, url, cookie, payload);

async function lastAudit() {
  const [row] = await withPlatform(t.database.db, (tx) =>
    tx.select().from(platformAuditLog).orderBy(desc(platformAuditLog.createdAt)).limit(1),
  );
  return row;
}

async function userRow(id: string) {
  const [row] = await withPlatform(t.database.db, (tx) => tx.select().from(users).where(eq(users.id, id)));
  return row;
}

const newUser = (overrides: object = {}) => ({
  email: uniqueEmail("new"),
  firstName: "Grace",
  lastName: "Hopper",
  ...overrides,
});

/** A user created by the super admin who has accepted the invitation, signed in. */
async function acceptedUser(overrides: object = {}) {
  const body = newUser(overrides);
  const created = await call("POST", "/api/admin/users", body);
  expect(created.statusCode).toBe(201);
  const token = await mailedToken(t, body.email, /invited/i);
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  return { ...created.json(), cookie: sessionCookie(accepted) } as {
    id: string;
    email: string;
    cookie: string;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: root, id: rootId } = await signInSuperAdmin(t));
  alpha = await signUpVerified(t, { companyName: "Alpha Co" });
  beta = await signUpVerified(t, { companyName: "Beta Co" });
});
afterAll(() => t.close());

describe("GET /api/admin/users", () => {
  it("lists users of every organization with the organization's name, and super admins", async () => {
    const res = await call("GET", "/api/admin/users");
    expect(res.statusCode).toBe(200);
    const list: { id: string; organizationName: string | null; role: string }[] = res.json();
    expect(list.find((u) => u.id === alpha.user.id)).toMatchObject({
      organizationName: "Alpha Co",
      role: "admin",
    });
    expect(list.find((u) => u.id === beta.user.id)).toMatchObject({ organizationName: "Beta Co" });
    expect(list.find((u) => u.id === rootId)).toMatchObject({ organizationName: null, role: "super_admin" });
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
  });
});

describe("POST /api/admin/users (ADMIN-2)", () => {
  it("creates a user in an organization, mails an invitation and writes an audit row", async () => {
    const body = newUser({ role: "admin", organizationId: alpha.user.organizationId });
    const res = await call("POST", "/api/admin/users", body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      role: "admin",
      organizationId: alpha.user.organizationId,
      organizationName: "Alpha Co",
      emailVerified: false,
    });
    await t.mailWorker.drain();
    const mail = await t.mail.waitFor(body.email, (m) => /invited/i.test(m.subject));
    expect(mail.subject).toBe("You're invited to Alpha Co on Meridian");
    expect(mail.text).toContain("http://meridian.test/accept-invite?token=");
    expect(await lastAudit()).toMatchObject({
      actorUserId: rootId,
      action: "user.created",
      targetId: res.json().id,
      details: { role: "admin", organizationName: "Alpha Co" },
    });
    // The organization's own admin now sees the new user.
    const own = (await call("GET", "/api/users", undefined, alpha.cookie)).json();
    expect(own.map((u: { email: string }) => u.email)).toContain(body.email);
  });

  it("defaults the role to user and reads organization 'none' as no organization", async () => {
    const res = await call("POST", "/api/admin/users", newUser({ organizationId: "none" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: "user", organizationId: null, organizationName: null });
  });

  it.each([
    [{ email: "" }, "email", "Valid email is required"],
    [{ email: undefined }, "email", "Valid email is required"],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ lastName: undefined }, "lastName", "Last name is required"],
    [{ role: "owner" }, "role", "Role must be 'user', 'admin' or 'super_admin'"],
    [{ organizationId: "acme" }, "organizationId", "Organization must be a valid id or 'none'"],
  ])("refuses %j with 400 and a per-field message", async (override, field, message) => {
    const body = newUser(override);
    const res = await call("POST", "/api/admin/users", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("refuses an unknown organization with 400, and a super admin inside an organization", async () => {
    const unknown = await call("POST", "/api/admin/users", newUser({ organizationId: MISSING }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Organization not found");
    const superInOrg = await call(
      "POST",
      "/api/admin/users",
      newUser({ role: "super_admin", organizationId: alpha.user.organizationId }),
    );
    expect(superInOrg.statusCode).toBe(400);
    expect(superInOrg.json().message).toBe(
      "A super admin belongs to no organization: choose 'No organization'.",
    );
  });

  it("refuses an e-mail already used (any case) with 409", async () => {
    const res = await call("POST", "/api/admin/users", newUser({ email: beta.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A user with this email already exists");
  });

  it("holds a Free organization to 10 users (PLAN-2)", async () => {
    const free = (
      await call("POST", "/api/admin/organizations", { name: "Free Co", subscriptionTier: "free" })
    ).json();
    for (let i = 0; i < 10; i++) {
      expect((await call("POST", "/api/admin/users", newUser({ organizationId: free.id }))).statusCode).toBe(
        201,
      );
    }
    const eleventh = await call("POST", "/api/admin/users", newUser({ organizationId: free.id }));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toMatch(/Free plan allows up to 10 users/);
  });
});

describe("PATCH /api/admin/users/{userId} (role and organization)", () => {
  it("changes the role, and the user's sessions end", async () => {
    const member = await acceptedUser({ organizationId: alpha.user.organizationId });
    const res = await call("PATCH", `/api/admin/users/${member.id}`, { role: "admin" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "admin", organizationId: alpha.user.organizationId });
    expect((await call("GET", "/api/auth/user", undefined, member.cookie)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: "user.updated",
      targetId: member.id,
      details: { oldValue: { role: "user" }, newValue: { role: "admin" } },
    });
  });

  it("moves a user to another organization and leaves nothing of them behind in the old one", async () => {
    const member = await acceptedUser({ organizationId: alpha.user.organizationId });
    const [fn, objective] = await withPlatform(t.database.db, async (tx) => {
      const [f] = await tx
        .insert(organizationFunctions)
        .values({ organizationId: alpha.user.organizationId, name: "Sales", level: "division" })
        .returning();
      await tx.update(users).set({ assignedFunctionId: f!.id }).where(eq(users.id, member.id));
      const [o] = await tx
        .insert(objectives)
        .values({
          organizationId: alpha.user.organizationId,
          name: "Sell more",
          bscPerspective: "Customer",
          ownerId: member.id,
          ownerName: "Grace Hopper",
        })
        .returning();
      return [f!, o!];
    });
    expect(fn.id).toBeDefined();
    const res = await call("PATCH", `/api/admin/users/${member.id}`, {
      role: "user",
      organizationId: beta.user.organizationId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      organizationId: beta.user.organizationId,
      organizationName: "Beta Co",
    });
    const row = await userRow(member.id);
    expect(row?.assignedFunctionId).toBeNull();
    const [owned] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(objectives).where(eq(objectives.id, objective.id)),
    );
    expect(owned).toMatchObject({ ownerId: null, ownerName: "Grace Hopper" });
    expect((await call("GET", "/api/auth/user", undefined, member.cookie)).statusCode).toBe(401);
    const signedIn = await login(member.email);
    expect(signedIn.json().user.organizationId).toBe(beta.user.organizationId);
    const betaUsers = (await call("GET", "/api/users", undefined, beta.cookie)).json();
    expect(betaUsers.map((u: { id: string }) => u.id)).toContain(member.id);
    const alphaUsers = (await call("GET", "/api/users", undefined, alpha.cookie)).json();
    expect(alphaUsers.map((u: { id: string }) => u.id)).not.toContain(member.id);
  });

  it("moves a pending user's invitation link along with them", async () => {
    const created = (
      await call("POST", "/api/admin/users", newUser({ organizationId: alpha.user.organizationId }))
    ).json();
    await call("PATCH", `/api/admin/users/${created.id}`, { organizationId: "none" });
    const tokens = await withPlatform(t.database.db, (tx) =>
      tx.select().from(authTokens).where(eq(authTokens.userId, created.id)),
    );
    expect(tokens.map((token) => token.organizationId)).toEqual([null]);
  });

  it.each([
    [{ role: "owner" }, "Role must be 'user', 'admin' or 'super_admin'"],
    [{ organizationId: "acme" }, "Organization must be a valid id or 'none'"],
    [{ organizationId: MISSING }, "Organization not found"],
    [{ role: "super_admin" }, "A super admin belongs to no organization: choose 'No organization'."],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const member = (
      await call("POST", "/api/admin/users", newUser({ organizationId: beta.user.organizationId }))
    ).json();
    const res = await call("PATCH", `/api/admin/users/${member.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(member.id)).toMatchObject({
      role: "user",
      organizationId: beta.user.organizationId,
    });
  });

  it("keeps an organization's last admin (demoting or moving them is refused)", async () => {
    const solo = await signUpVerified(t, { companyName: "Solo Co" });
    for (const body of [{ role: "user" }, { organizationId: "none" }]) {
      const res = await call("PATCH", `/api/admin/users/${solo.user.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Solo Co needs at least one admin: make someone else an admin there first, or delete the organization.",
      );
    }
    expect(await userRow(solo.user.id)).toMatchObject({ role: "admin" });
  });

  it("does not let a super admin demote or move themself", async () => {
    for (const body of [{ role: "admin" }, { role: "user", organizationId: alpha.user.organizationId }]) {
      const res = await call("PATCH", `/api/admin/users/${rootId}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("You cannot change your own role or organization.");
    }
    expect(await userRow(rootId)).toMatchObject({ role: "super_admin", organizationId: null });
    // Saving their own unchanged role is harmless.
    expect((await call("PATCH", `/api/admin/users/${rootId}`, { role: "super_admin" })).statusCode).toBe(200);
  });

  it("refuses a stale version with 409 (VERSION-1)", async () => {
    const member = (
      await call("POST", "/api/admin/users", newUser({ organizationId: beta.user.organizationId }))
    ).json();
    const stale = new Date(Date.parse(member.updatedAt) - 60_000).toISOString();
    const res = await call("PATCH", `/api/admin/users/${member.id}`, { role: "admin", version: stale });
    expect(res.statusCode).toBe(409);
    expect((await userRow(member.id))?.role).toBe("user");
    const fresh = await call("PATCH", `/api/admin/users/${member.id}`, {
      role: "admin",
      version: member.updatedAt,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("answers an unknown user with 404 and a malformed id with 400", async () => {
    expect((await call("PATCH", `/api/admin/users/${MISSING}`, { role: "user" })).statusCode).toBe(404);
    expect((await call("PATCH", "/api/admin/users/7", { role: "user" })).statusCode).toBe(400);
  });
});

describe("POST /api/admin/user-view", () => {
  it("gives one user's details and records the viewing", async () => {
    const member = await acceptedUser({ organizationId: beta.user.organizationId });
    const res = await call("POST", "/api/admin/user-view", { userId: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      email: member.email,
      organizationName: "Beta Co",
      organizationStatus: "active",
      organizationPlan: "professional",
      activeSessions: 1,
      emailVerified: true,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/hash/i);
    expect(await lastAudit()).toMatchObject({ action: "user.viewed", targetId: member.id });
  });

  it.each([
    [{ userId: MISSING }, 404],
    [{ userId: "nope" }, 400],
    [{}, 400],
  ])("answers %j with %i", async (body, status) => {
    expect((await call("POST", "/api/admin/user-view", body)).statusCode).toBe(status);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("deletes a user of any organization, ends their sessions and writes an audit row", async () => {
    const member = await acceptedUser({ organizationId: beta.user.organizationId });
    const res = await call("DELETE", `/api/admin/users/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "User deleted successfully" });
    expect(await userRow(member.id)).toBeUndefined();
    expect((await call("GET", "/api/auth/user", undefined, member.cookie)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: "user.deleted",
      targetId: member.id,
      targetName: member.email,
    });
  });

  it("does not let a super admin delete themself", async () => {
    const res = await call("DELETE", `/api/admin/users/${rootId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You cannot delete your own account.");
    expect(await userRow(rootId)).toBeDefined();
  });

  it("may delete another super admin", async () => {
    const other = (await call("POST", "/api/admin/users", newUser({ role: "super_admin" }))).json();
    expect((await call("DELETE", `/api/admin/users/${other.id}`)).statusCode).toBe(200);
  });

  it("keeps an organization's last admin", async () => {
    const solo = await signUpVerified(t, { companyName: "Lonely Co" });
    const res = await call("DELETE", `/api/admin/users/${solo.user.id}`);
    expect(res.statusCode).toBe(400);
    expect(await userRow(solo.user.id)).toBeDefined();
  });

  it("answers an unknown user with 404", async () => {
    expect((await call("DELETE", `/api/admin/users/${MISSING}`)).statusCode).toBe(404);
    const [org] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, alpha.user.organizationId)),
    );
    expect(org).toBeDefined();
  });
});
