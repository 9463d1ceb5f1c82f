import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { adminOrganizationsResource, adminUsersResource } from "../../../../domain/resources";
import { type AdminCreateUserInput, adminCreateUserSchema } from "../../../../domain/schemas/admin";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useList } from "../../../lib/resources";
import { NO_ORGANIZATION, organizationOptions, ROLE_OPTIONS } from "./user-options";

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
    onSuccess: () =>
      toast({ title: "Success", description: "User created successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to create user",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  const organizations = useList(adminOrganizationsResource);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: { email: "", firstName: "", lastName: "", role: "user", organizationId: NO_ORGANIZATION },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: "role" }) ?? "user";

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
    </FormDialog>
  );
}
