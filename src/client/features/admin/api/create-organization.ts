import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrganization, CreateOrganizationInput } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** POST /api/admin/organizations: name, subscriptionTier, status (spec §7). */
export const createOrganization = (input: CreateOrganizationInput) =>
  api.post<AdminOrganization>("/api/admin/organizations", input);

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Organization created successfully", variant: "success" });
      refreshAdminLists(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Failed to create organization",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
}
