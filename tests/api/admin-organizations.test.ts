import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MESSAGE } from "../../src/domain/schemas/admin";
import { selectRows } from "../../src/server/db/client";
import {
  idempotencyKeys,
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  organizations,
  platformAuditLog,
  themes,
  users,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { SUSPENDED_MESSAGE } from "../../src/server/features/auth/service";
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

// API-1 Admin organizations, Organization status (ADMIN-4), Plans (PLAN-4); CASCADE-4, AUTH-10, PLAN-1.
let t: TestApp;
let root: string;
let rootId: string;

function login(email: string, password: string) {
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

/** An invited member of the admin's organization who has accepted, with their session. */
async function invitedMember(adminCookie: string, role = "user") {
  const email = uniqueEmail("member");
  const created = await call(
    "POST",
    "/api/users",
    { firstName: "Mia", lastName: "Member", email, role },
    adminCookie,
  );
  expect(created.statusCode).toBe(201);
  const token = await mailedToken(t, email, /invited/i);
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  return { email, cookie: sessionCookie(accepted), id: created.json().id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: root, id: rootId } = await signInSuperAdmin(t));
});
afterAll(() => t.close());

describe("GET /api/admin/organizations", () => {
  it("lists every organization with its user count", async () => {
    const a = await signUpVerified(t, { companyName: "Count Co" });
    await invitedMember(a.cookie);
    await invitedMember(a.cookie);
    const res = await call("GET", "/api/admin/organizations");
    expect(res.statusCode).toBe(200);
    const found = res.json().find((o: { id: string }) => o.id === a.user.organizationId);
    expect(found).toMatchObject({
      name: "Count Co",
      subscriptionTier: "professional",
      status: "active",
      userCount: 3,
      trialEndsAt: expect.any(String),
    });
  });
});

describe("POST /api/admin/organizations (ADMIN-1)", () => {
  it("creates an organization with its settings row and an audit row", async () => {
    const res = await call("POST", "/api/admin/organizations", {
      name: "  Globex  ",
      subscriptionTier: "pro",
      status: "active",
    });
    expect(res.statusCode).toBe(201);
    const org = res.json();
    expect(org).toMatchObject({
      name: "Globex",
      subscriptionTier: "professional",
      userCount: 0,
      trialEndsAt: null,
    });
    const settings = await withPlatform(t.database.db, (tx) =>
      tx.select().from(organizationSettings).where(eq(organizationSettings.organizationId, org.id)),
    );
    expect(settings).toHaveLength(1);
    expect(await lastAudit()).toMatchObject({
      actorUserId: rootId,
      action: "organization.created",
      targetType: "organization",
      targetId: org.id,
      targetName: "Globex",
    });
  });

  it("takes a name with parentheses and slashes (AUTH-2's company rule)", async () => {
    const res = await call("POST", "/api/admin/organizations", { name: "Acme Widgets (EU) GmbH / Sales" });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe("Acme Widgets (EU) GmbH / Sales");
  });

  it.each(["basic", "pro", "enterprise", "free", "professional"])("takes the plan %s", async (plan) => {
    const res = await call("POST", "/api/admin/organizations", {
      name: `Plan ${plan}`,
      subscriptionTier: plan,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscriptionTier).toBe(plan === "pro" ? "professional" : plan);
  });

  it.each([
    [{ name: "" }, "name", "Organization name is required"],
    [{ name: "   " }, "name", "Organization name is required"],
    [{}, "name", "Organization name is required"],
    [{ name: "X", subscriptionTier: "gold" }, "subscriptionTier", PLAN_MESSAGE],
    [{ name: "X", status: "paused" }, "status", "Status must be 'active' or 'suspended'"],
  ])("refuses %j with 400 and a per-field message", async (body, field, message) => {
    const before = await withPlatform(t.database.db, (tx) => tx.select().from(organizations));
    const res = await call("POST", "/api/admin/organizations", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    const after = await withPlatform(t.database.db, (tx) => tx.select().from(organizations));
    expect(after).toHaveLength(before.length);
  });
});

describe("PATCH /api/admin/organizations/{orgId}/status (ADMIN-4, AUTH-10)", () => {
  it("suspending ends the sessions of its users, who are then refused at sign-in and told why", async () => {
    const a = await signUpVerified(t, { companyName: "Suspend Co" });
    const member = await invitedMember(a.cookie);
    const bystander = await signUpVerified(t, { companyName: "Bystander Co" });
    const res = await call("PATCH", `/api/admin/organizations/${a.user.organizationId}/status`, {
      status: "suspended",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "suspended", userCount: 2 });
    for (const cookie of [a.cookie, member.cookie]) {
      expect((await call("GET", "/api/auth/user", undefined, cookie)).statusCode).toBe(401);
    }
    const refused = await login(member.email, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUSPENDED_MESSAGE);
    // Another organization is untouched.
    expect((await call("GET", "/api/auth/user", undefined, bystander.cookie)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "organization.status_changed",
      targetId: a.user.organizationId,
      details: { oldValue: "active", newValue: "suspended", endedSessions: 2 },
    });

    const activated = await call("PATCH", `/api/admin/organizations/${a.user.organizationId}/status`, {
      status: "active",
    });
    expect(activated.json().status).toBe("active");
    expect((await login(member.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ status: "paused" }, 400],
    [{}, 400],
    [{ status: "suspended" }, 404, "00000000-0000-4000-8000-000000000000"],
    [{ status: "suspended" }, 400, "not-a-uuid"],
  ])("answers %j with %i", async (body, status, id = undefined) => {
    const org = (await call("POST", "/api/admin/organizations", { name: "Status Target" })).json();
    const res = await call("PATCH", `/api/admin/organizations/${id ?? org.id}/status`, body);
    expect(res.statusCode).toBe(status);
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, org.id)),
    );
    expect(row?.status).toBe("active");
  });
});

