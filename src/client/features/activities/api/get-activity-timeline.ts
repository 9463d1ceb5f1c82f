import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityCategoryValue } from "../../../../domain/schemas/activities";
import { type Activity, getActivities } from "../../../lib/api/activities";
import { queryKeys } from "../../../lib/query-keys";

export const TIMELINE_PAGE = 50;

/**
 * GET /api/activities a page at a time (?before= the last row's createdAt), for the Activities
 * timeline. Under queryKeys.activities, so any write that refreshes the log refreshes this too.
 */
export function activityTimelineQueryOptions(category: ActivityCategoryValue | undefined) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.activities, "timeline", { category: category ?? null }],
    queryFn: ({ pageParam, signal }) =>
      getActivities({ category, limit: TIMELINE_PAGE, before: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Activity[]) =>
      last.length === TIMELINE_PAGE ? (last[last.length - 1]?.createdAt ?? null) : null,
  });
}

export const useActivityTimeline = (category: ActivityCategoryValue | undefined) =>
  useInfiniteQuery(activityTimelineQueryOptions(category));
