// The library objectives list (spec §7 GET /api/objectives), shared by every screen that shows or
// picks objectives: the Library, Set and Cascade and the Corporate BSC.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Objective } from "../../../domain/schemas/library";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { Objective, ObjectiveStatus } from "../../../domain/schemas/library";

export function getObjectives(signal?: AbortSignal): Promise<Objective[]> {
  return api.get<Objective[]>("/api/objectives", { signal });
}

export function objectivesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.objectives, queryFn: ({ signal }) => getObjectives(signal) });
}

export function useObjectives() {
  return useQuery(objectivesQueryOptions());
}
