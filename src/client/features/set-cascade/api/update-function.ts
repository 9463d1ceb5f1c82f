import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateFunctionInput } from "../../../../domain/schemas/functions";
import type { OrganizationFunction } from "../../../lib/api/functions";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** PUT /api/functions/{id} {name, description, level, version} (spec §7, D7). */
export function updateFunction(id: string, input: UpdateFunctionInput): Promise<OrganizationFunction> {
  return api.put<OrganizationFunction>(`/api/functions/${encodeURIComponent(id)}`, input);
}

export function useUpdateFunction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateFunctionInput }) => updateFunction(id, input),
    onSuccess: () => refreshCascade(queryClient),
  });
}
