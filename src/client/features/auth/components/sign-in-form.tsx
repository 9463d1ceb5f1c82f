"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type LoginInput, loginSchema } from "../../../../domain/schemas/auth";
import { FormTextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useLogin } from "../api/login";
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
      onError: (error) => applyServerFieldErrors(error, ["email", "password"] as const, form.setError),
      onSettled: () => {
        sending.current = false;
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CredentialField form={form} kind="email" label="Email" />
      <FormTextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAction={
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-xs font-medium text-primary hover:underline focus-visible:underline focus-visible:outline-none"
          >
            Forgot password?
          </button>
        }
      />
      <Button type="submit" disabled={login.isPending} className="mt-1">
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Meridian?{" "}
        <button type="button" onClick={onSwitchToSignUp} className="font-medium text-primary hover:underline">
          Start a free trial
        </button>
      </p>
    </form>
  );
}
