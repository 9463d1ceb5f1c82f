import { and, count, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Role } from "../../domain/schemas/auth";
import type { Tx } from "../db/client";
import { authTokens, type organizations, users } from "../db/schema";
import { hashToken, newToken } from "../features/auth/secrets";
import { endUserSessions } from "../features/auth/sessions";
import { badRequest, conflict, HttpError } from "../http-error";
import type { OutgoingMail } from "../kernel";
import { invitationMail } from "../mail/templates";

// The rules of a user's life, written once for every place that creates, changes or removes users:
// the organization's users screen, its bulk import, the platform console and sign-up. Each caller
// keeps its own transaction (tenant or platform) and passes it in; the rules do not care which.
// Counts filter by the organization explicitly, since a platform transaction sees every organization.

type OrganizationRow = typeof organizations.$inferSelect;
/** What the rules need to know of a user. */
export type UserRef = { id: string; role: Role; organizationId: string | null };

// ---------------------------------------------------------------------------------------------------
// E-mail: unique across the platform, compared case-insensitively

export const EMAIL_TAKEN_MESSAGE = "A user with this email already exists";

/** Whether an error is the users_email_unique index refusing an address already used (any case). */
function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return cause?.code === "23505" && cause.constraint === "users_email_unique";
}

/**
 * Runs a write that inserts or renames a user; an address already used answers 409 with `message`.
 * The database's own refusal is what tells (a tenant cannot see other organizations' users), so the
 * answer does not reveal which organization has the address, and two racing writes cannot both win.
 */
export async function withUniqueEmail<T>(work: () => Promise<T>, message = EMAIL_TAKEN_MESSAGE): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isEmailTaken(error)) throw conflict(message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Plan room (PLAN-2): a Free organization has at most 10 users, the super admin is held to it too

export const FREE_PLAN_USER_LIMIT = 10;
/** The organization's own admin is told to upgrade. */
export const FREE_PLAN_LIMIT_MESSAGE = `The Free plan allows up to ${FREE_PLAN_USER_LIMIT} users. Upgrade the plan to add more.`;
/** The super admin, who sets plans, is told both ways out. */
export const CONSOLE_FREE_PLAN_LIMIT_MESSAGE = `The Free plan allows up to ${FREE_PLAN_USER_LIMIT} users. Choose another plan, or remove users first.`;

/** How many more users the organization may have (Infinity off the Free plan). */
export async function planRoom(
  tx: Tx,
  organization: Pick<OrganizationRow, "id" | "subscriptionTier">,
): Promise<number> {
  if (organization.subscriptionTier !== "free") return Number.POSITIVE_INFINITY;
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.organizationId, organization.id));
  return Math.max(0, FREE_PLAN_USER_LIMIT - (row?.n ?? 0));
}

/** 422 PLAN_LIMIT when the organization has no room for one more user. */
export async function assertPlanRoom(
  tx: Tx,
  organization: Pick<OrganizationRow, "id" | "subscriptionTier">,
  message = FREE_PLAN_LIMIT_MESSAGE,
): Promise<void> {
  if ((await planRoom(tx, organization)) < 1) throw new HttpError(422, message, "PLAN_LIMIT");
}

// ---------------------------------------------------------------------------------------------------
// An organization keeps at least one admin; nobody deletes themself

export const LAST_ADMIN_MESSAGE =
  "An organization needs at least one admin: make someone else an admin first.";
export const SELF_DELETE_MESSAGE = "You cannot delete your own account.";

/**
 * Refuses (400, `message`) a change that would leave the user's organization without an admin: the
 * user is an admin there and stops being one (demoted, moved elsewhere, or deleted: `after` null)
 * while nobody else is.
 */
export async function assertKeepsAnAdmin(
  tx: Tx,
  before: UserRef,
  after: Pick<UserRef, "role" | "organizationId"> | null,
  message = LAST_ADMIN_MESSAGE,
): Promise<void> {
  if (before.role !== "admin" || !before.organizationId) return;
  if (after && after.role === "admin" && after.organizationId === before.organizationId) return;
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.organizationId, before.organizationId), eq(users.role, "admin"), ne(users.id, before.id)),
    );
  if ((row?.n ?? 0) === 0) throw badRequest(message);
}

export function assertNotSelf(actorUserId: string, userId: string): void {
  if (actorUserId === userId) throw badRequest(SELF_DELETE_MESSAGE);
}

// ---------------------------------------------------------------------------------------------------
// Sessions: a change of role or organization, or a delete, takes effect at once

/** Ends the user's sessions when their role or organization changed, or they are deleted (`after` null). */
export async function endSessionsOnAccessChange(
  tx: Tx,
  before: UserRef,
  after: Pick<UserRef, "role" | "organizationId"> | null,
): Promise<void> {
  if (after && after.role === before.role && after.organizationId === before.organizationId) return;
  await endUserSessions(tx, before.id);
}

// ---------------------------------------------------------------------------------------------------
// Invitations (AUTH-7): a one-time link token and a mail through the outbox (MAIL-1)

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// Rows per statement: a 10,000-user import invites in 20 statements per table, not 10,000.
const INVITE_CHUNK = 500;

export type Invitee = { id: string; email: string; firstName: string | null; organizationId: string | null };
/** Who invites, as the mail names them, and to which organization (null: none, e.g. a super admin). */
export type Inviter = { name: string; organizationName: string | null };
/** The outbox of a tenant or a platform write (the kernel's tenantWrite / platformWrite). */
export type InvitationOutbox = {
  tx: Tx;
  mailAll(mails: readonly (OutgoingMail & { organizationId: string | null })[]): Promise<void>;
};

/**
 * Issues each invitee a link token and queues their invitation mail in the write's transaction; the
 * mail goes out after commit. A new link voids the user's earlier ones (Resend Invite); users created
 * in this same write have none, so `{ newUsers: true }` skips looking.
 */
export async function inviteUsers(
  outbox: InvitationOutbox,
  appUrl: string,
  inviter: Inviter,
  invitees: readonly Invitee[],
  options: { newUsers?: boolean } = {},
): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  for (let start = 0; start < invitees.length; start += INVITE_CHUNK) {
    const part = invitees.slice(start, start + INVITE_CHUNK);
    if (!options.newUsers) {
      await outbox.tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            inArray(
              authTokens.userId,
              part.map((user) => user.id),
            ),
            eq(authTokens.kind, "invite"),
            isNull(authTokens.usedAt),
          ),
        );
    }
    const tokens = part.map(() => newToken());
    await outbox.tx.insert(authTokens).values(
      part.map((user, i) => ({
        userId: user.id,
        organizationId: user.organizationId,
        kind: "invite" as const,
        tokenHash: hashToken(tokens[i]!),
        expiresAt,
      })),
    );
    await outbox.mailAll(
      part.map((user, i) => ({
        to: user.email,
        organizationId: user.organizationId,
        content: invitationMail({
          firstName: user.firstName,
          organizationName: inviter.organizationName ?? "Meridian",
          inviterName: inviter.name,
          link: `${appUrl}/accept-invite?token=${tokens[i]}`,
        }),
      })),
    );
  }
}
