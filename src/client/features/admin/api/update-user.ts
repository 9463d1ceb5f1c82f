import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUpdateUserInput, AdminUser } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** PATCH /api/admin/users/{userId}: role, organizationId, and the version it was based on (D7). */
export const updateAdminUser = ({ userId, ...input }: AdminUpdateUserInput & { userId: string }) =>
  api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}`, input);

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "User updated successfully", variant: "success" });
      refreshAdminLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to update user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      // A 409 means someone else changed the user: show the current one.
      refreshAdminLists(queryClient);
    },
  });
}
