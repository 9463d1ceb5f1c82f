import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth";

export type SetPasswordInput = { token: string; password: string };

/** POST /api/auth/accept-invite {token, password}: sets the password and verifies the e-mail (AUTH-7). */
export function acceptInvite(input: SetPasswordInput): Promise<{ message?: string }> {
  return api.post("/api/auth/accept-invite", input);
}

/** POST /api/auth/reset-password {token, password} (AUTH-8). */
export function resetPassword(input: SetPasswordInput): Promise<{ message?: string }> {
  return api.post("/api/auth/reset-password", input);
}

export function useSetPassword(kind: "accept-invite" | "reset-password") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === "accept-invite" ? acceptInvite : resetPassword,
    meta: { silent: true },
    // The server may have started a session; the access gate follows whatever it says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
