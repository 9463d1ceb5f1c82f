import { ensureSuperAdmin } from "../../src/server/features/auth/service";
import type { TestApp } from "./test-app";

export const JSON_HEADERS = { "content-type": "application/json" };
export const GOOD_PASSWORD = "Str0ng!Password";

let counter = 0;

/**
 * A distinct client address per call: inject() requests all come from 127.0.0.1 otherwise, and the
 * per-address rate limits would mix unrelated tests together. Each is in a /64 of its own, since the
 * limits count an IPv6 address by its /64 (AUTH-41). (No traffic is sent anywhere.)
 */
export function clientAddress(): string {
  counter += 1;
  return `2001:db8:${counter.toString(16)}::1`;
}

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.test`;
}

export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === "meridian_session");
  if (!cookie) throw new Error("no session cookie in the response");
  return `meridian_session=${cookie.value}`;
}

/** Reads the six-digit code from the latest verification mail to this address. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  await t.mailWorker.drain();
  const mail = await t.mail.waitFor(email, (m) => /verification code/i.test(m.subject));
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** Reads the link with a token from the latest mail to this address whose subject matches. */
export async function mailedToken(t: TestApp, email: string, subject: RegExp): Promise<string> {
  await t.mailWorker.drain();
  const mail = await t.mail.waitFor(email, (m) => subject.test(m.subject));
  const token = mail.text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no token in: ${mail.text}`);
  return token;
}

export async function signUp(t: TestApp, overrides: Record<string, string> = {}) {
  const body = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail("ada"),
    password: GOOD_PASSWORD,
    companyName: "Analytical Engines Ltd",
    ...overrides,
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers: JSON_HEADERS,
    payload: body,
    remoteAddress: clientAddress(),
  });
  return { res, body };
}

/** Signs up a new organization, verifies its admin by the mailed code, and returns the session cookie. */
export async function signUpVerified(t: TestApp, overrides: Record<string, string> = {}) {
  const { res, body } = await signUp(t, overrides);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const code = await mailedCode(t, body.email);
  const verified = await t.app.inject({
    method: "POST",
    url: "/api/auth/verify-otp",
    headers: { ...JSON_HEADERS, cookie: sessionCookie(res) },
    payload: { otpCode: code },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return {
    cookie: sessionCookie(verified),
    user: verified.json().user,
    email: body.email,
    password: body.password,
  };
}

/** Makes a super admin with a fresh e-mail and signs them in: their session cookie and user id. */
export async function signInSuperAdmin(t: TestApp): Promise<{ cookie: string; id: string }> {
  const email = uniqueEmail("root");
  await ensureSuperAdmin(t.database.db, email, GOOD_PASSWORD);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    payload: { email, password: GOOD_PASSWORD },
    remoteAddress: clientAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`super admin login: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), id: res.json().user.id };
}
