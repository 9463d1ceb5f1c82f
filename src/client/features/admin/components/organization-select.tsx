import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

/** spec §5: 'none' stands for no organization and is sent as null. */
export const NO_ORGANIZATION = "none";

export function OrganizationSelect({
  id,
  value,
  onChange,
  organizations,
  disabled,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  organizations: AdminOrganization[];
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-invalid={invalid ? true : undefined}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_ORGANIZATION}>No organization</SelectItem>
        {organizations.map((organization) => (
          <SelectItem key={organization.id} value={organization.id}>
            {organization.name}
            {organization.status === "suspended" ? " (suspended)" : ""}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
