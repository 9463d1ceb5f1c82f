// API-based factories for the Library (API-1), for any test that needs
// library items: they go through the real routes, so rows, owners and activity rows are as in use.
import { expect } from "vitest";
import type { Kpi, Objective, Theme } from "../../src/domain/schemas/library";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  uniqueEmail,
} from "./accounts";
import type { Method } from "./cascade";
import type { TestApp } from "./test-app";

/** One API call as a signed-in user (no cookie: signed out); a payload is sent as JSON. */
export function callApi(
  t: TestApp,
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(payload ? JSON_HEADERS : {}), ...(cookie === undefined ? {} : { cookie }), ...headers },
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });
}

async function create<T>(t: TestApp, url: string, cookie: string, body: object): Promise<T> {
  const res = await callApi(t, "POST", url, cookie, body);
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

export function createObjective(t: TestApp, cookie: string, overrides: object = {}): Promise<Objective> {
  return create(t, "/api/objectives", cookie, {
    name: "Grow recurring revenue",
    description: "Expand subscription income",
    bscPerspective: "Financial",
    ...overrides,
  });
}

export function createKpi(t: TestApp, cookie: string, overrides: object = {}): Promise<Kpi> {
  return create(t, "/api/kpis", cookie, {
    name: "Monthly recurring revenue",
    description: "Subscription revenue per month",
    unit: "$",
    ...overrides,
  });
}

export function createTheme(t: TestApp, cookie: string, overrides: object = {}): Promise<Theme> {
  return create(t, "/api/themes", cookie, { name: "Operational excellence", ...overrides });
}

/** Invites a member of the admin's organization with the given role and returns their session cookie. */
export async function invitedMemberCookie(
  t: TestApp,
  adminCookie: string,
  role: "user" | "admin" = "user",
): Promise<string> {
  const email = uniqueEmail(role);
  const invited = await callApi(t, "POST", "/api/users", adminCookie, {
    firstName: "Mia",
    lastName: "Member",
    email,
    role,
    sendInvitation: true,
  });
  expect(invited.statusCode).toBe(201);
  const token = await mailedToken(t, email, /invited/i);
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  return sessionCookie(accepted);
}

export type Member = { id: string; email: string; cookie: string };

/** Invites a member of the admin's organization, as invitedMemberCookie, and answers who they are. */
export async function invitedMember(
  t: TestApp,
  adminCookie: string,
  role: "user" | "admin" = "user",
): Promise<Member> {
  const cookie = await invitedMemberCookie(t, adminCookie, role);
  const me = (await callApi(t, "GET", "/api/auth/user", cookie)).json();
  return { id: me.id, email: me.email, cookie };
}
