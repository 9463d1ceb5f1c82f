import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/auth/forgot-password {email}: answers the same whether or not the address exists (AUTH-8). */
export function forgotPassword(email: string): Promise<{ message?: string }> {
  return api.post("/api/auth/forgot-password", { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
}
