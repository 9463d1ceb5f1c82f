// UI-85, IMPORT-13: the rows with errors, as a CSV of the file's own columns and an "errors" column, to fix
// and import again; text cells are neutralised like every file the app writes (IMPORT-22).
import { ERRORS_COLUMN } from "../../../../domain/imports";
import type { ImportRowResult } from "../../../../domain/schemas/imports";
import { CSV_OPTIONS, neutraliseCell } from "../../../../domain/spreadsheet-cells";
import type { FileLine } from "./read-file";

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? String(value) : neutraliseCell(String(value));
}

/** The error file's text: the original header and cells of each failed line, then its errors. */
export async function errorFileCsv(
  headings: readonly string[],
  lines: readonly FileLine[],
  results: ReadonlyMap<number, ImportRowResult>,
): Promise<string> {
  const { default: Papa } = await import("papaparse");
  const keep = headings.map((heading) => heading.trim().toLowerCase() !== ERRORS_COLUMN);
  const fields = [...headings.filter((_, i) => keep[i]), ERRORS_COLUMN];
  const data = lines
    .filter((line) => results.get(line.row)?.status === "error")
    .map((line) => {
      const errors = results.get(line.row)?.errors ?? [];
      return [
        ...headings.map((_, i) => cellText(line.cells[i])).filter((_, i) => keep[i]),
        neutraliseCell(errors.map((error) => `${error.field}: ${error.message}`).join(" ")),
      ];
    });
  return `\uFEFF${Papa.unparse({ fields, data }, CSV_OPTIONS)}\r\n`;
}
