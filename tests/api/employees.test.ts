import { describe, expect, it } from "vitest";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  uniqueEmail,
} from "../support/accounts";
import { tenantFixture } from "../support/organizations";

const { t, admin, other } = tenantFixture({ other: true });

async function invite(email: string, firstName: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users",
    headers: { ...JSON_HEADERS, cookie: admin.cookie },
    remoteAddress: clientAddress(),
    payload: { firstName, lastName: "Tester", email, role: "user", sendInvitation: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe("GET /api/employees (USER-6)", () => {
  it("lists the organization's users: verified ones Active, invited ones Pending", async () => {
    const acceptedEmail = uniqueEmail("accepted");
    const pendingEmail = uniqueEmail("pending");
    await invite(acceptedEmail, "Bea");
    await invite(pendingEmail, "Cy");
    const token = await mailedToken(t, acceptedEmail, /invited/i);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invite",
      headers: JSON_HEADERS,
      payload: { token, password: GOOD_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);

    // A plain member reads the list too (ROLE-2: users read everything in their organization).
    const res = await t.app.inject({
      method: "GET",
      url: "/api/employees",
      headers: { cookie: sessionCookie(accepted) },
    });
    expect(res.statusCode).toBe(200);
    const byEmail = Object.fromEntries(
      res.json().map((e: { email: string; status: string }) => [e.email, e.status]),
    );
    expect(byEmail).toEqual({
      [admin.email]: "Active",
      [acceptedEmail]: "Active",
      [pendingEmail]: "Pending",
    });
    expect(res.json()[0]).toHaveProperty("name");
  });

  it("shows only the caller's organization (TENANT-2)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/employees",
      headers: { cookie: other.cookie },
    });
    expect(res.json().map((e: { email: string }) => e.email)).toEqual([other.email]);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/employees" })).statusCode).toBe(401);
  });
});
