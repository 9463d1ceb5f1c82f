// Activity (ACTIVITY-1, ACTIVITY-2) and Activities (UI-18): the log's actions, entity types and
// categories, and how a row reads on screen. Its answers' schemas are in schemas/activities.ts.

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

// ACTIVITY-2, ACTIVITY-7: how a row reads is in ./activity-text.ts.
export { activityText, formatActivityValue } from "./activity-text";
