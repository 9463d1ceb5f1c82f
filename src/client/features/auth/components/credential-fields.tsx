"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The e-mail and new-password inputs that signing up, signing in, the reset link, the resend form and
// an invitation all ask for, worded and autofilled alike.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormTextField } from "../../../components/form/form-fields";

/** The password rules of AUTH-2, as the forms that choose a password state them. */
const NEW_PASSWORD_HINT =
  "8 or more characters with upper and lower case letters, a number and a special character.";

/** The account's e-mail address, in a form holding an `email` field. */
export function EmailField<T extends FieldValues & { email: string }, TOut>({
  form,
  label = "Email",
}: {
  form: UseFormReturn<T, unknown, TOut>;
  label?: string;
}) {
  return (
    <FormTextField
      form={form as unknown as UseFormReturn<{ email: string }>}
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
    />
  );
}

/** A password being chosen, with its rules as the hint, in a form holding a `password` field. */
export function NewPasswordField<T extends FieldValues & { password: string }, TOut>({
  form,
  label,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  label: string;
}) {
  return (
    <FormTextField
      form={form as unknown as UseFormReturn<{ password: string }>}
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
    />
  );
}
