import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth";
import { verificationStatusQueryKey } from "./get-verification-status";

/** POST /api/auth/verify-otp {otpCode} (API-1, AUTH-4). */
export function verifyOtp(otpCode: string): Promise<{ message?: string }> {
  return api.post("/api/auth/verify-otp", { otpCode });
}

export function useVerifyOtp({ onFailure }: { onFailure?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    meta: { silent: true },
    onSuccess: async () => {
      toast({
        title: "Email Verified!",
        description: "Your account has been successfully verified. Redirecting...",
        variant: "success",
      });
      // AUTH-15: after successful code verification the current-user data is refreshed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey }),
      ]);
    },
    onError: () => {
      toast({
        title: "Verification Failed",
        description: "Invalid or expired OTP code. Please try again.",
        variant: "destructive",
      });
      onFailure?.();
    },
  });
}
