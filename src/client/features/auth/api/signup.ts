import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignupInput } from "../../../../domain/schemas/auth";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { type CurrentUser, currentUserQueryKey } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { verificationStatusQueryKey } from "./get-verification-status";

/** POST /api/auth/signup → 201 {user}: a new organization and its first admin (API-1, AUTH-1, PLAN-3). */
export function signup(input: SignupInput): Promise<{ user: Partial<CurrentUser> }> {
  return api.post("/api/auth/signup", input);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    meta: { silent: true },
    onSuccess: () => {
      toast({
        title: "Account created!",
        description: "Please check your email for the verification code.",
        variant: "success",
      });
      // The new session is unverified, so the access gate now shows the code dialog (AUTH-5).
      // Not awaited, so the dialog closes before the access gate swaps the screen.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
    },
    onError: (error) => {
      toast({
        title: "Signup failed",
        description: describeFailure(error, "Something went wrong"),
        variant: "destructive",
      });
    },
  });
}
