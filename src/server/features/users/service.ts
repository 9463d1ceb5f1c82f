import { asc, eq } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { usersResource } from "../../../domain/resources";
import type {
  CreateUserInput,
  ManagedUser,
  UpdateUserInput,
  UserHoldings,
} from "../../../domain/schemas/users";
import {
  holdingsOf,
  newOwnerFor,
  ownsThings,
  REASSIGN_FIELD,
  REASSIGN_MISSING_MESSAGE,
  reassignHoldings,
} from "../../accounts/holdings";
import {
  accountAddresses,
  addressWriteLimits,
  assertKeepsAnAdmin,
  assertNotSelf,
  assertPlanRoom,
  changesEmailAtOnce,
  endSessionsOnAccessChange,
  type Inviter,
  inviteUsers,
  releaseLapsedInvitations,
  requestEmailChange,
  voidInvitations,
  withUniqueEmail,
} from "../../accounts/lifecycle";
import { toManagedUser } from "../../accounts/managed-user";
import type { Tx } from "../../db/client";
import { organizationFunctions, organizations, users } from "../../db/schema";
import { type Actor, type TenantContext, withPlatform, withTenant } from "../../db/tenant";
import { badRequest, notFound } from "../../http-error";
import { auditedResource, owned, recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { enforceLimits } from "../auth";

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

const functionRows = owned(organizationFunctions, "Function not found");

/** TENANT-4: the function a user is assigned to is one of the caller's organization (400 otherwise). */
async function assertAssignedFunction(tx: Tx, actor: TenantContext, functionId: string | null | undefined) {
  if (functionId) await functionRows.reference(tx, actor, "assignedFunctionId", functionId);
}

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

/**
 * AUTH-43: whether each address already has an account anywhere, and the lapsed invitations that held
 * them released (AUTH-33): a platform read, since the holder may be of any organization. The answer
 * only picks which mail the address gets; the admin is answered the same either way.
 */
function readAddresses(deps: UsersDeps, emails: readonly string[], exceptUserId?: string) {
  return withPlatform(deps.db, async (tx) => {
    await releaseLapsedInvitations(tx, emails, exceptUserId);
    return accountAddresses(tx, emails);
  });
}

export async function createUser(
  deps: UsersDeps,
  actor: Actor,
  input: CreateUserInput,
): Promise<ManagedUser> {
  let organization: OrganizationRow;
  await enforceLimits(deps.db, addressWriteLimits(actor)); // AUTH-43
  const inUse = await readAddresses(deps, [input.email]);
  // AUTH-43: an address an account holds elsewhere becomes a pending member like any other; only an
  // address this organization already lists is refused (409, users_organization_email_unique).
  return withUniqueEmail(() =>
    userRows.create(deps, actor, {
      check: async ({ tx }) => {
        organization = await ownOrganization(tx, actor);
        await assertAssignedFunction(tx, actor, input.assignedFunctionId);
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
        await inviteUsers(w, deps.config.appUrl, inviterOf(actor, organization), [user], {
          newUsers: true,
          inUse,
        });
      },
      present: (_w, user) => toManagedUser(user),
    }),
  );
}

/** The user's address as it is now (a tenant read: an id of another organization is 404 later). */
async function currentEmail(deps: UsersDeps, actor: Actor, id: string): Promise<string | null> {
  const [row] = await withTenant(deps.db, actor, (tx) =>
    tx.select({ email: users.email }).from(users).where(userRows.byId(actor, id)),
  );
  return row?.email.toLowerCase() ?? null;
}

export async function updateUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  input: UpdateUserInput,
  version: string | undefined,
): Promise<ManagedUser> {
  const email = input.email.toLowerCase();
  const movesEmail = (before: { email: string }) => before.email.toLowerCase() !== email;
  const current = await currentEmail(deps, actor, id);
  // AUTH-43: a new address is rationed like a new user, and answered the same whoever holds it.
  if (current !== null && current !== email) await enforceLimits(deps.db, addressWriteLimits(actor));
  const inUse =
    current !== null && current !== email ? await readAddresses(deps, [email], id) : new Set<string>();
  return withUniqueEmail(() =>
    userRows.edit(deps, actor, id, version, {
      check: async ({ tx }, before) => {
        // ROLE-3: an admin never edits a super admin (who belongs to no organization anyway).
        if (before.role === "super_admin") throw notFound("User not found");
        await assertAssignedFunction(tx, actor, input.assignedFunctionId);
        await assertKeepsAnAdmin(tx, before, { role: input.role, organizationId: before.organizationId });
      },
      // AUTH-35: a new address waits for its owner's confirmation, except an unaccepted invitee's.
      changes: (before) => ({
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        assignedFunctionId: input.assignedFunctionId,
        ...(!movesEmail(before)
          ? {}
          : changesEmailAtOnce(before)
            ? { email, pendingEmail: null }
            : { pendingEmail: email }),
      }),
      after: async (w, before, after) => {
        if (movesEmail(before)) {
          if (changesEmailAtOnce(before)) await voidInvitations(w.tx, before.id);
          else await requestEmailChange(w, deps.config.appUrl, before, email, inUse.has(email));
        }
        // A changed role takes effect at once: the user signs in again with the new one.
        await endSessionsOnAccessChange(w.tx, before, after);
      },
      present: (_w, user) => toManagedUser(user),
    }),
  );
}

