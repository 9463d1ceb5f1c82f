import { z } from "zod";
import { ACTIVITY_CATEGORIES } from "../activities";

// Activity (ACTIVITY-1) and Activities (UI-18): what GET /api/activities answers (how a row reads is in
// ../activities.ts).

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
    /** UI-113: the KPI's unit when the row was written, so its values read as the screens write them. */
    unit: z.string().nullable().optional(),
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
