import { useQuery } from "@tanstack/react-query";
import type { InvitationStatusAnswer } from "../../../../domain/schemas/auth";
import { api } from "../../../lib/api-client";

/**
 * GET /api/auth/invitation?token=… (AUTH-18): whether an invitation link can still be used, asked once
 * when the accept-invite page opens (signed in or not), so a used or expired link says so at once.
 */
export function useInvitationStatus(token: string | null) {
  return useQuery({
    queryKey: ["/api/auth/invitation", { token }],
    queryFn: ({ signal }) =>
      api.get<InvitationStatusAnswer>(`/api/auth/invitation?token=${encodeURIComponent(token ?? "")}`, {
        signal,
      }),
    enabled: Boolean(token),
    meta: { silent: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
