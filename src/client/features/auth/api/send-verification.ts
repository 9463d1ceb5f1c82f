import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure, isNetworkFailure } from "../../../lib/errors";

/** POST /api/auth/send-verification {email}; the answer carries a message (API-1). */
export function sendVerification(email: string): Promise<{ message?: string }> {
  return api.post("/api/auth/send-verification", { email });
}

/** The verification banner's resend, with the toasts of TOAST-1. */
export function useSendVerification() {
  return useMutation({
    mutationFn: sendVerification,
    meta: { silent: true },
    onSuccess: () => {
      toast({
        title: "Verification Email Sent",
        description: "Please check your inbox for the verification email.",
        variant: "success",
        duration: 5_000,
      });
    },
    onError: (error) => {
      if (isNetworkFailure(error)) {
        toast({
          title: "Error",
          description: "Failed to send verification email. Please try again.",
          variant: "destructive",
        });
        return;
      }
      toast({
        title: "Failed to Send Email",
        description: describeFailure(error, "Please try again later."),
        variant: "destructive",
      });
    },
  });
}
