import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCORECARD_EXPORT_COLUMNS } from "../../src/domain/exports";
import { FACT_COLUMNS } from "../../src/domain/schemas/exports";
import type { ScorecardResponse } from "../../src/domain/schemas/scorecard";
import { neutraliseCell } from "../../src/domain/spreadsheet-cells";
import { clientAddress, signUpVerified } from "../support/accounts";
import { expectStatus, injectSender, type Send } from "../support/cascade";
import { invitedMemberCookie } from "../support/library";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// The scorecard export (EXPORT-1..EXPORT-8, API-29) and the facts feed
// (EXPORT-10..EXPORT-15, API-30), read back with exceljs and papaparse and compared with GET /api/scorecard.
const YEAR = 2025;
const HYPERLINK = '=HYPERLINK("http://evil.example","Click")';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let memberCookie: string;
let fnId: string;
let foreignFnId: string;
let linkKpi: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t, { companyName: "Export Co" });
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  memberCookie = await invitedMemberCookie(t, admin.cookie, "user");
  const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  const otherRows = scorecardRows(t.database.db, { orgId: other.user.organizationId, userId: other.user.id });
  const fn = await rows.fn({ name: "Operations & Sales" });
  fnId = fn.id;
  const money = await rows.objective(fn.id, { name: "Grow revenue", perspective: "Financial", weight: 60 });
  const customers = await rows.objective(fn.id, {
    name: "@Happy customers",
    perspective: "Customer",
    weight: 40,
  });
  await rows.objective(fn.id, { name: "Nothing measured yet", perspective: "Learning_Growth", weight: 10 });
  linkKpi = await rows.kpi(money, {
    name: HYPERLINK,
    unit: "$",
    weight: 70,
    years: { [YEAR]: { targets: { q1: 1000, q2: 1000 }, actuals: { q1: 900 } } },
  });
  await rows.kpi(money, {
    name: "+1",
    unit: "%",
    weight: 30,
    years: { [YEAR]: { targets: { q1: 50 }, actuals: { q1: 55.5 } } },
  });
  await rows.kpi(customers, {
    name: "-2",
    unit: "days",
    polarity: "negative",
    years: { [YEAR]: { targets: { q1: 3.5 }, actuals: { q1: 4.25 } } },
  });
  await rows.kpi(customers, {
    name: "Monthly calls",
    unit: "calls",
    frequency: "monthly",
    years: {
      [YEAR]: {
        targets: { january: 10, february: 10, march: 10 },
        actuals: { january: 8, february: 10, march: 12 },
      },
    },
  });
  await rows.kpi(customers, { name: "@x", unit: null });
  await expectStatus(send, 200, "PUT", `/api/kpi-assignments/${linkKpi.id}/commentary`, {
    year: YEAR,
    period: "q1",
    analysis: "-Revenue dipped in March",
    recommendations: "Push the renewals",
  });
  const foreign = await otherRows.fn({ name: "Theirs" });
  foreignFnId = foreign.id;
  const theirs = await otherRows.objective(foreign.id, { name: "Their objective" });
  await otherRows.kpi(theirs, { name: "Their secret KPI", years: { [YEAR]: { actuals: { q1: 1 } } } });
});
afterAll(() => t.close());

function get(url: string, cookie: string | undefined = admin.cookie) {
  return t.app.inject({
    method: "GET",
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: clientAddress(),
  });
}

const QUERY = () => `functionId=${fnId}&year=${YEAR}&frequency=quarterly&period=q1&view=period`;

