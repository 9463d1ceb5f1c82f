import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activities,
  kpiAssignments,
  objectiveAssignments,
  organizationFunctions,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  insertKpis,
  insertObjectives,
} from "../support/cascade";
import { tenantFixture } from "../support/organizations";

const {
  t,
  admin,
  send,
  sendOther,
  sendMember: sendUser,
  chain,
  rowOf,
} = tenantFixture({ other: true, member: true, functions: true });

const functionRow = (id: string) => rowOf(organizationFunctions, id);

describe("POST /api/functions (CASCADE-1)", () => {
  it("derives each level from its parent: CEO > division > general department > department", () => {
    expect(chain.ceo).toMatchObject({ level: "ceo", parentId: null, objectiveCount: 0, kpiCount: 0 });
    expect(chain.division).toMatchObject({ level: "division", parentId: chain.ceo.id });
    expect(chain.generalDepartment).toMatchObject({
      level: "general-department",
      parentId: chain.division.id,
    });
    expect(chain.department).toMatchObject({ level: "department", parentId: chain.generalDepartment.id });
  });

  it("writes an activity row with the new function", async () => {
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.entityId, chain.division.id)),
    );
    expect(rows[0]).toMatchObject({
      action: "created",
      entityName: "Operations Division",
      category: "organization",
    });
  });

  it("keeps one CEO per organization: a second function without a parent gets 409", async () => {
    const res = await send("POST", "/api/functions", { name: "Another CEO", parentId: null });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/already has a CEO/) });
  });

  it("lets the other organization have its own CEO", async () => {
    const ceo = await createFunction(sendOther, "Other CEO");
    expect(ceo.level).toBe("ceo");
  });

  it.each([
    [
      "a department has no children",
      () => ({ name: "Too deep", parentId: chain.department.id }),
      "parentId",
      "A department function cannot have child functions",
    ],
    [
      "the name is required (CASCADE-9)",
      () => ({ name: "   ", parentId: chain.ceo.id }),
      "name",
      "Function name is required",
    ],
    [
      "a level that disagrees with the parent",
      () => ({ name: "X", parentId: chain.ceo.id, level: "department" }),
      "level",
      "A child of a CEO function is a Division function",
    ],
    [
      "an unknown level",
      () => ({ name: "X", parentId: chain.ceo.id, level: "team" }),
      "level",
      expect.any(String),
    ],
    ["a parent that is not an id", () => ({ name: "X", parentId: "nope" }), "parentId", expect.any(String)],
  ])("refuses %s with 400 and writes nothing", async (_name, body, field, message) => {
    const before = (await send("GET", "/api/functions")).body as unknown[];
    const res = await send("POST", "/api/functions", body());
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields[field]).toEqual(message);
    expect(((await send("GET", "/api/functions")).body as unknown[]).length).toBe(before.length);
  });

  it("refuses a parent of another organization as not found (TENANT-2)", async () => {
    const [otherCeo] = (await sendOther("GET", "/api/functions")).body as { id: string }[];
    const res = await send("POST", "/api/functions", { name: "Sneaky", parentId: otherCeo!.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { parentId: "Parent function not found" } });
  });

  it("trims the name and description; an empty description is null", async () => {
    const made = await expectStatus(send, 201, "POST", "/api/functions", {
      name: "  Sales  ",
      description: "   ",
      parentId: chain.ceo.id,
    });
    expect(made).toMatchObject({ name: "Sales", description: null, level: "division" });
    await expectStatus(send, 200, "DELETE", `/api/functions/${made.id}`);
  });
});

describe("GET /api/functions and /api/organizational-functions", () => {
  it("lists the organization's functions flat, with parentId and counts, and nothing of others", async () => {
    const [objective] = await insertObjectives(
      t.database.db,
      { orgId: admin.user.organizationId, userId: admin.user.id },
      [{ name: "Grow revenue" }],
    );
    const [kpi] = await insertKpis(
      t.database.db,
      { orgId: admin.user.organizationId, userId: admin.user.id },
      [{ name: "Revenue" }],
    );
    const assignment = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: chain.ceo.id,
    });
    await assignKpi(send, { kpiId: kpi!.id, objectiveAssignmentId: assignment.id, weight: 100 });
    const list = (await send("GET", "/api/functions")).body as {
      id: string;
      objectiveCount: number;
      kpiCount: number;
    }[];
    expect(list.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        chain.ceo.id,
        chain.division.id,
        chain.generalDepartment.id,
        chain.department.id,
      ]),
    );
    expect(list.find((f) => f.id === chain.ceo.id)).toMatchObject({ objectiveCount: 1, kpiCount: 1 });
    expect(list.find((f) => f.id === chain.division.id)).toMatchObject({ objectiveCount: 0, kpiCount: 0 });
    expect(
      list.every(
        (f) => (f as unknown as { organizationId: string }).organizationId === admin.user.organizationId,
      ),
    ).toBe(true);
  });

  it("answers id, name and level only for the user form", async () => {
    const list = (await send("GET", "/api/organizational-functions")).body as object[];
    expect(list).toContainEqual({ id: chain.ceo.id, name: "Chief Executive", level: "ceo" });
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "level", "name"]);
  });

  it("is readable by a member with role user (ROLE-2)", async () => {
    expect((await sendUser("GET", "/api/functions")).status).toBe(200);
    expect((await sendUser("GET", "/api/organizational-functions")).status).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/functions" })).statusCode).toBe(401);
  });
});

