import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  activities,
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { MISSING_ID } from "../support/api";
import { createKpi, createObjective, createTheme, invitedMemberCookie } from "../support/library";
import { tenantFixture } from "../support/organizations";

const { t, admin, other, member, call, rowOf, activitiesOf } = tenantFixture({
  other: { firstName: "Olga", lastName: "Other" },
  member: true,
});

describe("POST /api/objectives (API-1, LIBRARY-1)", () => {
  it("creates an objective owned by its creator, Active by default, in the session's organization", async () => {
    const res = await call("POST", "/api/objectives", admin.cookie, {
      organizationId: other.user.organizationId,
      name: "  Grow revenue  ",
      description: "Expand into new markets",
      bscPerspective: "Financial",
      themeId: "",
      parentObjectiveId: null,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      organizationId: admin.user.organizationId,
      name: "Grow revenue",
      description: "Expand into new markets",
      bscPerspective: "Financial",
      themeId: null,
      themeName: null,
      themeColor: null,
      status: "Active",
      parentObjectiveId: null,
      ownerId: admin.user.id,
      ownerName: "Ada Lovelace",
      organizationLevel: "ceo",
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(body.updatedAt).toEqual(expect.any(String));
  });

  it("writes one 'created' activity row with the user's name and the new value", async () => {
    const created = await createObjective(t, admin.cookie, {
      name: "Delight customers",
      bscPerspective: "Customer",
    });
    const rows = await activitiesOf(created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "created",
      entityType: "objective",
      entityName: "Delight customers",
      category: "library",
      userId: admin.user.id,
      organizationId: admin.user.organizationId,
    });
    expect(rows[0]?.details).toMatchObject({
      userName: "Ada Lovelace",
      newValue: { name: "Delight customers", bscPerspective: "Customer", status: "Active" },
    });
  });

  it("names its theme", async () => {
    const theme = await createTheme(t, admin.cookie, { name: "Customer intimacy", color: "#10B981" });
    const created = await createObjective(t, admin.cookie, { themeId: theme.id });
    expect(created).toMatchObject({
      themeId: theme.id,
      themeName: "Customer intimacy",
      themeColor: "#10B981",
    });
  });

  // Objective form (LIBRARY-2) and LIBRARY-1 value lists; every refusal is a 400 with a per-field message.
  it.each([
    ["no name", { name: undefined }, "name", "Name is required"],
    ["a blank name", { name: "   " }, "name", "Name is required"],
    ["a name over 200 characters", { name: "x".repeat(201) }, "name", "Name must be at most 200 characters"],
    [
      "a perspective outside the four",
      { bscPerspective: "Internal Process" },
      "bscPerspective",
      "BSC perspective must be Financial, Customer, Internal_Process or Learning_Growth",
    ],
    ["an unknown status", { status: "At_Risk" }, "status", "Status must be Active, Under_Review or Inactive"],
    ["a theme id that is not a UUID", { themeId: "42" }, "themeId", "Theme must be a valid id"],
    ["a theme that does not exist", { themeId: MISSING_ID }, "themeId", "The selected theme does not exist"],
    [
      "a parent that does not exist",
      { parentObjectiveId: MISSING_ID },
      "parentObjectiveId",
      "The selected parent objective does not exist",
    ],
    ["a description that is not text", { description: 5 }, "description", "Description must be text"],
  ])("refuses %s", async (_name, override, field, message) => {
    const res = await call("POST", "/api/objectives", admin.cookie, {
      name: "Valid",
      bscPerspective: "Financial",
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("refuses another organization's theme and parent exactly like missing ones (TENANT-2)", async () => {
    const foreignTheme = await createTheme(t, other.cookie);
    const foreignObjective = await createObjective(t, other.cookie);
    const theme = await call("POST", "/api/objectives", admin.cookie, {
      name: "Valid",
      bscPerspective: "Financial",
      themeId: foreignTheme.id,
    });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().fields.themeId).toBe("The selected theme does not exist");
    const parent = await call("POST", "/api/objectives", admin.cookie, {
      name: "Valid",
      bscPerspective: "Financial",
      parentObjectiveId: foreignObjective.id,
    });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().fields.parentObjectiveId).toBe("The selected parent objective does not exist");
  });

  it("writes nothing when it refuses", async () => {
    const before = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
    );
    await call("POST", "/api/objectives", admin.cookie, { name: "", bscPerspective: "Financial" });
    await call("POST", "/api/objectives", admin.cookie, {
      name: "Ghost",
      bscPerspective: "Financial",
      themeId: MISSING_ID,
    });
    const after = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
    );
    expect(after).toHaveLength(before.length);
    const ghosts = await withPlatform(t.database.db, (tx) =>
      tx.select().from(objectives).where(eq(objectives.name, "Ghost")),
    );
    expect(ghosts).toEqual([]);
  });
});

describe("GET /api/objectives", () => {
  it("lists the organization's objectives as a JSON array, by name, and nobody else's", async () => {
    const org = await signUpVerified(t, { companyName: "Listing Org" });
    await createObjective(t, org.cookie, { name: "beta" });
    await createObjective(t, org.cookie, { name: "Alpha" });
    const res = await call("GET", "/api/objectives", org.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { name: string }) => o.name)).toEqual(["Alpha", "beta"]);
    const theirs = (await call("GET", "/api/objectives", other.cookie)).json();
    expect(theirs.some((o: { name: string }) => o.name === "Alpha")).toBe(false);
  });

  it("is readable by the user role (ROLE-2)", async () => {
    const res = await call("GET", "/api/objectives", member.cookie);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/objectives" })).statusCode).toBe(401);
  });

  it("shows the owner's live name, the kept name once they are gone, else 'Unknown' (LIBRARY-7)", async () => {
    const secondAdmin = await invitedMemberCookie(t, admin.cookie, "admin");
    const created = await createObjective(t, secondAdmin, { name: "Owned by Mia" });
    expect(created.ownerName).toBe("Mia Member");
    const ownerId = created.ownerId as string;

    await call("PUT", `/api/users/${ownerId}`, admin.cookie, {
      firstName: "Mia",
      lastName: "Renamed",
      email: (await call("GET", "/api/users", admin.cookie))
        .json()
        .find((u: { id: string }) => u.id === ownerId).email,
      role: "admin",
    });
    const find = async () =>
      (await call("GET", "/api/objectives", admin.cookie))
        .json()
        .find((o: { id: string }) => o.id === created.id);
    expect((await find()).ownerName).toBe("Mia Renamed");

    // USER-9, USER-10: deleting the owner hands the objective to the member named, whose name it shows.
    const heirName = `${admin.user.firstName} ${admin.user.lastName}`;
    expect((await call("DELETE", `/api/users/${ownerId}`, admin.cookie)).statusCode).toBe(409);
    const reassigned = await call(
      "DELETE",
      `/api/users/${ownerId}?reassignTo=${admin.user.id}`,
      admin.cookie,
    );
    expect(reassigned.statusCode).toBe(200);
    expect(await find()).toMatchObject({ ownerId: admin.user.id, ownerName: heirName });

    // An owner who left the organization (the console moves them: the owner is cleared, the name kept).
    await withPlatform(t.database.db, (tx) =>
      tx.update(objectives).set({ ownerId: null }).where(eq(objectives.id, created.id)),
    );
    expect(await find()).toMatchObject({ ownerId: null, ownerName: heirName });

    await withPlatform(t.database.db, (tx) =>
      tx.update(objectives).set({ ownerName: null }).where(eq(objectives.id, created.id)),
    );
    expect((await find()).ownerName).toBe("Unknown");
  });
});

