import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshUserLists } from "./invalidate";

/** DELETE /api/users/{id} (spec §7). */
export const deleteUser = (id: string) =>
  api.delete<{ message: string }>(`/api/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      toast({ title: "Success", description: "User deleted successfully", variant: "success" });
      refreshUserLists(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Failed to delete user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
