import { beforeAll, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signInSuperAdmin,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { appFixture } from "../support/api";
import type { Method } from "../support/cascade";

// ROLE-4: every call of API-1 Admin is for super admins only: an organization's admin and user get 403
// and change nothing, a signed-out caller 401, the super admin a success.
const { t, call } = appFixture();
const cookies: Record<"super_admin" | "admin" | "user", string> = { super_admin: "", admin: "", user: "" };
let orgId: string;
let memberId: string;
let spareId: string;

beforeAll(async () => {
  cookies.super_admin = (await signInSuperAdmin(t)).cookie;
  const admin = await signUpVerified(t);
  cookies.admin = admin.cookie;
  orgId = admin.user.organizationId;
  const memberEmail = uniqueEmail("member");
  memberId = (
    await call("POST", "/api/users", admin.cookie, { firstName: "Uma", lastName: "User", email: memberEmail })
  ).json().id;
  const token = await mailedToken(t, memberEmail, /invited/i);
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
  cookies.user = sessionCookie(accepted);
  spareId = (
    await call("POST", "/api/users", admin.cookie, {
      firstName: "Sam",
      lastName: "Spare",
      email: uniqueEmail("spare"),
    })
  ).json().id;
});

/** Each call with the super admin's expected status; ids are read when the test runs. */
const CALLS: [string, Method, () => string, (() => object) | undefined, number][] = [
  ["GET /api/admin/organizations", "GET", () => "/api/admin/organizations", undefined, 200],
  [
    "POST /api/admin/organizations",
    "POST",
    () => "/api/admin/organizations",
    () => ({ name: "Made by root" }),
    201,
  ],
  [
    "PATCH /api/admin/organizations/{id}/status",
    "PATCH",
    () => `/api/admin/organizations/${orgId}/status`,
    () => ({ status: "active" }),
    200,
  ],
  [
    "PATCH /api/admin/organizations/{id}/plan",
    "PATCH",
    () => `/api/admin/organizations/${orgId}/plan`,
    () => ({ plan: "pro" }),
    200,
  ],
  ["GET /api/admin/users", "GET", () => "/api/admin/users", undefined, 200],
  [
    "POST /api/admin/users",
    "POST",
    () => "/api/admin/users",
    () => ({ email: uniqueEmail("x"), firstName: "X", lastName: "Y" }),
    201,
  ],
  [
    "PATCH /api/admin/users/{id}",
    "PATCH",
    () => `/api/admin/users/${memberId}`,
    () => ({ role: "user" }),
    200,
  ],
  ["POST /api/admin/user-view", "POST", () => "/api/admin/user-view", () => ({ userId: memberId }), 200],
  ["GET /api/admin/analytics", "GET", () => "/api/admin/analytics", undefined, 200],
  ["GET /api/admin/usage-metrics", "GET", () => "/api/admin/usage-metrics", undefined, 200],
  ["GET /api/admin/system", "GET", () => "/api/admin/system", undefined, 200],
  ["GET /api/admin/tables", "GET", () => "/api/admin/tables", undefined, 200],
  ["GET /api/admin/tables/relationships", "GET", () => "/api/admin/tables/relationships", undefined, 200],
  ["GET /api/admin/tables/users/schema", "GET", () => "/api/admin/tables/users/schema", undefined, 200],
  [
    "GET /api/admin/tables/users/data",
    "GET",
    () => "/api/admin/tables/users/data?page=1&limit=50",
    undefined,
    200,
  ],
  // The deletes come last, so the ids above are still there.
  ["DELETE /api/admin/users/{id}", "DELETE", () => `/api/admin/users/${spareId}`, undefined, 200],
  [
    "DELETE /api/admin/organizations/{id}",
    "DELETE",
    () => `/api/admin/organizations/${orgId}`,
    undefined,
    200,
  ],
];

describe("every admin call by role (ROLE-4)", () => {
  it.each(CALLS)("%s", async (_label, method, url, payload, superStatus) => {
    for (const role of ["admin", "user"] as const) {
      const res = await call(method, url(), cookies[role], payload?.());
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        message: "You do not have permission to perform this action",
        code: "AUTHORIZATION",
      });
    }
    expect((await call(method, url(), undefined, payload?.())).statusCode, "signed out").toBe(401);
    // The refused calls changed nothing the super admin's call depends on.
    const res = await call(method, url(), cookies.super_admin, payload?.());
    expect(res.statusCode, res.body).toBe(superStatus);
  });

  it("the organization's admin and user are gone with their organization", async () => {
    expect((await call("GET", "/api/auth/user", cookies.admin)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", cookies.user)).statusCode).toBe(401);
  });
});
