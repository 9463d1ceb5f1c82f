import { z } from "zod";

// Activity (ACTIVITY-1) and Activities (UI-18): what GET /api/activities answers and how a row reads on
// screen.

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

export const ACTIVITIES_DEFAULT_LIMIT = 100;
export const ACTIVITIES_MAX_LIMIT = 500;

export const activitiesQuerySchema = z.object({
  category: z.enum(ACTIVITY_CATEGORIES, { error: "Unknown activity category" }).optional(),
  limit: z.coerce
    .number({ error: "The limit must be a number" })
    .int("The limit must be a whole number")
    .min(1, "The limit must be at least 1")
    .max(ACTIVITIES_MAX_LIMIT, `The limit must be at most ${ACTIVITIES_MAX_LIMIT}`)
    .default(ACTIVITIES_DEFAULT_LIMIT),
  /** Paging: only rows created strictly before this instant (the createdAt of the last row seen). */
  before: z.iso.datetime({ offset: true, error: "before must be an ISO date-time" }).optional(),
  /** ACTIVITY-4: only what this person did. */
  userId: z.uuid("userId must be a user's id").optional(),
  /** ACTIVITY-4: only rows created at or after this instant (a screen sends the start of its local day). */
  from: z.iso.datetime({ offset: true, error: "from must be an ISO date-time" }).optional(),
  /** ACTIVITY-4: only rows created strictly before this instant (a screen sends the end of its local day). */
  to: z.iso.datetime({ offset: true, error: "to must be an ISO date-time" }).optional(),
});
export type ActivitiesQuery = z.input<typeof activitiesQuerySchema>;

export const activityDetailsSchema = z
  .object({
    userName: z.string().optional(),
    oldValue: z.unknown().optional(),
    newValue: z.unknown().optional(),
    kpiName: z.string().optional(),
    /** ACTIVITY-2: the function the KPI is assigned in, by name as it was then. */
    functionName: z.string().optional(),
    period: z.string().optional(),
    timestamp: z.string().optional(),
  })
  .catchall(z.unknown());

/** One activity row as the API answers it (ACTIVITY-1, plus entityId for links). */
export const activitySchema = z.object({
  id: z.uuid(),
  // Text rather than enums: rows outlive code, and an old action must still be listed.
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  entityName: z.string(),
  category: z.string(),
  details: activityDetailsSchema,
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Activities (ACTIVITY-3): the four counters, over the whole log rather than the page loaded. */
export const activityCountsSchema = z.object({
  library: z.number().int(),
  assignments: z.number().int(),
  dataUpdates: z.number().int(),
  total: z.number().int(),
});
export type ActivityCounts = z.infer<typeof activityCountsSchema>;

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
