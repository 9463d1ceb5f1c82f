import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api-client";

/** GET /api/auth/verification-status (AUTH-17). */
export type VerificationStatus = { email: string; emailVerified: boolean };

export const verificationStatusQueryKey = ["/api/auth/verification-status"] as const;

export function getVerificationStatus(signal?: AbortSignal): Promise<VerificationStatus | null> {
  return getJson<VerificationStatus>("/api/auth/verification-status", { signal, on401: "returnNull" });
}

export function verificationStatusQueryOptions() {
  return queryOptions({
    queryKey: verificationStatusQueryKey,
    queryFn: ({ signal }) => getVerificationStatus(signal),
  });
}

export function useVerificationStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...verificationStatusQueryOptions(), enabled: options.enabled ?? true });
}
