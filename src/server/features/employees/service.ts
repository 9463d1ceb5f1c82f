import { asc, eq } from "drizzle-orm";
import type { ManagedUser } from "../../../domain/schemas/users";
import { toManagedUser } from "../../accounts/managed-user";
import type { Database } from "../../db/client";
import { organizations, users } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";

/** USER-6: `Active` is a verified member of an active organization; anyone else is `Pending`. */
export const employeeStatus = (emailVerified: boolean, organizationStatus: string) =>
  emailVerified && organizationStatus === "active" ? ("Active" as const) : ("Pending" as const);

/**
 * USER-6: the organization's employees are its users. `Active` is a verified member of an active
 * organization; anyone else (invited, not yet accepted) is `Pending`. No placeholder employee.
 */
export function listEmployees(db: Database, actor: TenantContext): Promise<ManagedUser[]> {
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({ user: users, organizationStatus: organizations.status })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(inOrganization(users.organizationId, actor.orgId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    return rows.map(({ user, organizationStatus }) => ({
      ...toManagedUser(user),
      status: employeeStatus(user.emailVerified, organizationStatus),
    }));
  });
}
