"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { usersResource } from "../../../../domain/resources";
import {
  type CreateUserInput,
  createUserSchema,
  MANAGED_ROLES,
  type ManagedUser,
  type UpdateUserInput,
} from "../../../../domain/schemas/users";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormCheckboxField, FormSelectField } from "../../../components/form/form-fields";
import { PersonFields, roleOptions } from "../../../components/form/user-fields";
import { writeToasts } from "../../../components/write-toasts";
import { useCreate, useRead, useUpdate } from "../../../lib/resources";

type FormInput = z.input<typeof createUserSchema>;
type FormOutput = z.output<typeof createUserSchema>;

const ROLE_OPTIONS = roleOptions(MANAGED_ROLES);

type UserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none to add one. */
  user?: ManagedUser | null;
};

/** UI-19 Add User and edit dialogs, with the Add/edit user form rules (USER-1). */
export function UserFormDialog(props: UserDialogProps) {
  // Each opening starts from the user's current values (or a blank form).
  const opening = useOpenCount(props.open);
  return <UserForm key={opening} {...props} />;
}

function UserForm({ open, onOpenChange, user = null }: UserDialogProps) {
  const editing = user !== null;
  const createUser = useCreate<CreateUserInput>(
    usersResource,
    writeToasts("User created successfully", "Failed to create user"),
  );
  // A 409 means someone else changed the user: the refresh after the write shows the current one.
  const updateUser = useUpdate<UpdateUserInput & { version: string }>(
    usersResource,
    writeToasts("User updated successfully", "Failed to update user"),
  );
  // Built by another screen's API; while it is missing the picker offers 'No function' only.
  const functions = useRead("/api/organizational-functions");
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      role: user?.role === "admin" ? "admin" : "user",
      assignedFunctionId: user?.assignedFunctionId ?? "",
      // USER-1: default true, shown only when adding.
      sendInvitation: true,
    },
  });
  const pending = createUser.isPending || updateUser.isPending;
  const onDone = () => onOpenChange(false);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={editing ? "Edit User" : "Add User"}
      description={
        editing
          ? "Change this person's details, role or function."
          : "Add a person to your organization. They get an email to set their password."
      }
      submitLabel={editing ? "Save Changes" : "Add User"}
      pendingLabel="Saving..."
      pending={pending}
      onSubmit={(values, { applyServerErrors }) => {
        if (user) {
          const { sendInvitation: _unused, ...fields } = values;
          updateUser.mutate(
            { id: user.id, body: { ...fields, version: user.updatedAt } },
            { onSuccess: onDone, onError: applyServerErrors },
          );
        } else {
          createUser.mutate(values, { onSuccess: onDone, onError: applyServerErrors });
        }
      }}
    >
      <PersonFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          hint="Admins can manage users and organization settings."
        />
        <FormSelectField
          control={form.control}
          name="assignedFunctionId"
          label="Assigned Function"
          options={[
            // USER-1: 'No function' is sent as null.
            { value: "", label: "No function" },
            ...(functions.data ?? []).map((fn) => ({ value: fn.id, label: fn.name })),
          ]}
        />
      </div>
      {!editing && (
        <FormCheckboxField
          control={form.control}
          name="sendInvitation"
          label="Send invitation email"
          hint="A link to set their password; it expires in 7 days."
        />
      )}
    </FormDialog>
  );
}
