import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { adminOrganizationsResource, adminUsersResource } from "../../../../domain/resources";
import {
  type AdminUpdateUser,
  type AdminUpdateUserInput,
  type AdminUser,
  adminUpdateUserSchema,
} from "../../../../domain/schemas/admin";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useList, useUpdate } from "../../../lib/resources";
import { NO_ORGANIZATION, organizationOptions, ROLE_OPTIONS } from "./user-options";

/** Admin Panel (ADMIN-2) Users tab: edit role and organization. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return user && <EditUserForm key={user.id} user={user} onDone={onClose} />;
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  // A 409 means someone else changed the user: the refresh after the write shows the current one.
  const update = useUpdate<AdminUpdateUserInput>(adminUsersResource, {
    method: "patch",
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "User updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to update user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const organizations = useList(adminOrganizationsResource);
  const form = useForm<AdminUpdateUserInput, unknown, AdminUpdateUser>({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: { role: user.role, organizationId: user.organizationId ?? NO_ORGANIZATION },
  });
  const [role, organizationId] = useWatch({ control: form.control, name: ["role", "organizationId"] });
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          // A super admin runs the platform and belongs to no organization.
          onValueChange={(value) =>
            value === "super_admin" && form.setValue("organizationId", NO_ORGANIZATION)
          }
        />
        <FormSelectField
          control={form.control}
          name="organizationId"
          label="Organization"
          options={organizationOptions(organizations.data ?? [])}
          disabled={role === "super_admin"}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {moving
          ? "Moving a user signs them out and clears their function and ownerships in the old organization."
          : "A role change signs the user out, so the new role applies at their next sign-in."}
      </p>
    </FormDialog>
  );
}
