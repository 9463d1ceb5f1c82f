import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KPI_INPUT_SORT_KEYS } from "../../src/domain/kpi-input";
import { MONTH_KEYS } from "../../src/domain/periods";
import type { KpiInputPage } from "../../src/domain/schemas/kpi-input";
import { kpiAssignments, kpis } from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { clientAddress, signUpVerified } from "../support/accounts";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// KPIIN-1..KPIIN-15: GET /api/kpi-input, KPI Input's one page: paging, each filter, each sort, the search,
// its bounds, the tenancy wall, and figures equal to the scorecard's (one of them computed by hand).
const YEAR = 2025;
const everyMonth = (value: number) => Object.fromEntries(MONTH_KEYS.map((key) => [key, value]));

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  const alpha = await rows.fn({ name: "Alpha Division" });
  const beta = await rows.fn({ name: "Beta Division" });
  ids.alpha = alpha.id;
  ids.beta = beta.id;
  const revenue = await rows.objective(alpha.id, { name: "Grow revenue" });
  const costs = await rows.objective(beta.id, { name: "Cut costs", perspective: "Internal_Process" });
  ids.revenueObjective = revenue.objectiveId;
  ids.costsObjective = costs.objectiveId;
  // Hand-checked below: January 95.5 of 100 is 95.5%, rounded to 96%, On Target (90 ≤ 96 < 100).
  const sales = await rows.kpi(revenue, {
    name: "Monthly sales",
    frequency: "monthly",
    unit: "$",
    years: { [YEAR]: { targets: everyMonth(100), actuals: { january: 95.5, march: 120 } } },
  });
  ids.sales = sales.id;
  const cycle = await rows.kpi(costs, {
    name: "Cycle time",
    frequency: "monthly",
    polarity: "negative",
    unit: "days",
    years: { [YEAR]: { targets: everyMonth(10), actuals: { january: 8, march: 20 } } },
  });
  ids.cycle = cycle.id;
  const unowned = await rows.kpi(costs, {
    name: "Audit findings",
    frequency: "monthly",
    ownerId: null,
    years: { [YEAR]: { targets: everyMonth(5) } },
  });
  ids.unowned = unowned.id;
  await rows.kpi(revenue, {
    name: "Net promoter",
    frequency: "quarterly",
    ownerId: null,
    ownerName: "Former Person",
    years: { [YEAR]: { targets: { q1: 50 }, actuals: { q1: 45 } } },
  });
  await rows.kpi(revenue, { name: "Empty KPI", frequency: "monthly" });
  // KPIIN-5: the description is searched too.
  await withTenant(
    t.database.db,
    { orgId: admin.user.organizationId, userId: admin.user.id, role: "admin" },
    (tx) =>
      tx.update(kpis).set({ description: "Lead time of the zebra line" }).where(eq(kpis.id, cycle.kpiId)),
  );
  // Another organization with a look-alike KPI: never in this one's answers.
  const theirs = scorecardRows(t.database.db, { orgId: other.user.organizationId, userId: other.user.id });
  const theirFn = await theirs.fn({ name: "Alpha Division" });
  ids.theirFunction = theirFn.id;
  const theirObjective = await theirs.objective(theirFn.id, { name: "Grow revenue" });
  const secret = await theirs.kpi(theirObjective, {
    name: "Monthly sales secret",
    frequency: "monthly",
    years: { [YEAR]: { targets: everyMonth(1), actuals: { december: 1 } } },
  });
  ids.secret = secret.id;
}, 120_000);
afterAll(() => t.close());

function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
}

