"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { forgotPasswordSchema } from "../../../../domain/schemas/auth";
import { Button } from "../../../components/ui/button";
import { describeFailure } from "../../../lib/errors";
import { useForgotPassword } from "../api/forgot-password";
import { authMessages as m } from "../messages";
import { CredentialField } from "./credential-field";

type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** Sends a reset link (AUTH-8); the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const forgot = useForgotPassword();
  const intl = useIntl();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  if (forgot.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p role="status" className="text-sm text-muted-foreground">
          <FormattedMessage
            {...m.resetSent}
            values={{
              email: forgot.variables,
              strong: (words: ReactNode) => <span className="font-medium text-foreground">{words}</span>,
            }}
          />
        </p>
        <Button variant="outline" onClick={onBackToSignIn}>
          <FormattedMessage {...m.backToSignIn} />
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(({ email }) => forgot.mutate(email))} noValidate className="grid gap-4">
      <CredentialField form={form} kind="email" label={intl.formatMessage(m.email)} />
      {forgot.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {describeFailure(forgot.error, intl.formatMessage(m.resetFailed))}
        </p>
      )}
      <Button type="submit" disabled={forgot.isPending}>
        <FormattedMessage {...(forgot.isPending ? m.sending : m.sendResetLink)} />
      </Button>
      <Button type="button" variant="ghost" onClick={onBackToSignIn}>
        <FormattedMessage {...m.backToSignIn} />
      </Button>
    </form>
  );
}
