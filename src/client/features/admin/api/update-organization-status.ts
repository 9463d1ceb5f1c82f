import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrganization, OrganizationStatus } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** PATCH /api/admin/organizations/{orgId}/status: suspended or active (spec §7). */
export const updateOrganizationStatus = ({ orgId, status }: { orgId: string; status: OrganizationStatus }) =>
  api.patch<AdminOrganization>(`/api/admin/organizations/${encodeURIComponent(orgId)}/status`, { status });

export function useUpdateOrganizationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationStatus,
    meta: { silent: true },
    onSuccess: () => {
      toast({
        title: "Success",
        description: "Organization status updated successfully",
        variant: "success",
      });
      refreshAdminLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to update organization status",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      refreshAdminLists(queryClient);
    },
  });
}
