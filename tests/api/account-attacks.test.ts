import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  FREE_PLAN_LIMIT_MESSAGE,
  INVITES_PER_TRIAL_ORGANIZATION_PER_DAY,
  LAST_ADMIN_MESSAGE,
  organizationQuotaMessage,
  RESEND_COOLDOWN_MESSAGE,
} from "../../src/server/accounts/lifecycle";
import { commonPasswordBase, commonPasswordMessage } from "../../src/server/accounts/passwords";
import { organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "../../src/server/features/auth/account";
import {
  clientAddress,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signUp,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { appFixture } from "../support/api";
import { invitedMemberCookie } from "../support/library";

// Account attacks: races on the limits of an organization's users (PLAN-6), enumeration and e-mail
// squatting, e-mail change takeover, and the account's own controls (password change, sessions).

const { t, call } = appFixture();

const platform = <T>(fn: Parameters<typeof withPlatform<T>>[1]) => withPlatform(t.database.db, fn);

const userFields = (overrides: object = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: uniqueEmail("race"),
  role: "user",
  assignedFunctionId: "",
  sendInvitation: false,
  ...overrides,
});

async function usersOf(organizationId: string) {
  return platform((tx) => tx.select().from(users).where(eq(users.organizationId, organizationId)));
}

describe("PLAN-6: counts taken with the organization row locked", () => {
  it("20 concurrent creates on the Free plan leave exactly 10 users", async () => {
    const admin = await signUpVerified(t, { companyName: "Race Free Ltd" });
    const orgId = admin.user.organizationId as string;
    await platform((tx) =>
      tx.update(organizations).set({ subscriptionTier: "free" }).where(eq(organizations.id, orgId)),
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", "/api/users", admin.cookie, userFields())),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(9); // the admin is the 10th
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toBe(FREE_PLAN_LIMIT_MESSAGE);
    }
    expect(await usersOf(orgId)).toHaveLength(10);
  });

  it("two admins demoting each other at once leave one admin", async () => {
    const admin = await signUpVerified(t, { companyName: "Race Admins Ltd" });
    const orgId = admin.user.organizationId as string;
    const peerCookie = await invitedMemberCookie(t, admin.cookie, "admin");
    const [peer] = await platform((tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.organizationId, orgId), eq(users.role, "admin"))),
    ).then((rows) => rows.filter((row) => row.id !== admin.user.id));
    const demote = (cookie: string, id: string, email: string) =>
      call("PUT", `/api/users/${id}`, cookie, {
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        role: "user",
        assignedFunctionId: "",
      });
    const replies = await Promise.all([
      demote(admin.cookie, peer!.id, peer!.email),
      demote(peerCookie, admin.user.id, admin.email),
    ]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json().message).toBe(LAST_ADMIN_MESSAGE);
    const admins = (await usersOf(orgId)).filter((row) => row.role === "admin");
    expect(admins).toHaveLength(1);
  });
});

async function userByEmail(email: string) {
  const [row] = await platform((tx) =>
    tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`),
  );
  return row ?? null;
}

/** Makes a pending user look invited 8 days ago, with the invitation lapsed (AUTH-33). */
async function backdate(id: string) {
  await platform(async (tx) => {
    await tx.execute(sql`update users set created_at = now() - interval '8 days' where id = ${id}`);
    await tx.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 day' where user_id = ${id} and kind = 'invite'`,
    );
  });
}

