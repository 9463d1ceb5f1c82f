import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type { ManagedUser } from "../../../../domain/schemas/users";

/** GET /api/users (spec §7): the organization's users, for the Settings Users tab. */
export const getUsers = (signal?: AbortSignal) => api.get<ManagedUser[]>("/api/users", { signal });

export const usersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
