import type { AdminOrganization } from "../../../../domain/schemas/admin";
import type { SelectOption } from "../../../components/ui/select-field";

/** ADMIN-2: 'none' stands for no organization and is sent as null. */
export const NO_ORGANIZATION = "none";

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
