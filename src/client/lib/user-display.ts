import type { CurrentUser, Role } from "../../domain/schemas/auth";

type NamedUser = Pick<CurrentUser, "firstName" | "lastName" | "email">;

export { displayName } from "../../domain/people";

/** Dashboard (UI-4): the first name, or 'User'. */
export function firstNameOrUser(user: Partial<NamedUser> | null | undefined): string {
  return user?.firstName?.trim() || "User";
}

const ROLE_LABELS: Record<Role, string> = {
  user: "User",
  admin: "Admin",
  super_admin: "Super Admin",
};

export function roleLabel(role: Role | string | undefined): string {
  return ROLE_LABELS[role as Role] ?? "User";
}

export function initials(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim()?.[0];
  const last = user?.lastName?.trim()?.[0];
  if (first || last) return `${first ?? ""}${last ?? ""}`.toUpperCase();
  return (user?.email?.trim()?.[0] ?? "U").toUpperCase();
}
