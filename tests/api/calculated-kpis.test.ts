import { beforeAll, describe, expect, it } from "vitest";
import { kpis } from "../../src/server/db/schema";
import { createKpi } from "../support/library";
import { tenantFixture } from "../support/organizations";
import { scorecardRows } from "../support/scorecard-rows";

// Calculated KPIs (CALC-1..CALC-11) through the API: codes and formulas on save, computed values in the
// scorecard and the KPI Input list, and actuals that cannot be entered.
const YEAR = 2027;

const { t, admin, other, member, call, rowOf } = tenantFixture({ other: true, member: true });

describe("CALC-1: a KPI's code", () => {
  it("is saved trimmed and upper-cased, and answered", async () => {
    const kpi = await createKpi(t, admin.cookie, { name: "Revenue", code: " revenue " });
    expect(kpi.code).toBe("REVENUE");
    expect(kpi.formula).toBeNull();
    expect((await rowOf(kpis, kpi.id))?.code).toBe("REVENUE");
  });

  it("is unique in the organization: a duplicate answers 409 naming the field, nothing written", async () => {
    await createKpi(t, admin.cookie, { name: "Headcount", code: "HEADCOUNT" });
    const res = await call("POST", "/api/kpis", admin.cookie, {
      name: "Headcount again",
      unit: "count",
      code: "HEADCOUNT",
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().fields).toHaveProperty("code");
    expect(res.json().message).toContain('"Headcount"');
    const names = (await call("GET", "/api/kpis", admin.cookie)).json().map((k: { name: string }) => k.name);
    expect(names).not.toContain("Headcount again");
  });

  it("another organization may use the same code (TENANT-2)", async () => {
    const theirs = await createKpi(t, other.cookie, { name: "Their revenue", code: "REVENUE" });
    expect(theirs.code).toBe("REVENUE");
  });

  it.each(["A", "1ABC", "AB-C", "AB C", `A${"B".repeat(31)}`, 12])(
    "refuses the code %j with 400",
    async (code) => {
      const res = await call("POST", "/api/kpis", admin.cookie, { name: "Bad code", unit: "$", code });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("code");
    },
  );

  it("a code a formula uses cannot be changed, removed or deleted (CALC-9)", async () => {
    const base = await createKpi(t, admin.cookie, { name: "Used base", code: "USED_BASE" });
    const calc = await createKpi(t, admin.cookie, { name: "Uses base", formula: "{USED_BASE} * 2" });
    const renamed = await call("PUT", `/api/kpis/${base.id}`, admin.cookie, {
      name: "Used base",
      code: "OTHER_CODE",
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.code).toContain('"Uses base"');
    const removed = await call("PUT", `/api/kpis/${base.id}`, admin.cookie, { name: "Used base", code: "" });
    expect(removed.statusCode).toBe(400);
    const deleted = await call("DELETE", `/api/kpis/${base.id}`, admin.cookie);
    expect(deleted.statusCode).toBe(409);
    expect((await rowOf(kpis, base.id))?.code).toBe("USED_BASE");
    // Once the formula no longer uses it, it can go.
    expect(
      (await call("PUT", `/api/kpis/${calc.id}`, admin.cookie, { name: "Uses base", formula: "" }))
        .statusCode,
    ).toBe(200);
    expect((await call("DELETE", `/api/kpis/${base.id}`, admin.cookie)).statusCode).toBe(200);
  });
});

describe("CALC-2, CALC-4: a formula is checked on save", () => {
  beforeAll(async () => {
    await createKpi(t, admin.cookie, { name: "Cost", code: "COST" });
    await createKpi(t, admin.cookie, { name: "Units", code: "UNITS", unit: "count" });
  });

  it("saves a formula over existing codes, with × ÷ − symbols", async () => {
    const kpi = await createKpi(t, admin.cookie, {
      name: "Cost per unit",
      code: "COST_PER_UNIT",
      formula: "round({COST} ÷ {UNITS}, 2) − 0",
    });
    expect(kpi.formula).toBe("round({COST} ÷ {UNITS}, 2) − 0");
    expect((await rowOf(kpis, kpi.id))?.formula).toBe("round({COST} ÷ {UNITS}, 2) − 0");
  });

  it.each([
    ["{COST} +", "Syntax error"],
    ["{COST} / ({UNITS}", "Syntax error"],
    ["{NOPE} / {UNITS}", "Unknown KPI code {NOPE}"],
    ["COST / 2", "write KPI codes in braces"],
    ["sqrt({COST})", "Unknown function sqrt"],
    ["{COST}.constructor", "member access"],
    ["{COST} % 2", "operator %"],
  ])("refuses %j with 400 naming the problem on `formula`, nothing written", async (formula, message) => {
    const res = await call("POST", "/api/kpis", admin.cookie, { name: "Bad formula", unit: "$", formula });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.formula).toContain(message);
    const names = (await call("GET", "/api/kpis", admin.cookie)).json().map((k: { name: string }) => k.name);
    expect(names).not.toContain("Bad formula");
  });

  it("refuses a direct cycle (the KPI's own code)", async () => {
    const res = await call("POST", "/api/kpis", admin.cookie, {
      name: "Self",
      unit: "$",
      code: "SELF",
      formula: "{SELF} + 1",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.formula).toBe("Formula makes a cycle: {SELF} → {SELF}");
  });

  it("refuses an indirect cycle on edit, and leaves the KPI as it was", async () => {
    const a = await createKpi(t, admin.cookie, { name: "Cycle A", code: "CYCLE_A" });
    await createKpi(t, admin.cookie, { name: "Cycle B", code: "CYCLE_B", formula: "{CYCLE_A} * 2" });
    await createKpi(t, admin.cookie, { name: "Cycle C", code: "CYCLE_C", formula: "{CYCLE_B} + 1" });
    const res = await call("PUT", `/api/kpis/${a.id}`, admin.cookie, {
      name: "Cycle A",
      formula: "{CYCLE_C} / 2",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.formula).toBe(
      "Formula makes a cycle: {CYCLE_A} → {CYCLE_C} → {CYCLE_B} → {CYCLE_A}",
    );
    expect((await rowOf(kpis, a.id))?.formula).toBeNull();
  });

  it("another organization's codes are unknown (TENANT-2)", async () => {
    await createKpi(t, other.cookie, { name: "Their secret", code: "THEIR_SECRET" });
    const res = await call("POST", "/api/kpis", admin.cookie, {
      name: "Peek",
      unit: "$",
      formula: "{THEIR_SECRET}",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.formula).toContain("Unknown KPI code {THEIR_SECRET}");
  });
});

describe("CALC-5..CALC-11: calculated values in the scorecard and the KPI Input list", () => {
  let fnId: string;
  let objectiveAssignmentId: string;
  let perHeadKpiId: string;
  let perHeadAssignmentId: string;
  let revenueAssignmentId: string;

  beforeAll(async () => {
    const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
    const fn = await rows.fn({ name: "Calculated division" });
    fnId = fn.id;
    const oa = await rows.objective(fn.id, { name: "Productivity" });
    objectiveAssignmentId = oa.id;
    const sales = await createKpi(t, admin.cookie, {
      name: "Sales",
      code: "SALES",
      unit: "$",
      frequency: "monthly",
    });
    const staff = await createKpi(t, admin.cookie, {
      name: "Staff",
      code: "STAFF",
      unit: "count",
      frequency: "monthly",
      aggregation: "last",
    });
    const perHead = await createKpi(t, admin.cookie, {
      name: "Sales per head",
      code: "SALES_PER_HEAD",
      unit: "$",
      frequency: "monthly",
      formula: "{SALES} / {STAFF}",
    });
    const assign = async (kpiId: string, targets: object, actualResults: object) => {
      const res = await call("POST", "/api/kpi-assignments", admin.cookie, {
        kpiId,
        objectiveAssignmentId: oa.id,
        weight: 50,
        period: String(YEAR),
        targets,
        actualResults,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    revenueAssignmentId = await assign(
      sales.id,
      { january: 100, february: 100, march: 100 },
      { january: 90, february: 120, march: 110 },
    );
    await assign(staff.id, { january: 10, february: 10, march: 10 }, { january: 10, february: 10, march: 5 });
    perHeadKpiId = perHead.id;
    perHeadAssignmentId = await assign(perHead.id, {}, {});
  });

  async function perHeadAt(query: string) {
    const res = await call("GET", `/api/scorecard?functionId=${fnId}&year=${YEAR}&${query}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json().objectives.flatMap((o: { kpis: unknown[] }) => o.kpis);
    return all.find((k: { kpiAssignmentId: string }) => k.kpiAssignmentId === perHeadAssignmentId);
  }

  it("computes actual and target from the referenced KPIs after aggregation, and scores them", async () => {
    // Q1: sales summed 320 / 300; staff `last` 5 / 10 → 64 actual, 30 target.
    const kpi = await perHeadAt("frequency=quarterly&period=q1&view=period");
    expect(kpi).toMatchObject({ actual: 64, target: 30, score: 150, formula: "{SALES} / {STAFF}" });
    expect(kpi.calculationNote).toBeNull();
    // January alone: 90 / 10 of 100 / 10.
    expect(await perHeadAt("frequency=monthly&period=january&view=period")).toMatchObject({
      actual: 9,
      target: 10,
      score: 90,
    });
  });

  it("a missing input is no data, with the reason", async () => {
    const kpi = await perHeadAt("frequency=monthly&period=april&view=period");
    expect(kpi).toMatchObject({ actual: null, score: null, status: "No Data" });
    // Staff is `last`: March's 5 still counts in April (AGG-3); sales has no April value.
    expect(kpi.calculationNote).toBe("No data: {SALES} has no value here");
  });

  it("KPI Input lists the calculated values period by period", async () => {
    const res = await call("GET", `/api/kpi-assignments?year=${YEAR}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const row = res.json().find((a: { id: string }) => a.id === perHeadAssignmentId);
    expect(row.formula).toBe("{SALES} / {STAFF}");
    expect(row.actualResults).toMatchObject({ january: 9, february: 12, march: 22, april: null });
    expect(row.targets).toMatchObject({ january: 10, february: 10, march: 10, april: null });
  });

  it("CALC-10: actuals of a calculated assignment cannot be entered (400), nothing written", async () => {
    const patch = await call("PATCH", `/api/kpi-assignments/${perHeadAssignmentId}`, admin.cookie, {
      period: String(YEAR),
      actualResults: { january: 1 },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toHaveProperty("actualResults");
    const single = await call("PATCH", `/api/kpi-assignments/${perHeadAssignmentId}`, admin.cookie, {
      period: String(YEAR),
      periodKey: "january",
      actualResult: 1,
    });
    expect(single.statusCode).toBe(400);
    expect((await perHeadAt("frequency=monthly&period=january&view=period")).actual).toBe(9);
    // An entered KPI still takes actuals.
    const entered = await call("PATCH", `/api/kpi-assignments/${revenueAssignmentId}`, admin.cookie, {
      period: String(YEAR),
      periodKey: "april",
      actualResult: 50,
    });
    expect(entered.statusCode, entered.body).toBe(200);
  });

  it("CALC-10: assigning a calculated KPI with actuals is refused (400) before the duplicate check (409)", async () => {
    const res = await call("POST", "/api/kpi-assignments", admin.cookie, {
      kpiId: perHeadKpiId,
      objectiveAssignmentId,
      weight: 10,
      period: String(YEAR),
      actualResults: { january: 1 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty("actualResults");
  });

  it("CALC-10: a member sending actuals for a calculated assignment gets no write either", async () => {
    const res = await call("PATCH", `/api/kpi-assignments/${perHeadAssignmentId}`, member.cookie, {
      period: String(YEAR),
      periodKey: "january",
      actualResult: 1,
    });
    expect([400, 403]).toContain(res.statusCode);
  });

  it("CALC-7: targets set on the calculated assignment are its target", async () => {
    const res = await call("PATCH", `/api/kpi-assignments/${perHeadAssignmentId}`, admin.cookie, {
      period: String(YEAR),
      targets: { january: 8 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await perHeadAt("frequency=monthly&period=january&view=period")).toMatchObject({
      actual: 9,
      target: 8,
    });
  });

  it("CALC-6: a division by zero is no data, with the reason", async () => {
    const staffRow = (await call("GET", `/api/kpi-assignments?year=${YEAR}`, admin.cookie))
      .json()
      .find((a: { kpiCode: string | null; organizationFunctionId: string }) => a.kpiCode === "STAFF");
    const res = await call("PATCH", `/api/kpi-assignments/${staffRow.id}`, admin.cookie, {
      period: String(YEAR),
      periodKey: "february",
      actualResult: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kpi = await perHeadAt("frequency=monthly&period=february&view=period");
    expect(kpi).toMatchObject({ actual: null, score: null });
    expect(kpi.calculationNote).toBe("No data: the formula divides by zero");
  });
});
