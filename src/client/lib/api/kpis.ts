// The library KPI templates (spec §7 GET /api/kpis), shared by the Library, Set and Cascade and the
// KPI screens.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Kpi } from "../../../domain/schemas/library";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { Kpi } from "../../../domain/schemas/library";

export function getKpis(signal?: AbortSignal): Promise<Kpi[]> {
  return api.get<Kpi[]>("/api/kpis", { signal });
}

export function kpisQueryOptions() {
  return queryOptions({ queryKey: queryKeys.kpis, queryFn: ({ signal }) => getKpis(signal) });
}

export function useKpis() {
  return useQuery(kpisQueryOptions());
}
