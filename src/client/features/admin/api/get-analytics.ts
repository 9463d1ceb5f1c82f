import { useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/analytics (spec §3 Admin analytics, with real counts). */
export const getAnalytics = (signal?: AbortSignal) =>
  api.get<AdminAnalytics>("/api/admin/analytics", { signal });

export const useAnalytics = () =>
  useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => getAnalytics(signal) });
