import { and, asc, eq, ne, sql } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import type { CreateUserInput, ManagedUser, UpdateUserInput } from "../../../domain/schemas/users";
import { assertVersion } from "../../concurrency";
import type { Config } from "../../config";
import type { Database, Tx } from "../../db/client";
import { organizations, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, conflict, HttpError, notFound } from "../../http-error";
import { queueMail } from "../../mail/outbox";
import { invitationMail } from "../../mail/templates";
import { recordActivity } from "../activities/record";
import { issueToken } from "../auth/service";
import { endUserSessions } from "../auth/sessions";

export type UsersDeps = { db: Database; config: Config; kickMail: () => void };

// D10: a Free organization may have at most 10 users.
export const FREE_PLAN_USER_LIMIT = 10;
export const FREE_PLAN_LIMIT_MESSAGE = `The Free plan allows up to ${FREE_PLAN_USER_LIMIT} users. Upgrade the plan to add more.`;
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toManagedUser(u: UserRow): ManagedUser {
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
    status: u.emailVerified ? "Active" : "Pending",
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

async function findOwnUser(tx: Tx, actor: Actor, id: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inOrganization(users.organizationId, actor.orgId)));
  if (!row) throw notFound("User not found");
  return row;
}

export function listUsers(deps: UsersDeps, actor: TenantContext): Promise<ManagedUser[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(users)
      .where(inOrganization(users.organizationId, actor.orgId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    return rows.map(toManagedUser);
  });
}

async function queueInvitation(deps: UsersDeps, tx: Tx, actor: Actor, user: UserRow): Promise<void> {
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, actor.orgId));
  const { token } = await issueToken(tx, user, "invite", INVITE_TTL_MS);
  const content = invitationMail({
    firstName: user.firstName,
    organizationName: organization?.name ?? "your organization",
    inviterName: actor.userName,
    link: `${deps.config.appUrl}/accept-invite?token=${token}`,
  });
  await queueMail(tx, user.email, content, actor.orgId);
}

/**
 * E-mails are unique across the platform (the users_email_unique index, case-insensitive). A tenant
 * cannot see other organizations' users, so the database's own refusal is what tells; the answer
 * does not reveal which organization has the address.
 */
async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === "23505" && cause.constraint === "users_email_unique") {
      throw conflict("A user with this email already exists");
    }
    throw error;
  }
}

export async function createUser(
  deps: UsersDeps,
  actor: Actor,
  input: CreateUserInput,
): Promise<ManagedUser> {
  const created = await withTenant(deps.db, actor, async (tx) => {
    const [organization] = await tx.select().from(organizations).where(eq(organizations.id, actor.orgId));
    if (organization?.subscriptionTier === "free") {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(inOrganization(users.organizationId, actor.orgId));
      if ((count?.n ?? 0) >= FREE_PLAN_USER_LIMIT) {
        throw new HttpError(422, FREE_PLAN_LIMIT_MESSAGE, "PLAN_LIMIT");
      }
    }
    const [user] = await withUniqueEmail(() =>
      tx
        .insert(users)
        .values({
          organizationId: actor.orgId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          assignedFunctionId: input.assignedFunctionId,
        })
        .returning(),
    );
    if (input.sendInvitation) await queueInvitation(deps, tx, actor, user!);
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "employee",
      entityId: user!.id,
      entityName: displayName(user!),
      category: "organization",
      details: { newValue: { email: user!.email, role: user!.role } },
    });
    return toManagedUser(user!);
  });
  if (input.sendInvitation) deps.kickMail();
  return created;
}

async function countAdmins(tx: Tx, orgId: string, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inOrganization(users.organizationId, orgId), eq(users.role, "admin"), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

export function updateUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  input: UpdateUserInput & { version?: string },
): Promise<ManagedUser> {
  return withTenant(deps.db, actor, async (tx) => {
    const before = await findOwnUser(tx, actor, id);
    assertVersion(before.updatedAt, input.version);
    if (before.role === "super_admin") throw notFound("User not found");
    if (before.role === "admin" && input.role !== "admin" && (await countAdmins(tx, actor.orgId, id)) === 0) {
      throw badRequest("An organization needs at least one admin: make someone else an admin first.");
    }
    const [after] = await withUniqueEmail(() =>
      tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          role: input.role,
          assignedFunctionId: input.assignedFunctionId,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), inOrganization(users.organizationId, actor.orgId)))
        .returning(),
    );
    // A changed role takes effect at once: the user signs in again with the new one.
    if (after!.role !== before.role) await endUserSessions(tx, id);
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "employee",
      entityId: id,
      entityName: displayName(after!),
      category: "organization",
      details: {
        oldValue: { email: before.email, role: before.role },
        newValue: { email: after!.email, role: after!.role },
      },
    });
    return toManagedUser(after!);
  });
}

export function deleteUser(deps: UsersDeps, actor: Actor, id: string): Promise<void> {
  return withTenant(deps.db, actor, async (tx) => {
    const user = await findOwnUser(tx, actor, id);
    if (id === actor.userId) throw badRequest("You cannot delete your own account.");
    if (user.role === "admin" && (await countAdmins(tx, actor.orgId, id)) === 0) {
      throw badRequest("An organization needs at least one admin.");
    }
    // Sessions and one-time tokens go with the user (foreign keys cascade).
    await tx.delete(users).where(and(eq(users.id, id), inOrganization(users.organizationId, actor.orgId)));
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "employee",
      entityId: id,
      entityName: displayName(user),
      category: "organization",
    });
  });
}

/** D12: a new link for a user who has not accepted yet; the old link stops working. */
export async function resendInvitation(deps: UsersDeps, actor: Actor, id: string): Promise<void> {
  await withTenant(deps.db, actor, async (tx) => {
    const user = await findOwnUser(tx, actor, id);
    if (user.emailVerified) throw badRequest("This user has already accepted the invitation.");
    await queueInvitation(deps, tx, actor, user);
  });
  deps.kickMail();
}
