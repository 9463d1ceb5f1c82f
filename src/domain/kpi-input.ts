// KPI Input's list (UI-13) worked out on the server, one page at a time (KPIIN-1..KPIIN-15): the search,
// the filters, the sorts, the facets the filters offer and the paging, over rows the engine has already
// scored. Pure (ARCH-2): the server reads the rows and scores them; this file only chooses and orders.
import { FREQUENCIES, type Frequency } from "./periods";
import type { KpiStatus } from "./scoring";

/** KPIIN-6: the columns KPI Input sorts by (UI-13). */
export const KPI_INPUT_SORT_KEYS = ["name", "function", "objective", "score", "target", "owner"] as const;
export type KpiInputSortKey = (typeof KPI_INPUT_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";
export type KpiInputSort = { key: KpiInputSortKey; direction: SortDirection };
export const DEFAULT_KPI_INPUT_SORT: KpiInputSort = { key: "name", direction: "asc" };

/** KPIIN-3: the page sizes a client may ask for. */
export const KPI_INPUT_PAGE_SIZES = { default: 50, max: 200 } as const;
/** KPIIN-5: the longest search text (longer is refused, not cut). */
export const KPI_INPUT_SEARCH_MAX = 200;

/** KPIIN-5: an Owner filter value that picks the KPIs with no owner. */
export const UNOWNED = "unowned";

/** What the search, the filters and the sorts read of a row. */
export type KpiInputCandidate = {
  kpiName: string;
  kpiDescription: string | null;
  functionName: string;
  objectiveName: string;
  ownerName: string | null;
  organizationFunctionId: string;
  linkedObjectiveId: string;
  ownerId: string | null;
  frequency: Frequency;
  target: number | null;
  score: number | null;
  status: KpiStatus;
};

export type KpiInputFilters = {
  search?: string;
  functionId?: string;
  objectiveId?: string;
  ownerId?: string;
};

/**
 * KPIIN-4, KPIIN-5 (UI-13): the Function, Objective and Owner filters, and the search over name,
 * function, linked objective, owner and description, case-insensitive, on the trimmed text.
 */
export function matchesKpiInputFilters(row: KpiInputCandidate, filters: KpiInputFilters): boolean {
  if (filters.functionId && row.organizationFunctionId !== filters.functionId) return false;
  if (filters.objectiveId && row.linkedObjectiveId !== filters.objectiveId) return false;
  if (filters.ownerId && (row.ownerId ?? UNOWNED) !== filters.ownerId) return false;
  const needle = filters.search?.trim().toLowerCase() ?? "";
  if (!needle) return true;
  return [row.kpiName, row.functionName, row.objectiveName, row.ownerName, row.kpiDescription].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}

function sortValue(row: KpiInputCandidate, key: KpiInputSortKey): string | number | null {
  switch (key) {
    case "name":
      return row.kpiName;
    case "function":
      return row.functionName;
    case "objective":
      return row.objectiveName;
    case "score":
      return row.score;
    case "target":
      return row.target;
    default:
      return row.ownerName;
  }
}

const isEmpty = (value: string | number | null) => value === null || value === "";

/**
 * KPIIN-6 (UI-13): sorted by one column, either way; empty values last in both directions; ties keep
 * the order given (the rows' order of creation), so a page never shuffles between two reads.
 */
export function sortKpiInputRows<T extends KpiInputCandidate>(rows: readonly T[], sort: KpiInputSort): T[] {
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left, sort.key);
    const b = sortValue(right, sort.key);
    if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
    if (isEmpty(b)) return -1;
    const order = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
    return order * factor;
  });
}

/** UI-13: the same column again reverses the direction; a new column starts ascending. */
export function nextKpiInputSort(current: KpiInputSort, key: KpiInputSortKey): KpiInputSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

export type KpiInputOption = { value: string; label: string };

function uniqueOptions(entries: Iterable<[string, string]>): KpiInputOption[] {
  return [...new Map(entries)]
    .map(([value, label]) => ({ value, label }))
    .sort((x, y) => x.label.localeCompare(y.label));
}

export type KpiInputFacets = {
  /** UI-13: only the frequencies present among the year's KPIs, in their usual order. */
  frequencies: Frequency[];
  functions: KpiInputOption[];
  objectives: KpiInputOption[];
  owners: KpiInputOption[];
};

/** UI-13: the frequencies present among `rows`, in their usual order. */
export function frequenciesPresent(rows: readonly { frequency: Frequency }[]): Frequency[] {
  const present = new Set(rows.map((row) => row.frequency));
  return FREQUENCIES.filter((frequency) => present.has(frequency));
}

/** KPIIN-7: the filters' choices, from every KPI assignment of the year (not only the filtered ones). */
export function kpiInputFacets(rows: readonly KpiInputCandidate[]): KpiInputFacets {
  return {
    frequencies: frequenciesPresent(rows),
    functions: uniqueOptions(rows.map((row) => [row.organizationFunctionId, row.functionName])),
    objectives: uniqueOptions(rows.map((row) => [row.linkedObjectiveId, row.objectiveName])),
    // A KPI whose owner left keeps their name on its row, but is filtered with the unowned ones.
    owners: uniqueOptions(
      rows.map((row) =>
        row.ownerId ? [row.ownerId, row.ownerName ?? "Unassigned"] : [UNOWNED, "Unassigned"],
      ),
    ),
  };
}

/** KPIIN-8 (UI-13): monthly by default; when no KPI is monthly, the first frequency present. */
export function kpiInputFrequency(choice: Frequency | undefined, present: readonly Frequency[]): Frequency {
  if (choice && present.includes(choice)) return choice;
  if (present.includes("monthly") || present.length === 0) return "monthly";
  return present[0]!;
}

/**
 * KPIIN-3: one page of `rows`. A page past the last answers the last page (an edit that shrinks the list
 * never strands the screen on an empty page); `page` in the answer is the one given.
 */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown, pageCount };
}
