import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { adminCreateUserSchema } from "../../../../domain/schemas/admin";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCreateAdminUser } from "../api/create-user";
import { useOrganizations } from "../api/get-organizations";
import { NO_ORGANIZATION, OrganizationSelect } from "./organization-select";
import { RoleSelect } from "./role-select";

type FormInput = z.input<typeof adminCreateUserSchema>;
type FormOutput = z.output<typeof adminCreateUserSchema>;
const FIELDS = ["email", "firstName", "lastName", "role", "organizationId"] as const;

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <CreateUserForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

/** spec §5 Admin create user: email, first and last name required; role user by default; 'none' = null. */
function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminUser();
  const organizations = useOrganizations();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: { email: "", firstName: "", lastName: "", role: "user", organizationId: NO_ORGANIZATION },
  });
  const { errors } = form.formState;
  const role = form.watch("role") ?? "user";

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create User</DialogTitle>
        <DialogDescription>
          Add a person to any organization. They get an email with a link to set their password.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@company.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-role">Role</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect
                id="admin-user-role"
                value={field.value ?? "user"}
                onChange={(value) => {
                  field.onChange(value);
                  // A super admin runs the platform and belongs to no organization.
                  if (value === "super_admin") form.setValue("organizationId", NO_ORGANIZATION);
                }}
              />
            )}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-organization">Organization</Label>
          <Controller
            control={form.control}
            name="organizationId"
            render={({ field }) => (
              <OrganizationSelect
                id="admin-user-organization"
                value={field.value || NO_ORGANIZATION}
                onChange={field.onChange}
                organizations={organizations.data ?? []}
                disabled={role === "super_admin"}
                invalid={Boolean(errors.organizationId)}
              />
            )}
          />
          {errors.organizationId?.message && (
            <p className="text-xs font-medium text-destructive">{errors.organizationId.message}</p>
          )}
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create User"}
        </Button>
      </DialogFooter>
    </form>
  );
}
