// Reads of the organization's functions, shared by Set and Cascade, Settings (user form) and the
// scorecard screens (spec §7 Reads: GET /api/functions, GET /api/organizational-functions).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationalFunction, OrganizationFunction } from "../../../domain/schemas/functions";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type {
  DeleteFunctionResponse,
  OrganizationalFunction,
  OrganizationFunction,
} from "../../../domain/schemas/functions";

/** GET /api/functions: a flat list with parentId and the function's own objective and KPI counts. */
export function getFunctions(signal?: AbortSignal): Promise<OrganizationFunction[]> {
  return api.get<OrganizationFunction[]>("/api/functions", { signal });
}

export function functionsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.functions, queryFn: ({ signal }) => getFunctions(signal) });
}

export function useFunctions() {
  return useQuery(functionsQueryOptions());
}

/** GET /api/organizational-functions: id, name and level only (the Settings user form's picker). */
export function getOrganizationalFunctions(signal?: AbortSignal): Promise<OrganizationalFunction[]> {
  return api.get<OrganizationalFunction[]>("/api/organizational-functions", { signal });
}

export function organizationalFunctionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.organizationalFunctions,
    queryFn: ({ signal }) => getOrganizationalFunctions(signal),
  });
}

export function useOrganizationalFunctions() {
  return useQuery(organizationalFunctionsQueryOptions());
}
