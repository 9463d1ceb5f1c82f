// The export files (EXPORT-3..EXPORT-7, EXPORT-10, EXPORT-22): XLSX through exceljs and CSV through
// papaparse, each library loaded on the first export only, so starting the server does not load it; the
// facts feed as CSV and JSON written slice by slice.

import type * as PapaTypes from "papaparse";
import {
  fileNumber,
  SCORECARD_EXPORT_COLUMNS,
  type ScorecardExportRow,
  scorecardExportRows,
  scorecardExportTitle,
} from "../../../domain/exports";
import type { Locale } from "../../../domain/locale";
import { FACT_COLUMNS, type FactRow } from "../../../domain/schemas/exports";
import type { KpiStatus } from "../../../domain/scoring";
import { CSV_OPTIONS, neutraliseCell, unitNumberFormat } from "../../../domain/spreadsheet-cells";
import { intlFor, type ServerIntl } from "../../i18n";
import { exportMessages as m } from "./messages";
import type { ScorecardExportData } from "./service";

type ExcelJs = typeof import("exceljs");
type PapaParse = typeof PapaTypes;

/** Node loads both packages as CommonJS: the module is the default export, whatever the types say. */
async function loadExcelJs(): Promise<ExcelJs> {
  const mod = (await import("exceljs")) as ExcelJs & { default?: ExcelJs };
  return mod.default ?? mod;
}
async function loadPapaParse(): Promise<PapaParse> {
  const mod = (await import("papaparse")) as PapaParse & { default?: PapaParse };
  return mod.default ?? mod;
}

/** EXPORT-5: every text cell neutralised; numbers stay numbers; null stays empty. */
function cellOf(value: string | number | null): string | number | null {
  return typeof value === "string" ? neutraliseCell(value) : value;
}

/** EXPORT-3: scores are the screen's whole points shown with a % sign (87 → '87%'), so they equal the CSV's. */
const SCORE_FORMAT = '0"%"';
const weightFormat = (value: number) => (Number.isInteger(value) ? "0" : "0.0#");

// ---- EXPORT-26, docs/decisions/026: the file's words in the caller's language ----

const STATUS_KEY: Record<KpiStatus, string> = {
  "Exceeds Target": "exceeds",
  "On Target": "onTarget",
  "Near Target": "nearTarget",
  "At Risk": "atRisk",
  "Below Target": "belowTarget",
  "No Data": "noData",
};
const statusText = (intl: ServerIntl, status: string | number | null) =>
  typeof status === "string" && status in STATUS_KEY
    ? intl.formatMessage(m.status, { status: STATUS_KEY[status as KpiStatus] })
    : status;
const headerOf = (intl: ServerIntl, key: string) => intl.formatMessage(m.header, { column: key });

/** The export's rows with their status names in the caller's language (the domain keeps the English keys). */
function rowsIn(intl: ServerIntl, data: ScorecardExportData): ScorecardExportRow[] {
  return scorecardExportRows(data.card, data.commentary).map((row) => ({
    ...row,
    status: statusText(intl, row.status),
    objectiveStatus: statusText(intl, row.objectiveStatus),
  }));
}

