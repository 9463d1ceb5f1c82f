import { beforeAll, describe, expect, it } from "vitest";
import { currentPeriod, MONTH_KEYS } from "../../src/domain/periods";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { tenantFixture } from "../support/organizations";
import { scorecardRows } from "../support/scorecard-rows";

// The organization's fiscal year (FISCAL-1..FISCAL-5): the setting, and a scorecard read with it.
const YEAR = 2027;

const { t, admin, other } = tenantFixture({ other: true });

function request(method: "GET" | "PUT", url: string, cookie = admin.cookie, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: payload ? { ...JSON_HEADERS, cookie } : { cookie },
    remoteAddress: clientAddress(),
    payload,
  });
}
const setStart = (fiscalYearStartMonth: unknown, cookie = admin.cookie) =>
  request("PUT", "/api/organization-settings", cookie, { fiscalYearStartMonth });

describe("FISCAL-1: the fiscalYearStartMonth setting", () => {
  it("defaults to 1 (January)", async () => {
    const res = await request("GET", "/api/organization-settings");
    expect(res.statusCode).toBe(200);
    expect(res.json().fiscalYearStartMonth).toBe(1);
  });

  it.each([1, 4, 7, 10, 12])("accepts %i and keeps it", async (month) => {
    const res = await setStart(month);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fiscalYearStartMonth).toBe(month);
    expect((await request("GET", "/api/organization-settings")).json().fiscalYearStartMonth).toBe(month);
  });

  it.each([0, 13, -1, 4.5, "x", "4", null, true])(
    "refuses %j with 400 naming the field, nothing written",
    async (value) => {
      await setStart(7);
      const res = await setStart(value);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain("fiscalYearStartMonth");
      expect((await request("GET", "/api/organization-settings")).json().fiscalYearStartMonth).toBe(7);
    },
  );

  it("changes only the caller's organization (TENANT-2)", async () => {
    expect((await setStart(10)).statusCode).toBe(200);
    const theirs = await request("GET", "/api/organization-settings", other.cookie);
    expect(theirs.json().fiscalYearStartMonth).toBe(1);
  });
});

describe("FISCAL-3, FISCAL-5: a scorecard with the fiscal year starting in April", () => {
  let fnId: string;
  let kpiId: string;
  beforeAll(async () => {
    const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
    const fn = await rows.fn({ name: "Fiscal" });
    fnId = fn.id;
    const oa = await rows.objective(fn.id, { name: "Fiscal objective" });
    // A summed unit (not a percentage), so a quarter is the sum of its months whatever the method default.
    const targets = { march: 10, april: 10, may: 10, june: 10, july: 10 };
    const actuals = { march: 1000, april: 10, may: 20, june: 30, july: 500 };
    const kpi = await rows.kpi(oa, {
      name: "Deliveries",
      unit: "count",
      frequency: "monthly",
      years: { [YEAR]: { targets, actuals } },
    });
    kpiId = kpi.id;
  });

  async function kpiAt(query: string, year = YEAR) {
    const res = await request("GET", `/api/scorecard?functionId=${fnId}&year=${year}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { body, kpi: body.objectives[0].kpis[0] as { target: number; actual: number; score: number } };
  }

  // The values are March–July 2027, calendar months whatever the start month (FISCAL-8): with start 4,
  // March 2027 closes FY2027 and April–July 2027 open FY2028.
  it.each([
    // [start, fiscal year, query, target, actual]
    [4, YEAR + 1, "frequency=quarterly&period=q1&view=period", 30, 60], // FY2028 q1 = April..June 2027
    [4, YEAR + 1, "frequency=monthly&period=june&view=ytd", 30, 60], // YTD at June = April..June 2027
    [4, YEAR + 1, "frequency=quarterly&period=q2&view=period", 10, 500], // q2 = July..September 2027
    [4, YEAR, "frequency=monthly&period=march&view=ytd", 10, 1000], // FY2027 = April 2026..March 2027
    [1, YEAR, "frequency=quarterly&period=q1&view=period", 10, 1000], // calendar q1 = January..March
    [1, YEAR, "frequency=monthly&period=june&view=ytd", 40, 1060], // calendar YTD at June = January..June
  ] as const)("start %i, FY%i, %s → target %i, actual %i", async (start, year, query, target, actual) => {
    expect((await setStart(start)).statusCode).toBe(200);
    const { body, kpi } = await kpiAt(query, year);
    expect(body.fiscalYearStartMonth).toBe(start);
    expect(body.year).toBe(year);
    expect(kpi).toMatchObject({ target, actual });
  });

  it("the history lists a year's months from the fiscal start", async () => {
    expect((await setStart(4)).statusCode).toBe(200);
    const res = await request("GET", `/api/kpi-assignments/${kpiId}/history?years=1&year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fiscalYearStartMonth).toBe(4);
    const keys = body.years[0].periods.map((p: { periodKey: string }) => p.periodKey);
    expect(keys).toEqual([...MONTH_KEYS.slice(3), ...MONTH_KEYS.slice(0, 3)]);
  });
});

describe("PERIOD-8, FISCAL-4: without ?year= the reads use today's fiscal year", () => {
  it("scorecard, KPI assignments and My KPIs default to the fiscal year of today", async () => {
    // A start month that makes today's fiscal year the next calendar year (except in January).
    const start = Math.max(2, new Date().getMonth() + 1);
    expect((await setStart(start)).statusCode).toBe(200);
    const today = currentPeriod("quarterly", new Date(), start);
    const scorecard = await request("GET", "/api/scorecard?frequency=quarterly&view=period");
    expect(scorecard.statusCode, scorecard.body).toBe(200);
    expect(scorecard.json()).toMatchObject({
      year: today.year,
      period: today.key,
      fiscalYearStartMonth: start,
    });
    const mine = await request("GET", "/api/my-kpis");
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().year).toBe(today.year);
    const list = await request("GET", "/api/kpi-assignments");
    expect(list.statusCode, list.body).toBe(200);
    for (const assignment of list.json() as { year: number }[]) expect(assignment.year).toBe(today.year);
  });
});
