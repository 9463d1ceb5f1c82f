"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The fields a user dialog shares, whether the platform console's (ADMIN-2) or an organization's
// Settings (USER-1): the person's names and e-mail, and the Role picker's options.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { Role } from "../../../domain/schemas/auth";
import { roleLabel } from "../../lib/user-display";
import type { SelectOption } from "../ui/select-field";
import { FormTextField } from "./form-fields";

/** The Role picker's options: each of `roles` with its label. */
export function roleOptions<R extends Role>(roles: readonly R[]): SelectOption<R>[] {
  return roles.map((role) => ({ value: role, label: roleLabel(role) }));
}

type PersonValues = { firstName?: string; lastName?: string; email?: string };

/** First and last name side by side, then the e-mail, with their errors. */
export function PersonFields<T extends FieldValues & PersonValues, TOut>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  // Every user form holds these three fields; this block sees only them.
  const person = form as unknown as UseFormReturn<PersonValues>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={person} name="firstName" label="First Name" autoComplete="off" />
        <FormTextField form={person} name="lastName" label="Last Name" autoComplete="off" />
      </div>
      <FormTextField
        form={person}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@company.com"
      />
    </>
  );
}
