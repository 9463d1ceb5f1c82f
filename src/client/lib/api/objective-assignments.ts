// The organization's objective assignments (spec §7 Reads: GET /api/objective-assignments), shared by
// Set and Cascade and the screens that show the cascade.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ObjectiveAssignment } from "../../../domain/schemas/assignments";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { ObjectiveAssignment } from "../../../domain/schemas/assignments";

/** GET /api/objective-assignments: every assignment with its objective, perspective and function names. */
export function getObjectiveAssignments(signal?: AbortSignal): Promise<ObjectiveAssignment[]> {
  return api.get<ObjectiveAssignment[]>("/api/objective-assignments", { signal });
}

export function objectiveAssignmentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.objectiveAssignments,
    queryFn: ({ signal }) => getObjectiveAssignments(signal),
  });
}

export function useObjectiveAssignments() {
  return useQuery(objectiveAssignmentsQueryOptions());
}
