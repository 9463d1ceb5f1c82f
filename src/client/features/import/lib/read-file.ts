// UI-84, IMPORT-12: a CSV or XLSX file read in the browser into its header and data lines. papaparse and
// exceljs are loaded only here, on demand (dynamic import), so no other screen pays for them.
import { IMPORT_MAX_BYTES, IMPORT_MAX_BYTES_MESSAGE, isBlankLine } from "../../../../domain/imports";

export type FileLine = { row: number; cells: unknown[] };
export type ReadFile =
  | { ok: true; fileName: string; headings: string[]; lines: FileLine[] }
  | { ok: false; message: string };

export const ACCEPTED_FILES =
  ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function kindOf(name: string): "csv" | "xlsx" | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".csv") || lower.endsWith(".txt")) return "csv";
  if (lower.endsWith(".xlsx")) return "xlsx";
  return null;
}

/** An XLSX cell's value as the import reads it: text, a number, or the result of a formula. */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  if ("result" in record) return cellValue(record.result);
  if (Array.isArray(record.richText)) {
    return (record.richText as { text?: string }[]).map((part) => part.text ?? "").join("");
  }
  if ("text" in record) return cellValue(record.text);
  if ("error" in record) return String(record.error);
  return "";
}

async function readCsv(file: File): Promise<{ headings: string[]; lines: FileLine[] }> {
  const { default: Papa } = await import("papaparse");
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
  const [header = [], ...rest] = parsed.data;
  const lines = rest
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter((line) => !isBlankLine(line.cells));
  return { headings: header.map((cell) => String(cell ?? "")), lines };
}

async function readXlsx(file: File): Promise<{ headings: string[]; lines: FileLine[] }> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headings: [], lines: [] };
  let headings: string[] | null = null;
  const lines: FileLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is empty.
    const values = (Array.isArray(row.values) ? row.values.slice(1) : []).map(cellValue);
    if (headings === null) {
      headings = values.map((value) => String(value ?? ""));
      return;
    }
    if (!isBlankLine(values)) lines.push({ row: rowNumber, cells: values });
  });
  return { headings: headings ?? [], lines };
}

/** IMPORT-3, IMPORT-12: checks the file's type and size, then reads its first sheet or its CSV text. */
export async function readImportFile(file: File): Promise<ReadFile> {
  const kind = kindOf(file.name);
  if (!kind) return { ok: false, message: "Choose a CSV (.csv) or Excel (.xlsx) file." };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_MAX_BYTES_MESSAGE };
  try {
    const read = kind === "csv" ? await readCsv(file) : await readXlsx(file);
    if (read.headings.every((heading) => heading.trim() === "")) {
      return { ok: false, message: "The file is empty: its first line must name the columns." };
    }
    return { ok: true, fileName: file.name, ...read };
  } catch {
    return {
      ok: false,
      message:
        kind === "xlsx"
          ? "The file could not be read as an Excel workbook. Save it again as .xlsx or as CSV."
          : "The file could not be read as CSV text.",
    };
  }
}
