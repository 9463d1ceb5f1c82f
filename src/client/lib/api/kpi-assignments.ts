// KPI assignments with their targets and actuals for one year (spec §7 KPI assignments, D1), shared by
// Set and Cascade, KPI Input and KPI Results. The PATCH hook shows no toast itself: each screen has its
// own words (spec §8: 'Actual results updated successfully', 'KPI result updated successfully', ...).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KpiAssignment, UpdateKpiAssignmentInput } from "../../../domain/schemas/assignments";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { KpiAssignment, UpdateKpiAssignmentInput } from "../../../domain/schemas/assignments";

/** ["/api/kpi-assignments", { year }]: one cache entry per year. */
export function kpiAssignmentsQueryKey(year: number) {
  return [...queryKeys.kpiAssignments, { year }] as const;
}

/** GET /api/kpi-assignments?year=YYYY: each assignment with `targets` and `actualResults` of that year. */
export function getKpiAssignments(year: number, signal?: AbortSignal): Promise<KpiAssignment[]> {
  return api.get<KpiAssignment[]>(`/api/kpi-assignments?year=${encodeURIComponent(year)}`, { signal });
}

export function kpiAssignmentsQueryOptions(year: number) {
  return queryOptions({
    queryKey: kpiAssignmentsQueryKey(year),
    queryFn: ({ signal }) => getKpiAssignments(year, signal),
  });
}

export function useKpiAssignments(year: number) {
  return useQuery(kpiAssignmentsQueryOptions(year));
}

/**
 * PATCH /api/kpi-assignments/{id}. Shapes: `{actualResults, period}` (a map; a key sent as null clears
 * it; keys not sent are kept), `{actualResult, periodKey, period}` (one value), or the edit form's
 * `{weight, targets, period, version}`. `period` is the year written to. Answers the assignment as it
 * is for that year.
 */
export function patchKpiAssignment(id: string, body: UpdateKpiAssignmentInput): Promise<KpiAssignment> {
  return api.patch<KpiAssignment>(`/api/kpi-assignments/${encodeURIComponent(id)}`, body);
}

/** Refreshes every list a KPI assignment change shows in (spec §7: 'After writes, the relevant lists are refetched'). */
export function invalidateAfterKpiAssignmentWrite(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.kpiAssignments }),
    queryClient.invalidateQueries({ queryKey: queryKeys.scorecard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.functions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activities }),
  ]);
}

/** The PATCH as a mutation; pass toasts through `mutate(vars, { onSuccess, onError })`. */
export function usePatchKpiAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateKpiAssignmentInput }) =>
      patchKpiAssignment(id, body),
    onSuccess: () => invalidateAfterKpiAssignmentWrite(queryClient),
  });
}