/** USER-8: what a user of the organization owns (the delete dialog asks for a new owner when anything). */
export function userHoldings(deps: UsersDeps, actor: TenantContext, id: string): Promise<UserHoldings> {
  return withTenant(deps.db, actor, async (tx) =>
    holdingsOf(tx, await userRows.find(tx, actor, id), actor.orgId),
  );
}

export function deleteUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
  reassignTo?: string,
): Promise<void> {
  return userRows.remove(deps, actor, id, version, {
    check: async ({ tx }, user) => {
      assertNotSelf(actor.userId, id);
      await assertKeepsAnAdmin(tx, user, null);
      // One-time tokens go with the user (foreign keys cascade).
      await endSessionsOnAccessChange(tx, user, null);
    },
    // USER-9, USER-10: what the user owns goes to the member named, in this transaction, each move
    // with its activity row; without one, a user who owns anything is not deleted (409 listing it).
    cleanUp: async (w, user) => {
      const newOwner = reassignTo
        ? await newOwnerFor(user, reassignTo, async (ownerId) =>
            userRows.reference(w.tx, actor, REASSIGN_FIELD, ownerId, REASSIGN_MISSING_MESSAGE),
          )
        : null;
      if (!newOwner) {
        const holdings = await holdingsOf(w.tx, user, actor.orgId);
        if (holdings.total > 0) throw ownsThings(holdings);
        return {};
      }
      const moved = await reassignHoldings(w.tx, user, newOwner, actor.orgId);
      const from = displayName(user);
      for (const thing of moved) {
        await recordActivity(w.tx, actor, {
          action: "updated",
          entityType: thing.kind,
          entityId: thing.id,
          entityName: thing.name,
          category: thing.kind === "objective" ? "library" : "assignments",
          details: { oldValue: { ownerName: from }, newValue: { ownerName: newOwner.name } },
        });
      }
      return moved.length > 0 ? { reassignedTo: newOwner.name, reassigned: moved.length } : {};
    },
  });
}

/** AUTH-7: a new link for a user who has not accepted yet; the old link stops working. */
export async function resendInvitation(deps: UsersDeps, actor: Actor, id: string): Promise<void> {
  const email = await currentEmail(deps, actor, id);
  const inUse = email
    ? await withPlatform(deps.db, (tx) => accountAddresses(tx, [email]))
    : new Set<string>();
  return tenantWrite(deps, actor, async (w) => {
    const user = await userRows.find(w.tx, actor, id);
    if (user.emailVerified) throw badRequest("This user has already accepted the invitation.");
    await inviteUsers(w, deps.config.appUrl, inviterOf(actor, await ownOrganization(w.tx, actor)), [user], {
      inUse,
    });
  });
}
