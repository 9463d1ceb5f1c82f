import { useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";

/** GET /api/auth/verify-email?token=…: the answer carries a message (API-1). */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<{ message?: string }> {
  return getJson(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { signal });
}

/**
 * A read keyed by the token rather than a write: the query cache runs it once even when React
 * mounts the page twice, and a link token can only be spent once.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ["/api/auth/verify-email", token],
    queryFn: ({ signal }) => verifyEmail(token ?? "", signal),
    enabled: Boolean(token),
    retry: false,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
