import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "../../../../domain/schemas/auth";
import { welcomeBack } from "../../../../domain/screen-headings";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { type CurrentUser, currentUserQueryKey } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { verificationStatusQueryKey } from "./get-verification-status";
import { offersSignInLink } from "./sign-in-link";

export type LoginResponse = { user: Pick<CurrentUser, "firstName"> & Partial<CurrentUser> };

/** POST /api/auth/login {email, password} → {user} (API-1). */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post("/api/auth/login", input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: ({ user }) => {
      toast({
        title: "Login successful!",
        description: welcomeBack(user.firstName),
        variant: "success",
      });
      // AUTH-15: after login the user and verification status are refetched.
      // Not awaited, so the dialog closes before the access gate swaps the screen.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
    },
    onError: (error) => {
      if (offersSignInLink(error)) return; // AUTH-46: the form offers a sign-in link instead
      toast({
        title: "Login failed",
        description: describeFailure(error, "Invalid email or password"),
        variant: "destructive",
      });
    },
  });
}
