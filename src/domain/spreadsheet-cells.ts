// Cells of the CSV and XLSX files the app writes (EXPORT-5..EXPORT-7), shared by the exports and the
// import template (IMPORT-22).

// EXPORT-5: a cell that begins with =, +, - or @ (also their full-width forms), a tab or a carriage return
// would be read as a formula by a spreadsheet program (formula injection); it is prefixed with an
// apostrophe, which the program shows as text and the app's own number reading (VALUE-2) ignores.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

// EXPORT-18: a spreadsheet program that splits on another separator (';' in many locales, or a tab)
// would start a new cell after it: a formula character right after one is neutralised the same way.
const FORMULA_AFTER_SEPARATOR = /([,;\t|])(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** The cell as text a spreadsheet will not evaluate, however it splits the line. */
export function neutraliseCell(value: string): string {
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/**
 * EXPORT-18: how every CSV file the app writes is joined (PapaParse's unparse options): CRLF lines, and
 * every text field in quotes, so no separator inside a name splits it whatever the reader's delimiter.
 */
export const CSV_OPTIONS = {
  newline: "\r\n",
  quotes: (value: unknown) => typeof value === "string",
};

/** EXPORT-6: a safe part of a file name: lower-case ASCII letters and digits joined by dashes, ≤ 40. */
export function fileNamePart(value: string, fallback: string): string {
  const part = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return part === "" ? fallback : part;
}

const CURRENCIES = new Set(["$", "€", "£", "¥"]);

/** EXPORT-7: the number format of a value in its unit: two decimals when it has a fraction. */
export function unitNumberFormat(unit: string | null | undefined, value: number): string {
  const base = Number.isInteger(value) ? "#,##0" : "#,##0.00";
  if (unit === "%") return `${base}"%"`;
  if (unit && CURRENCIES.has(unit)) return `"${unit}"${base}`;
  return base;
}
