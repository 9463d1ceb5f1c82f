import { useQuery } from "@tanstack/react-query";
import type { AdminSystem } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/system: D17's measured values (uptime, response times, database size). */
export const getSystem = (signal?: AbortSignal) => api.get<AdminSystem>("/api/admin/system", { signal });

export const useSystem = () =>
  useQuery({ queryKey: adminKeys.system, queryFn: ({ signal }) => getSystem(signal) });
