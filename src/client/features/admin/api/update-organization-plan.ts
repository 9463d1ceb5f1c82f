import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrganization, Plan } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** PATCH /api/admin/organizations/{orgId}/plan: plan (spec §7, §9 change-plan options). */
export const updateOrganizationPlan = ({ orgId, plan }: { orgId: string; plan: Plan }) =>
  api.patch<AdminOrganization>(`/api/admin/organizations/${encodeURIComponent(orgId)}/plan`, { plan });

export function useUpdateOrganizationPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationPlan,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Organization plan updated successfully", variant: "success" });
      refreshAdminLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to update organization plan",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      refreshAdminLists(queryClient);
    },
  });
}
