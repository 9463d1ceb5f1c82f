// The strategic themes (spec §7 GET /api/themes), shared by the Library and the Corporate BSC's theme
// selector.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Theme } from "../../../domain/schemas/library";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { Theme } from "../../../domain/schemas/library";

export function getThemes(signal?: AbortSignal): Promise<Theme[]> {
  return api.get<Theme[]>("/api/themes", { signal });
}

export function themesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.themes, queryFn: ({ signal }) => getThemes(signal) });
}

export function useThemes() {
  return useQuery(themesQueryOptions());
}