describe("PUT /api/objectives/{id}", () => {
  it("updates the fields, keeps a status left out, and records old and new values", async () => {
    const created = await createObjective(t, admin.cookie, { name: "Before", status: "Under_Review" });
    const theme = await createTheme(t, admin.cookie, { name: "Innovation" });
    const res = await call("PUT", `/api/objectives/${created.id}`, admin.cookie, {
      name: "After",
      description: "",
      bscPerspective: "Learning_Growth",
      themeId: theme.id,
      version: created.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "After",
      description: null,
      bscPerspective: "Learning_Growth",
      themeName: "Innovation",
      status: "Under_Review",
      ownerId: admin.user.id,
    });
    expect(res.json().updatedAt).not.toBe(created.updatedAt);
    const row = await rowOf(objectives, created.id);
    expect(row?.updatedBy).toBe(admin.user.id);
    const [, updated] = await activitiesOf(created.id);
    expect(updated).toMatchObject({ action: "updated", entityType: "objective", entityName: "After" });
    expect(updated?.details).toMatchObject({
      userName: "Ada Lovelace",
      oldValue: { name: "Before", bscPerspective: "Financial", themeId: null },
      newValue: { name: "After", bscPerspective: "Learning_Growth", themeId: theme.id },
    });
  });

  it("refuses itself or a descendant as its parent", async () => {
    const root = await createObjective(t, admin.cookie, { name: "Root" });
    const child = await createObjective(t, admin.cookie, { name: "Child", parentObjectiveId: root.id });
    const loop = "An objective cannot be its own parent or the parent of one of its parents";
    for (const parentObjectiveId of [root.id, child.id]) {
      const res = await call("PUT", `/api/objectives/${root.id}`, admin.cookie, {
        name: "Root",
        bscPerspective: "Financial",
        parentObjectiveId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.parentObjectiveId).toBe(loop);
    }
    expect(child.parentObjectiveId).toBe(root.id);
  });

  it("applies the same field rules as create", async () => {
    const created = await createObjective(t, admin.cookie);
    const res = await call("PUT", `/api/objectives/${created.id}`, admin.cookie, {
      name: "",
      bscPerspective: "Sales",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: "Name is required",
      bscPerspective: "BSC perspective must be Financial, Customer, Internal_Process or Learning_Growth",
    });
  });
});

/** A division with the objective assigned, a KPI assigned under it, and one measurement. */
async function assignObjective(orgId: string, objectiveId: string, kpiId: string) {
  return withPlatform(t.database.db, async (tx) => {
    const [fn] = await tx
      .insert(organizationFunctions)
      .values({ organizationId: orgId, name: `Division ${objectiveId.slice(0, 4)}`, level: "division" })
      .returning();
    const [oa] = await tx
      .insert(objectiveAssignments)
      .values({
        organizationId: orgId,
        objectiveId,
        organizationFunctionId: fn!.id,
        organizationLevel: "division",
        weight: 50,
      })
      .returning();
    const [ka] = await tx
      .insert(kpiAssignments)
      .values({
        organizationId: orgId,
        kpiId,
        objectiveAssignmentId: oa!.id,
        linkedObjectiveId: objectiveId,
        weight: 100,
      })
      .returning();
    await tx.insert(kpiMeasurements).values({
      organizationId: orgId,
      kpiAssignmentId: ka!.id,
      year: 2024,
      periodKey: "q1",
      target: 10,
      actual: 8,
    });
    return { functionId: fn!.id, objectiveAssignmentId: oa!.id, kpiAssignmentId: ka!.id };
  });
}

describe("DELETE /api/objectives/{id} (CASCADE-4)", () => {
  it("takes its assignments, their KPI assignments and measurements, in one go with its activity row", async () => {
    const objective = await createObjective(t, admin.cookie, { name: "Doomed" });
    const child = await createObjective(t, admin.cookie, { name: "Orphan", parentObjectiveId: objective.id });
    const kpi = await createKpi(t, admin.cookie);
    const ids = await assignObjective(admin.user.organizationId, objective.id, kpi.id);

    const res = await call("DELETE", `/api/objectives/${objective.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Objective deleted successfully" });

    const left = await withPlatform(t.database.db, async (tx) => ({
      objective: await tx.select().from(objectives).where(eq(objectives.id, objective.id)),
      assignments: await tx
        .select()
        .from(objectiveAssignments)
        .where(eq(objectiveAssignments.id, ids.objectiveAssignmentId)),
      kpiAssignments: await tx
        .select()
        .from(kpiAssignments)
        .where(eq(kpiAssignments.id, ids.kpiAssignmentId)),
      measurements: await tx
        .select()
        .from(kpiMeasurements)
        .where(eq(kpiMeasurements.kpiAssignmentId, ids.kpiAssignmentId)),
      kpi: await tx.select().from(kpis).where(eq(kpis.id, kpi.id)),
      fn: await tx.select().from(organizationFunctions).where(eq(organizationFunctions.id, ids.functionId)),
    }));
    expect(left).toMatchObject({ objective: [], assignments: [], kpiAssignments: [], measurements: [] });
    // The template KPI and the function stay: only what hangs off the objective goes.
    expect(left.kpi).toHaveLength(1);
    expect(left.fn).toHaveLength(1);

    const orphan = await rowOf(objectives, child.id);
    expect(orphan?.parentObjectiveId).toBeNull();
    expect(orphan?.updatedAt.toISOString()).not.toBe(child.updatedAt);

    const deleted = (await activitiesOf(objective.id)).find((a) => a.action === "deleted");
    expect(deleted).toMatchObject({ entityType: "objective", entityName: "Doomed", category: "library" });
    expect(deleted?.details).toMatchObject({
      userName: "Ada Lovelace",
      oldValue: { name: "Doomed", removedObjectiveAssignments: 1, removedKpiAssignments: 1 },
    });
  });

  it("refuses a stale version given as ?version= with 409 and keeps the objective", async () => {
    const created = await createObjective(t, admin.cookie);
    const stale = new Date(Date.parse(created.updatedAt) - 1000).toISOString();
    const res = await call(
      "DELETE",
      `/api/objectives/${created.id}?version=${encodeURIComponent(stale)}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(await rowOf(objectives, created.id)).toBeDefined();
  });

  it("answers 404 for an objective already deleted", async () => {
    const created = await createObjective(t, admin.cookie);
    expect((await call("DELETE", `/api/objectives/${created.id}`, admin.cookie)).statusCode).toBe(200);
    const again = await call("DELETE", `/api/objectives/${created.id}`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Objective not found");
  });
});

describe("who may write (ROLE-3) and whose ids (TENANT-2)", () => {
  it("refuses every write of the user role with 403 and changes nothing", async () => {
    const created = await createObjective(t, admin.cookie, { name: "Protected" });
    const attempts = [
      await call("POST", "/api/objectives", member.cookie, { name: "Sneaky", bscPerspective: "Financial" }),
      await call("PUT", `/api/objectives/${created.id}`, member.cookie, {
        name: "Hacked",
        bscPerspective: "Financial",
      }),
      await call("DELETE", `/api/objectives/${created.id}`, member.cookie),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You do not have permission to perform this action");
    }
    expect((await rowOf(objectives, created.id))?.name).toBe("Protected");
    const sneaky = await withPlatform(t.database.db, (tx) =>
      tx.select().from(objectives).where(eq(objectives.name, "Sneaky")),
    );
    expect(sneaky).toEqual([]);
  });

  it("refuses an id that is not a UUID with 400", async () => {
    const res = await call("DELETE", "/api/objectives/42", admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.id).toBe("The id must be a UUID");
  });
});

describe("bad input never gives a 5xx", () => {
  it.each([
    ["not JSON", "{name:", 400],
    ["an array", "[]", 400],
    ["a string", '"objective"', 400],
    ["null", "null", 400],
    ["an empty body", "", 400],
  ])("answers a body that is %s with %i and a message", async (_name, payload, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/objectives",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses a version that is not a timestamp with 400, in the body, the query or If-Match", async () => {
    const created = await createObjective(t, admin.cookie);
    const message = "Version must be the updatedAt timestamp the change was based on";
    const body = await call("PUT", `/api/objectives/${created.id}`, admin.cookie, {
      name: "x",
      bscPerspective: "Financial",
      version: "yesterday",
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields.version).toBe(message);
    const query = await call("DELETE", `/api/objectives/${created.id}?version=soon`, admin.cookie);
    expect(query.statusCode).toBe(400);
    const header = await t.app.inject({
      method: "DELETE",
      url: `/api/objectives/${created.id}`,
      headers: { cookie: admin.cookie, "if-match": '"garbage"' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(message);
    expect(await rowOf(objectives, created.id)).toBeDefined();
  });

  it("refuses a form-encoded write with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/objectives",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: admin.cookie },
      payload: "name=x&bscPerspective=Financial",
    });
    expect(res.statusCode).toBe(415);
  });
});
