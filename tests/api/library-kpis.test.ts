import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  organizationFunctions,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { createKpi, createObjective } from "../support/library";
import { tenantFixture } from "../support/organizations";

const { t, admin, other, member, call, rowOf, activitiesOf } = tenantFixture({ other: true, member: true });

/** The KPI assigned under a fresh objective assignment, optionally with one recorded value. */
async function assignKpi(kpiId: string, withValue: boolean) {
  const objective = await createObjective(t, admin.cookie);
  return withPlatform(t.database.db, async (tx) => {
    const orgId = admin.user.organizationId;
    const [fn] = await tx
      .insert(organizationFunctions)
      .values({ organizationId: orgId, name: `Division ${kpiId.slice(0, 4)}`, level: "division" })
      .returning();
    const [oa] = await tx
      .insert(objectiveAssignments)
      .values({
        organizationId: orgId,
        objectiveId: objective.id,
        organizationFunctionId: fn!.id,
        organizationLevel: "division",
        weight: 100,
      })
      .returning();
    const [ka] = await tx
      .insert(kpiAssignments)
      .values({
        organizationId: orgId,
        kpiId,
        objectiveAssignmentId: oa!.id,
        linkedObjectiveId: objective.id,
        weight: 100,
      })
      .returning();
    if (withValue) {
      await tx
        .insert(kpiMeasurements)
        .values({ organizationId: orgId, kpiAssignmentId: ka!.id, year: 2024, periodKey: "q2", actual: 42 });
    }
    return { kpiAssignmentId: ka!.id, objectiveAssignmentId: oa!.id };
  });
}

