// The KPI Overview's rows: each KPI assignment scored in the chosen view with the domain's engine (the
// same code the server runs), then searched, filtered and sorted (UI-13).
import type { ViewType } from "../../../../domain/aggregation";
import { type KpiScore, scoreKpi } from "../../../../domain/kpi-score";
import { FREQUENCIES, type Frequency, type PeriodKey, type PeriodValues } from "../../../../domain/periods";
import type { KpiAssignment } from "../../../../domain/schemas/assignments";
import type { ScoringSettings } from "../../../../domain/scoring";

export type OverviewRow = { assignment: KpiAssignment } & KpiScore;

export type OverviewView = {
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
  settings: ScoringSettings;
  /** FISCAL-3, FISCAL-5: the organization's fiscal year start month (default 1). */
  fiscalYearStartMonth?: number;
};

export function scoreRows(assignments: readonly KpiAssignment[], view: OverviewView): OverviewRow[] {
  return assignments.map((assignment) => ({
    assignment,
    ...scoreKpi({
      frequency: assignment.frequency,
      polarity: assignment.polarity,
      isCumulative: assignment.isCumulative,
      aggregation: assignment.aggregation,
      unit: assignment.unit,
      scoring: assignment.scoring,
      baseline: assignment.baseline,
      targets: assignment.targets as PeriodValues,
      actuals: assignment.actualResults as PeriodValues,
      view: view.view,
      viewFrequency: view.frequency,
      period: view.period,
      settings: view.settings,
      fiscalYearStartMonth: view.fiscalYearStartMonth,
    }),
  }));
}

/** UI-13: the Frequency filter offers only the frequencies present among the KPIs, in their usual order. */
export function frequenciesPresent(assignments: readonly KpiAssignment[]): Frequency[] {
  const present = new Set(assignments.map((a) => a.frequency));
  return FREQUENCIES.filter((frequency) => present.has(frequency));
}

/** UI-13: the overview defaults to monthly; when no KPI is monthly, the first frequency present. */
export function effectiveFrequency(choice: Frequency | null, present: readonly Frequency[]): Frequency {
  if (choice && present.includes(choice)) return choice;
  if (present.includes("monthly") || present.length === 0) return "monthly";
  return present[0]!;
}

export type OverviewFilters = {
  search: string;
  functionId: string | null;
  objectiveId: string | null;
  ownerId: string | null;
};

export const NO_FILTERS: OverviewFilters = { search: "", functionId: null, objectiveId: null, ownerId: null };

/** A person with no owner picks the KPIs without one. */
export const UNOWNED = "unowned";

/** UI-13: search across name, function, linked objective, owner and description (case-insensitive). */
export function filterRows(rows: readonly OverviewRow[], filters: OverviewFilters): OverviewRow[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(({ assignment: a }) => {
    if (filters.functionId && a.organizationFunctionId !== filters.functionId) return false;
    if (filters.objectiveId && a.linkedObjectiveId !== filters.objectiveId) return false;
    if (filters.ownerId && (a.ownerId ?? UNOWNED) !== filters.ownerId) return false;
    if (!needle) return true;
    return [a.kpiName, a.functionName, a.objectiveName, a.ownerName, a.kpiDescription].some((text) =>
      text?.toLowerCase().includes(needle),
    );
  });
}

export const SORT_KEYS = ["name", "function", "objective", "score", "target", "owner"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; direction: "asc" | "desc" };

function sortValue(row: OverviewRow, key: SortKey): string | number | null {
  const a = row.assignment;
  switch (key) {
    case "name":
      return a.kpiName;
    case "function":
      return a.functionName;
    case "objective":
      return a.objectiveName;
    case "score":
      return row.score;
    case "target":
      return row.target;
    default:
      return a.ownerName;
  }
}

/** UI-13: sortable columns; the same column again toggles the direction. Empty values sort last either way. */
export function sortRows(rows: readonly OverviewRow[], sort: Sort): OverviewRow[] {
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left, sort.key);
    const b = sortValue(right, sort.key);
    if (a === null || a === "") return b === null || b === "" ? 0 : 1;
    if (b === null || b === "") return -1;
    const order = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
    return order * factor;
  });
}

export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

export type Option = { value: string; label: string };

function uniqueOptions(entries: Iterable<[string, string]>): Option[] {
  return [...new Map(entries)]
    .map(([value, label]) => ({ value, label }))
    .sort((x, y) => x.label.localeCompare(y.label));
}

/** The Function, Objective and Owner choices, taken from the KPIs themselves. */
export function filterOptions(assignments: readonly KpiAssignment[]) {
  return {
    functions: uniqueOptions(assignments.map((a) => [a.organizationFunctionId, a.functionName])),
    objectives: uniqueOptions(assignments.map((a) => [a.linkedObjectiveId, a.objectiveName])),
    owners: uniqueOptions(assignments.map((a) => [a.ownerId ?? UNOWNED, a.ownerName ?? "Unassigned"])),
  };
}
