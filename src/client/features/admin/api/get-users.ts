import { useQuery } from "@tanstack/react-query";
import type { AdminUser } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/users: users of every organization (spec §7). */
export const getAdminUsers = (signal?: AbortSignal) => api.get<AdminUser[]>("/api/admin/users", { signal });

export const useAdminUsers = () =>
  useQuery({ queryKey: adminKeys.users, queryFn: ({ signal }) => getAdminUsers(signal) });
