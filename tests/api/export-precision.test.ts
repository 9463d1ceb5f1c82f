import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORECARD_EXPORT_COLUMNS } from "../../src/domain/exports";
import { clientAddress, signUpVerified } from "../support/accounts";
import { appFixture, SETUP_TIMEOUT } from "../support/api";
import { scorecardRows } from "../support/scorecard-rows";

// EXPORT-17: every number a file export holds is at its declared precision (scores whole, weights 2
// decimals, targets and actuals 4), never float noise; every XLSX number cell has a number format.
const YEAR = 2025;

const { t } = appFixture();
let cookie: string;
let fnId: string;

beforeAll(async () => {
  const admin = await signUpVerified(t, { companyName: "Noise Co" });
  cookie = admin.cookie;
  const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  const fn = await rows.fn({ name: "Sums" });
  fnId = fn.id;
  const grow = await rows.objective(fn.id, { name: "Grow", perspective: "Financial", weight: 33.33 });
  // Summed over Q1: 30.43 × 3 = 91.28999999999999 in floating point, and 10.1 + 20.2 + 30.3 =
  // 60.599999999999994; the score is 60.6 ÷ 91.29 = 66.38% → 66.
  await rows.kpi(grow, {
    name: "Monthly revenue",
    unit: "€",
    frequency: "monthly",
    weight: 66.67,
    years: {
      [YEAR]: {
        targets: { january: 30.43, february: 30.43, march: 30.43 },
        actuals: { january: 10.1, february: 20.2, march: 30.3 },
      },
    },
  });
}, SETUP_TIMEOUT);

function get(url: string) {
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
}

const QUERY = () => `functionId=${fnId}&year=${YEAR}&frequency=quarterly&period=q1&view=period`;

/** The decimals a number is written with ('91.29' → 2; '91.28999999999999' → 14; '1e-7' → 7). */
function decimalsOf(text: string): number {
  const [mantissa = "", exponent] = text.toLowerCase().split("e");
  const decimals = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

describe("numbers in files at a declared precision (EXPORT-17)", () => {
  it("the scorecard CSV holds 91.29 and 60.6, no cell with more than 4 decimals", async () => {
    const res = await get(`/api/exports/scorecard.csv?${QUERY()}`);
    expect(res.statusCode, res.body).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    const [row] = parsed.data;
    expect(row).toMatchObject({
      "Objective weight": "33.33",
      "KPI weight": "66.67",
      Target: "91.29",
      Actual: "60.6",
      Score: "66",
    });
    const numbers = parsed.data.flatMap((r) => Object.values(r)).filter((cell) => /^-?\d/.test(cell));
    expect(numbers.filter((cell) => decimalsOf(cell) > 4)).toEqual([]);
  });

  it("the XLSX holds the same numbers, each number cell with a number format", async () => {
    const res = await get(`/api/exports/scorecard.xlsx?${QUERY()}`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Scorecard")!;
    const column = (header: string) => SCORECARD_EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;
    expect(sheet.getCell(4, column("Target")).value).toBe(91.29);
    expect(sheet.getCell(4, column("Actual")).value).toBe(60.6);
    expect(sheet.getCell(4, column("Score")).value).toBe(66);
    const numberCells: { address: string; value: number; numFmt: string | undefined }[] = [];
    sheet.eachRow((line) =>
      line.eachCell((cell) => {
        if (typeof cell.value === "number")
          numberCells.push({ address: cell.address, value: cell.value, numFmt: cell.numFmt });
      }),
    );
    expect(numberCells.length).toBeGreaterThanOrEqual(6);
    expect(numberCells.filter((cell) => !cell.numFmt)).toEqual([]);
    expect(numberCells.filter((cell) => decimalsOf(String(cell.value)) > 4)).toEqual([]);
  });

  it("the facts feed, as JSON and as CSV, holds no number beyond its precision", async () => {
    const json = await get(`/api/facts.json?year=${YEAR}`);
    expect(json.statusCode, json.body).toBe(200);
    const rows: Record<string, unknown>[] = json.json().rows;
    const q1 = rows.find((row) => row.period === "q1")!;
    expect(q1).toMatchObject({
      target: 91.29,
      actual: 60.6,
      score: 66,
      objective_weight: 33.33,
      kpi_weight: 66.67,
    });
    expect(rows.find((row) => row.period === "annual")).toMatchObject({ target: 91.29, actual: 60.6 });
    const noisy = rows.flatMap((row) =>
      Object.entries(row).filter(([, value]) => typeof value === "number" && decimalsOf(String(value)) > 4),
    );
    expect(noisy).toEqual([]);

    const csv = await get(`/api/facts.csv?year=${YEAR}`);
    const parsed = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.find((row) => row.period === "q1")).toMatchObject({ target: "91.29", actual: "60.6" });
    const cells = parsed.data
      .flatMap((row) => Object.values(row))
      .filter((cell) => /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(cell));
    expect(cells.filter((cell) => decimalsOf(cell) > 4)).toEqual([]);
  });
});