async function scorecard(query: string): Promise<ScorecardResponse> {
  const res = await get(`/api/scorecard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Cell = string | number | null;
const text = (value: string | null | undefined): string | null => (value ? neutraliseCell(value) : null);

/** The rows a scorecard export must hold, worked out from the scorecard answer alone (EXPORT-2). */
function expectedRows(card: ScorecardResponse, comments: Record<string, [string, string]> = {}): Cell[][] {
  const out: Cell[][] = [];
  for (const perspective of card.perspectives) {
    for (const o of card.objectives.filter((objective) => objective.bscPerspective === perspective.key)) {
      const head: Cell[] = [
        text(perspective.name),
        text(o.name),
        o.weight,
        o.score,
        o.status,
        `${o.coverage.reporting} of ${o.coverage.total}`,
      ];
      if (o.kpis.length === 0) out.push([...head, ...Array(10).fill(null)]);
      for (const k of o.kpis) {
        const [analysis, recommendations] = comments[k.kpiAssignmentId] ?? [null, null];
        out.push([
          ...head,
          text(k.name),
          k.weight,
          text(k.unit),
          k.target,
          k.actual,
          k.score,
          k.status,
          text(k.ownerName),
          text(analysis),
          text(recommendations),
        ]);
      }
    }
  }
  return out;
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.getWorksheet("Scorecard")!;
}

const cellValue = (value: ExcelJS.CellValue): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  throw new Error(`unexpected cell value ${JSON.stringify(value)}`);
};

describe("GET /api/exports/scorecard.xlsx (EXPORT-1..EXPORT-7, API-29)", () => {
  it("holds every figure GET /api/scorecard answers for the same query, as numbers with formats", async () => {
    const card = await scorecard(QUERY());
    const res = await get(`/api/exports/scorecard.xlsx?${QUERY()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml.sheet");
    // EXPORT-6: an attachment with a safe name; API-13: never cached.
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="export-co-operations-sales-q1-${YEAR}.xlsx"`,
    );
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
    const sheet = await readXlsx(res.rawPayload);

    // EXPORT-4: the title and the overall score.
    const title = String(sheet.getCell(1, 1).value);
    expect(title).toContain("Export Co");
    expect(title).toContain("Operations & Sales");
    expect(title).toContain(`Q1 ${YEAR}`);
    expect(sheet.getCell(2, 2).value).toBe(card.score);
    expect(sheet.getCell(2, 3).value).toBe(card.status);
    expect(sheet.getCell(2, 5).value).toBe(`${card.coverage.reporting} of ${card.coverage.total}`);

    // EXPORT-3: the header row, frozen with the title.
    const headers = SCORECARD_EXPORT_COLUMNS.map((_, i) => sheet.getCell(3, i + 1).value);
    expect(headers).toEqual(SCORECARD_EXPORT_COLUMNS.map((column) => column.header));
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 3 });
    expect(sheet.getColumn(2).width).toBeGreaterThan(20);

    const expected = expectedRows(card, {
      [linkKpi.id]: ["-Revenue dipped in March", "Push the renewals"],
    });
    const actual: Cell[][] = [];
    for (let r = 4; r < 4 + expected.length; r++) {
      actual.push(SCORECARD_EXPORT_COLUMNS.map((_, i) => cellValue(sheet.getCell(r, i + 1).value)));
    }
    expect(actual).toEqual(expected);
    expect(sheet.getCell(4 + expected.length, 1).value ?? null).toBeNull();
    expect(expected.length).toBe(6);

    // EXPORT-3, EXPORT-7: numbers carry formats: scores with %, a $ KPI's values with $.
    const linkRow = actual.findIndex((row) => row[6] === neutraliseCell(HYPERLINK)) + 4;
    expect(sheet.getCell(linkRow, 12).numFmt).toBe('0"%"');
    expect(sheet.getCell(linkRow, 10).numFmt).toBe('"$"#,##0');
    expect(sheet.getCell(linkRow, 12).value).toBe(90);
  });

  it("neutralises every text cell that could run as a formula (EXPORT-5)", async () => {
    const res = await get(`/api/exports/scorecard.xlsx?${QUERY()}`);
    const sheet = await readXlsx(res.rawPayload);
    const texts: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === "string") texts.push(cell.value);
      }),
    );
    expect(texts).toEqual(
      expect.arrayContaining([`'${HYPERLINK}`, "'+1", "'-2", "'@x", "'@Happy customers"]),
    );
    expect(texts).toContain("'-Revenue dipped in March");
    expect(texts.filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
  });

  it("answers the year-to-date and annual views like the scorecard", async () => {
    for (const query of [
      `functionId=${fnId}&year=${YEAR}&frequency=quarterly&period=q2&view=ytd`,
      `functionId=${fnId}&year=${YEAR}&frequency=annual&period=annual`,
      `functionId=${fnId}&year=${YEAR}&frequency=monthly&period=february`,
    ]) {
      const card = await scorecard(query);
      const sheet = await readXlsx((await get(`/api/exports/scorecard.xlsx?${query}`)).rawPayload);
      const expected = expectedRows(card).map((row) => row.slice(0, 13));
      const actual = expected.map((_, r) =>
        SCORECARD_EXPORT_COLUMNS.slice(0, 13).map((_, i) => cellValue(sheet.getCell(4 + r, i + 1).value)),
      );
      expect(actual, query).toEqual(expected);
    }
  });
});