async function page(query: string, cookie = admin.cookie): Promise<KpiInputPage> {
  const res = await get(`/api/kpi-input?year=${YEAR}&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as KpiInputPage;
}

const names = (answer: KpiInputPage) => answer.rows.map((row) => row.kpiName);

describe("GET /api/kpi-input: the page and its defaults (KPIIN-1, KPIIN-3, KPIIN-8)", () => {
  it("answers every member with the first page, sorted by name, and the year's facets", async () => {
    const answer = await page("");
    expect(answer).toMatchObject({
      year: YEAR,
      frequency: "monthly",
      view: "period",
      sort: "name",
      direction: "asc",
      page: 1,
      pageSize: 50,
      pageCount: 1,
      total: 5,
      yearTotal: 5,
    });
    expect(names(answer)).toEqual([
      "Audit findings",
      "Cycle time",
      "Empty KPI",
      "Monthly sales",
      "Net promoter",
    ]);
    expect(answer.facets.frequencies).toEqual(["monthly", "quarterly"]);
    expect(answer.facets.functions).toEqual([
      { value: ids.alpha, label: "Alpha Division" },
      { value: ids.beta, label: "Beta Division" },
    ]);
    expect(answer.facets.objectives.map((o) => o.label)).toEqual(["Cut costs", "Grow revenue"]);
    // KPIIN-7: every KPI without a present owner is under one 'Unassigned' choice.
    expect(answer.facets.owners).toEqual([
      { value: admin.user.id, label: expect.any(String) },
      { value: "unowned", label: "Unassigned" },
    ]);
  });

  it("UI-30: opens on the latest period with an actual, and takes a period when one is asked for", async () => {
    expect((await page("")).period).toBe("march");
    const february = await page("frequency=monthly&period=february");
    expect(february.period).toBe("february");
    // Quarterly is present; annual is not, so it falls back to monthly (KPIIN-8).
    expect((await page("frequency=quarterly")).frequency).toBe("quarterly");
    expect((await page("frequency=annual")).frequency).toBe("monthly");
  });

  it("a row carries what the dialog edits: every period key, the version, and the engine's figures", async () => {
    const answer = await page("frequency=monthly&period=january&search=monthly%20sales");
    const [sales] = answer.rows;
    expect(sales).toMatchObject({ id: ids.sales, unit: "$", ownerName: expect.any(String), formula: null });
    expect(Object.keys(sales!.actualResults)).toHaveLength(12);
    expect(sales!.actualResults.january).toBe(95.5);
    expect(sales!.actualResults.february).toBeNull();
    // The version is the assignment list's, so a save from KPI Input passes the version check.
    const list = (await get(`/api/kpi-assignments?year=${YEAR}`)).json() as { id: string; version: string }[];
    expect(sales!.version).toBe(list.find((one) => one.id === ids.sales)!.version);
  });
});

describe("paging (KPIIN-3)", () => {
  it("cuts the sorted rows into pages and a page past the end answers the last", async () => {
    const first = await page("pageSize=2");
    expect(names(first)).toEqual(["Audit findings", "Cycle time"]);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(names(await page("pageSize=2&page=2"))).toEqual(["Empty KPI", "Monthly sales"]);
    const past = await page("pageSize=2&page=99");
    expect(past.page).toBe(3);
    expect(names(past)).toEqual(["Net promoter"]);
  });
});

describe("filters and search (KPIIN-4, KPIIN-5)", () => {
  it("filters by function, objective and owner (and 'unowned')", async () => {
    expect(names(await page(`functionId=${ids.beta}`))).toEqual(["Audit findings", "Cycle time"]);
    expect(names(await page(`objectiveId=${ids.revenueObjective}`))).toEqual([
      "Empty KPI",
      "Monthly sales",
      "Net promoter",
    ]);
    expect(names(await page(`ownerId=${admin.user.id}`))).toEqual([
      "Cycle time",
      "Empty KPI",
      "Monthly sales",
    ]);
    expect(names(await page("ownerId=unowned"))).toEqual(["Audit findings", "Net promoter"]);
    const both = await page(`functionId=${ids.beta}&ownerId=unowned`);
    expect(names(both)).toEqual(["Audit findings"]);
    // The facets stay the year's, whatever is filtered (KPIIN-7); the Total badge too.
    expect(both.facets.functions).toHaveLength(2);
    expect(both).toMatchObject({ total: 1, yearTotal: 5 });
  });

  it("searches name, function, objective, owner and description, case-insensitive and trimmed", async () => {
    expect(names(await page("search=MONTHLY"))).toEqual(["Monthly sales"]);
    expect(names(await page("search=beta%20div"))).toEqual(["Audit findings", "Cycle time"]);
    expect(names(await page("search=grow%20REVENUE"))).toEqual([
      "Empty KPI",
      "Monthly sales",
      "Net promoter",
    ]);
    expect(names(await page("search=former"))).toEqual(["Net promoter"]);
    expect(names(await page("search=%20%20zebra%20"))).toEqual(["Cycle time"]);
    const none = await page("search=nothing-like-this");
    expect(none).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("sorts (KPIIN-6)", () => {
  it("sorts by each column both ways, empty values last either way", async () => {
    const view = "frequency=monthly&period=january";
    const byScore = await page(`${view}&sort=score`);
    // Cycle time 10/8 = 125% (negative polarity), Monthly sales 96%; the rest have no score.
    expect(names(byScore).slice(0, 2)).toEqual(["Monthly sales", "Cycle time"]);
    expect(byScore.rows.slice(2).every((row) => row.score === null)).toBe(true);
    const byScoreDown = await page(`${view}&sort=score&direction=desc`);
    expect(names(byScoreDown).slice(0, 2)).toEqual(["Cycle time", "Monthly sales"]);
    expect(byScoreDown.rows.slice(2).every((row) => row.score === null)).toBe(true);

    const byTarget = await page(`${view}&sort=target`);
    expect(byTarget.rows.map((row) => row.target)).toEqual([5, 10, 100, null, null]);
    expect((await page(`${view}&sort=target&direction=desc`)).rows.map((row) => row.target)).toEqual([
      100,
      10,
      5,
      null,
      null,
    ]);
    expect(names(await page("sort=name&direction=desc"))).toEqual([
      "Net promoter",
      "Monthly sales",
      "Empty KPI",
      "Cycle time",
      "Audit findings",
    ]);
    const byFunction = await page("sort=function&direction=desc");
    expect(byFunction.rows.map((row) => row.functionName)).toEqual([
      "Beta Division",
      "Beta Division",
      "Alpha Division",
      "Alpha Division",
      "Alpha Division",
    ]);
    const byObjective = await page("sort=objective");
    expect(byObjective.rows.map((row) => row.objectiveName).slice(0, 2)).toEqual(["Cut costs", "Cut costs"]);
    const byOwner = await page("sort=owner");
    // Audit findings has no owner at all: last; a kept name sorts as a name.
    expect(byOwner.rows.at(-1)!.kpiName).toBe("Audit findings");
    expect((await page("sort=owner&direction=desc")).rows.at(-1)!.kpiName).toBe("Audit findings");
    for (const key of KPI_INPUT_SORT_KEYS) expect((await page(`sort=${key}`)).sort).toBe(key);
  });
});

describe("bad input answers 400, naming the parameter (KPIIN-2)", () => {
  it.each([
    ["pageSize=0", "pageSize"],
    ["pageSize=201", "pageSize"],
    ["pageSize=2.5", "pageSize"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["sort=bogus", "sort"],
    ["sort=score&direction=up", "direction"],
    ["functionId=not-a-uuid", "functionId"],
    ["objectiveId=1", "objectiveId"],
    ["ownerId=nobody", "ownerId"],
    ["period=january", "period"],
    ["frequency=quarterly&period=january", "period"],
    ["frequency=weekly", "frequency"],
    ["view=forever", "view"],
    [`search=${"x".repeat(201)}`, "search"],
    ["sortBy=name", null],
  ])("%s", async (query, field) => {
    const res = await get(`/api/kpi-input?year=${YEAR}&${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; fields?: Record<string, string> };
    if (field) expect(Object.keys(body.fields ?? {})).toContain(field);
  });

  it("a year out of range answers 400", async () => {
    expect((await get("/api/kpi-input?year=99999")).statusCode).toBe(400);
  });

  it("signed out answers 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/kpi-input", remoteAddress: clientAddress() });
    expect(res.statusCode).toBe(401);
  });
});

