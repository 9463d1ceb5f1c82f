import { MailCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "../../../components/ui/dialog";
import { useResendCode } from "../api/resend-verification";
import { useVerifyOtp } from "../api/verify-otp";
import { authMessages as m } from "../messages";
import { emptyOtp, OtpInput } from "./otp-input";

/** Email verification dialog (UI-9): six boxes, Verify Email and Resend Code, a 24-hour expiry note. */
export function VerificationCodeDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const [digits, setDigits] = useState(emptyOtp);
  // AUTH-6: on a wrong code the boxes clear.
  const verify = useVerifyOtp({ onFailure: () => setDigits(emptyOtp()) });
  const resend = useResendCode();
  const complete = digits.every((digit) => digit !== "");

  const submit = (code: string) => {
    if (!verify.isPending) verify.mutate(code);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) submit(digits.join(""));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} className="grid gap-5">
          <DialogHeading
            className="items-center pr-0 text-center"
            title={intl.formatMessage(m.verifyTitle)}
            description={
              <FormattedMessage
                {...m.verifyCodeSent}
                values={{
                  email,
                  strong: (words: ReactNode) => <span className="font-medium text-foreground">{words}</span>,
                }}
              />
            }
          >
            <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <MailCheck className="size-6" aria-hidden="true" />
            </span>
          </DialogHeading>
          <OtpInput
            value={digits}
            onChange={setDigits}
            onComplete={submit}
            disabled={verify.isPending}
            autoFocus
          />
          <p className="text-center text-xs text-muted-foreground">
            <FormattedMessage {...m.codeExpiry} />
          </p>
          <div className="grid gap-2">
            <Button type="submit" disabled={!complete || verify.isPending}>
              <FormattedMessage {...(verify.isPending ? m.verifying : m.verifyEmail)} />
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              <FormattedMessage {...(resend.isPending ? m.sending : m.resendCode)} />
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
