// Bulk CSV (USER-2, USER-3): a header row with firstName, lastName, email, role; empty lines skipped; values
// trimmed. papaparse handles quoted commas and line breaks inside quotes; a byte-order mark is dropped.
import Papa from "papaparse";
import {
  BULK_COLUMNS,
  type BulkColumn,
  type BulkRowInput,
  MAX_BULK_ROWS,
} from "../../../../domain/schemas/bulk-users";
import { formatNumber } from "../../../lib/intl";

export type CsvProblem = { title: string; description: string };
export type ParsedUsersCsv = { ok: true; rows: BulkRowInput[] } | { ok: false; problem: CsvProblem };

// USER-3 messages, word for word; the others name what is wrong with the file as a whole.
export const INVALID_FILE_TYPE: CsvProblem = {
  title: "Invalid File Type",
  description: "Please upload a CSV file (.csv)",
};
export const FILE_PARSE_ERROR: CsvProblem = {
  title: "File Parse Error",
  description: "Failed to parse CSV file. Please check the format.",
};
export const FILE_READ_ERROR: CsvProblem = {
  title: "File Error",
  description: "Failed to read the file. Please try again.",
};
export const NO_VALID_USERS: CsvProblem = {
  title: "No Valid Users",
  description: "Please fix all errors before importing users.",
};

/** USER-2, USER-3: the extension must be csv or txt. */
export const isCsvFileName = (name: string) => /\.(csv|txt)$/i.test(name.trim());

// Headers are matched loosely ('First Name', 'first_name', 'EMAIL'), so a spreadsheet's export works.
const canonical = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .replace(/[\s_-]/g, "")
    .toLowerCase();
const COLUMN_BY_KEY = new Map<string, BulkColumn>(
  BULK_COLUMNS.map((column) => [column.toLowerCase(), column]),
);

export function parseUsersCsv(text: string): ParsedUsersCsv {
  const source = text.replace(/^\uFEFF/, "");
  if (source.includes("\u0000")) return { ok: false, problem: FILE_PARSE_ERROR };
  const result = Papa.parse<Record<string, string | undefined>>(source, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => COLUMN_BY_KEY.get(canonical(header)) ?? header.trim(),
    transform: (value) => value.trim(),
  });
  // Row-level errors (too few or too many cells) leave cells missing; the row checks say which. An
  // unclosed quote swallows the rest of the file, so that one refuses the file.
  if (result.errors.some((error) => error.type === "Quotes")) return { ok: false, problem: FILE_PARSE_ERROR };

  const fields = result.meta.fields ?? [];
  const missing = BULK_COLUMNS.filter((column) => !fields.includes(column));
  if (fields.length === 0 || missing.length === BULK_COLUMNS.length)
    return { ok: false, problem: FILE_PARSE_ERROR };
  if (missing.length > 0) {
    return {
      ok: false,
      problem: {
        title: FILE_PARSE_ERROR.title,
        description: `Missing ${missing.length === 1 ? "column" : "columns"}: ${missing.join(", ")}. The header row needs ${BULK_COLUMNS.join(", ")}.`,
      },
    };
  }
  const rows = result.data
    .map((record) => ({
      firstName: record.firstName ?? "",
      lastName: record.lastName ?? "",
      email: record.email ?? "",
      role: record.role ?? "",
    }))
    // A line of empty cells (",,,") is an empty line too.
    .filter((row) => Object.values(row).some((value) => value !== ""));
  if (rows.length === 0) {
    return {
      ok: false,
      problem: { title: "Empty File", description: "The file has a header row but no users." },
    };
  }
  if (rows.length > MAX_BULK_ROWS) {
    return {
      ok: false,
      problem: {
        title: "Too Many Rows",
        description: `The file has ${formatNumber(rows.length)} users; an upload takes at most ${formatNumber(MAX_BULK_ROWS)}. Split it and upload the parts.`,
      },
    };
  }
  return { ok: true, rows };
}
