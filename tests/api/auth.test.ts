import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MESSAGES } from "../../src/domain/schemas/auth";
import { authTokens, mailOutbox, organizations, sessions, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { ensureSuperAdmin, issueToken } from "../../src/server/features/auth/service";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedCode,
  mailedToken,
  sessionCookie,
  signUp,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
    remoteAddress: clientAddress(),
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("POST /api/auth/signup", () => {
  it("creates the organization and its admin on a 14-day Professional trial, signed in and unverified", async () => {
    const { res, body } = await signUp(t, { email: "Mixed.Case@Example.TEST" });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      firstName: "Ada",
      email: "mixed.case@example.test",
      role: "admin",
      organizationName: body.companyName,
      emailVerified: false,
    });
    const cookie = res.cookies.find((c) => c.name === "meridian_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const [org] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, user.organizationId)),
    );
    expect(org?.subscriptionTier).toBe("professional");
    const trialDays = ((org?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    const status = await get("/api/auth/verification-status", sessionCookie(res));
    expect(status.json()).toEqual({ email: "mixed.case@example.test", emailVerified: false });
  });

  it("mails a six-digit code and a /verify-email link over SMTP", async () => {
    const { body } = await signUp(t);
    const code = await mailedCode(t, body.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await t.mail.waitFor(body.email);
    expect(mail.text).toContain("http://meridian.test/verify-email?token=");
    expect(mail.html).toContain(code);
  });

  // Sign-up rules (AUTH-2), each with its message.
  it.each([
    ["firstName", "A", "First name must be at least 2 characters"],
    ["firstName", "A".repeat(51), "First name must be at most 50 characters"],
    ["lastName", "L0velace", "Last name can only contain letters, spaces, hyphens and apostrophes"],
    ["email", "not-an-email", "Please enter a valid email"],
    ["email", `${"a".repeat(251)}@x.io`, "Email must be at most 255 characters"],
    ["password", "Sh0rt!", "Password must be at least 8 characters"],
    ["password", "alllower1!", "Password must contain at least one uppercase letter"],
    ["password", "ALLUPPER1!", "Password must contain at least one lowercase letter"],
    ["password", "NoDigits!!", "Password must contain at least one number"],
    ["password", "NoSpecial12", "Password must contain at least one special character"],
    ["password", `Aa1!${"x".repeat(125)}`, "Password must be at most 128 characters"],
    ["companyName", "X", "Company name must be at least 2 characters"],
    ["companyName", "Evil <script>", "Company name contains invalid characters"],
  ])("refuses %s=%j with '%s' and creates nothing", async (field, value, message) => {
    const email = uniqueEmail("bad");
    const { res } = await signUp(t, { email, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    const created = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.email, email)),
    );
    expect(created).toEqual([]);
  });

  it("accepts names with apostrophes, hyphens and accents, and companies with & . , ' -", async () => {
    const { res } = await signUp(t, {
      firstName: "Zoë-Anne",
      lastName: "O'Brien",
      companyName: "Smith & Sons, Ltd. - R'D",
    });
    expect(res.statusCode).toBe(201);
  });

  it("accepts companies with parentheses and slashes, as a registered name reads (AUTH-2)", async () => {
    for (const companyName of ["Acme Widgets (EU) GmbH", "Sales/Marketing Partners Ltd"]) {
      const { res } = await signUp(t, { companyName });
      expect(res.statusCode).toBe(201);
      const [org] = await withPlatform(t.database.db, (tx) =>
        tx.select().from(organizations).where(eq(organizations.id, res.json().user.organizationId)),
      );
      expect(org?.name).toBe(companyName);
    }
  });

  it("AUTH-31: a duplicate e-mail, whatever its case, answers as a new sign-up and creates no organization", async () => {
    const { body } = await signUp(t);
    const before = await withPlatform(t.database.db, (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(organizations),
    );
    const { res } = await signUp(t, { email: body.email.toUpperCase(), companyName: "Another Company" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Account created! Please check your email for the verification code.");
    const after = await withPlatform(t.database.db, (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(organizations),
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe("verification by code (AUTH-4)", () => {
  it("verifies with the mailed code and starts a new session", async () => {
    const { res, body } = await signUp(t);
    const oldCookie = sessionCookie(res);
    const code = await mailedCode(t, body.email);
    const verified = await post("/api/auth/verify-otp", { otpCode: code }, oldCookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
    expect(sessionCookie(verified)).not.toBe(oldCookie);
    expect((await get("/api/auth/user", oldCookie)).statusCode).toBe(401);
    expect((await get("/api/auth/user", sessionCookie(verified))).json().emailVerified).toBe(true);
  });

  it("refuses a wrong code, and after 5 wrong tries refuses even the right one", async () => {
    const { res, body } = await signUp(t);
    const cookie = sessionCookie(res);
    const code = await mailedCode(t, body.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const attempt = await post("/api/auth/verify-otp", { otpCode: wrong }, cookie);
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().message).toBe("Invalid or expired OTP code. Please try again.");
    }
    expect((await post("/api/auth/verify-otp", { otpCode: code }, cookie)).statusCode).toBe(400);
  });

  it("refuses an expired code", async () => {
    const { res, body } = await signUp(t);
    const code = await mailedCode(t, body.email);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, res.json().user.id)),
    );
    expect((await post("/api/auth/verify-otp", { otpCode: code }, sessionCookie(res))).statusCode).toBe(400);
  });

  it.each(["12345", "1234567", "12a456", ""])("refuses the malformed code %j with 400", async (otpCode) => {
    const { res } = await signUp(t);
    expect((await post("/api/auth/verify-otp", { otpCode }, sessionCookie(res))).statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await post("/api/auth/verify-otp", { otpCode: "123456" })).statusCode).toBe(401);
  });

  it("a resend voids the old code", async () => {
    const { res, body } = await signUp(t);
    const first = await mailedCode(t, body.email);
    expect((await post("/api/auth/resend-verification", { email: body.email })).statusCode).toBe(200);
    await t.mailWorker.drain();
    const second = await mailedCode(t, body.email);
    if (first !== second) {
      expect((await post("/api/auth/verify-otp", { otpCode: first }, sessionCookie(res))).statusCode).toBe(
        400,
      );
    }
    expect((await post("/api/auth/verify-otp", { otpCode: second }, sessionCookie(res))).statusCode).toBe(
      200,
    );
  });
});

describe("verification by link", () => {
  it("verifies the e-mail once; the link then answers a clear 400", async () => {
    const { body } = await signUp(t);
    const token = await mailedToken(t, body.email, /verification code/i);
    const ok = await get(`/api/auth/verify-email?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/verified/);
    const again = await get(`/api/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Invalid or expired verification link");
  });

  it("answers an unknown or missing token with 400", async () => {
    expect((await get("/api/auth/verify-email?token=nonsense")).statusCode).toBe(400);
    expect((await get("/api/auth/verify-email")).statusCode).toBe(400);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the e-mail in any case and answers {user} with firstName", async () => {
    const account = await signUpVerified(t);
    const res = await post("/api/auth/login", {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: "Ada", email: account.email });
  });

  it("refuses a wrong password and an unknown account with the same 401", async () => {
    const account = await signUpVerified(t);
    const wrong = await post("/api/auth/login", { email: account.email, password: "Wrong!Passw0rd" });
    const unknown = await post("/api/auth/login", {
      email: uniqueEmail("nobody"),
      password: "Wrong!Passw0rd",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    [{ email: "not-an-email", password: "x" }, "email", "Please enter a valid email"],
    [{ email: "a@b.co", password: "" }, "password", "Password is required"],
  ])("validates the login payload %j", async (payload, field, message) => {
    const res = await post("/api/auth/login", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("limits wrong passwords per account and address with 429 and the spec's message (AUTH-20)", async () => {
    const account = await signUpVerified(t);
    const address = clientAddress();
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: JSON_HEADERS,
        payload: { email: account.email, password },
        remoteAddress: address,
      });
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await login("Wrong!Passw0rd")).statusCode;
    }
    expect(last).toBe(429);
    const blocked = await login(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many requests. Please try again later");
  });

  it("logs out: the session ends and the cookie is cleared", async () => {
    const account = await signUpVerified(t);
    const out = await post("/api/auth/logout", {}, account.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "meridian_session")?.value).toBe("");
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(401);
  });

  it("answers GET /api/auth/user with 401 when signed out", async () => {
    const res = await get("/api/auth/user");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("AUTHENTICATION");
  });

  it("refuses a suspended organization's users at sign-in with a clear message, and ends their sessions", async () => {
    const account = await signUpVerified(t);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(organizations)
        .set({ status: "suspended" })
        .where(eq(organizations.id, account.user.organizationId)),
    );
    const res = await post("/api/auth/login", { email: account.email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/suspended/);
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(401);
  });
});

describe("session lifetimes", () => {
  it("ends a session idle for more than 2 hours", async () => {
    const account = await signUpVerified(t);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 1000) })
        .where(eq(sessions.userId, account.user.id)),
    );
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(401);
  });

  it("ends a session 12 hours after it began, however active", async () => {
    const account = await signUpVerified(t);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, account.user.id)),
    );
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(401);
  });

  it("does not count the 5-second user poll as activity", async () => {
    const account = await signUpVerified(t);
    const old = new Date(Date.now() - 30 * 60_000);
    await withPlatform(t.database.db, (tx) =>
      tx.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, account.user.id)),
    );
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(200);
    const [afterPoll] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    );
    expect(afterPoll?.lastSeenAt.getTime()).toBe(old.getTime());
    await get("/api/auth/verification-status", account.cookie);
    const [afterWork] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    );
    expect(afterWork?.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it("stores only a hash of the session token", async () => {
    const account = await signUpVerified(t);
    const token = account.cookie.split("=")[1]!;
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    );
    expect(rows.every((r) => r.tokenHash !== token && r.tokenHash.length === 64)).toBe(true);
  });
});

