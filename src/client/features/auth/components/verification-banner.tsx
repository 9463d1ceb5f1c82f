import { MailWarning } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../../components/ui/button";
import { useVerificationStatus } from "../api/get-verification-status";
import { useSendVerification } from "../api/send-verification";
import { authMessages as m } from "../messages";

/**
 * Verification banner (UI-5): shown only when the verification status is loaded and the e-mail is
 * unverified; the resend needs the e-mail known from that status (AUTH-16).
 */
export function VerificationBanner() {
  const { data: status } = useVerificationStatus();
  const send = useSendVerification();
  if (!status || status.emailVerified) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-warning/40 bg-warning/15 px-4 py-2.5 text-sm sm:px-6"
    >
      <MailWarning className="size-4 shrink-0 text-warning" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <FormattedMessage {...m.verifyBanner} />
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={send.isPending || !status.email}
        onClick={() => send.mutate(status.email)}
      >
        <FormattedMessage {...(send.isPending ? m.sending : m.resendEmail)} />
      </Button>
    </div>
  );
}