describe("POST /api/kpis (API-1, LIBRARY-3)", () => {
  it("creates a KPI with the defaults of LIBRARY-3: quarterly, positive, '%', period-based", async () => {
    const res = await call("POST", "/api/kpis", admin.cookie, { name: "Net promoter score" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      organizationId: admin.user.organizationId,
      name: "Net promoter score",
      description: null,
      unit: "%",
      polarity: "positive",
      frequency: "quarterly",
      isCumulative: false,
    });
    expect(res.json().createdAt).toEqual(expect.any(String));
    expect(res.json().updatedAt).toEqual(expect.any(String));
  });

  it("stores 'annually' as 'annual' (PERIOD-4) and keeps every field sent", async () => {
    const res = await call("POST", "/api/kpis", admin.cookie, {
      organizationId: other.user.organizationId,
      name: "Staff turnover",
      description: "Leavers over headcount",
      unit: "ratio",
      polarity: "negative",
      frequency: "annually",
      isCumulative: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      organizationId: admin.user.organizationId,
      unit: "ratio",
      polarity: "negative",
      frequency: "annual",
      isCumulative: true,
    });
    expect((await rowOf(kpis, res.json().id))?.frequency).toBe("annual");
  });

  it("writes one 'created' activity row", async () => {
    const kpi = await createKpi(t, admin.cookie, { name: "Cycle time" });
    const rows = await activitiesOf(kpi.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "created",
      entityType: "kpi",
      entityName: "Cycle time",
      category: "library",
    });
    expect(rows[0]?.details).toMatchObject({
      userName: "Ada Lovelace",
      newValue: { name: "Cycle time", unit: "$" },
    });
  });

  it.each([
    ["no name", { name: undefined }, "name", "Name is required"],
    ["an empty name", { name: " " }, "name", "Name is required"],
    ["an empty unit", { unit: "" }, "unit", "Unit is required"],
    ["a unit over 50 characters", { unit: "u".repeat(51) }, "unit", "Unit must be at most 50 characters"],
    ["an unknown polarity", { polarity: "higher" }, "polarity", "Polarity must be positive or negative"],
    [
      "an unknown frequency",
      { frequency: "weekly" },
      "frequency",
      "Frequency must be monthly, quarterly or annual",
    ],
    [
      "a cumulative flag that is not a boolean",
      { isCumulative: "true" },
      "isCumulative",
      "Cumulative must be true or false",
    ],
  ])("refuses %s with 400 and a per-field message", async (_name, override, field, message) => {
    const res = await call("POST", "/api/kpis", admin.cookie, { name: "Valid", unit: "%", ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe("GET /api/kpis", () => {
  it("lists only the organization's KPIs, by name", async () => {
    const org = await signUpVerified(t, { companyName: "Kpi Listing Org" });
    await createKpi(t, org.cookie, { name: "zeta" });
    await createKpi(t, org.cookie, { name: "Alpha" });
    const res = await call("GET", "/api/kpis", org.cookie);
    expect(res.json().map((k: { name: string }) => k.name)).toEqual(["Alpha", "zeta"]);
    expect((await call("GET", "/api/kpis", member.cookie)).statusCode).toBe(200);
  });
});

describe("PUT /api/kpis/{id} (LIBRARY-3)", () => {
  it("takes a free-text unit and 'annual', keeps what is left out, and records old and new values", async () => {
    const kpi = await createKpi(t, admin.cookie, {
      name: "Revenue",
      polarity: "negative",
      isCumulative: true,
    });
    const res = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, {
      name: "Revenue (EUR)",
      unit: "EUR thousands",
      frequency: "annual",
      version: kpi.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Revenue (EUR)",
      unit: "EUR thousands",
      frequency: "annual",
      polarity: "negative",
      isCumulative: true,
      description: "Subscription revenue per month",
    });
    const row = await rowOf(kpis, kpi.id);
    expect(row?.updatedBy).toBe(admin.user.id);
    const updated = (await activitiesOf(kpi.id)).find((a) => a.action === "updated");
    expect(updated?.details).toMatchObject({
      oldValue: { name: "Revenue", unit: "$", frequency: "quarterly" },
      newValue: { name: "Revenue (EUR)", unit: "EUR thousands", frequency: "annual" },
    });
  });

  it("LIBRARY-8: refuses a cleared unit on edit as on create (a unit is required on both)", async () => {
    const kpi = await createKpi(t, admin.cookie);
    const res = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, { name: kpi.name, unit: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.unit).toBe("Unit is required");
    expect((await rowOf(kpis, kpi.id))?.unit).toBe("$");
  });

  it("still requires a name", async () => {
    const kpi = await createKpi(t, admin.cookie);
    const res = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, { name: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe("Name is required");
  });

  it("locks the frequency once values are recorded, so period keys never lose their meaning", async () => {
    const kpi = await createKpi(t, admin.cookie, { frequency: "quarterly" });
    await assignKpi(kpi.id, true);
    const res = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, {
      name: kpi.name,
      frequency: "monthly",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.frequency).toBe(
      "The frequency cannot change while this KPI has targets or actual results recorded against it",
    );
    expect((await rowOf(kpis, kpi.id))?.frequency).toBe("quarterly");
    // Other edits, and the same frequency, still go through.
    const same = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, {
      name: "Renamed",
      frequency: "quarterly",
    });
    expect(same.statusCode).toBe(200);
  });

  it("lets the frequency change while assignments hold no values", async () => {
    const kpi = await createKpi(t, admin.cookie, { frequency: "quarterly" });
    await assignKpi(kpi.id, false);
    const res = await call("PUT", `/api/kpis/${kpi.id}`, admin.cookie, {
      name: kpi.name,
      frequency: "monthly",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().frequency).toBe("monthly");
  });
});

describe("DELETE /api/kpis/{id} (CASCADE-4)", () => {
  it("takes its assignments and their measurements, with one activity row", async () => {
    const kpi = await createKpi(t, admin.cookie, { name: "Retired KPI" });
    const ids = await assignKpi(kpi.id, true);
    const res = await call("DELETE", `/api/kpis/${kpi.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "KPI deleted successfully" });
    const left = await withPlatform(t.database.db, async (tx) => ({
      kpi: await tx.select().from(kpis).where(eq(kpis.id, kpi.id)),
      assignment: await tx.select().from(kpiAssignments).where(eq(kpiAssignments.id, ids.kpiAssignmentId)),
      values: await tx
        .select()
        .from(kpiMeasurements)
        .where(eq(kpiMeasurements.kpiAssignmentId, ids.kpiAssignmentId)),
      objectiveAssignment: await tx
        .select()
        .from(objectiveAssignments)
        .where(eq(objectiveAssignments.id, ids.objectiveAssignmentId)),
    }));
    expect(left).toMatchObject({ kpi: [], assignment: [], values: [] });
    // The objective assignment the KPI hung under stays.
    expect(left.objectiveAssignment).toHaveLength(1);
    const deleted = (await activitiesOf(kpi.id)).find((a) => a.action === "deleted");
    expect(deleted).toMatchObject({ entityType: "kpi", entityName: "Retired KPI", category: "library" });
    expect(deleted?.details).toMatchObject({
      userName: "Ada Lovelace",
      oldValue: { name: "Retired KPI", removedKpiAssignments: 1, removedValues: 1 },
    });
  });
});

describe("who may write (ROLE-3) and whose ids (TENANT-2)", () => {
  it("refuses the user role's writes with 403 and changes nothing", async () => {
    const kpi = await createKpi(t, admin.cookie, { name: "Guarded" });
    const attempts = [
      await call("POST", "/api/kpis", member.cookie, { name: "Sneaky" }),
      await call("PUT", `/api/kpis/${kpi.id}`, member.cookie, { name: "Hacked" }),
      await call("DELETE", `/api/kpis/${kpi.id}`, member.cookie),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(403);
    expect((await rowOf(kpis, kpi.id))?.name).toBe("Guarded");
    const sneaky = await withPlatform(t.database.db, (tx) =>
      tx.select().from(kpis).where(eq(kpis.name, "Sneaky")),
    );
    expect(sneaky).toEqual([]);
  });

  it("refuses an id that is not a UUID with 400", async () => {
    expect((await call("PUT", "/api/kpis/abc", admin.cookie, { name: "x" })).statusCode).toBe(400);
  });
});
