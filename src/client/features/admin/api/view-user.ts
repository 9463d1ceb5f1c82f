import { useQuery } from "@tanstack/react-query";
import type { AdminUserDetails } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";

/** POST /api/admin/user-view {userId}: one user's details (spec §7). A read, sent as a POST. */
export const viewAdminUser = (userId: string, signal?: AbortSignal) =>
  api.post<AdminUserDetails>("/api/admin/user-view", { userId }, { signal });

/** The details while the view dialog is open; a failure shows spec §8's 'Failed to load user details'. */
export function useAdminUserDetails(userId: string | null) {
  return useQuery({
    queryKey: ["/api/admin/user-view", userId],
    queryFn: async ({ signal }) => {
      try {
        return await viewAdminUser(userId as string, signal);
      } catch (error) {
        if (!signal.aborted) {
          toast({
            title: "Failed to load user details",
            description: describeFailure(error, "Please try again."),
            variant: "destructive",
          });
        }
        throw error;
      }
    },
    enabled: userId !== null,
    // Each opening reads the user afresh: the details are a point-in-time view.
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
}
