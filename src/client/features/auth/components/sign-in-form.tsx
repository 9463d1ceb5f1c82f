"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { type LoginInput, loginSchema } from "../../../../domain/schemas/auth";
import { FormTextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { describeFailure } from "../../../lib/errors";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useLogin } from "../api/login";
import { offersSignInLink, useRequestSignInLink } from "../api/sign-in-link";
import { authMessages as m } from "../messages";
import { CredentialField } from "./credential-field";

export function SignInForm({
  onForgotPassword,
  onSwitchToSignUp,
  onSignedIn,
}: {
  onForgotPassword: () => void;
  onSwitchToSignUp: () => void;
  onSignedIn: () => void;
}) {
  const login = useLogin();
  const intl = useIntl();
  const linkRequest = useRequestSignInLink();
  // AUTH-46, UI-116: the address a refused sign-in (429) can be mailed a one-time sign-in link for.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  // UI-35: a double click signs in once; a second submit waits for the first to settle.
  const sending = useRef(false);
  const onSubmit = form.handleSubmit((values) => {
    if (sending.current) return;
    sending.current = true;
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (offersSignInLink(error)) setLockedEmail(values.email);
        else applyServerFieldErrors(error, ["email", "password"] as const, form.setError);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  });

  if (lockedEmail && linkRequest.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <p role="status" className="text-sm text-muted-foreground">
          {linkRequest.data.message} <FormattedMessage {...m.signInLinkSent} />
        </p>
        <Button
          variant="outline"
          onClick={() => {
            linkRequest.reset();
            setLockedEmail(null);
          }}
        >
          <FormattedMessage {...m.backToSignIn} />
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {lockedEmail && (
        <div
          role="alert"
          className="grid gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <p className="font-medium text-foreground">
            <FormattedMessage {...m.tooManyAttempts} />
          </p>
          {linkRequest.isError && (
            <p className="text-destructive">
              {describeFailure(linkRequest.error, intl.formatMessage(m.signInLinkFailed))}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            disabled={linkRequest.isPending}
            onClick={() => linkRequest.mutate(lockedEmail)}
          >
            <FormattedMessage {...(linkRequest.isPending ? m.sending : m.sendSignInLink)} />
          </Button>
        </div>
      )}
      <CredentialField form={form} kind="email" label={intl.formatMessage(m.email)} />
      <FormTextField
        form={form}
        name="password"
        label={intl.formatMessage(m.password)}
        type="password"
        autoComplete="current-password"
        labelAction={
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-xs font-medium text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            <FormattedMessage {...m.forgotPassword} />
          </button>
        }
      />
      <Button type="submit" disabled={login.isPending} className="mt-1">
        <FormattedMessage {...(login.isPending ? m.signingIn : m.signIn)} />
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <FormattedMessage
          {...m.newToMeridian}
          values={{
            link: (words: ReactNode) => (
              <button
                type="button"
                onClick={onSwitchToSignUp}
                className="font-medium text-primary hover:underline"
              >
                {words}
              </button>
            ),
          }}
        />
      </p>
    </form>
  );
}
