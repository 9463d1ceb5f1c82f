import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** DELETE /api/objective-assignments/{id}: its KPI assignments go with it (D6). */
export function deleteObjectiveAssignment(
  id: string,
): Promise<{ message: string; deletedKpiAssignments: number }> {
  return api.delete(`/api/objective-assignments/${encodeURIComponent(id)}`);
}

export function useDeleteObjectiveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObjectiveAssignment,
    // spec §7: after deletes, the objective, KPI and assignment lists are refreshed.
    onSuccess: () => refreshCascade(queryClient),
  });
}
