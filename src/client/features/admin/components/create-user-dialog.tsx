"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminUsersResource } from "../../../../domain/resources";
import { type AdminCreateUserInput, adminCreateUserSchema } from "../../../../domain/schemas/admin";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { PersonFields } from "../../../components/form/user-fields";
import { writeToasts } from "../../../components/write-toasts";
import { useCreate } from "../../../lib/resources";
import { RoleOrganizationFields } from "./role-organization-fields";
import { NO_ORGANIZATION } from "./user-options";

type FormInput = z.input<typeof adminCreateUserSchema>;
type FormOutput = z.output<typeof adminCreateUserSchema>;

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const opening = useOpenCount(open);
  return <CreateUserForm key={opening} open={open} onOpenChange={onOpenChange} />;
}

/** Admin create user (ADMIN-2): email, first and last name required; role user by default; 'none' = null. */
function CreateUserForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreate<AdminCreateUserInput>(adminUsersResource, {
    silent: true,
    ...writeToasts(
      "User created successfully",
      "Failed to create user",
      "Please check your input and try again.",
    ),
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: { email: "", firstName: "", lastName: "", role: "user", organizationId: NO_ORGANIZATION },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Create User"
      description="Add a person to any organization. They get an email with a link to set their password."
      submitLabel="Create User"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={(values, { applyServerErrors }) =>
        create.mutate(values, { onSuccess: () => onOpenChange(false), onError: applyServerErrors })
      }
    >
      <PersonFields form={form} />
      <RoleOrganizationFields form={form} />
    </FormDialog>
  );
}
