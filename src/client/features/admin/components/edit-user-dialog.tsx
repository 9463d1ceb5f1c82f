"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { adminUsersResource } from "../../../../domain/resources";
import {
  type AdminUpdateUser,
  type AdminUpdateUserInput,
  type AdminUser,
  adminUpdateUserSchema,
} from "../../../../domain/schemas/admin";
import { FormDialog } from "../../../components/form/form-dialog";
import { writeToasts } from "../../../components/write-toasts";
import { useUpdate } from "../../../lib/resources";
import { RoleOrganizationFields } from "./role-organization-fields";
import { NO_ORGANIZATION } from "./user-options";

/** Admin Panel (ADMIN-2) Users tab: edit role and organization. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return user && <EditUserForm key={user.id} user={user} onDone={onClose} />;
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  // A 409 means someone else changed the user: the refresh after the write shows the current one.
  const update = useUpdate<AdminUpdateUserInput>(adminUsersResource, {
    method: "patch",
    silent: true,
    ...writeToasts("User updated successfully", "Failed to update user"),
  });
  const form = useForm<AdminUpdateUserInput, unknown, AdminUpdateUser>({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: { role: user.role, organizationId: user.organizationId ?? NO_ORGANIZATION },
  });
  const organizationId = useWatch({ control: form.control, name: "organizationId" });
  const moving = organizationId !== (user.organizationId ?? NO_ORGANIZATION);

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title="Edit User"
      description={
        <>
          {user.name} · {user.email}
        </>
      }
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(values, { applyServerErrors }) =>
        update.mutate(
          { id: user.id, body: { ...values, version: user.updatedAt } },
          { onSuccess: onDone, onError: applyServerErrors },
        )
      }
    >
      <RoleOrganizationFields form={form} />
      <p className="text-sm text-muted-foreground">
        {moving
          ? "Moving a user signs them out and clears their function and ownerships in the old organization."
          : "A role change signs the user out, so the new role applies at their next sign-in."}
      </p>
    </FormDialog>
  );
}
