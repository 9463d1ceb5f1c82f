import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import type {
  AdminCreateUser,
  AdminUpdateUser,
  AdminUser,
  AdminUserDetails,
} from "../../../domain/schemas/admin";
import type { UserHoldings } from "../../../domain/schemas/users";
import { holdingsOf, newOwnerFor, ownsThings, reassignHoldings } from "../../accounts/holdings";
import {
  addressHolder,
  assertKeepsAnAdmin,
  assertNotSelf,
  assertPlanRoom,
  CONSOLE_FREE_PLAN_LIMIT_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  endSessionsOnAccessChange,
  inviteUsers,
  withUniqueEmail,
} from "../../accounts/lifecycle";
import type { Tx } from "../../db/client";
import {
  authTokens,
  kpiAssignments,
  objectiveAssignments,
  objectives,
  organizations,
  sessions,
  users,
} from "../../db/schema";
import { withPlatform } from "../../db/tenant";
import { badRequest, conflict, notFound } from "../../http-error";
import { assertVersion, platformWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { SESSION_IDLE_MS } from "../auth";
import { type PlatformActor, recordPlatformAudit } from "./audit";

type UserRow = typeof users.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

function toAdminUser(user: UserRow, organizationName: string | null): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: displayName(user),
    email: user.email,
    role: user.role,
    department: user.department,
    emailVerified: user.emailVerified,
    assignedFunctionId: user.assignedFunctionId,
    organizationId: user.organizationId,
    organizationName,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

async function findUser(
  tx: Tx,
  id: string,
  lock = true,
): Promise<{ user: UserRow; organization: OrganizationRow | null }> {
  const query = tx
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  const [row] = lock ? await query.for("update", { of: users }) : await query;
  if (!row) throw notFound("User not found");
  return row;
}

/** The organization a user is placed in; an unknown id is a bad request, not a missing user. */
async function findTargetOrganization(tx: Tx, id: string): Promise<OrganizationRow> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw badRequest("Organization not found", { organizationId: "Organization not found" });
  return row;
}

/** A super admin runs the platform and belongs to no organization (ROLE-4); others may have none yet. */
function assertRoleFitsOrganization(role: UserRow["role"], organizationId: string | null): void {
  if (role === "super_admin" && organizationId !== null) {
    throw badRequest("A super admin belongs to no organization: choose 'No organization'.", {
      organizationId: "A super admin belongs to no organization",
    });
  }
}

/** The console's words for the last admin of an organization (the tenant's are the lifecycle's). */
const lastAdminMessage = (organizationName: string) =>
  `${organizationName} needs at least one admin: make someone else an admin there first, or delete the organization.`;