describe("PUT /api/functions/{id}", () => {
  it("renames and writes an activity with old and new values", async () => {
    const made = await createFunction(send, "Finance", chain.ceo.id);
    const res = await send("PUT", `/api/functions/${made.id}`, {
      name: "Finance & Accounting",
      description: "Money",
      level: "division",
      version: made.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Finance & Accounting", description: "Money", level: "division" });
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.entityId, made.id)),
    );
    expect(rows.find((r) => r.action === "updated")?.details).toMatchObject({
      oldValue: { name: "Finance" },
      newValue: { name: "Finance & Accounting" },
    });
  });

  it("refuses a level change (CASCADE-2) with 400 and changes nothing", async () => {
    const res = await send("PUT", `/api/functions/${chain.division.id}`, {
      name: "Renamed",
      level: "department",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { level: "The level of a function cannot change" } });
    expect((await functionRow(chain.division.id))!.name).toBe("Operations Division");
  });

  it("requires a name (CASCADE-9)", async () => {
    const res = await send("PUT", `/api/functions/${chain.division.id}`, { name: "" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { name: "Function name is required" } });
  });
});

describe("DELETE /api/functions/{id} (CASCADE-4)", () => {
  it("refuses to delete the CEO function", async () => {
    const res = await send("DELETE", `/api/functions/${chain.ceo.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "The CEO function cannot be deleted" });
    expect(await functionRow(chain.ceo.id)).toBeDefined();
  });

  it("takes the subtree and its assignments in one go, and records it", async () => {
    const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
    const branch = await createFunction(send, "Branch", chain.ceo.id);
    const child = await createFunction(send, "Branch GD", branch.id);
    const grandchild = await createFunction(send, "Branch Dept", child.id);
    const [objective] = await insertObjectives(t.database.db, ctx, [{ name: "Branch objective" }]);
    const [kpi] = await insertKpis(t.database.db, ctx, [{ name: "Branch KPI" }]);
    const oa = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: grandchild.id,
    });
    const ka = await assignKpi(send, {
      kpiId: kpi!.id,
      objectiveAssignmentId: oa.id,
      weight: 50,
      targets: { q1: 5 },
    });

    const res = await send("DELETE", `/api/functions/${branch.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Function deleted successfully",
      deletedFunctions: 3,
      deletedObjectiveAssignments: 1,
      deletedKpiAssignments: 1,
    });
    for (const id of [branch.id, child.id, grandchild.id]) expect(await functionRow(id)).toBeUndefined();
    const left = await withPlatform(t.database.db, async (tx) => [
      ...(await tx.select().from(objectiveAssignments).where(eq(objectiveAssignments.id, oa.id))),
      ...(await tx.select().from(kpiAssignments).where(eq(kpiAssignments.id, ka.id))),
    ]);
    expect(left).toEqual([]);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.entityId, branch.id)),
    );
    expect(rows.find((r) => r.action === "deleted")).toMatchObject({ entityName: "Branch" });
  });

  it("answers 404 for an id that does not exist", async () => {
    expect((await send("DELETE", "/api/functions/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("roles and tenancy (TENANT-2, ROLE-1)", () => {
  it("refuses writes from role user with 403 and changes nothing", async () => {
    expect((await sendUser("POST", "/api/functions", { name: "Nope", parentId: chain.ceo.id })).status).toBe(
      403,
    );
    expect((await sendUser("PUT", `/api/functions/${chain.division.id}`, { name: "Nope" })).status).toBe(403);
    expect((await sendUser("DELETE", `/api/functions/${chain.department.id}`)).status).toBe(403);
    expect((await functionRow(chain.division.id))!.name).toBe("Operations Division");
    expect(await functionRow(chain.department.id)).toBeDefined();
  });
});
