import { displayName } from "../../domain/people";
import type { ManagedUser } from "../../domain/schemas/users";
import type { users } from "../db/schema";

/** A user as the organization's own screens (users, employees) answer it. */
export function toManagedUser(u: typeof users.$inferSelect): ManagedUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    name: displayName(u),
    email: u.email,
    role: u.role,
    department: u.department,
    emailVerified: u.emailVerified,
    assignedFunctionId: u.assignedFunctionId,
    organizationId: u.organizationId,
    pendingEmail: u.pendingEmail,
    status: u.emailVerified ? "Active" : "Pending",
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
