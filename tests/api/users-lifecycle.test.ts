import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  assertKeepsAnAdmin,
  CONSOLE_FREE_PLAN_LIMIT_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  FREE_PLAN_LIMIT_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SELF_DELETE_MESSAGE,
  type UserRef,
} from "../../src/server/accounts/lifecycle";
import { mailOutbox, organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signInSuperAdmin, signUp, signUpVerified, uniqueEmail } from "../support/accounts";
import { appFixture } from "../support/api";

// The user lifecycle rules (src/server/accounts/lifecycle.ts) hold the same on every surface that
// creates, changes or removes users: the organization's users API, its bulk import, the platform
// console and sign-up.

const { t, call } = appFixture();
let root: string;
let rootId: string;
let home: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;

const tenantUser = (overrides: object = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: uniqueEmail("life"),
  role: "user",
  assignedFunctionId: "",
  sendInvitation: false,
  ...overrides,
});

async function userRow(id: string) {
  const [row] = await withPlatform(t.database.db, (tx) => tx.select().from(users).where(eq(users.id, id)));
  return row;
}

async function outboxCount(email: string): Promise<number> {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)),
  );
  return rows.length;
}

async function usersOf(organizationId: string): Promise<number> {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx.select().from(users).where(eq(users.organizationId, organizationId)),
  );
  return rows.length;
}

beforeAll(async () => {
  ({ cookie: root, id: rootId } = await signInSuperAdmin(t));
  home = await signUpVerified(t, { companyName: "Home Co" });
  other = await signUpVerified(t, { companyName: "Other Co" });
});

