"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type SignupInput, signupSchema } from "../../../../domain/schemas/auth";
import { FormTextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { browserTimeZone } from "../../../lib/time-zone";
import { useSignup } from "../api/signup";
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
        <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <CredentialField form={form} kind="email" label="Work email" />
      <FormTextField form={form} name="companyName" label="Company name" autoComplete="organization" />
      <CredentialField form={form} kind="new-password" label="Password" />
      <Button type="submit" disabled={signup.isPending} className="mt-1">
        {signup.isPending ? "Creating account..." : "Start Free Trial"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">14-day free trial · No credit card required</p>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <button type="button" onClick={onSwitchToSignIn} className="font-medium text-primary hover:underline">
          Sign in
        </button>
      </p>
    </form>
  );
}
