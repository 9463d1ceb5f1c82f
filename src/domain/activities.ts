// Activity (ACTIVITY-1, ACTIVITY-2) and Activities (UI-18): the log's actions, entity types and
// categories, and how a row reads on screen. Its answers' schemas are in schemas/activities.ts.
import type { Activity } from "./schemas/activities";

export const ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "uploaded_data",
  "assigned",
  "deleted",
  "actual_result_update",
] as const;

export const ACTIVITY_ENTITY_TYPES = [
  "objective",
  "objective_assignment",
  "kpi",
  "kpi_assignment",
  "theme",
  "target",
  "actual_result",
  "request",
  "employee",
  // STRAT-17: a strategy map link.
  "strategy_link",
  // INIT-31: an initiative and a milestone of one.
  "initiative",
  "milestone",
  "other",
] as const;

// Activities (UI-18) category filter: Library, Assignments, Actual Result Update, Organization,
// Requests, System ('All Categories' is the absence of a filter).
export const ACTIVITY_CATEGORIES = [
  "library",
  "assignments",
  "actual_result_update",
  "organization",
  "requests",
  "system",
  // INIT-31: initiative and milestone changes.
  "initiatives",
] as const;

export type ActivityCategoryValue = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_CATEGORY_LABELS: Record<ActivityCategoryValue, string> = {
  library: "Library",
  assignments: "Assignments",
  actual_result_update: "Actual Result Update",
  organization: "Organization",
  requests: "Requests",
  system: "System",
  initiatives: "Initiatives",
};

/** A value kept in details.oldValue/newValue as a person reads it; nothing to show is null. */
export function formatActivityValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(formatActivityValue).filter((part): part is string => part !== null);
    return parts.length ? parts.join(", ") : null;
  }
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const text = formatActivityValue(inner);
        return text === null ? null : `${key}: ${text}`;
      })
      .filter((part): part is string => part !== null);
    return parts.length ? parts.join(", ") : null;
  }
  return null;
}

const humanise = (word: string) => word.replaceAll("_", " ").replaceAll("-", " ").trim();

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A stored period as the screens label it: 'march 2026' (older rows) reads 'March 2026', 'q1 2026' 'Q1 2026'. */
function periodText(period: string): string {
  return period
    .trim()
    .split(/\s+/)
    .map((word) => (/^q[1-4]$/i.test(word) ? word.toUpperCase() : capitalise(word)))
    .join(" ");
}

/**
 * Activity text (ACTIVITY-2): an actual_result_update reads 'Actual result updated from {old or No previous
 * value} to {new} for KPI {name}', then the function and the period when the row has them ('…, Operations,
 * March 2026'); others read '{Action} {entity type}: {entity name}'.
 */
export function activityText(activity: Pick<Activity, "action" | "entityType" | "entityName" | "details">) {
  const { details } = activity;
  if (activity.action === "actual_result_update") {
    const oldValue = formatActivityValue(details.oldValue) ?? "No previous value";
    const newValue = formatActivityValue(details.newValue) ?? "No data";
    const name = details.kpiName || activity.entityName;
    const place = [details.functionName?.trim(), details.period ? periodText(details.period) : ""]
      .filter(Boolean)
      .map((part) => `, ${part}`)
      .join("");
    return `Actual result updated from ${oldValue} to ${newValue} for KPI ${name}${place}`;
  }
  // 'other' names no type, so it is left out: 'Updated: Organization settings', not 'Updated other: …'.
  const type = activity.entityType === "other" ? "" : ` ${humanise(activity.entityType)}`;
  return `${capitalise(humanise(activity.action))}${type}: ${activity.entityName}`;
}
