import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** DELETE /api/admin/users/{id} (spec §7). */
export const deleteAdminUser = (id: string) =>
  api.delete<{ message: string }>(`/api/admin/users/${encodeURIComponent(id)}`);

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "User deleted successfully", variant: "success" });
      refreshAdminLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to delete user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      refreshAdminLists(queryClient);
    },
  });
}
