import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";

/** POST /api/auth/resend-verification {email}: a new code and link (API-1). */
export function resendVerification(email: string): Promise<{ message?: string }> {
  return api.post("/api/auth/resend-verification", { email });
}

/** The code dialog's Resend Code, with its toasts (TOAST-1). */
export function useResendCode() {
  return useMutation({
    mutationFn: resendVerification,
    meta: { silent: true },
    onSuccess: () => {
      // TOAST-1, word for word: the title alone.
      toast({ title: "Code Resent", variant: "success" });
    },
    onError: () => {
      toast({
        title: "Resend Failed",
        description: "Failed to resend verification code.",
        variant: "destructive",
      });
    },
  });
}

/** The verify page's resend; its outcomes are shown inline by the page (UI-8). */
export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerification, meta: { silent: true } });
}