describe("PATCH /api/admin/organizations/{orgId}/plan (PLAN-4, PLAN-1)", () => {
  it("changes the plan ('pro' is professional) and ends a trial", async () => {
    const a = await signUpVerified(t, { companyName: "Plan Co" });
    const res = await call("PATCH", `/api/admin/organizations/${a.user.organizationId}/plan`, {
      plan: "basic",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionTier: "basic", trialEndsAt: null });
    const pro = await call("PATCH", `/api/admin/organizations/${a.user.organizationId}/plan`, {
      plan: "pro",
    });
    expect(pro.json().subscriptionTier).toBe("professional");
    expect(await lastAudit()).toMatchObject({
      action: "organization.plan_changed",
      details: { oldValue: "Basic", newValue: "Professional" },
    });
  });

  it.each(["gold", "", "PRO-MAX"])("refuses the plan %j with 400 and changes nothing", async (plan) => {
    const org = (await call("POST", "/api/admin/organizations", { name: "Plan Target" })).json();
    const res = await call("PATCH", `/api/admin/organizations/${org.id}/plan`, { plan });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLAN_MESSAGE);
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, org.id)),
    );
    expect(row?.subscriptionTier).toBe("basic");
  });

  it("refuses Free for an organization of more than 10 users (PLAN-2)", async () => {
    const org = (await call("POST", "/api/admin/organizations", { name: "Big Co" })).json();
    await withPlatform(t.database.db, (tx) =>
      tx
        .insert(users)
        .values(
          Array.from({ length: 11 }, (_, i) => ({ organizationId: org.id, email: uniqueEmail(`big${i}`) })),
        ),
    );
    const res = await call("PATCH", `/api/admin/organizations/${org.id}/plan`, { plan: "free" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Big Co has 11 users; the Free plan allows up to 10.");
  });

  it("answers an unknown organization with 404", async () => {
    const res = await call("PATCH", "/api/admin/organizations/00000000-0000-4000-8000-000000000000/plan", {
      plan: "basic",
    });
    expect(res.statusCode).toBe(404);
  });
});