export function listUsers(deps: ServiceDeps): Promise<AdminUser[]> {
  return withPlatform(deps.db, async (tx) => {
    const rows = await tx
      .select({ user: users, organizationName: organizations.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .orderBy(desc(users.createdAt), users.email);
    return rows.map((row) => toAdminUser(row.user, row.organizationName));
  });
}

/** Admin create user (ADMIN-2); AUTH-7: the new user is e-mailed a link to set a password. */
export function createUser(
  deps: ServiceDeps,
  actor: PlatformActor & { name: string },
  input: AdminCreateUser,
): Promise<AdminUser> {
  return platformWrite(deps, async (w) => {
    const { tx } = w;
    assertRoleFitsOrganization(input.role, input.organizationId);
    const organization = input.organizationId ? await findTargetOrganization(tx, input.organizationId) : null;
    if (organization) await assertPlanRoom(tx, organization, CONSOLE_FREE_PLAN_LIMIT_MESSAGE);
    // AUTH-32: the console sees every organization, so any user holding the address is refused by name.
    if (await addressHolder(tx, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
    const [user] = await withUniqueEmail(() =>
      tx
        .insert(users)
        .values({
          organizationId: organization?.id ?? null,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
        })
        .returning(),
    );
    await inviteUsers(
      w,
      deps.config.appUrl,
      { name: actor.name, organizationName: organization?.name ?? null },
      [user!],
      { newUsers: true },
    );
    await recordPlatformAudit(tx, actor, {
      action: "user.created",
      targetType: "user",
      targetId: user!.id,
      targetName: user!.email,
      details: {
        role: user!.role,
        organizationId: user!.organizationId,
        organizationName: organization?.name ?? null,
      },
    });
    return toAdminUser(user!, organization?.name ?? null);
  });
}

/**
 * API-1 PATCH /api/admin/users/{userId}: role and organization. A changed role or organization
 * takes effect at once (the user signs in again); a move leaves behind what tied the user to the old
 * organization (assigned function, ownership), as a delete would.
 */
export function updateUser(
  deps: ServiceDeps,
  actor: PlatformActor,
  id: string,
  input: AdminUpdateUser,
): Promise<AdminUser> {
  return withPlatform(deps.db, async (tx) => {
    const { user: before, organization: oldOrganization } = await findUser(tx, id);
    assertVersion(before.updatedAt, input.version);
    const role = input.role ?? before.role;
    const organizationId = input.organizationId === undefined ? before.organizationId : input.organizationId;
    const moved = organizationId !== before.organizationId;
    if (id === actor.id && (role !== before.role || moved)) {
      throw badRequest("You cannot change your own role or organization.");
    }
    assertRoleFitsOrganization(role, organizationId);
    const organization = organizationId ? await findTargetOrganization(tx, organizationId) : null;
    if (oldOrganization) {
      await assertKeepsAnAdmin(tx, before, { role, organizationId }, lastAdminMessage(oldOrganization.name));
    }
    if (moved && organization) await assertPlanRoom(tx, organization, CONSOLE_FREE_PLAN_LIMIT_MESSAGE);

    const [after] = await tx
      .update(users)
      .set({
        role,
        organizationId,
        ...(moved ? { assignedFunctionId: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (moved) {
      if (before.organizationId) await releaseOwnership(tx, id, before.organizationId);
      // Open invitation or reset links follow the user, so they are walled with the new organization.
      await tx.update(authTokens).set({ organizationId }).where(eq(authTokens.userId, id));
    }
    await endSessionsOnAccessChange(tx, before, after!);
    await recordPlatformAudit(tx, actor, {
      action: "user.updated",
      targetType: "user",
      targetId: id,
      targetName: before.email,
      details: {
        oldValue: {
          role: before.role,
          organizationId: before.organizationId,
          organizationName: oldOrganization?.name ?? null,
        },
        newValue: { role, organizationId, organizationName: organization?.name ?? null },
      },
    });
    return toAdminUser(after!, organization?.name ?? null);
  });
}

/** What 'on delete set null' does for a deleted user, done for a user who leaves an organization. */
async function releaseOwnership(tx: Tx, userId: string, organizationId: string): Promise<void> {
  for (const table of [objectives, objectiveAssignments, kpiAssignments]) {
    await tx
      .update(table)
      .set({ ownerId: null })
      .where(and(eq(table.ownerId, userId), eq(table.organizationId, organizationId)));
  }
}

/** POST /api/admin/user-view: one user's details; reading them is recorded. */
export function viewUser(deps: ServiceDeps, actor: PlatformActor, id: string): Promise<AdminUserDetails> {
  return withPlatform(deps.db, async (tx) => {
    const { user, organization } = await findUser(tx, id, false);
    const [open] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, id),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
        ),
      );
    await recordPlatformAudit(tx, actor, {
      action: "user.viewed",
      targetType: "user",
      targetId: id,
      targetName: user.email,
    });
    return {
      ...toAdminUser(user, organization?.name ?? null),
      organizationStatus: organization?.status ?? null,
      organizationPlan: organization?.subscriptionTier ?? null,
      activeSessions: open?.n ?? 0,
    };
  });
}

/** USER-8: what a user owns in their organization (nothing when they belong to none). */
export function userHoldings(deps: ServiceDeps, id: string): Promise<UserHoldings> {
  return withPlatform(deps.db, async (tx) => {
    const { user } = await findUser(tx, id, false);
    if (!user.organizationId) {
      const none = { count: 0, names: [] };
      return {
        userId: user.id,
        userName: displayName(user),
        objectives: none,
        objectiveAssignments: none,
        kpiAssignments: none,
        total: 0,
      };
    }
    return holdingsOf(tx, user, user.organizationId);
  });
}

/**
 * The user's sessions end at once; their one-time tokens go with them (foreign keys cascade).
 * USER-9, USER-10: what they own in their organization goes to `reassignTo`, a member of it; without
 * one, a user who owns anything is not deleted (409 listing it).
 */
export function deleteUser(
  deps: ServiceDeps,
  actor: PlatformActor,
  id: string,
  reassignTo?: string,
): Promise<void> {
  return withPlatform(deps.db, async (tx) => {
    const { user, organization } = await findUser(tx, id);
    assertNotSelf(actor.id, id);
    if (organization) await assertKeepsAnAdmin(tx, user, null, lastAdminMessage(organization.name));
    let reassigned: { reassignedTo: string; reassigned: number } | undefined;
    if (user.organizationId) {
      const organizationId = user.organizationId;
      const newOwner = reassignTo
        ? await newOwnerFor(user, reassignTo, async (ownerId) => {
            // USER-10: someone of another organization is not there to take it over. Platform work
            // (TENANT-3) is not behind the organization filter, so the organization is compared here.
            const [row] = await tx.select().from(users).where(eq(users.id, ownerId));
            return row?.organizationId === organizationId ? row : undefined;
          })
        : null;
      if (newOwner) {
        const moved = await reassignHoldings(tx, user, newOwner, organizationId);
        if (moved.length > 0) reassigned = { reassignedTo: newOwner.name, reassigned: moved.length };
      } else {
        const holdings = await holdingsOf(tx, user, organizationId);
        if (holdings.total > 0) throw ownsThings(holdings);
      }
    }
    await endSessionsOnAccessChange(tx, user, null);
    await tx.delete(users).where(eq(users.id, id));
    await recordPlatformAudit(tx, actor, {
      action: "user.deleted",
      targetType: "user",
      targetId: id,
      targetName: user.email,
      details: {
        role: user.role,
        organizationId: user.organizationId,
        organizationName: organization?.name ?? null,
        ...reassigned,
      },
    });
  });
}
