// Cells of the CSV and XLSX files the app writes (EXPORT-5..EXPORT-7), shared by the exports and the
// import template (IMPORT-22).

import { currencySymbol, MINUS, unitOf } from "./units";

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

/**
 * EXPORT-7, UI-114: the number format of a value in its unit, read by unitOf as the screens read it: the
 * cell keeps the raw number, the format shows it as the screens do ('"€"#,##0"k"' for € thousands),
 * with the screens' minus sign; a fraction shows the unit's decimals (money's all of them).
 */
export function unitNumberFormat(unit: string | null | undefined, value: number): string {
  const model = unitOf(unit);
  const digits = Number.isInteger(value)
    ? 0
    : model.kind === "currency"
      ? model.decimals
      : Math.min(2, model.decimals);
  const number = digits > 0 ? `#,##0.${"0".repeat(digits)}` : "#,##0";
  const scale = model.scale === 1_000 ? '"k"' : model.scale === 1_000_000 ? '"m"' : "";
  // Durations and other units are named in the file's Unit column; money and % show as on screen.
  const symbol = model.kind === "currency" ? currencySymbol(model.currency) : null;
  const before = symbol ? `"${symbol}"` : "";
  const after = model.kind === "percent" ? `${scale}"%"` : scale;
  const positive = `${before}${number}${after}`;
  return value < 0 ? `${positive};"${MINUS}${symbol ?? ""}"${number}${after}` : positive;
}
