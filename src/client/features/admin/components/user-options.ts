import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { ROLES, type Role } from "../../../../domain/schemas/auth";
import type { SelectOption } from "../../../components/ui/select-field";
import { roleLabel } from "../../../lib/user-display";

/** ADMIN-2: 'none' stands for no organization and is sent as null. */
export const NO_ORGANIZATION = "none";

/** The Role picker of the console's user dialogs. */
export const ROLE_OPTIONS: readonly SelectOption<Role>[] = ROLES.map((role) => ({
  value: role,
  label: roleLabel(role),
}));

/** The Organization picker of the console's user dialogs: none, or any organization (suspended ones say so). */
export function organizationOptions(organizations: readonly AdminOrganization[]): SelectOption[] {
  return [
    { value: NO_ORGANIZATION, label: "No organization" },
    ...organizations.map((organization) => ({
      value: organization.id,
      label: `${organization.name}${organization.status === "suspended" ? " (suspended)" : ""}`,
    })),
  ];
}
