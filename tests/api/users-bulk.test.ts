import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, organizations, users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { tenantFixture } from "../support/organizations";

const { t, admin, other } = tenantFixture({ other: true });

type Row = {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  role?: unknown;
  sendInvitation?: boolean;
};

function bulk(rows: Row[] | unknown, cookie = admin.cookie) {
  return t.app.inject({
    method: "POST",
    url: "/api/users/bulk",
    headers: { ...JSON_HEADERS, cookie },
    remoteAddress: clientAddress(),
    payload: { rows },
  });
}

const row = (overrides: Row = {}): Row => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: uniqueEmail("bulk"),
  role: "user",
  sendInvitation: false,
  ...overrides,
});

async function orgEmails(orgId: string): Promise<string[]> {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx.select({ email: users.email }).from(users).where(eq(users.organizationId, orgId)),
  );
  return rows.map((r) => r.email);
}

describe("POST /api/users/bulk", () => {
  it("creates the valid rows and answers every bad row with the brief's messages", async () => {
    const good = row({
      firstName: "  Ada ",
      email: `  ${uniqueEmail("MiXeD").toUpperCase()} `,
      role: "ADMIN",
    });
    const noRole = row({ role: "" });
    const rows = [
      good,
      row({ firstName: "" }),
      row({ lastName: "   " }),
      row({ email: "" }),
      row({ email: "not-an-email" }),
      row({ role: "super_admin" }),
      row({ role: "manager" }),
      row({ firstName: "x".repeat(51) }),
      row({ firstName: null, lastName: undefined, email: null, role: "boss" }),
      noRole,
    ];
    const res = await bulk(rows);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toBe(2);
    // USER-4: rows refused by their own checks are skipped as invalid, not counted as failed.
    expect(body.skipped).toBe(8);
    expect(body.failed).toBe(0);
    expect(body.results.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ["First name is required"],
      ["Last name is required"],
      ["Email is required"],
      ["Invalid email format"],
      ["Role must be 'user' or 'admin'"],
      ["Role must be 'user' or 'admin'"],
      ["First name must be at most 50 characters"],
      [
        "First name is required",
        "Last name is required",
        "Email is required",
        "Role must be 'user' or 'admin'",
      ],
      [],
    ]);
    expect(body.results[0]).toMatchObject({ index: 0, status: "created", userId: expect.any(String) });
    expect(body.results[1]).toMatchObject({ index: 1, status: "skipped", userId: null });

    // Values are trimmed, the e-mail lowercased, the role case-insensitive; an empty role is 'user'.
    const [created] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, body.results[0].userId)),
    );
    expect(created).toMatchObject({
      firstName: "Ada",
      email: String(good.email).trim().toLowerCase(),
      role: "admin",
      organizationId: admin.user.organizationId,
      emailVerified: false,
    });
    const [defaulted] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, body.results[9].userId)),
    );
    expect(defaulted?.role).toBe("user");
  });

  it("checks names by the user form's own rule (USER-3): a bulk row and POST /api/users agree", async () => {
    const names = ["", "   ", "x".repeat(50), "y".repeat(51), "Zoë-Ann O'Neil", "  Li  "];
    for (const name of names) {
      for (const field of ["firstName", "lastName"] as const) {
        const fields = { ...row(), [field]: name };
        const form = await t.app.inject({
          method: "POST",
          url: "/api/users",
          headers: { ...JSON_HEADERS, cookie: admin.cookie },
          remoteAddress: clientAddress(),
          payload: { ...fields, sendInvitation: false },
        });
        const formErrors = form.statusCode === 201 ? [] : [form.json().fields?.[field]];
        const [result] = (await bulk([{ ...fields, email: uniqueEmail("same") }])).json().results;
        expect({ name, field, errors: result.errors }).toEqual({ name, field, errors: formErrors });
      }
    }
  });

  it("marks e-mails repeated in the upload, in any case: the first row keeps it", async () => {
    const email = uniqueEmail("dup");
    const res = await bulk([
      row({ email }),
      row({ email: email.toUpperCase() }),
      row({ email: ` ${email}` }),
    ]);
    expect(res.json().results.map((r: { status: string; errors: string[] }) => [r.status, r.errors])).toEqual(
      [
        ["created", []],
        ["skipped", ["Duplicate email in uploaded data"]],
        ["skipped", ["Duplicate email in uploaded data"]],
      ],
    );
  });

  it("marks e-mails already in the organization (case-insensitive); another organization's is a row like any other", async () => {
    const res = await bulk([row({ email: admin.email.toUpperCase() }), row({ email: other.email }), row()]);
    const results = res.json().results;
    expect(results[0].errors).toEqual(["Email already exists in organization"]);
    // AUTH-43: nothing tells that the address has an account elsewhere.
    expect(results[1].status).toBe("created");
    expect(results[2].status).toBe("created");
    expect(await orgEmails(other.user.organizationId)).toEqual([other.email]);
  });

  it("invites each row that asks for it (AUTH-7) and only those; the link works", async () => {
    const invited = row({ sendInvitation: true });
    const quiet = row({ sendInvitation: false });
    const res = await bulk([invited, quiet]);
    expect(res.json().created).toBe(2);
    const token = await mailedToken(t, String(invited.email), /invited/i);
    expect(t.mail.messages.filter((m) => m.to.includes(String(quiet.email)))).toEqual([]);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invite",
      headers: JSON_HEADERS,
      payload: { token, password: GOOD_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expect(sessionCookie(accepted)).toMatch(/^meridian_session=/);
  });

  it("sends invitations when a row does not say (USER-4: sendInvitation true)", async () => {
    const { sendInvitation: _omit, ...plain } = row();
    expect((await bulk([plain])).json().created).toBe(1);
    await mailedToken(t, String(plain.email), /invited/i);
  });

  it("writes one 'uploaded_data' activity for the upload, none when nothing was created", async () => {
    const orgId = other.user.organizationId;
    const count = async () =>
      (
        await withPlatform(t.database.db, (tx) =>
          tx
            .select()
            .from(activities)
            .where(and(eq(activities.organizationId, orgId), eq(activities.action, "uploaded_data"))),
        )
      ).length;
    const allBad = await bulk([row({ email: "bad" })], other.cookie);
    expect(allBad.statusCode).toBe(200);
    expect(allBad.json()).toMatchObject({ created: 0, skipped: 1, failed: 0 });
    expect(await count()).toBe(0);
    await bulk([row(), row(), row({ email: "bad" })], other.cookie);
    const [entry] = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.organizationId, orgId), eq(activities.action, "uploaded_data"))),
    );
    expect(entry).toMatchObject({
      entityType: "employee",
      entityName: "Bulk import of 2 users",
      category: "organization",
      details: expect.objectContaining({ newValue: { created: 2, skipped: 1, failed: 0, invited: 0 } }),
    });
  });

  it("holds a Free organization to 10 users (PLAN-2): the rows past the limit fail with the plan's message", async () => {
    const free = await signUpVerified(t, { companyName: "Free Co" });
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(organizations)
        .set({ subscriptionTier: "free" })
        .where(eq(organizations.id, free.user.organizationId)),
    );
    // 1 admin + 7 = 8 users; 4 valid rows and one bad: two fit.
    expect((await bulk([row(), row(), row(), row(), row(), row(), row()], free.cookie)).json().created).toBe(
      7,
    );
    const res = await bulk([row(), row({ email: "bad" }), row(), row(), row()], free.cookie);
    const body = res.json();
    // The bad row is skipped as invalid; the two valid rows past the limit failed (USER-4).
    expect(body).toMatchObject({ created: 2, skipped: 1, failed: 2 });
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      "created",
      "skipped",
      "created",
      "failed",
      "failed",
    ]);
    expect(body.results.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ["Invalid email format"],
      [],
      ["The Free plan allows up to 10 users. Upgrade the plan to add more."],
      ["The Free plan allows up to 10 users. Upgrade the plan to add more."],
    ]);
    expect(await orgEmails(free.user.organizationId)).toHaveLength(10);
  });

  it("is for admins only: a member gets 403 and nothing is created (ROLE-3)", async () => {
    const email = uniqueEmail("member");
    await bulk([row({ email, sendInvitation: true })]);
    const token = await mailedToken(t, email, /invited/i);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invite",
      headers: JSON_HEADERS,
      payload: { token, password: GOOD_PASSWORD },
    });
    const attempt = row();
    const res = await bulk([attempt], sessionCookie(accepted));
    expect(res.statusCode).toBe(403);
    expect(await orgEmails(admin.user.organizationId)).not.toContain(attempt.email);
  });

  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/bulk",
      headers: JSON_HEADERS,
      payload: { rows: [row()] },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ["no rows", []],
    ["rows not a list", "firstName,lastName"],
    ["a cell that is not text", [row({ email: 42 })]],
    ["a cell of 1,001 characters", [row({ lastName: "x".repeat(1001) })]],
    ["10,001 rows", Array.from({ length: 10_001 }, () => ({ email: "a@b.co" }))],
  ])("refuses %s with 400 and creates nothing", async (_name, rows) => {
    const before = await orgEmails(admin.user.organizationId);
    const res = await bulk(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await orgEmails(admin.user.organizationId)).toHaveLength(before.length);
  });

  it("imports 10,000 rows in one request within the 2 MB body limit", async () => {
    const big = await signUpVerified(t, { companyName: "Big Co" });
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      firstName: "Employee",
      lastName: `Number ${i}`,
      email: `employee.${i}.${stamp}@big-co.example.test`,
      role: i % 50 === 0 ? "admin" : "user",
      sendInvitation: false,
    }));
    const payload = JSON.stringify({ rows });
    expect(payload.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const res = await bulk(rows, big.cookie);
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 10_000, failed: 0 });
    expect(seconds).toBeLessThan(25);
    const [count] = await withPlatform(t.database.db, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.organizationId, big.user.organizationId)),
    );
    expect(count?.n).toBe(10_001);
  }, 60_000);
});
