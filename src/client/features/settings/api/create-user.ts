import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput, ManagedUser } from "../../../../domain/schemas/users";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshUserLists } from "./invalidate";

/** POST /api/users: firstName, lastName, email, role, assignedFunctionId or null, sendInvitation (spec §7). */
export const createUser = (input: CreateUserInput) => api.post<ManagedUser>("/api/users", input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      toast({ title: "Success", description: "User created successfully", variant: "success" });
      refreshUserLists(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Failed to create user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
