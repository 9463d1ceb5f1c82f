// The activity rows of a write of values (ACTIVITY-2, IMPORT-18, REQUEST-25): one row per changed actual,
// naming the KPI, its function and the period as the screens label it (FISCAL-6); one row per KPI
// assignment whose targets an import or a request changed. A request's rows are in category requests
// and name the request.
import { periodLabel } from "../../domain/periods";
import type { ActivityEntry } from "../kernel";
import type { ValueChange } from "./measurements";
import type { ValuePlace } from "./places";

/** A change request a write applies (REQUEST-25): its rows name it. */
export type AppliedRequest = { id: string; title: string };

function requestDetails(request: AppliedRequest | undefined) {
  return request ? { requestId: request.id, requestTitle: request.title } : {};
}

/** ACTIVITY-2: 'Actual result updated from {old} to {new} for KPI {name}, {function}, {period}'. */
export function actualEntries(
  place: ValuePlace,
  year: number,
  changes: readonly ValueChange[],
  fiscalStartMonth: number,
  request?: AppliedRequest,
): ActivityEntry[] {
  return changes.map((change) => ({
    action: "actual_result_update",
    entityType: "actual_result",
    entityId: place.id,
    entityName: place.kpiName,
    category: request ? "requests" : "actual_result_update",
    details: {
      ...requestDetails(request),
      oldValue: change.oldValue,
      newValue: change.newValue,
      kpiName: place.kpiName,
      functionName: place.functionName,
      period: periodLabel(place.frequency, change.key, year, fiscalStartMonth),
      unit: place.unit,
    },
  }));
}

/**
 * The targets of one KPI assignment and year that changed, before → after, on the assignment; a copy of
 * a year's targets (TARGET-5) names them as targets.
 */
export function targetEntry(
  place: ValuePlace,
  year: number,
  changes: readonly ValueChange[],
  request?: AppliedRequest,
  entityType: "kpi_assignment" | "target" = "kpi_assignment",
): ActivityEntry {
  return {
    action: "updated",
    entityType,
    entityId: place.id,
    entityName: place.kpiName,
    category: request ? "requests" : "assignments",
    details: {
      ...requestDetails(request),
      oldValue: { targets: Object.fromEntries(changes.map((c) => [c.key, c.oldValue])) },
      newValue: { targets: Object.fromEntries(changes.map((c) => [c.key, c.newValue])) },
      functionName: place.functionName,
      period: String(year),
    },
  };
}
