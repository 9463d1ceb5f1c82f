import type { AdminUser } from "../../../../domain/schemas/admin";
import type { BadgeVariant } from "../../../components/ui/badge";

/**
 * User display status (USER-7): Active with an organization, otherwise Pending ('Pending Setup' in the
 * detail view). Super admins run the platform and have none by design; a member who has not yet
 * accepted the invitation is Invited (USER-6's Pending, named apart here so both states are visible).
 */
export function userStatus(user: Pick<AdminUser, "role" | "organizationId" | "emailVerified">): {
  label: string;
  variant: BadgeVariant;
} {
  if (user.role === "super_admin") return { label: "Platform", variant: "outline" };
  if (!user.organizationId) return { label: "Pending", variant: "warning" };
  if (!user.emailVerified) return { label: "Invited", variant: "secondary" };
  return { label: "Active", variant: "success" };
}
