"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useRef } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { type SignupInput, signupSchema } from "../../../../domain/schemas/auth";
import { FormTextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { browserTimeZone } from "../../../lib/time-zone";
import { useSignup } from "../api/signup";
import { authMessages as m } from "../messages";
import { CredentialField } from "./credential-field";

const FIELDS = ["firstName", "lastName", "email", "password", "companyName"] as const;

export function SignUpForm({
  onSwitchToSignIn,
  onSignedUp,
}: {
  onSwitchToSignIn: () => void;
  onSignedUp: () => void;
}) {
  const signup = useSignup();
  const intl = useIntl();
  const form = useForm<z.input<typeof signupSchema>, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", companyName: "" },
  });
  // UI-35: a double click creates one account; a second submit waits for the first to settle.
  const sending = useRef(false);
  const onSubmit = form.handleSubmit((values) => {
    if (sending.current) return;
    sending.current = true;
    // SETTINGS-16: the new organization's time zone is this browser's.
    signup.mutate(
      { ...values, timeZone: browserTimeZone() ?? values.timeZone },
      {
        onSuccess: onSignedUp,
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          label={intl.formatMessage(m.firstName)}
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="lastName"
          label={intl.formatMessage(m.lastName)}
          autoComplete="family-name"
        />
      </div>
      <CredentialField form={form} kind="email" label={intl.formatMessage(m.workEmail)} />
      <FormTextField
        form={form}
        name="companyName"
        label={intl.formatMessage(m.companyName)}
        autoComplete="organization"
      />
      <CredentialField form={form} kind="new-password" label={intl.formatMessage(m.password)} />
      <Button type="submit" disabled={signup.isPending} className="mt-1">
        <FormattedMessage {...(signup.isPending ? m.creatingAccount : m.startFreeTrial)} />
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        <FormattedMessage {...m.trialTerms} />
      </p>
      <p className="text-center text-sm text-muted-foreground">
        <FormattedMessage
          {...m.haveAccount}
          values={{
            link: (words: ReactNode) => (
              <button
                type="button"
                onClick={onSwitchToSignIn}
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