describe("password reset (AUTH-8)", () => {
  it("answers the same whether or not the address exists, and mails a link only to a real account", async () => {
    const account = await signUpVerified(t);
    const known = await post("/api/auth/forgot-password", { email: account.email });
    const unknown = await post("/api/auth/forgot-password", { email: uniqueEmail("ghost") });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const token = await mailedToken(t, account.email, /reset/i);
    const reset = await post("/api/auth/reset-password", { token, password: "N3w!Password" });
    expect(reset.statusCode).toBe(200);
    expect((await get("/api/auth/user", account.cookie)).statusCode).toBe(401);
    expect(
      (await post("/api/auth/login", { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/login", { email: account.email, password: "N3w!Password" })).statusCode,
    ).toBe(200);
    expect((await post("/api/auth/reset-password", { token, password: "An0ther!Pass" })).statusCode).toBe(
      400,
    );
  });

  it("applies the password rules to the new password", async () => {
    const res = await post("/api/auth/reset-password", { token: "x".repeat(43), password: "weak" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe("Password must be at least 8 characters");
  });
});

describe("invitations (AUTH-7)", () => {
  it("accepting sets the password, verifies the e-mail and signs in; a resend voids the old link", async () => {
    const admin = await signUpVerified(t);
    const email = uniqueEmail("invitee");
    const [invited] = await withPlatform(t.database.db, (tx) =>
      tx
        .insert(users)
        .values({ organizationId: admin.user.organizationId, email, firstName: "Ivy" })
        .returning(),
    );
    const first = await withPlatform(t.database.db, (tx) => issueToken(tx, invited!, "invite", 3600_000));
    const second = await withPlatform(t.database.db, (tx) => issueToken(tx, invited!, "invite", 3600_000));
    expect(
      (await post("/api/auth/accept-invite", { token: first.token, password: GOOD_PASSWORD })).statusCode,
    ).toBe(400);
    const accepted = await post("/api/auth/accept-invite", { token: second.token, password: GOOD_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, emailVerified: true, role: "user" });
    expect((await get("/api/auth/user", sessionCookie(accepted))).statusCode).toBe(200);
  });

  it("GET /api/auth/invitation says whether a link is valid, used, replaced, expired or unknown, without using it (AUTH-18)", async () => {
    const admin = await signUpVerified(t);
    const invitee = async () => {
      const [row] = await withPlatform(t.database.db, (tx) =>
        tx
          .insert(users)
          .values({ organizationId: admin.user.organizationId, email: uniqueEmail("inv"), firstName: "Ivy" })
          .returning(),
      );
      return row!;
    };
    const status = async (token: string, cookie?: string) => {
      const res = await get(`/api/auth/invitation?token=${token}`, cookie);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const ivy = await invitee();
    const replaced = await withPlatform(t.database.db, (tx) => issueToken(tx, ivy, "invite", 3600_000));
    const current = await withPlatform(t.database.db, (tx) => issueToken(tx, ivy, "invite", 3600_000));
    // Asking twice leaves the link usable: the read does not consume it.
    expect(await status(current.token)).toEqual({
      status: "valid",
      email: ivy.email,
      message: INVITATION_MESSAGES.valid,
    });
    expect((await status(current.token)).status).toBe("valid");
    expect(await status(replaced.token)).toEqual({
      status: "replaced",
      email: null,
      message: INVITATION_MESSAGES.replaced,
    });
    expect(
      (await post("/api/auth/accept-invite", { token: current.token, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    // Used: the same answer signed out and signed in (here as the organization's admin).
    for (const cookie of [undefined, admin.cookie]) {
      expect(await status(current.token, cookie)).toEqual({
        status: "used",
        email: null,
        message: INVITATION_MESSAGES.used,
      });
    }
    const late = await invitee();
    const expired = await withPlatform(t.database.db, (tx) => issueToken(tx, late, "invite", -1000));
    expect((await status(expired.token)).status).toBe("expired");
    expect((await status("x".repeat(43))).status).toBe("invalid");
    // A reset link is not an invitation.
    const reset = await withPlatform(t.database.db, (tx) => issueToken(tx, late, "password_reset", 3600_000));
    expect((await status(reset.token)).status).toBe("invalid");
    expect((await get("/api/auth/invitation")).statusCode).toBe(400);
  });
});

describe("GET /api/login (AUTH-11)", () => {
  it.each([
    ["/api/login?plan=professional", "/?auth=signup"],
    ["/api/login", "/?auth=signin"],
  ])("%s redirects to %s", async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });
});

describe("the super admin (AUTH-9)", () => {
  it("is created without an organization and can sign in", async () => {
    const email = uniqueEmail("root");
    expect(await ensureSuperAdmin(t.database.db, email, GOOD_PASSWORD)).toBe("created");
    const res = await post("/api/auth/login", { email, password: GOOD_PASSWORD });
    expect(res.json().user).toMatchObject({ role: "super_admin", organizationId: null, emailVerified: true });
  });

  it("refuses to turn an organization's user into a super admin", async () => {
    const account = await signUpVerified(t);
    await expect(ensureSuperAdmin(t.database.db, account.email, GOOD_PASSWORD)).rejects.toThrow(
      /organization/,
    );
  });
});

describe("rate limits are kept in the database", () => {
  /** 21 sign-ups, the i-th from `addressOf(i)`: the statuses answered. */
  async function signUpBurst(addressOf: (i: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: JSON_HEADERS,
        payload: {
          firstName: "Rex",
          lastName: "Ray",
          email: uniqueEmail("burst"),
          password: GOOD_PASSWORD,
          companyName: "Burst Co",
        },
        remoteAddress: addressOf(i),
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it("limits sign-ups from one address", async () => {
    const address = clientAddress();
    const statuses = await signUpBurst(() => address);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("counts an IPv6 address by its /64: 21 sign-ups from 21 addresses of one /64 hit the limit (AUTH-41)", async () => {
    const block = clientAddress().replace(/::1$/, "");
    // Eight groups: the /64 is the block and the 0 after it; the rest differs every time.
    const statuses = await signUpBurst(
      (i) => `${block}:0:${(i + 1).toString(16)}:0:${(i + 7).toString(16)}:1`,
    );
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("the outbox (MAIL-1)", () => {
  it("writes the mail in the sign-up's transaction and marks it sent once delivered", async () => {
    const { body } = await signUp(t);
    await t.mailWorker.drain();
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.email)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("sent");
  });
});
