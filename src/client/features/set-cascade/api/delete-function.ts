import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteFunctionResponse } from "../../../lib/api/functions";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { refreshCascade } from "./invalidate";

/** DELETE /api/functions/{id}: the function, its subtree and their assignments (D6). */
export function deleteFunction(id: string): Promise<DeleteFunctionResponse> {
  return api.delete<DeleteFunctionResponse>(`/api/functions/${encodeURIComponent(id)}`);
}

export function useDeleteFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFunction,
    // Users assigned to a deleted function lose that link.
    onSuccess: () => refreshCascade(queryClient, [queryKeys.users, queryKeys.employees]),
  });
}
