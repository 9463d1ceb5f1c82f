import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { type CurrentUser, currentUserQueryKey } from "../../../lib/auth";
import { verificationStatusQueryKey } from "./get-verification-status";

/** AUTH-46: a sign-in 429 whose body offers a mailed one-time sign-in link instead. */
export function offersSignInLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 429 &&
    typeof error.body === "object" &&
    error.body !== null &&
    (error.body as { signInLinkAvailable?: unknown }).signInLinkAvailable === true
  );
}

/** POST /api/auth/sign-in-link {email}: the same answer whether or not the address has an account. */
export function requestSignInLink(email: string): Promise<{ message: string }> {
  return api.post("/api/auth/sign-in-link", { email });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink, meta: { silent: true } });
}

/** POST /api/auth/sign-in-link/redeem {token} → {user}: signs in once with the mailed link (AUTH-46). */
export function redeemSignInLink(token: string): Promise<{ user: CurrentUser; message?: string }> {
  return api.post("/api/auth/sign-in-link/redeem", { token });
}

export function useRedeemSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemSignInLink,
    meta: { silent: true },
    onSuccess: () => {
      // AUTH-15: as after a sign-in, the user and verification status are refetched.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
    },
  });
}