describe("an e-mail is unique across the platform, in any case", () => {
  it.each<[string, () => Promise<{ statusCode: number; json(): { message: string } }>, number]>([
    // AUTH-43: an organization's admin is answered as for a fresh address (a pending member).
    [
      "the users API's create",
      () => call("POST", "/api/users", home.cookie, tenantUser({ email: other.email.toUpperCase() })),
      201,
    ],
    [
      "the users API's edit",
      async () => {
        const created = (await call("POST", "/api/users", home.cookie, tenantUser())).json();
        return call(
          "PUT",
          `/api/users/${created.id}`,
          home.cookie,
          tenantUser({ email: uniqueEmail("other").toUpperCase() }),
        );
      },
      200,
    ],
  ])("%s answers %i, as for any address (AUTH-43)", async (_surface, attempt, status) => {
    const res = await attempt();
    expect(res.statusCode).toBe(status);
  });

  it("the console's create answers 409 naming the conflict (AUTH-32: the console sees every organization)", async () => {
    const res = await call("POST", "/api/admin/users", root, {
      email: other.email.toUpperCase(),
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
  });

  it("two sign-ups racing for one address: one account, both answered alike (AUTH-31), no server error", async () => {
    const email = uniqueEmail("race");
    const [a, b] = await Promise.all([signUp(t, { email }), signUp(t, { email: email.toUpperCase() })]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([201, 201]);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`),
    );
    expect(rows).toHaveLength(1);
  });
});

describe("an organization keeps at least one admin", () => {
  type Solo = Awaited<ReturnType<typeof signUpVerified>>;
  // The console names the organization (the one signed up below is always "Solo Co").
  const CONSOLE_LAST_ADMIN =
    "Solo Co needs at least one admin: make someone else an admin there first, or delete the organization.";

  it.each<[string, (solo: Solo) => Promise<{ statusCode: number; json(): { message: string } }>, string]>([
    [
      "the users API demoting them",
      (solo) =>
        call("PUT", `/api/users/${solo.user.id}`, solo.cookie, {
          ...tenantUser({ email: solo.email }),
          role: "user",
        }),
      LAST_ADMIN_MESSAGE,
    ],
    [
      "the console demoting them",
      (solo) => call("PATCH", `/api/admin/users/${solo.user.id}`, root, { role: "user" }),
      CONSOLE_LAST_ADMIN,
    ],
    [
      "the console moving them out",
      (solo) => call("PATCH", `/api/admin/users/${solo.user.id}`, root, { organizationId: "none" }),
      CONSOLE_LAST_ADMIN,
    ],
    [
      "the console deleting them",
      (solo) => call("DELETE", `/api/admin/users/${solo.user.id}`, root),
      CONSOLE_LAST_ADMIN,
    ],
  ])("refuses %s with 400 and changes nothing", async (_surface, attempt, message) => {
    const solo = await signUpVerified(t, { companyName: "Solo Co" });
    const res = await attempt(solo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(solo.user.id)).toMatchObject({
      role: "admin",
      organizationId: solo.user.organizationId,
    });
  });

  // The rule itself, for the changes no API can reach alone (an admin deleting the last admin is
  // always deleting themself, which is refused first).
  it.each<[string, "solo" | "pair" | "member", (Pick<UserRef, "role"> & { moved?: true }) | null, boolean]>([
    ["the only admin deleted", "solo", null, true],
    ["the only admin demoted", "solo", { role: "user" }, true],
    ["the only admin moved to another organization", "solo", { role: "admin", moved: true }, true],
    ["the only admin saved as admin", "solo", { role: "admin" }, false],
    ["one of two admins deleted", "pair", null, false],
    ["one of two admins demoted", "pair", { role: "user" }, false],
    ["a member deleted", "member", null, false],
  ])("%s [%s]: refused = %s", async (_label, who, change, refused) => {
    const organization = await signUpVerified(t, { companyName: "Rule Co" });
    const orgId = organization.user.organizationId as string;
    const extra = async (role: "admin" | "user") => {
      const [row] = await withPlatform(t.database.db, (tx) =>
        tx
          .insert(users)
          .values({ organizationId: orgId, email: uniqueEmail("rule"), role })
          .returning(),
      );
      return row!;
    };
    if (who === "pair") await extra("admin");
    const subject: UserRef =
      who === "member"
        ? await extra("user")
        : { id: organization.user.id, role: "admin", organizationId: orgId };
    const after = change && {
      role: change.role,
      organizationId: change.moved ? other.user.organizationId : subject.organizationId,
    };
    const attempt = withPlatform(t.database.db, (tx) => assertKeepsAnAdmin(tx, subject, after));
    if (refused)
      await expect(attempt).rejects.toMatchObject({ statusCode: 400, message: LAST_ADMIN_MESSAGE });
    else await expect(attempt).resolves.toBeUndefined();
  });
});

describe("nobody deletes themself", () => {
  it.each([
    [
      "an organization's admin",
      () => call("DELETE", `/api/users/${home.user.id}`, home.cookie),
      () => home.user.id,
    ],
    ["the super admin", () => call("DELETE", `/api/admin/users/${rootId}`, root), () => rootId],
  ])("%s is refused with 400", async (_who, attempt, id) => {
    const res = await attempt();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SELF_DELETE_MESSAGE);
    expect(await userRow(id())).toBeDefined();
  });
});

describe("a Free organization has room for 10 users (PLAN-2), on every surface", () => {
  let full: Awaited<ReturnType<typeof signUpVerified>>;
  let fullId: string;

  beforeAll(async () => {
    full = await signUpVerified(t, { companyName: "Full Co" });
    fullId = full.user.organizationId as string;
    await withPlatform(t.database.db, async (tx) => {
      await tx.update(organizations).set({ subscriptionTier: "free" }).where(eq(organizations.id, fullId));
      await tx.insert(users).values(
        Array.from({ length: 9 }, () => ({
          organizationId: fullId,
          email: uniqueEmail("seat"),
          role: "user" as const,
        })),
      );
    });
    expect(await usersOf(fullId)).toBe(10);
  });

  it.each<[string, () => Promise<{ statusCode: number; code?: string; message: string }>, string]>([
    [
      "the users API's create",
      async () => {
        const res = await call("POST", "/api/users", full.cookie, tenantUser());
        return { statusCode: res.statusCode, ...res.json() };
      },
      FREE_PLAN_LIMIT_MESSAGE,
    ],
    [
      "the bulk import (the row fails)",
      async () => {
        const res = await call("POST", "/api/users/bulk", full.cookie, {
          rows: [{ firstName: "Grace", lastName: "Hopper", email: uniqueEmail("bulk"), role: "user" }],
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ created: 0, failed: 1 });
        return { statusCode: 422, code: "PLAN_LIMIT", message: res.json().results[0].errors[0] };
      },
      FREE_PLAN_LIMIT_MESSAGE,
    ],
    [
      "the console's create",
      async () => {
        const res = await call("POST", "/api/admin/users", root, {
          email: uniqueEmail("console"),
          firstName: "Grace",
          lastName: "Hopper",
          organizationId: fullId,
        });
        return { statusCode: res.statusCode, ...res.json() };
      },
      CONSOLE_FREE_PLAN_LIMIT_MESSAGE,
    ],
    [
      "the console moving a user in",
      async () => {
        const member = (
          await call("POST", "/api/admin/users", root, {
            email: uniqueEmail("mover"),
            firstName: "Grace",
            lastName: "Hopper",
            organizationId: other.user.organizationId,
          })
        ).json();
        const res = await call("PATCH", `/api/admin/users/${member.id}`, root, { organizationId: fullId });
        return { statusCode: res.statusCode, ...res.json() };
      },
      CONSOLE_FREE_PLAN_LIMIT_MESSAGE,
    ],
  ])("%s: the 11th user is refused", async (_surface, attempt, message) => {
    expect(await attempt()).toMatchObject({ statusCode: 422, code: "PLAN_LIMIT", message });
    expect(await usersOf(fullId)).toBe(10);
  });
});

describe("an invitation is one link and one mail, through the outbox, with one wake-up of the worker", () => {
  it.each<[string, (email: string) => Promise<{ statusCode: number }>]>([
    [
      "the users API's create",
      (email) => call("POST", "/api/users", home.cookie, tenantUser({ email, sendInvitation: true })),
    ],
    [
      "the bulk import",
      (email) =>
        call("POST", "/api/users/bulk", home.cookie, {
          rows: [
            { firstName: "Grace", lastName: "Hopper", email, role: "user", sendInvitation: true },
            {
              firstName: "Quiet",
              lastName: "Row",
              email: uniqueEmail("quiet"),
              role: "user",
              sendInvitation: false,
            },
          ],
        }),
    ],
    [
      "the console's create",
      (email) =>
        call("POST", "/api/admin/users", root, {
          email,
          firstName: "Grace",
          lastName: "Hopper",
          organizationId: home.user.organizationId,
        }),
    ],
    [
      "the users API's resend",
      async (email) => {
        const created = (await call("POST", "/api/users", home.cookie, tenantUser({ email }))).json();
        return call("POST", `/api/users/${created.id}/resend-invitation`, home.cookie);
      },
    ],
  ])("%s", async (_surface, invite) => {
    const email = uniqueEmail("invitee");
    const kick = vi.spyOn(t.mailWorker, "kick");
    try {
      const res = await invite(email);
      expect(res.statusCode).toBeLessThan(300);
      expect(kick).toHaveBeenCalledTimes(1);
    } finally {
      kick.mockRestore();
    }
    expect(await outboxCount(email)).toBe(1);
    await t.mailWorker.drain();
    const mail = await t.mail.waitFor(email, (m) => /invited/i.test(m.subject));
    expect(mail.subject).toBe("You're invited to Home Co on Meridian");
    expect(mail.text).toMatch(/http:\/\/meridian\.test\/accept-invite\?token=[\w-]+/);
    expect(t.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("writes without mail do not wake the worker", async () => {
    const kick = vi.spyOn(t.mailWorker, "kick");
    try {
      expect((await call("POST", "/api/users", home.cookie, tenantUser())).statusCode).toBe(201);
    } finally {
      kick.mockRestore();
    }
    expect(kick).not.toHaveBeenCalled();
  });
});

describe("versions of a user (VERSION-1)", () => {
  it.each([
    ["bare", (v: string) => v, 200],
    ["quoted", (v: string) => `"${v}"`, 200],
    ["weak", (v: string) => `W/"${v}"`, 200],
    ["any", () => "*", 200],
    ["stale and quoted", (v: string) => `"${new Date(Date.parse(v) - 60_000).toISOString()}"`, 409],
  ])("PUT /api/users/{id} with a %s If-Match answers %i", async (_form, ifMatch, status) => {
    const created = (await call("POST", "/api/users", home.cookie, tenantUser())).json();
    const res = await call(
      "PUT",
      `/api/users/${created.id}`,
      home.cookie,
      { ...tenantUser({ email: created.email }), lastName: "Murray" },
      { "if-match": ifMatch(created.updatedAt) },
    );
    expect(res.statusCode).toBe(status);
    expect((await userRow(created.id))?.lastName).toBe(status === 200 ? "Murray" : "Hopper");
  });

  it("DELETE /api/users/{id} refuses a stale version and takes the current one", async () => {
    const created = (await call("POST", "/api/users", home.cookie, tenantUser())).json();
    const stale = new Date(Date.parse(created.updatedAt) - 60_000).toISOString();
    expect((await call("DELETE", `/api/users/${created.id}?version=${stale}`, home.cookie)).statusCode).toBe(
      409,
    );
    expect(await userRow(created.id)).toBeDefined();
    const res = await call("DELETE", `/api/users/${created.id}`, home.cookie, undefined, {
      "if-match": `"${created.updatedAt}"`,
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow(created.id)).toBeUndefined();
  });
});
