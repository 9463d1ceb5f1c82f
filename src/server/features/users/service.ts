import { asc, eq } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { usersResource } from "../../../domain/resources";
import type { CreateUserInput, ManagedUser, UpdateUserInput } from "../../../domain/schemas/users";
import {
  assertKeepsAnAdmin,
  assertNotSelf,
  assertPlanRoom,
  endSessionsOnAccessChange,
  type Inviter,
  inviteUsers,
  withUniqueEmail,
} from "../../accounts/lifecycle";
import { toManagedUser } from "../../accounts/managed-user";
import type { Tx } from "../../db/client";
import { organizations, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, notFound } from "../../http-error";
import { auditedResource, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

export type UsersDeps = ServiceDeps;

/** The organization's users (ROLE-3: admins manage them); the lifecycle rules are accounts/lifecycle's. */
export const userRows = auditedResource(usersResource, users, {
  name: displayName,
  snapshot: (row) => ({ email: row.email, role: row.role }),
});

export function listUsers(deps: UsersDeps, actor: TenantContext): Promise<ManagedUser[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(users)
      .where(userRows.inOrg(actor))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    return rows.map(toManagedUser);
  });
}

type OrganizationRow = typeof organizations.$inferSelect;

/** The session's organization (always there for a tenant). */
export async function ownOrganization(tx: Tx, actor: TenantContext): Promise<OrganizationRow> {
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, actor.orgId));
  if (!organization) throw notFound("Organization not found");
  return organization;
}

/** An admin invites to their own organization, in their own name (AUTH-7). */
export const inviterOf = (actor: Actor, organization: OrganizationRow): Inviter => ({
  name: actor.userName,
  organizationName: organization.name,
});

export function createUser(deps: UsersDeps, actor: Actor, input: CreateUserInput): Promise<ManagedUser> {
  let organization: OrganizationRow;
  return withUniqueEmail(() =>
    userRows.create(deps, actor, {
      check: async ({ tx }) => {
        organization = await ownOrganization(tx, actor);
        await assertPlanRoom(tx, organization);
      },
      values: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        assignedFunctionId: input.assignedFunctionId,
      },
      after: async (w, user) => {
        if (!input.sendInvitation) return;
        await inviteUsers(w, deps.config.appUrl, inviterOf(actor, organization), [user], { newUsers: true });
      },
      present: (_w, user) => toManagedUser(user),
    }),
  );
}

export function updateUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  input: UpdateUserInput,
  version: string | undefined,
): Promise<ManagedUser> {
  return withUniqueEmail(() =>
    userRows.edit(deps, actor, id, version, {
      check: async ({ tx }, before) => {
        // ROLE-3: an admin never edits a super admin (who belongs to no organization anyway).
        if (before.role === "super_admin") throw notFound("User not found");
        await assertKeepsAnAdmin(tx, before, { role: input.role, organizationId: before.organizationId });
      },
      changes: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        role: input.role,
        assignedFunctionId: input.assignedFunctionId,
      },
      // A changed role takes effect at once: the user signs in again with the new one.
      after: ({ tx }, before, after) => endSessionsOnAccessChange(tx, before, after),
      present: (_w, user) => toManagedUser(user),
    }),
  );
}

export function deleteUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return userRows.remove(deps, actor, id, version, {
    check: async ({ tx }, user) => {
      assertNotSelf(actor.userId, id);
      await assertKeepsAnAdmin(tx, user, null);
      // One-time tokens go with the user (foreign keys cascade).
      await endSessionsOnAccessChange(tx, user, null);
    },
  });
}

/** AUTH-7: a new link for a user who has not accepted yet; the old link stops working. */
export function resendInvitation(deps: UsersDeps, actor: Actor, id: string): Promise<void> {
  return tenantWrite(deps, actor, async (w) => {
    const user = await userRows.find(w.tx, actor, id);
    if (user.emailVerified) throw badRequest("This user has already accepted the invitation.");
    await inviteUsers(w, deps.config.appUrl, inviterOf(actor, await ownOrganization(w.tx, actor)), [user]);
  });
}