/** EXPORT-3, EXPORT-4: the scorecard as an XLSX workbook of one sheet. */
export async function scorecardXlsx(data: ScorecardExportData, locale: Locale): Promise<Buffer> {
  const intl = intlFor(locale);
  const ExcelJS = await loadExcelJs();
  const { card, organization } = data;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Meridian";
  const sheet = workbook.addWorksheet(intl.formatMessage(m.sheetName), {
    // EXPORT-3: the title and header rows stay in view.
    views: [{ state: "frozen", ySplit: 3, xSplit: 0 }],
  });
  const width = SCORECARD_EXPORT_COLUMNS.length;
  SCORECARD_EXPORT_COLUMNS.forEach((column, i) => {
    sheet.getColumn(i + 1).width = column.width;
  });

  // EXPORT-4: row 1 the title, row 2 the overall score, its status and coverage.
  const title = sheet.getRow(1);
  title.getCell(1).value = neutraliseCell(scorecardExportTitle(organization, card));
  title.getCell(1).font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, width);
  const overall = sheet.getRow(2);
  overall.getCell(1).value = intl.formatMessage(m.overallScore);
  overall.getCell(1).font = { bold: true };
  const score = overall.getCell(2);
  score.value = fileNumber(card.score, "score");
  score.numFmt = SCORE_FORMAT;
  overall.getCell(3).value = statusText(intl, card.status);
  overall.getCell(4).value = intl.formatMessage(m.coverage);
  overall.getCell(4).font = { bold: true };
  overall.getCell(5).value = intl.formatMessage(m.coverageValue, { ...card.coverage });

  const header = sheet.getRow(3);
  SCORECARD_EXPORT_COLUMNS.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = headerOf(intl, column.key);
    cell.font = { bold: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE5E7EB" } };
    cell.border = { bottom: { style: "thin" } };
  });
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: width } };

  const rows = rowsIn(intl, data);
  rows.forEach((row, r) => {
    const line = sheet.getRow(4 + r);
    SCORECARD_EXPORT_COLUMNS.forEach((column, i) => {
      const value = row[column.key];
      const cell = line.getCell(i + 1);
      cell.value = cellOf(value);
      if (typeof value !== "number") return;
      if (column.kind === "score") cell.numFmt = SCORE_FORMAT;
      else if (column.kind === "weight") cell.numFmt = weightFormat(value);
      else if (column.kind === "value") cell.numFmt = unitNumberFormat(row.unit as string | null, value);
    });
    if (row.analysis || row.recommendations) line.alignment = { wrapText: true, vertical: "top" };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** EXPORT-4: UTF-8 with a byte order mark, so Excel opens the file in UTF-8. */
const BOM = "\uFEFF";

/** EXPORT-4: the scorecard as CSV: the header row and the same rows as the XLSX (no title rows). */
export async function scorecardCsv(data: ScorecardExportData, locale: Locale): Promise<string> {
  const intl = intlFor(locale);
  const Papa = await loadPapaParse();
  const rows = rowsIn(intl, data);
  return (
    BOM +
    Papa.unparse(
      {
        fields: SCORECARD_EXPORT_COLUMNS.map((column) => headerOf(intl, column.key)),
        data: rows.map((row: ScorecardExportRow) =>
          SCORECARD_EXPORT_COLUMNS.map((column) => cellOf(row[column.key])),
        ),
      },
      CSV_OPTIONS,
    )
  );
}

/** EXPORT-10, EXPORT-22: the facts feed as CSV, its columns named as FACT_COLUMNS, a slice of rows at a time. */
export async function* factsCsv(slices: AsyncIterable<readonly FactRow[]>): AsyncGenerator<string> {
  const Papa = await loadPapaParse();
  // The header alone ends with a line break, as the whole file's header does; rows end without one.
  yield BOM + Papa.unparse({ fields: [...FACT_COLUMNS], data: [] }, CSV_OPTIONS);
  let separator = "";
  for await (const rows of slices) {
    const data = rows.map((row) => FACT_COLUMNS.map((column) => cellOf(row[column])));
    yield separator + Papa.unparse(data, CSV_OPTIONS);
    separator = CSV_OPTIONS.newline;
  }
}

/**
 * API-30, EXPORT-22: the facts feed as JSON, `{organization, year, fiscalYearStartMonth, columns, rows}`,
 * written a slice of rows at a time; the bytes are those of the whole answer's JSON.stringify.
 */
export async function* factsJson(
  head: { organization: string; year: number; fiscalYearStartMonth: number },
  slices: AsyncIterable<readonly FactRow[]>,
): AsyncGenerator<string> {
  const { organization, year, fiscalYearStartMonth } = head;
  const opening = JSON.stringify({
    organization,
    year,
    fiscalYearStartMonth,
    columns: FACT_COLUMNS,
    rows: [],
  });
  yield opening.slice(0, -"]}".length);
  let separator = "";
  for await (const rows of slices) {
    yield separator + rows.map((row) => JSON.stringify(row)).join(",");
    separator = ",";
  }
  yield "]}";
}
