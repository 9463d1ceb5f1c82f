import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** DELETE /api/admin/organizations/{id}: the answer has deletedUsers (spec §7). */
export const deleteOrganization = (id: string) =>
  api.delete<{ message: string; deletedUsers: number }>(`/api/admin/organizations/${encodeURIComponent(id)}`);

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    meta: { silent: true },
    onSuccess: ({ deletedUsers }) => {
      // spec §8: 'Organization deleted successfully' (with 'Removed organization and N associated users').
      toast({
        title: "Organization deleted successfully",
        description: `Removed organization and ${deletedUsers} associated users`,
        variant: "success",
      });
      refreshAdminLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to delete organization",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      refreshAdminLists(queryClient);
    },
  });
}
