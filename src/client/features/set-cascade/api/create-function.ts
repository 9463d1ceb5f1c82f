import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateFunctionInput } from "../../../../domain/schemas/functions";
import type { OrganizationFunction } from "../../../lib/api/functions";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** POST /api/functions {name, description, level, parentId} (spec §7); the server derives the level. */
export function createFunction(input: CreateFunctionInput): Promise<OrganizationFunction> {
  return api.post<OrganizationFunction>("/api/functions", input);
}

export function useCreateFunction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFunction, onSuccess: () => refreshCascade(queryClient) });
}
