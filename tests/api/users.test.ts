import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { tenantFixture } from "../support/organizations";

const { t, admin, other, call } = tenantFixture({ other: true });

const newUser = (overrides: object = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: uniqueEmail("grace"),
  role: "user",
  assignedFunctionId: "",
  sendInvitation: true,
  ...overrides,
});

async function acceptInvitation(email: string) {
  const token = await mailedToken(t, email, /invited/i);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

describe("POST /api/users", () => {
  it("creates a pending user, mails an invitation, and writes the activity", async () => {
    const body = newUser();
    const res = await call("POST", "/api/users", admin.cookie, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      role: "user",
      status: "Pending",
      emailVerified: false,
      assignedFunctionId: null,
    });
    await t.mailWorker.drain();
    const mail = await t.mail.waitFor(body.email, (m) => /invited/i.test(m.subject));
    expect(mail.text).toContain("http://meridian.test/accept-invite?token=");
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.entityId, res.json().id)),
    );
    expect(rows[0]).toMatchObject({ action: "created", entityType: "employee", entityName: "Grace Hopper" });
  });

  it("sends no mail when sendInvitation is false", async () => {
    const body = newUser({ sendInvitation: false });
    expect((await call("POST", "/api/users", admin.cookie, body)).statusCode).toBe(201);
    await t.mailWorker.drain();
    expect(t.mail.messages.filter((m) => m.to.includes(body.email))).toEqual([]);
  });

  // Add/edit user form (USER-1) messages.
  it.each([
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "  " }, "lastName", "Last name is required"],
    [{ email: "nope" }, "email", "Valid email is required"],
    [{ role: "super_admin" }, "role", "Role must be 'user' or 'admin'"],
    [{ assignedFunctionId: "x" }, "assignedFunctionId", expect.any(String)],
  ])("refuses %j with a per-field message", async (override, field, message) => {
    const res = await call("POST", "/api/users", admin.cookie, newUser(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(message);
  });

  it("AUTH-43: takes another organization's address as any other (a pending member), and refuses its own twice", async () => {
    const res = await call("POST", "/api/users", admin.cookie, newUser({ email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    const again = await call("POST", "/api/users", admin.cookie, newUser({ email: other.email }));
    expect(again.statusCode).toBe(409);
  });

  it("is for admins only: a user gets 403 and nothing is created", async () => {
    const body = newUser();
    await call("POST", "/api/users", admin.cookie, body);
    const userCookie = await acceptInvitation(body.email);
    const attempt = newUser();
    expect((await call("POST", "/api/users", userCookie, attempt)).statusCode).toBe(403);
    const found = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.email, attempt.email)),
    );
    expect(found).toEqual([]);
    expect((await call("GET", "/api/users", userCookie)).statusCode).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/users" });
    expect(res.statusCode).toBe(401);
  });

  it("holds a Free organization to 10 users (PLAN-2)", async () => {
    const free = await signUpVerified(t, { companyName: "Free Co" });
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(organizations)
        .set({ subscriptionTier: "free" })
        .where(eq(organizations.id, free.user.organizationId)),
    );
    for (let i = 0; i < 9; i++) {
      expect(
        (await call("POST", "/api/users", free.cookie, newUser({ sendInvitation: false }))).statusCode,
      ).toBe(201);
    }
    const eleventh = await call("POST", "/api/users", free.cookie, newUser({ sendInvitation: false }));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toMatch(/Free plan allows up to 10 users/);
  });
});

describe("GET /api/users", () => {
  it("lists only the caller's organization", async () => {
    const res = await call("GET", "/api/users", other.cookie);
    expect(res.json().map((u: { email: string }) => u.email)).toEqual([other.email]);
  });
});

describe("PUT and DELETE /api/users/{id}", () => {
  it("updates a user, and a role change ends their sessions", async () => {
    const body = newUser();
    const created = (await call("POST", "/api/users", admin.cookie, body)).json();
    const userCookie = await acceptInvitation(body.email);
    const res = await call("PUT", `/api/users/${created.id}`, admin.cookie, {
      ...newUser({ email: body.email }),
      role: "admin",
      lastName: "Murray",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "admin", lastName: "Murray" });
    expect((await call("GET", "/api/auth/user", userCookie)).statusCode).toBe(401);
  });

  // Its PUT and DELETE answer 404 as a missing user does: tests/api/resource-protocol.test.ts.
  it("answers another organization's user with 404 on resend-invitation", async () => {
    const foreign = (await call("GET", "/api/users", other.cookie)).json()[0];
    expect((await call("POST", `/api/users/${foreign.id}/resend-invitation`, admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it("refuses a non-UUID id with 400", async () => {
    expect((await call("DELETE", "/api/users/42", admin.cookie)).statusCode).toBe(400);
  });

  it("an admin cannot delete themself or demote the last admin", async () => {
    const solo = await signUpVerified(t, { companyName: "Solo Org" });
    expect((await call("DELETE", `/api/users/${solo.user.id}`, solo.cookie)).statusCode).toBe(400);
    const demote = await call("PUT", `/api/users/${solo.user.id}`, solo.cookie, {
      ...newUser({ email: solo.email }),
      role: "user",
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toMatch(/at least one admin/);
  });

  it("deletes a user and ends their sessions", async () => {
    const body = newUser();
    const created = (await call("POST", "/api/users", admin.cookie, body)).json();
    const userCookie = await acceptInvitation(body.email);
    expect((await call("DELETE", `/api/users/${created.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", userCookie)).statusCode).toBe(401);
  });
});

describe("POST /api/users/{id}/resend-invitation (AUTH-7)", () => {
  it("mails a new link and voids the old one", async () => {
    const body = newUser();
    const created = (await call("POST", "/api/users", admin.cookie, body)).json();
    const first = await mailedToken(t, body.email, /invited/i);
    expect((await call("POST", `/api/users/${created.id}/resend-invitation`, admin.cookie)).json()).toEqual({
      message: "Invitation email sent successfully",
    });
    await t.mailWorker.drain();
    await new Promise((r) => setTimeout(r, 50));
    const second = await mailedToken(t, body.email, /invited/i);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invite",
      headers: JSON_HEADERS,
      payload: { token: first, password: GOOD_PASSWORD },
    });
    expect(old.statusCode).toBe(400);
  });
});
