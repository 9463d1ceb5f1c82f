import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ManagedUser, UpdateUserInput } from "../../../../domain/schemas/users";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshUserLists } from "./invalidate";

export type UpdateUserRequest = UpdateUserInput & { id: string; version: string };

/** PUT /api/users/{id}: firstName, lastName, email, role, assignedFunctionId or null; version (D7). */
export const updateUser = ({ id, ...input }: UpdateUserRequest) =>
  api.put<ManagedUser>(`/api/users/${encodeURIComponent(id)}`, input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      toast({ title: "Success", description: "User updated successfully", variant: "success" });
      refreshUserLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: "Failed to update user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      // A 409 means someone else changed the user: show the current one.
      refreshUserLists(queryClient);
    },
  });
}
