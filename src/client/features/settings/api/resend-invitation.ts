import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";

/** POST /api/users/{id}/resend-invitation (spec §7; D12: a new link, the old one stops working). */
export const resendInvitation = (id: string) =>
  api.post<{ message: string }>(`/api/users/${encodeURIComponent(id)}/resend-invitation`);

export function useResendInvitation() {
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () =>
      toast({ title: "Success", description: "Invitation email sent successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to send invitation",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
