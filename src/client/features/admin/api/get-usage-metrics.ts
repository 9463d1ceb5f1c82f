import { useQuery } from "@tanstack/react-query";
import type { UsageMetric } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/usage-metrics: metric and value pairs (spec §3). */
export const getUsageMetrics = (signal?: AbortSignal) =>
  api.get<UsageMetric[]>("/api/admin/usage-metrics", { signal });

export const useUsageMetrics = () =>
  useQuery({ queryKey: adminKeys.usageMetrics, queryFn: ({ signal }) => getUsageMetrics(signal) });