describe("the tenancy wall (KPIIN-12)", () => {
  it("never shows another organization's rows, facets or matches", async () => {
    const mine = await page("pageSize=200");
    expect(mine.rows.map((row) => row.id)).not.toContain(ids.secret);
    expect(mine.facets.functions.map((f) => f.value)).not.toContain(ids.theirFunction);
    expect((await page("search=secret")).total).toBe(0);
    // Their function's id filters to nothing: it is not told apart from an unknown id.
    expect(await page(`functionId=${ids.theirFunction}`)).toMatchObject({ total: 0, rows: [] });
    // And they see only theirs.
    const theirs = await page("", other.cookie);
    expect(theirs.rows.map((row) => row.id)).toEqual([ids.secret]);
    expect(theirs.yearTotal).toBe(1);
  });
});

describe("figures are the scorecard's (KPIIN-11)", () => {
  it("hand-checked: Monthly sales in January is 95.5 of 100, 96%, On Target", async () => {
    const [sales] = (await page("frequency=monthly&period=january&search=monthly")).rows;
    expect(sales).toMatchObject({ target: 100, actual: 95.5, score: 96, status: "On Target" });
    // Year to date through March, the months with an actual (AGG-3): (95.5 + 120) / (100 + 100) =
    // 107.75% → 108%, Exceeds Target (≥ 100).
    const [ytd] = (await page("frequency=monthly&period=march&view=ytd&search=monthly")).rows;
    expect(ytd).toMatchObject({ target: 200, actual: 215.5, score: 108, status: "Exceeds Target" });
  });

  it.each([
    ["monthly", "january", "period"],
    ["monthly", "march", "ytd"],
    ["quarterly", "q1", "period"],
    ["annual", "annual", "ytd"],
  ])("equal the scorecard's for every KPI: %s %s %s", async (frequency, period, view) => {
    const answer = await page(`frequency=${frequency}&period=${period}&view=${view}&pageSize=200`);
    if (frequency === "annual") return; // no annual KPI here: the frequency falls back (KPIIN-8)
    for (const functionId of [ids.alpha, ids.beta]) {
      const res = await get(
        `/api/scorecard?functionId=${functionId}&year=${YEAR}&frequency=${frequency}&period=${period}&view=${view}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const scorecard = res.json() as {
        objectives: {
          kpis: {
            kpiAssignmentId: string;
            target: number | null;
            actual: number | null;
            score: number | null;
            status: string;
          }[];
        }[];
      };
      const kpisOfFunction = scorecard.objectives.flatMap((objective) => objective.kpis);
      expect(kpisOfFunction.length).toBeGreaterThan(0);
      for (const kpi of kpisOfFunction) {
        const row = answer.rows.find((one) => one.id === kpi.kpiAssignmentId);
        expect(row, kpi.kpiAssignmentId).toBeDefined();
        expect({ target: row!.target, actual: row!.actual, score: row!.score, status: row!.status }).toEqual({
          target: kpi.target,
          actual: kpi.actual,
          score: kpi.score,
          status: kpi.status,
        });
      }
    }
  });

  it("an ended assignment is not part of its end year (CASCADE-10)", async () => {
    await withTenant(
      t.database.db,
      { orgId: admin.user.organizationId, userId: admin.user.id, role: "admin" },
      (tx) =>
        tx.update(kpiAssignments).set({ endedFromYear: YEAR }).where(eq(kpiAssignments.id, ids.unowned!)),
    );
    const answer = await page("pageSize=200");
    expect(answer.rows.map((row) => row.id)).not.toContain(ids.unowned);
    expect(answer.yearTotal).toBe(4);
    // Earlier years keep it.
    const before = (await get(`/api/kpi-input?year=${YEAR - 1}&pageSize=200`)).json() as KpiInputPage;
    expect(before.rows.map((row) => row.id)).toContain(ids.unowned);
  });
});

describe("the OpenAPI document (KPIIN-1)", () => {
  it("declares /api/kpi-input with its parameters, the sort keys and the page size bound", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths["/api/kpi-input"]?.get as {
      parameters: { name: string; in: string; schema?: Record<string, unknown> }[];
      responses: Record<string, unknown>;
    };
    expect(operation).toBeDefined();
    const parameter = (name: string) => operation.parameters.find((p) => p.name === name && p.in === "query");
    for (const name of ["year", "frequency", "period", "view", "search", "functionId", "objectiveId"]) {
      expect(parameter(name), name).toBeDefined();
    }
    expect(JSON.stringify(parameter("sort"))).toContain('"score"');
    expect(JSON.stringify(parameter("pageSize"))).toContain("200");
    expect(operation.responses["200"]).toBeDefined();
  });
});

describe("a calculated KPI's figures are the scorecard's too (KPIIN-11, CALC-5)", () => {
  it("scores a formula over its function's KPIs as the scorecard does", async () => {
    const calc = await signUpVerified(t, { companyName: "Calc Org" });
    const tenant = { orgId: calc.user.organizationId, userId: calc.user.id };
    const rows = scorecardRows(t.database.db, tenant);
    const fn = await rows.fn({ name: "Calc Division" });
    const objective = await rows.objective(fn.id, { name: "Calc objective" });
    const base = await rows.kpi(objective, {
      name: "Base sales",
      frequency: "monthly",
      years: { [YEAR]: { targets: everyMonth(100), actuals: { january: 95.5 } } },
    });
    const doubled = await rows.kpi(objective, {
      name: "Doubled sales",
      frequency: "monthly",
      years: { [YEAR]: { targets: everyMonth(200) } },
    });
    await withTenant(t.database.db, { ...tenant, role: "admin" }, async (tx) => {
      await tx.update(kpis).set({ code: "BASE" }).where(eq(kpis.id, base.kpiId));
      await tx.update(kpis).set({ formula: "{BASE} * 2" }).where(eq(kpis.id, doubled.kpiId));
    });
    const answer = await page("frequency=monthly&period=january&search=doubled", calc.cookie);
    // By hand: 95.5 × 2 = 191 of 200 is 95.5%, 96%, On Target.
    expect(answer.rows[0]).toMatchObject({
      id: doubled.id,
      formula: "{BASE} * 2",
      target: 200,
      actual: 191,
      score: 96,
      status: "On Target",
    });
    const scorecard = (
      await get(
        `/api/scorecard?functionId=${fn.id}&year=${YEAR}&frequency=monthly&period=january&view=period`,
        calc.cookie,
      )
    ).json() as {
      objectives: { kpis: { kpiAssignmentId: string; actual: number | null; score: number | null }[] }[];
    };
    const theirs = scorecard.objectives[0]!.kpis.find((kpi) => kpi.kpiAssignmentId === doubled.id)!;
    expect({ actual: theirs.actual, score: theirs.score }).toEqual({ actual: 191, score: 96 });
  });
});
