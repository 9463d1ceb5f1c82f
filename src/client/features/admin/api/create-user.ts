import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCreateUserInput, AdminUser } from "../../../../domain/schemas/admin";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAdminLists } from "./keys";

/** POST /api/admin/users: email, firstName, lastName, role, organizationId (spec §7). */
export const createAdminUser = (input: AdminCreateUserInput) =>
  api.post<AdminUser>("/api/admin/users", input);

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "User created successfully", variant: "success" });
      refreshAdminLists(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Failed to create user",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
}
