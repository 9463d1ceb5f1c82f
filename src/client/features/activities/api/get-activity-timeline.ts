import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityCategoryValue } from "../../../../domain/activities";
import { withParams } from "../../../../domain/read-url";
import type { Activity } from "../../../../domain/schemas/activities";
import { api } from "../../../lib/api-client";
import { readKey } from "../../../lib/resources";

export const TIMELINE_PAGE = 50;

/**
 * GET /api/activities a page at a time (?before= the last row's createdAt), for the Activities
 * timeline. Its key starts with /api/activities, so any write that refreshes the log refreshes this
 * too; the trailing "pages" keeps it apart from a plain read of the same parameters.
 */
/** The timeline's filters (UI-18, ACTIVITY-4): category, person and a date range [from, to). */
export type TimelineFilters = {
  category?: ActivityCategoryValue;
  userId?: string;
  from?: string;
  to?: string;
};

export function activityTimelineQueryOptions(filters: TimelineFilters) {
  const params = { ...filters, limit: TIMELINE_PAGE };
  return infiniteQueryOptions({
    queryKey: [...readKey("/api/activities", params), "pages"],
    queryFn: ({ pageParam, signal }) =>
      api.get<Activity[]>(withParams("/api/activities", { ...params, before: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Activity[]) =>
      last.length === TIMELINE_PAGE ? (last[last.length - 1]?.createdAt ?? null) : null,
  });
}

export const useActivityTimeline = (filters: TimelineFilters) =>
  useInfiniteQuery(activityTimelineQueryOptions(filters));
