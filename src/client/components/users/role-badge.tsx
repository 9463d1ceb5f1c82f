import type { Role } from "../../../domain/schemas/auth";
import { roleLabel } from "../../lib/user-display";
import { Badge, type BadgeVariant } from "../ui/badge";

// ROLE-6 role badge colours: admin purple, super_admin red, else grey.
const VARIANTS: Record<Role, BadgeVariant> = { super_admin: "red", admin: "purple", user: "grey" };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={VARIANTS[role] ?? "grey"}>{roleLabel(role)}</Badge>;
}
