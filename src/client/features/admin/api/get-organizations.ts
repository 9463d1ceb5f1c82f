import { useQuery } from "@tanstack/react-query";
import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/organizations: every organization with its user count (spec §7). */
export const getOrganizations = (signal?: AbortSignal) =>
  api.get<AdminOrganization[]>("/api/admin/organizations", { signal });

export const useOrganizations = () =>
  useQuery({ queryKey: adminKeys.organizations, queryFn: ({ signal }) => getOrganizations(signal) });
