// FISCAL-8: which stored rows of kpi_measurements a fiscal year holds. A month's row is kept under its
// calendar year (storedYearOf), a quarter's and the annual row under the fiscal year, so a fiscal year
// `Y` with start month `s` holds the months from `s` of calendar year Y − 1 (when s > 1), the other months
// of Y, and Y's own quarters and annual value. Changing the start month re-labels rows; it never moves one.
// `year` and `start` may be a statement's placeholders (PLATFORM-33), so all of it is SQL.
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { MONTH_KEYS } from "../../domain/periods";
import { kpiMeasurements } from "./schema";

type Value = number | Placeholder;

const m = kpiMeasurements;
const MONTHS = sql.raw(`array[${MONTH_KEYS.map((key) => `'${key}'`).join(", ")}]::text[]`);

/** The fiscal year a stored row belongs to, under start month `start`. */
export function rowFiscalYear(start: Value): SQL<number> {
  return sql<number>`(${m.year} + case when ${start}::int <> 1 and array_position(${MONTHS}, ${m.periodKey}) >= ${start}::int then 1 else 0 end)`;
}

/**
 * The rows of fiscal year `year` (the primary key's year range first, so the index still serves). A
 * calendar year (start 1, known here) is its own rows: the plain comparison, half the rows to look at.
 */
export function inFiscalYear(year: Value, start: Value): SQL {
  if (start === 1) return sql`(${m.year} = ${year})`;
  return sql`(${m.year} between ${year}::int - 1 and ${year}::int and ${rowFiscalYear(start)} = ${year}::int)`;
}

/** The rows of fiscal years `first` to `last`. */
export function inFiscalYears(first: number, last: number, start: number): SQL {
  if (start === 1) return sql`(${m.year} between ${first} and ${last})`;
  return sql`(${m.year} between ${first - 1} and ${last} and ${rowFiscalYear(start)} between ${first} and ${last})`;
}
