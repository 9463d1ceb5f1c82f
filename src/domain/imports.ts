// Import of targets and actuals (IMPORT-1..IMPORT-22, docs/decisions/014-measurement-import.md): the pure
// part shared by the server and the screen: the columns, the limits, reading one row, matching a file's
// header, and finding duplicate rows.
import {
  type DecimalSeparator,
  NUMBER_MESSAGE,
  parseDecimal,
  VALUE_LIMIT,
  VALUE_RANGE_MESSAGE,
} from "./measures";
import { type Frequency, type PeriodKey, periodKeysFor } from "./periods";

/** IMPORT-2: the columns of an import file, in the template's order. */
export const IMPORT_COLUMNS = ["function", "kpi", "year", "period", "target", "actual"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** IMPORT-13: the error file's own column, left out when that file is imported again. */
export const ERRORS_COLUMN = "errors";
/** IMPORT-3: at most this many rows per request. */
export const IMPORT_MAX_ROWS = 10_000;
/** IMPORT-3: at most this many bytes per file (and per request body). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS_MESSAGE = `An import takes at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows; split the file and import each part.`;
export const IMPORT_MAX_BYTES_MESSAGE = "The file is larger than 5 MB; split it and import each part.";

/**
 * IMPORT-24: an import (not a dry run) of more rows than this runs as a background job: the request
 * answers 202 with the job to poll, and the job writes the rows in slices, so one member's large file
 * never holds the database for everyone (docs/decisions/023).
 */
export const IMPORT_JOB_MIN_ROWS = 200;
/** IMPORT-25: one import at a time per member (queued or running). */
export const IMPORT_RUNNING_MESSAGE =
  "Your previous import is still running. Wait until it finishes, then import the next file.";
/** IMPORT-26: imports and checks a member may send in an hour. */
export const IMPORTS_PER_HOUR = 60;
export const IMPORT_RATE_MESSAGE = `You can send at most ${IMPORTS_PER_HOUR} imports or checks an hour. Try again later.`;
/** IMPORT-27: the years an import takes, around the organization's fiscal year today. */
export const IMPORT_YEARS_BACK = 10;
export const IMPORT_YEARS_AHEAD = 5;

export type ImportIssue = { field: string; message: string };

/** A row as read (IMPORT-4): references still to be resolved, values checked for type and bounds. */
export type ReadRow = {
  row: number;
  functionRef: string | null;
  kpiRef: string | null;
  year: number | null;
  period: string | null;
  target: number | null;
  actual: number | null;
  errors: ImportIssue[];
};

const ROW_NUMBER_FIELD = "row";

/** IMPORT-6: a year as a row gives it: a four-digit number or its text, else null. */
export function readYear(value: unknown): number | null {
  const written = text(value);
  return written !== null && /^\d{4}$/.test(written) ? Number(written) : null;
}

/** IMPORT-27: the years an import takes: the fiscal year today − 10 … + 5. */
export function importYearWindow(fiscalYearNow: number): { from: number; to: number } {
  return { from: fiscalYearNow - IMPORT_YEARS_BACK, to: fiscalYearNow + IMPORT_YEARS_AHEAD };
}

/**
 * IMPORT-27: the rows whose year is outside the window, as the 400 that refuses the request names them:
 * the message names the first rows (their numbers as IMPORT-13 gives them), `fields` each row's year.
 */
export function yearsOutsideWindow(
  rows: readonly unknown[],
  years: { from: number; to: number },
): { message: string; fields: Record<string, string> } | null {
  const outside: { index: number; row: number; year: number }[] = [];
  rows.forEach((raw, index) => {
    if (!isRecord(raw)) return;
    const year = readYear(raw.year);
    if (year === null || (year >= years.from && year <= years.to)) return;
    const given = raw[ROW_NUMBER_FIELD];
    const row = typeof given === "number" && Number.isInteger(given) && given >= 1 ? given : index + 2;
    outside.push({ index, row, year });
  });
  if (outside.length === 0) return null;
  const rule = `The year must be from ${years.from} to ${years.to}.`;
  const [first] = outside;
  const more = outside.length - 1;
  const message =
    `Row ${first!.row}: the year ${first!.year} is outside the years an import takes (${years.from} to ${years.to})` +
    (more > 0
      ? `, and so ${more === 1 ? "is 1 other row" : `are ${more.toLocaleString("en-US")} other rows`}`
      : "") +
    ". Correct the year and import again.";
  const fields: Record<string, string> = {};
  for (const one of outside.slice(0, 100)) fields[`rows.${one.index}.year`] = rule;
  return { message, fields };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** IMPORT-6: a value is a number, or its text in the dot notation (an apostrophe and spaces are ignored). */
function readValue(
  field: "target" | "actual",
  value: unknown,
  errors: ImportIssue[],
  separator: DecimalSeparator,
): number | null {
  if (value === undefined || value === null) return null;
  let number: number | null;
  if (typeof value === "number") number = value;
  else if (typeof value === "string") {
    const parsed = parseDecimal(value, separator);
    if (!parsed.ok) {
      // VALUE-1: a number beyond ±1e12 is a number: its message says where it falls short, as for a
      // number given as a number; VALUE-3: an ambiguous entry says it is ambiguous.
      const shown = value.trim().slice(0, 40);
      errors.push({
        field,
        message:
          parsed.message === VALUE_RANGE_MESSAGE
            ? `The ${field} ${shown} ${VALUE_RANGE_MESSAGE}.`
            : parsed.message === NUMBER_MESSAGE
              ? `The ${field} "${shown}" is not a number.`
              : `The ${field} "${shown}" ${parsed.message}.`,
      });
      return null;
    }
    number = parsed.value;
  } else {
    errors.push({ field, message: `The ${field} must be a number.` });
    return null;
  }
  if (number === null) return null;
  if (!Number.isFinite(number) || Math.abs(number) > VALUE_LIMIT) {
    errors.push({ field, message: `The ${field} ${VALUE_RANGE_MESSAGE}.` });
    return null;
  }
  return number;
}

/**
 * IMPORT-4, IMPORT-5: reads one row of a request. Unknown columns, wrong types and missing references
 * are reported on the row, all at once; `index` is the row's place in the request (its number defaults
 * to index + 2: line 1 is the file's header).
 */
export function readImportRow(raw: unknown, index: number, separator: DecimalSeparator = "."): ReadRow {
  const errors: ImportIssue[] = [];
  const fallback = index + 2;
  if (!isRecord(raw)) {
    return {
      row: fallback,
      functionRef: null,
      kpiRef: null,
      year: null,
      period: null,
      target: null,
      actual: null,
      errors: [{ field: ROW_NUMBER_FIELD, message: "The row must be an object of columns." }],
    };
  }
  const given = raw[ROW_NUMBER_FIELD];
  const row =
    typeof given === "number" && Number.isInteger(given) && given >= 1 && given <= 10_000_000
      ? given
      : fallback;
  if (given !== undefined && row !== given) {
    errors.push({ field: ROW_NUMBER_FIELD, message: "The row number must be a whole number from 1." });
  }
  for (const key of Object.keys(raw)) {
    if (key === ROW_NUMBER_FIELD || (IMPORT_COLUMNS as readonly string[]).includes(key)) continue;
    errors.push({
      field: key.slice(0, 60),
      message: `Unknown column "${key.slice(0, 60)}": the columns are ${IMPORT_COLUMNS.join(", ")}.`,
    });
  }
  const reference = (field: "function" | "kpi") => {
    const value = raw[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      errors.push({ field, message: `The ${field === "kpi" ? "KPI" : field} must be a name or an id.` });
      return null;
    }
    const name = text(value);
    if (name === null) {
      errors.push({ field, message: `The ${field === "kpi" ? "KPI" : field} is missing.` });
    } else if (name.length > 300) {
      errors.push({
        field,
        message: `The ${field === "kpi" ? "KPI" : field} is longer than 300 characters.`,
      });
      return null;
    }
    return name;
  };
  const functionRef = reference("function");
  const kpiRef = reference("kpi");
  let year = readYear(raw.year);
  if (year === null || year < 1900 || year > 2200) {
    year = null;
    errors.push({ field: "year", message: "The year must be a year from 1900 to 2200." });
  }
  const period = typeof raw.period === "string" ? text(raw.period) : null;
  if (period === null) errors.push({ field: "period", message: "The period is missing." });
  const target = readValue("target", raw.target, errors, separator);
  const actual = readValue("actual", raw.actual, errors, separator);
  return { row, functionRef, kpiRef, year, period, target, actual, errors };
}

const MONTH_SHORT: Record<string, PeriodKey> = {
  jan: "january",
  feb: "february",
  mar: "march",
  apr: "april",
  jun: "june",
  jul: "july",
  aug: "august",
  sep: "september",
  sept: "september",
  oct: "october",
  nov: "november",
  dec: "december",
};

/**
 * IMPORT-7: the period key of a text for the KPI's frequency: the key itself in any case ('Q1',
 * 'January', 'annual'), or a month's three-letter name; anything else names the keys that fit.
 */
export function periodKeyFor(
  frequency: Frequency,
  value: string,
): { ok: true; key: PeriodKey } | { ok: false; message: string } {
  const lower = value.trim().toLowerCase();
  const key = (MONTH_SHORT[lower] ?? (lower === "year" ? "annual" : lower)) as PeriodKey;
  const keys = periodKeysFor(frequency);
  if (keys.includes(key)) return { ok: true, key };
  return {
    ok: false,
    message: `The period "${value.slice(0, 40)}" is not a period of this ${frequency} KPI: use one of ${keys.join(", ")}.`,
  };
}

/** IMPORT-8: the rows (by index) that repeat another row's function, KPI, year and period. */
export function duplicateGroups(keys: readonly (string | null)[]): Map<number, number[]> {
  const byKey = new Map<string, number[]>();
  keys.forEach((key, index) => {
    if (key === null) return;
    const list = byKey.get(key);
    if (list) list.push(index);
    else byKey.set(key, [index]);
  });
  const out = new Map<number, number[]>();
  for (const list of byKey.values()) {
    if (list.length < 2) continue;
    for (const index of list) out.set(index, list);
  }
  return out;
}

/** What a file's header line maps to (IMPORT-12). */
export type HeaderMapping = {
  /** The column of the file each import column is read from. */
  columns: Partial<Record<ImportColumn, number>>;
  /** Columns the import does not know, by their heading as written. */
  unknown: { index: number; name: string }[];
  /** Required columns the file lacks. */
  missing: ImportColumn[];
};

const REQUIRED: readonly ImportColumn[] = ["function", "kpi", "year", "period"];

/** IMPORT-12: headings are matched without regard to case or surrounding spaces; the error column is left out. */
export function mapHeader(headings: readonly unknown[]): HeaderMapping {
  const columns: Partial<Record<ImportColumn, number>> = {};
  const unknown: { index: number; name: string }[] = [];
  headings.forEach((heading, index) => {
    const name = typeof heading === "string" ? heading.trim() : String(heading ?? "").trim();
    const lower = name.toLowerCase();
    if (lower === ERRORS_COLUMN) return;
    if (
      (IMPORT_COLUMNS as readonly string[]).includes(lower) &&
      columns[lower as ImportColumn] === undefined
    ) {
      columns[lower as ImportColumn] = index;
    } else if (name !== "") {
      unknown.push({ index, name });
    }
  });
  const missing = REQUIRED.filter((column) => columns[column] === undefined);
  return { columns, unknown, missing };
}

/** IMPORT-12: a data line of the file as a request row: its known columns, and the unknown ones by name. */
export function rowFromCells(
  cells: readonly unknown[],
  mapping: HeaderMapping,
  row: number,
  keepUnknown: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { row };
  for (const column of IMPORT_COLUMNS) {
    const index = mapping.columns[column];
    if (index === undefined) continue;
    const cell = cells[index];
    if (cell === undefined || cell === null || cell === "") continue;
    out[column] = typeof cell === "number" && column !== "year" ? cell : String(cell);
  }
  if (keepUnknown) {
    for (const { index, name } of mapping.unknown) {
      const cell = cells[index];
      if (cell !== undefined && cell !== null && cell !== "") out[name] = String(cell);
    }
  }
  return out;
}

/** A line of the file with nothing in it (skipped, not an error). */
export function isBlankLine(cells: readonly unknown[]): boolean {
  return cells.every((cell) => cell === undefined || cell === null || String(cell).trim() === "");
}
