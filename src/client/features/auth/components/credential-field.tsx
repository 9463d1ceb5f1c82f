"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The e-mail and new-password inputs that signing up, signing in, the reset link, the resend form and
// an invitation all ask for, worded and autofilled alike.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormTextField } from "../../../components/form/form-fields";

const CREDENTIALS = {
  email: { name: "email", type: "email", autoComplete: "email", placeholder: "you@company.com" },
  // AUTH-2: the password rules, as the forms that choose a password state them.
  "new-password": {
    name: "password",
    type: "password",
    autoComplete: "new-password",
    hint: "8 or more characters with upper and lower case letters, a number and a special character.",
  },
} as const;

type Credential = keyof typeof CREDENTIALS;

/** The account's e-mail (`email`) or a password being chosen (`password`), in a form that holds it. */
export function CredentialField<
  K extends Credential,
  T extends FieldValues & Record<(typeof CREDENTIALS)[K]["name"], string>,
  TOut,
>({ form, kind, label }: { form: UseFormReturn<T, unknown, TOut>; kind: K; label: string }) {
  return <FormTextField form={form as unknown as UseFormReturn} label={label} {...CREDENTIALS[kind]} />;
}