/** Rows per table that carry this organization_id, over every table that has the column. */
async function rowsOf(organizationId: string): Promise<Record<string, number>> {
  const tables = await selectRows<{ table_name: string }>(
    t.database.db,
    sql`select c.table_name from information_schema.columns c
          join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
         where c.table_schema = 'public' and c.column_name = 'organization_id' and tb.table_type = 'BASE TABLE'
         order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${organizationId}`,
    );
    counts[table] = row?.n ?? 0;
  }
  const [org] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from organizations where id = ${organizationId}`,
  );
  counts.organizations = org?.n ?? 0;
  return counts;
}

const FILLED = [
  "activities",
  "auth_tokens",
  "idempotency_keys",
  "kpi_assignments",
  "kpi_measurements",
  "kpis",
  "mail_outbox",
  "objective_assignments",
  "objectives",
  "organization_functions",
  "organization_settings",
  "organizations",
  "sessions",
  "themes",
  "users",
];

/** Data in every tenant table: library, cascade, measurements, activities, tokens, mail, sessions. */
async function fillOrganization(orgId: string, ownerId: string): Promise<void> {
  await withPlatform(t.database.db, async (tx) => {
    const [theme] = await tx.insert(themes).values({ organizationId: orgId, name: "Growth" }).returning();
    const [objective] = await tx
      .insert(objectives)
      .values({
        organizationId: orgId,
        name: "Grow",
        bscPerspective: "Financial",
        themeId: theme!.id,
        ownerId,
      })
      .returning();
    const [kpi] = await tx
      .insert(kpis)
      .values({ organizationId: orgId, name: "Revenue", unit: "$" })
      .returning();
    const [ceo] = await tx
      .insert(organizationFunctions)
      .values({ organizationId: orgId, name: "CEO", level: "ceo" })
      .returning();
    const [assignment] = await tx
      .insert(objectiveAssignments)
      .values({
        organizationId: orgId,
        objectiveId: objective!.id,
        organizationFunctionId: ceo!.id,
        organizationLevel: "ceo",
        ownerId,
      })
      .returning();
    const [kpiAssignment] = await tx
      .insert(kpiAssignments)
      .values({
        organizationId: orgId,
        kpiId: kpi!.id,
        objectiveAssignmentId: assignment!.id,
        linkedObjectiveId: objective!.id,
        ownerId,
        weight: 100,
      })
      .returning();
    await tx.insert(idempotencyKeys).values({
      userId: ownerId,
      key: `key-${orgId}`,
      organizationId: orgId,
      method: "POST",
      path: "/api/themes",
      statusCode: 201,
      response: { id: theme!.id },
    });
    await tx.insert(kpiMeasurements).values({
      organizationId: orgId,
      kpiAssignmentId: kpiAssignment!.id,
      year: 2024,
      periodKey: "q1",
      target: 10,
      actual: 9,
    });
  });
}

describe("DELETE /api/admin/organizations/{id} (CASCADE-4)", () => {
  it("removes the organization and everything it owns in every table, and answers deletedUsers", async () => {
    const doomed = await signUpVerified(t, { companyName: "Doomed Co" });
    const orgId = doomed.user.organizationId as string;
    await invitedMember(doomed.cookie);
    await call(
      "POST",
      "/api/users",
      { firstName: "Pat", lastName: "Pending", email: uniqueEmail("pat") },
      doomed.cookie,
    );
    await fillOrganization(orgId, doomed.user.id);
    const keeper = await signUpVerified(t, { companyName: "Keeper Co" });
    await fillOrganization(keeper.user.organizationId, keeper.user.id);

    const before = await rowsOf(orgId);
    // Every table that has organization_id holds something of the doomed organization (a table added
    // later is still checked afterwards, whether or not it is filled here).
    expect(Object.entries(before).filter(([table, n]) => n === 0 && FILLED.includes(table))).toEqual([]);
    expect(FILLED.every((table) => table in before)).toBe(true);
    const keeperBefore = await rowsOf(keeper.user.organizationId);

    const res = await call("DELETE", `/api/admin/organizations/${orgId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Organization deleted successfully", deletedUsers: 3 });

    const after = await rowsOf(orgId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOf(keeper.user.organizationId)).toEqual(keeperBefore);
    expect((await call("GET", "/api/auth/user", undefined, doomed.cookie)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: "organization.deleted",
      targetId: orgId,
      targetName: "Doomed Co",
      details: { deletedUsers: 3 },
    });
  });

  it("answers an unknown organization with 404 and a malformed id with 400", async () => {
    expect(
      (await call("DELETE", "/api/admin/organizations/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    expect((await call("DELETE", "/api/admin/organizations/42")).statusCode).toBe(400);
  });
});
