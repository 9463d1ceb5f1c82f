// GET /api/activities and /api/activities/counts (spec §2 Activities, Dashboard Recent Activity).
// Shared in lib because the Dashboard and the Activities screen both read the log; writes anywhere
// invalidate queryKeys.activities, which prefixes every key here.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ActivitiesQuery,
  Activity,
  ActivityCategoryValue,
  ActivityCounts,
} from "../../../domain/schemas/activities";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { Activity, ActivityCounts } from "../../../domain/schemas/activities";
export {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  activityText,
} from "../../../domain/schemas/activities";

function activitiesUrl(query: ActivitiesQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.before) params.set("before", query.before);
  const search = params.toString();
  return search ? `/api/activities?${search}` : "/api/activities";
}

/** Newest first; `category` filters, `limit` caps (default 100, at most 500), `before` pages. */
export function getActivities(query: ActivitiesQuery = {}, signal?: AbortSignal): Promise<Activity[]> {
  return api.get<Activity[]>(activitiesUrl(query), { signal });
}

export function activitiesQueryOptions(query: { category?: ActivityCategoryValue; limit?: number } = {}) {
  return queryOptions({
    queryKey: [...queryKeys.activities, { category: query.category ?? null, limit: query.limit ?? null }],
    queryFn: ({ signal }) => getActivities(query, signal),
  });
}

/** e.g. the Dashboard's Recent Activity: `useActivities({ limit: 3 })`. */
export const useActivities = (query: { category?: ActivityCategoryValue; limit?: number } = {}) =>
  useQuery(activitiesQueryOptions(query));

export const getActivityCounts = (signal?: AbortSignal) =>
  api.get<ActivityCounts>("/api/activities/counts", { signal });

export function activityCountsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.activities, "counts"],
    queryFn: ({ signal }) => getActivityCounts(signal),
  });
}

export const useActivityCounts = () => useQuery(activityCountsQueryOptions());