describe("GET /api/exports/scorecard.csv (EXPORT-4, EXPORT-5, API-29)", () => {
  it("is UTF-8 with a BOM and holds every figure of the scorecard, neutralised", async () => {
    const card = await scorecard(QUERY());
    const res = await get(`/api/exports/scorecard.csv?${QUERY()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="export-co-operations-sales-q1-${YEAR}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...data] = parsed.data;
    expect(header).toEqual(SCORECARD_EXPORT_COLUMNS.map((column) => column.header));
    const expected = expectedRows(card, {
      [linkKpi.id]: ["-Revenue dipped in March", "Push the renewals"],
    }).map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
    expect(data).toEqual(expected);
    expect(data.flat().filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
  });
});

describe("who may export, and bad queries (EXPORT-8, TENANT-4)", () => {
  it("answers another organization's function and bad queries exactly as the scorecard does", async () => {
    for (const query of [
      `functionId=${foreignFnId}&year=${YEAR}`,
      `functionId=${crypto.randomUUID()}`,
      "functionId=not-a-uuid",
      "frequency=weekly",
      "frequency=quarterly&period=jan",
      "year=1800",
      "view=sideways",
    ]) {
      const card = await get(`/api/scorecard?${query}`);
      for (const ext of ["xlsx", "csv"]) {
        const res = await get(`/api/exports/scorecard.${ext}?${query}`);
        expect(res.statusCode, `${ext} ${query}`).toBe(card.statusCode);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).toBe(card.json().message);
      }
    }
  });

  it("lets any member export (ROLE-2) and nobody signed out", async () => {
    expect((await get(`/api/exports/scorecard.xlsx?${QUERY()}`, memberCookie)).statusCode).toBe(200);
    expect((await get("/api/facts.json", memberCookie)).statusCode).toBe(200);
    for (const url of [
      "/api/exports/scorecard.xlsx",
      "/api/exports/scorecard.csv",
      "/api/facts.csv",
      "/api/facts.json",
    ]) {
      expect((await get(url, "")).statusCode, url).toBe(401);
    }
  });

  it("exports the CEO's scorecard when no function is named, as the scorecard does", async () => {
    const res = await get(`/api/exports/scorecard.csv?year=${YEAR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="export-co-[a-z0-9-]+\.csv"$/);
  });
});

type FactRow = Record<(typeof FACT_COLUMNS)[number], string | number | null>;

describe("GET /api/facts.json and /api/facts.csv (EXPORT-10..EXPORT-15, API-30)", () => {
  let facts: { organization: string; year: number; columns: string[]; rows: FactRow[] };
  beforeAll(async () => {
    const res = await get(`/api/facts.json?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    facts = res.json();
  });
  const rowsOf = (kpiName: string) => facts.rows.filter((row) => row.kpi_name === kpiName);

  it("names its stable columns, and every row has exactly them", () => {
    expect(facts.columns).toEqual([...FACT_COLUMNS]);
    expect(facts.organization).toBe("Export Co");
    for (const row of facts.rows) expect(Object.keys(row)).toEqual([...FACT_COLUMNS]);
  });

  it("has a row per period of the KPI's frequency plus its quarters and the year (EXPORT-11)", () => {
    expect(rowsOf("Monthly calls").map((row) => row.period)).toEqual([
      ...["january", "february", "march", "april", "may", "june"],
      ...["july", "august", "september", "october", "november", "december"],
      ...["q1", "q2", "q3", "q4", "annual"],
    ]);
    expect(rowsOf("+1").map((row) => `${row.period_type}:${row.period}`)).toEqual([
      "quarter:q1",
      "quarter:q2",
      "quarter:q3",
      "quarter:q4",
      "annual:annual",
    ]);
    expect(facts.rows.some((row) => String(row.kpi_name).startsWith("Their"))).toBe(false);
  });

  it("holds the figures checked by hand (EXPORT-12)", () => {
    const jan = rowsOf("Monthly calls").find((row) => row.period === "january")!;
    expect(jan).toMatchObject({
      organization: "Export Co",
      function_id: fnId,
      function_name: "Operations & Sales",
      function_level: "division",
      objective: "@Happy customers",
      perspective: "Customer",
      objective_weight: 40,
      unit: "calls",
      frequency: "monthly",
      aggregation: "sum",
      polarity: "positive",
      scoring_method: "ratio",
      kpi_weight: 100,
      year: YEAR,
      period_type: "month",
      period_start: `${YEAR}-01-01`,
      period_end: `${YEAR}-01-31`,
      target: 10,
      actual: 8,
      score: 80,
      has_data: 1,
    });
    // A sum over the quarter: 30 against 30.
    const q1 = rowsOf("Monthly calls").find((row) => row.period === "q1")!;
    expect(q1).toMatchObject({ target: 30, actual: 30, score: 100, period_end: `${YEAR}-03-31` });
    const feb = rowsOf("Monthly calls").find((row) => row.period === "february")!;
    expect(feb.period_end).toBe(`${YEAR}-02-28`);
    const link = rowsOf(HYPERLINK).find((row) => row.period === "q2")!;
    expect(link).toMatchObject({ target: 1000, actual: null, score: null, status: "No Data", has_data: 0 });
  });

  it("agrees with GET /api/scorecard in every period (EXPORT-12)", async () => {
    for (const [frequency, period] of [
      ["quarterly", "q1"],
      ["monthly", "march"],
      ["annual", "annual"],
    ] as const) {
      const card = await scorecard(`functionId=${fnId}&year=${YEAR}&frequency=${frequency}&period=${period}`);
      for (const objective of card.objectives) {
        for (const kpi of objective.kpis) {
          const row = facts.rows.find(
            (r) => r.kpi_assignment_id === kpi.kpiAssignmentId && r.period === period,
          );
          if (frequency === "monthly" && kpi.frequency !== "monthly") {
            expect(row).toBeUndefined();
            continue;
          }
          expect(row, `${kpi.name} ${period}`).toMatchObject({
            target: kpi.target,
            actual: kpi.actual,
            score: kpi.score,
            status: kpi.status,
          });
        }
      }
    }
  });

  it("answers the same rows as CSV, neutralised, with a BOM", async () => {
    const res = await get(`/api/facts.csv?year=${YEAR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="export-co-facts-${YEAR}.csv"`);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...FACT_COLUMNS]);
    expect(parsed.data.length).toBe(facts.rows.length);
    parsed.data.forEach((row, i) => {
      const json = facts.rows[i]!;
      for (const column of FACT_COLUMNS) {
        const value = json[column];
        const expected =
          value === null ? "" : typeof value === "string" ? neutraliseCell(value) : String(value);
        expect(row[column], column).toBe(expected);
      }
    });
  });

  it("refuses a bad year with 400", async () => {
    for (const year of ["1800", "abc", "2025.5"]) {
      const res = await get(`/api/facts.json?year=${year}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Year must be/);
    }
  });
});
