import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** DELETE /api/kpi-assignments/{id}: its targets and actuals of every year go with it (D6). */
export function deleteKpiAssignment(id: string): Promise<{ message: string }> {
  return api.delete(`/api/kpi-assignments/${encodeURIComponent(id)}`);
}

export function useDeleteKpiAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteKpiAssignment, onSuccess: () => refreshCascade(queryClient) });
}