describe("AUTH-31..AUTH-33: sign-up and imports reveal no account; lapsed invitations free the address", () => {
  let home: Awaited<ReturnType<typeof signUpVerified>>;
  let other: Awaited<ReturnType<typeof signUpVerified>>;
  beforeAll(async () => {
    home = await signUpVerified(t, { companyName: "Home Squat Ltd" });
    other = await signUpVerified(t, { companyName: "Other Squat Ltd" });
  });

  it("AUTH-31: a sign-up with a taken address answers as a new one and mails the owner instead", async () => {
    const fresh = await signUp(t);
    const taken = await signUp(t, { email: other.email.toUpperCase(), companyName: "Squatter Inc" });
    expect(taken.res.statusCode).toBe(fresh.res.statusCode);
    expect(taken.res.statusCode).toBe(201);
    expect(Object.keys(taken.res.json()).sort()).toEqual(Object.keys(fresh.res.json()).sort());
    expect(Object.keys(taken.res.json().user).sort()).toEqual(Object.keys(fresh.res.json().user).sort());
    expect(taken.res.json().message).toBe(fresh.res.json().message);
    expect(taken.res.cookies.map((c) => c.name)).toEqual(fresh.res.cookies.map((c) => c.name));
    const orgs = await platform((tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Squatter Inc")),
    );
    expect(orgs).toHaveLength(0);
    await t.mailWorker.drain();
    await t.mail.waitFor(other.email, (m) => /already have a Meridian account/i.test(m.subject));
  });

  it("AUTH-43: another organization's address is taken in imports and creates without saying it exists", async () => {
    const bulk = await call("POST", "/api/users/bulk", home.cookie, {
      rows: [{ firstName: "Grace", lastName: "Hopper", email: other.email, role: "user" }],
    });
    expect(bulk.json().results[0].status).toBe("created");
    const elsewhere = await signUpVerified(t, { companyName: "Elsewhere Squat" });
    const single = await call("POST", "/api/users", home.cookie, userFields({ email: elsewhere.email }));
    expect(single.statusCode).toBe(201);
    for (const text of [JSON.stringify(bulk.json()), single.body]) {
      expect(text).not.toMatch(/exists|Other Squat|Elsewhere/i);
    }
  });

  it("AUTH-33: an open invitation holds the address; a lapsed one frees it for sign-up and invitations", async () => {
    const squatted = uniqueEmail("squatted");
    const created = await call(
      "POST",
      "/api/users",
      home.cookie,
      userFields({ email: squatted, sendInvitation: true }),
    );
    expect(created.statusCode).toBe(201);
    // Still open: the sign-up answers alike but creates nothing.
    const early = await signUp(t, { email: squatted, companyName: "Real Owner Early" });
    expect(early.res.statusCode).toBe(201);
    expect((await userByEmail(squatted))!.id).toBe(created.json().id);

    await backdate(created.json().id);
    const late = await signUp(t, { email: squatted, companyName: "Real Owner Ltd" });
    expect(late.res.statusCode).toBe(201);
    const owner = await userByEmail(squatted);
    expect(owner!.id).not.toBe(created.json().id);
    expect(owner!.role).toBe("admin");
    expect(owner!.organizationId).toBe(late.res.json().user.organizationId);

    // The same for an invitation by another organization.
    const second = uniqueEmail("squatted");
    const first = await call("POST", "/api/users", home.cookie, userFields({ email: second }));
    await backdate(first.json().id);
    const reinvited = await call("POST", "/api/users", other.cookie, userFields({ email: second }));
    expect(reinvited.statusCode).toBe(201);
    expect((await userByEmail(second))!.organizationId).toBe(other.user.organizationId);
  });
});

describe("AUTH-35: a changed e-mail waits for its new owner's confirmation", () => {
  it("keeps the old address until the link mailed to the new one is followed, and tells the old one", async () => {
    const admin = await signUpVerified(t, { companyName: "Takeover Ltd" });
    const memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
    const list = (await call("GET", "/api/users", admin.cookie)).json() as {
      id: string;
      email: string;
      role: string;
    }[];
    const member = list.find((u) => u.role === "user")!;
    const attacker = uniqueEmail("attacker");
    const changed = await call("PUT", `/api/users/${member.id}`, admin.cookie, {
      firstName: "Mia",
      lastName: "Member",
      email: attacker,
      role: "user",
      assignedFunctionId: "",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(member.email);
    expect(changed.json().pendingEmail).toBe(attacker);
    expect((await userByEmail(member.email))!.emailVerified).toBe(true);
    expect(await userByEmail(attacker)).toBeNull();
    // The member still signs in with the old address: the session holds.
    expect((await call("GET", "/api/auth/user", memberCookie)).statusCode).toBe(200);

    await t.mail.waitFor(member.email, (m) => /being changed/i.test(m.subject));
    const token = await mailedToken(t, attacker, /confirm your new/i);
    const bogus = await call("POST", "/api/auth/confirm-email", undefined, { token: "nope" });
    expect(bogus.statusCode).toBe(400);
    const confirmed = await call("POST", "/api/auth/confirm-email", undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    const row = await userByEmail(attacker);
    expect(row!.id).toBe(member.id);
    expect(row!.pendingEmail).toBeNull();
    expect(row!.emailVerified).toBe(true);
    expect((await call("GET", "/api/auth/user", memberCookie)).statusCode).toBe(401);
    const again = await call("POST", "/api/auth/confirm-email", undefined, { token });
    expect(again.statusCode).toBe(400);
  });

  it("corrects an unaccepted invitee's address at once, voiding the old link", async () => {
    const admin = await signUpVerified(t, { companyName: "Typo Ltd" });
    const typo = uniqueEmail("typo");
    const created = await call(
      "POST",
      "/api/users",
      admin.cookie,
      userFields({ email: typo, sendInvitation: true }),
    );
    const oldToken = await mailedToken(t, typo, /invited/i);
    const fixed = uniqueEmail("fixed");
    const changed = await call("PUT", `/api/users/${created.json().id}`, admin.cookie, {
      ...userFields({ email: fixed }),
      sendInvitation: undefined,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(fixed);
    const status = await call("GET", `/api/auth/invitation?token=${oldToken}`, undefined);
    expect(status.json().status).not.toBe("valid");
  });
});

describe("AUTH-37, AUTH-38: change the password with the current one; see and end one's sessions", () => {
  const CHROME_MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  const FIREFOX_WIN = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

  async function logIn(email: string, password: string, userAgent: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { ...JSON_HEADERS, "user-agent": userAgent },
      payload: { email, password },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(200);
    return sessionCookie(res);
  }

  it("lists the sessions with their device, ends one or all others, and a password change ends the others", async () => {
    const owner = await signUpVerified(t, { companyName: "Sessions Ltd" });
    const laptop = await logIn(owner.email, owner.password, CHROME_MAC);
    const desktop = await logIn(owner.email, owner.password, FIREFOX_WIN);

    const listed = await call("GET", "/api/auth/sessions", laptop);
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as { id: string; device: string; current: boolean; lastSeenAt: string }[];
    expect(list).toHaveLength(3);
    expect(list.find((s) => s.current)!.device).toBe("Chrome on macOS");
    expect(list.map((s) => s.device)).toContain("Firefox on Windows");
    const firefox = list.find((s) => s.device === "Firefox on Windows")!;

    // Another account's session is not found; one's own is ended.
    const stranger = await signUpVerified(t, { companyName: "Stranger Ltd" });
    expect((await call("DELETE", `/api/auth/sessions/${firefox.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/auth/sessions/${firefox.id}`, laptop)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", desktop)).statusCode).toBe(401);

    // All others: the first cookie ends, this one stays.
    const ended = await call("DELETE", "/api/auth/sessions", laptop);
    expect(ended.json().ended).toBe(1);
    expect((await call("GET", "/api/auth/user", owner.cookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", laptop)).statusCode).toBe(200);

    // The password: the current one is required; a change ends every other session.
    const phone = await logIn(
      owner.email,
      owner.password,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1",
    );
    const wrong = await call("POST", "/api/auth/change-password", laptop, {
      currentPassword: "Not-The-Password-1!",
      newPassword: "Brand-New-Secret-7#",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    const changed = await call("POST", "/api/auth/change-password", laptop, {
      currentPassword: owner.password,
      newPassword: "Brand-New-Secret-7#",
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", phone)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", laptop)).statusCode).toBe(200);
    await logIn(owner.email, "Brand-New-Secret-7#", CHROME_MAC);
    await t.mailWorker.drain();
    await t.mail.waitFor(owner.email, (m) => /password was changed/i.test(m.subject));
  });

  it("needs a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/sessions"],
      ["DELETE", "/api/auth/sessions"],
      ["POST", "/api/auth/change-password"],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === "POST" ? { currentPassword: "x", newPassword: "y" } : undefined,
      );
      expect([400, 401]).toContain(res.statusCode);
    }
  });
});

describe("AUTH-39: passwords built on common ones are refused, naming why", () => {
  it.each(["Password1!", "P@ssw0rd!", "Qwerty123!", "Summer2024!", "Iloveyou1!", "Letmein!1"])(
    "refuses %s at sign-up, reset, invitation and change",
    async (password) => {
      const signup = await signUp(t, { password });
      expect(signup.res.statusCode).toBe(400);
      expect(signup.res.json().fields.password).toMatch(/one of the most common passwords/);
      expect(commonPasswordBase(password)).not.toBeNull();
    },
  );

  it("refuses them on every route that sets a password, and accepts an uncommon one", async () => {
    const owner = await signUpVerified(t, { companyName: "Common Ltd" });
    const change = await call("POST", "/api/auth/change-password", owner.cookie, {
      currentPassword: owner.password,
      newPassword: "Password123!",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().fields.newPassword).toBe(commonPasswordMessage("password123"));

    const invitee = uniqueEmail("common");
    await call("POST", "/api/users", owner.cookie, userFields({ email: invitee, sendInvitation: true }));
    const token = await mailedToken(t, invitee, /invited/i);
    const accept = await call("POST", "/api/auth/accept-invite", undefined, {
      token,
      password: "Monkey123$",
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().fields.password).toMatch(/"monkey/);
    const ok = await call("POST", "/api/auth/accept-invite", undefined, {
      token,
      password: "Plum-Orbit-42!",
    });
    expect(ok.statusCode).toBe(200);

    const reset = await call("POST", "/api/auth/forgot-password", undefined, { email: owner.email });
    expect(reset.statusCode).toBe(200);
    const resetToken = await mailedToken(t, owner.email, /reset/i);
    const refused = await call("POST", "/api/auth/reset-password", undefined, {
      token: resetToken,
      password: "Welcome1!",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.password).toMatch(/"welcome/);
  });
});

describe("AUTH-34, AUTH-36: invitations are no spam relay", () => {
  it("AUTH-36: a trial organization sends at most 50 invitations a day; a bulk past it sends none", async () => {
    const admin = await signUpVerified(t, { companyName: "Spam Trial Ltd" });
    const rows = (n: number) =>
      Array.from({ length: n }, () => ({
        firstName: "Sam",
        lastName: "Spam",
        email: uniqueEmail("spam"),
        role: "user",
      }));
    const tooMany = await call("POST", "/api/users/bulk", admin.cookie, { rows: rows(60) });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(organizationQuotaMessage(INVITES_PER_TRIAL_ORGANIZATION_PER_DAY, 50));
    expect(await usersOf(admin.user.organizationId as string)).toHaveLength(1);
    const fine = await call("POST", "/api/users/bulk", admin.cookie, { rows: rows(45) });
    expect(fine.json().created).toBe(45);
    const over = await call("POST", "/api/users", admin.cookie, userFields({ sendInvitation: true }));
    expect(over.statusCode).toBe(201);
    const rest = await call("POST", "/api/users/bulk", admin.cookie, { rows: rows(5) });
    expect(rest.statusCode).toBe(429);
    expect(rest.json().message).toBe(organizationQuotaMessage(50, 4));
  });

  it("AUTH-36: resends to one person are held to two a minute", async () => {
    const admin = await signUpVerified(t, { companyName: "Resend Ltd" });
    const created = await call("POST", "/api/users", admin.cookie, userFields({ sendInvitation: true }));
    const resend = () => call("POST", `/api/users/${created.json().id}/resend-invitation`, admin.cookie);
    expect((await resend()).statusCode).toBe(200);
    const third = await resend();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(RESEND_COOLDOWN_MESSAGE);
  });

  it("AUTH-34: refuses web addresses in names", async () => {
    const admin = await signUpVerified(t, { companyName: "Names Ltd" });
    for (const firstName of ["visit evil.com", "www.example", "http://x"]) {
      const res = await call("POST", "/api/users", admin.cookie, userFields({ firstName }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.firstName).toBe("First name cannot contain a web address");
    }
    const company = await signUp(t, { companyName: "Cheap-pills.example.com" });
    expect(company.res.statusCode).toBe(400);
    expect(company.res.json().fields.companyName).toBe("Company name cannot contain a web address");
  });
});
