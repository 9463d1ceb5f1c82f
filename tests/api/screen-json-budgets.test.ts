import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromReportingMatrix } from "../../src/domain/reporting-matrix";
import type { KpiInputPage } from "../../src/domain/schemas/kpi-input";
import type {
  ReportingItems,
  ReportingMatrix,
  ReportingStatusResponse,
} from "../../src/domain/schemas/reporting";
import type { CascadeFunctionRead, CascadeTree } from "../../src/domain/schemas/set-cascade";
import type { Database } from "../../src/server/db/client";
import { buildFixtureOrganization } from "../../src/server/db/seed/fixture";
import { hashPassword } from "../../src/server/features/auth/secrets";
import { clientAddress, GOOD_PASSWORD, JSON_HEADERS, sessionCookie } from "../support/accounts";
import { oldDashboard } from "../support/dashboard-before";
import { TEST_DRIVER } from "../support/database";
import { createTestApp, type TestApp } from "../support/test-app";

// UI-68, KPIIN-14, UI-95, UI-97: the Dashboard, KPI Input, Set and Cascade and Reporting Status download
// at most 300 KB of JSON to their first render for the 2,000-KPI fixture (they downloaded about 4 MB,
// 2.5 MB, 4.4 MB and 580 KB). The reads listed are the ones each screen makes before it draws: the
// shell's two, then the screen's own. One fixture serves every screen. A size test; times stay in
// benchmarks.
const BUDGET = 300_000;

let t: TestApp;
let cookie: string;
let year: number;
beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  year = now.getUTCFullYear();
  const fixture = await buildFixtureOrganization(t.database.db as Database, {
    name: "Budget Large",
    functions: 600,
    kpis: 2_000,
    users: 500,
    years: 1,
    frequency: "monthly",
    passwordHash: await hashPassword(GOOD_PASSWORD),
    now,
    seed: 1,
  });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    remoteAddress: clientAddress(),
    payload: JSON.stringify({ email: fixture.adminEmail, password: GOOD_PASSWORD }),
  });
  expect(res.statusCode, res.body).toBe(200);
  cookie = sessionCookie(res);
}, 300_000);
afterAll(() => t.close());

async function get<T>(url: string): Promise<{ body: T; bytes: number }> {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return { body: res.json() as T, bytes: Buffer.byteLength(res.body) };
}

const shellReads = () => Promise.all([get("/api/auth/user"), get("/api/organization-settings")]);
const total = (reads: { bytes: number }[]) => reads.reduce((sum, read) => sum + read.bytes, 0);

describe(`JSON to first render for the 2,000-KPI fixture on ${TEST_DRIVER}`, () => {
  it("UI-68: the Dashboard, whose one read holds the figures it computed from the full lists before", async () => {
    const summary = await get(`/api/dashboard-summary?year=${year}`);
    expect(total([...(await shellReads()), summary])).toBeLessThanOrEqual(BUDGET);
    const before = await oldDashboard(t, cookie, year);
    expect(summary.body).toEqual(before.figures);
    // What it downloaded before, for the record: the library, every assignment and every employee.
    expect(before.bytes).toBeGreaterThan(1_000_000);
  }, 120_000);

  it("KPIIN-14: KPI Input, its first page and the values waiting for approval (UI-60)", async () => {
    const reads = [
      ...(await shellReads()),
      await get<KpiInputPage>(`/api/kpi-input?year=${year}`),
      await get("/api/submissions?status=pending"),
    ];
    const page = reads[2]!.body as KpiInputPage;
    expect(page.yearTotal).toBe(2_000);
    expect(page.rows).toHaveLength(page.pageSize);
    expect(total(reads)).toBeLessThanOrEqual(BUDGET);
    // What it downloaded before, for the record: every KPI assignment of the year.
    expect((await get(`/api/kpi-assignments?year=${year}`)).bytes).toBeGreaterThan(1_000_000);
  }, 120_000);

  it("UI-95: Set and Cascade, with no function selected and with the busiest one selected", async () => {
    const tree = await get<CascadeTree>("/api/set-cascade");
    expect(tree.body.functions).toHaveLength(600);
    const chart = [...(await shellReads()), tree];
    expect(total(chart)).toBeLessThanOrEqual(BUDGET);

    // The function with the most KPI assignments, selected in the address (?function=).
    const busiest = [...tree.body.functions].sort((a, b) => b.kpiCount - a.kpiCount)[0]!;
    expect(busiest.kpiCount).toBeGreaterThan(0);
    const fn = await get<CascadeFunctionRead>(`/api/set-cascade/functions/${busiest.id}?year=${year}`);
    expect(fn.body.kpiAssignments).toHaveLength(busiest.kpiCount);
    const initiatives = await get(`/api/initiatives?functionId=${busiest.id}&year=${year}`);
    expect(total([...chart, fn, initiatives])).toBeLessThanOrEqual(BUDGET);
  }, 120_000);

  it("UI-97: Reporting Status, whose matrix holds the very figures of GET /api/reporting-status", async () => {
    const matrix = await get<ReportingMatrix>(`/api/reporting-status/matrix?frequency=monthly&year=${year}`);
    expect(total([...(await shellReads()), matrix])).toBeLessThanOrEqual(BUDGET);
    const full = await get<ReportingStatusResponse>(`/api/reporting-status?frequency=monthly&year=${year}`);
    const { items, ...rows } = full.body;
    expect(items).toBeNull();
    expect(fromReportingMatrix(matrix.body)).toEqual(rows);
    // What the screen read before, for the record.
    expect(full.bytes).toBeGreaterThan(BUDGET);
  }, 120_000);

  it("UI-97: a cell's list reads the function's KPI periods alone, as GET /api/reporting-status?functionId= lists them", async () => {
    const matrix = (await get<ReportingMatrix>(`/api/reporting-status/matrix?frequency=monthly&year=${year}`))
      .body;
    const busy = matrix.functions.find((f) => (f.figures[0] ?? 0) > 0)!;
    const query = `frequency=monthly&year=${year}&period=january`;
    const items = await get<ReportingItems>(`/api/reporting-status/functions/${busy.id}/items?${query}`);
    const full = await get<ReportingStatusResponse>(`/api/reporting-status?${query}&functionId=${busy.id}`);
    expect(items.body.items.length).toBeGreaterThan(0);
    expect(items.body.items).toEqual(full.body.items);
    expect(items.bytes).toBeLessThan(full.bytes / 10);

    const other = await buildFixtureOrganization(t.database.db as Database, {
      name: "Budget Other",
      functions: 2,
      kpis: 2,
      users: 1,
      years: 1,
      frequency: "monthly",
      passwordHash: "not-a-real-hash",
      now: new Date(),
      seed: 2,
    });
    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/reporting-status/functions/${other.ceoFunctionId}/items?frequency=monthly`,
      headers: { cookie },
      remoteAddress: clientAddress(),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/reporting-status/functions/nope/items?frequency=monthly",
      headers: { cookie },
      remoteAddress: clientAddress(),
    });
    expect(bad.statusCode).toBe(400);
  }, 120_000);
});
