"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { adminOrganizationsResource } from "../../../../domain/resources";
import { ROLES, type Role } from "../../../../domain/schemas/auth";
import { FormSelectField } from "../../../components/form/form-fields";
import { roleOptions } from "../../../components/form/user-fields";
import { useList } from "../../../lib/resources";
import { NO_ORGANIZATION, organizationOptions } from "./user-options";

type RoleOrganizationValues = { role?: Role; organizationId?: string | null };

const ROLE_OPTIONS = roleOptions(ROLES);

/** The console's user dialogs (ADMIN-2): Role, and Organization, which a super admin has none of. */
export function RoleOrganizationFields<T extends FieldValues & RoleOrganizationValues, TOut>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  // Both dialogs' forms hold these two fields; this block sees only them.
  const { control, setValue } = form as unknown as UseFormReturn<RoleOrganizationValues>;
  const organizations = useList(adminOrganizationsResource);
  const role = useWatch({ control, name: "role" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelectField
        control={control}
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        // A super admin runs the platform and belongs to no organization.
        onValueChange={(value) => value === "super_admin" && setValue("organizationId", NO_ORGANIZATION)}
      />
      <FormSelectField
        control={control}
        name="organizationId"
        label="Organization"
        options={organizationOptions(organizations.data ?? [])}
        disabled={role === "super_admin"}
      />
    </div>
  );
}
