import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale";
import type { Role } from "../../domain/schemas/auth";
import type { Tx } from "../db/client";
import { authTokens, organizations, users } from "../db/schema";
import type { Limit } from "../features/auth/rate-limit";
import { hashToken, newToken } from "../features/auth/secrets";
import { endUserSessions } from "../features/auth/sessions";
import { badRequest, conflict, HttpError } from "../http-error";
import { localeOfRecipient, organizationLocale } from "../i18n";
import type { OutgoingMail } from "../kernel";
import {
  addressInUseMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  invitationMail,
} from "../mail/templates";

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

/**
 * AUTH-32: what an organization's admin is told when an address is used elsewhere on the platform; it
 * neither says that an account exists nor where (the console's super admin, who sees every
 * organization, keeps EMAIL_TAKEN_MESSAGE).
 */
export const ADDRESS_UNAVAILABLE_MESSAGE =
  "This email address cannot be added. Ask the person for another address, or to sign in.";

/** AUTH-43: an invitation accepted after its address became another account's. */
export const ADDRESS_IN_USE_AT_ACCEPTANCE_MESSAGE =
  "This email address already has a Meridian account. Sign in with it, or ask for an invitation to another address.";

/**
 * Whether an error is a unique index refusing an address already used (any case): users_email_unique
 * (an account holds it, AUTH-43) or users_organization_email_unique (the organization lists it).
 */
export function isEmailTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return (
    cause?.code === "23505" &&
    (cause.constraint === "users_email_unique" || cause.constraint === "users_organization_email_unique")
  );
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

/**
 * AUTH-43: the addresses among `emails` (any case) that an account holds, in any organization: a user
 * who is verified or has a password. A platform read; the organization's admin is never told.
 */
export async function accountAddresses(tx: Tx, emails: readonly string[]): Promise<Set<string>> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lowered.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, lowered),
        sql`(${users.emailVerified} or ${users.passwordHash} is not null)`,
      ),
    );
  return new Set(rows.map((row) => row.email));
}

// AUTH-43: adding users and changing their addresses is rationed per admin and per organization, so
// the answers (the same for any address) cannot be used to probe addresses in bulk either.
export const ADDRESS_WRITES_PER_ADMIN: Limit = { max: 60, windowSeconds: 60 * 60 };
export const ADDRESS_WRITES_PER_ORGANIZATION: Limit = { max: 500, windowSeconds: 24 * 60 * 60 };

/** The counters an admin's create or address change passes, narrowest first (AUTH-42). */
export const addressWriteLimits = (actor: { userId: string; orgId: string }): [string, Limit][] => [
  [`users:address:admin:${actor.userId}`, ADDRESS_WRITES_PER_ADMIN],
  [`users:address:org:${actor.orgId}`, ADDRESS_WRITES_PER_ORGANIZATION],
];

// ---------------------------------------------------------------------------------------------------
// AUTH-33: an invitation nobody accepted within 7 days frees its address

/**
 * Deletes the pending users holding these addresses (any case) whose invitation lapsed: never
 * verified, no password, created over 7 days ago, and no invitation link still open. Runs in the
 * transaction of the write that claims the address (a platform one: the holder may be of another
 * organization), so the real owner's sign-up or a new invitation takes it over. Owner columns of a
 * deleted user are set to null by their foreign keys; a pending user owns nothing they ever touched.
 */
export async function releaseLapsedInvitations(
  tx: Tx,
  emails: readonly string[],
  exceptUserId?: string,
): Promise<void> {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lowered.length === 0) return;
  await tx.delete(users).where(
    and(
      inArray(sql`lower(${users.email})`, lowered),
      eq(users.emailVerified, false),
      isNull(users.passwordHash),
      ne(users.role, "super_admin"),
      exceptUserId ? ne(users.id, exceptUserId) : undefined,
      sql`${users.createdAt} < now() - make_interval(secs => ${INVITE_TTL_MS / 1000})`,
      sql`not exists (select 1 from ${authTokens} where ${authTokens.userId} = ${users.id}
            and ${authTokens.kind} = 'invite' and ${authTokens.usedAt} is null and ${authTokens.expiresAt} > now())`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// PLAN-6: counts that guard a limit are taken with the organization row locked

/**
 * Locks the organization's row (SELECT ... FOR UPDATE) until the transaction ends, so two writes that
 * count its users (plan room) or its admins (the last admin) run one after the other: the second
 * counts what the first committed. Without it, 20 concurrent creates on Free each saw room, and two
 * admins demoting each other each saw the other.
 */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
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
  await lockOrganization(tx, organization.id); // PLAN-6
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
  await lockOrganization(tx, before.organizationId); // PLAN-6
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

// AUTH-36: invitations are mail the platform sends in an admin's name, so they are rationed.
export const INVITES_PER_ORGANIZATION_PER_DAY = 500;
export const INVITES_PER_TRIAL_ORGANIZATION_PER_DAY = 50;
export const INVITES_PER_RECIPIENT_PER_DAY = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const RESEND_COOLDOWN_MESSAGE =
  "Two invitations were sent to this user in the last minute. Please wait a minute before resending.";
export const RECIPIENT_QUOTA_MESSAGE = `This user has been sent ${INVITES_PER_RECIPIENT_PER_DAY} invitations today. Please try again tomorrow.`;
export const organizationQuotaMessage = (quota: number, left: number) =>
  `Your organization can send ${quota} invitations a day and has ${left} left today. Please try again tomorrow, or invite fewer people.`;

const DAY_AGO = sql`now() - interval '1 day'`;

/** AUTH-44: e-mail change confirmations are rationed as invitations are, with messages of their own. */
export const EMAIL_CHANGE_COOLDOWN_MESSAGE =
  "Two email changes were asked for this user in the last minute. Please wait a minute before trying again.";
export const EMAIL_CHANGE_RECIPIENT_QUOTA_MESSAGE = `This user has been sent ${INVITES_PER_RECIPIENT_PER_DAY} email change confirmations today. Please try again tomorrow.`;
export const emailChangeOrganizationQuotaMessage = (quota: number, left: number) =>
  `Your organization can send ${quota} email change confirmations a day and has ${left} left today. Please try again tomorrow.`;

type RationedKind = "invite" | "email_change";
const QUOTA_MESSAGES: Record<
  RationedKind,
  { cooldown: string; recipient: string; organization: (quota: number, left: number) => string }
> = {
  invite: {
    cooldown: RESEND_COOLDOWN_MESSAGE,
    recipient: RECIPIENT_QUOTA_MESSAGE,
    organization: organizationQuotaMessage,
  },
  email_change: {
    cooldown: EMAIL_CHANGE_COOLDOWN_MESSAGE,
    recipient: EMAIL_CHANGE_RECIPIENT_QUOTA_MESSAGE,
    organization: emailChangeOrganizationQuotaMessage,
  },
};

/**
 * AUTH-36: refuses (429) invitations past the quotas, counted from the invitation links issued in the
 * last 24 hours with the organization row locked (PLAN-6), so concurrent requests cannot both pass:
 * per organization (fewer while on trial), per recipient, and a resend within a minute of the last.
 */
async function assertInvitationQuota(
  tx: Tx,
  invitees: readonly Pick<Invitee, "id" | "organizationId">[],
  newUsers: boolean,
  kind: RationedKind = "invite",
): Promise<void> {
  const messages = QUOTA_MESSAGES[kind];
  const byOrganization = new Map<string, number>();
  for (const user of invitees) {
    if (user.organizationId)
      byOrganization.set(user.organizationId, (byOrganization.get(user.organizationId) ?? 0) + 1);
  }
  for (const [organizationId, wanted] of byOrganization) {
    await lockOrganization(tx, organizationId);
    const [organization] = await tx
      .select({ trialEndsAt: organizations.trialEndsAt })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const onTrial = organization?.trialEndsAt != null && organization.trialEndsAt > new Date();
    const quota = onTrial ? INVITES_PER_TRIAL_ORGANIZATION_PER_DAY : INVITES_PER_ORGANIZATION_PER_DAY;
    const [sent] = await tx
      .select({ n: count() })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.organizationId, organizationId),
          eq(authTokens.kind, kind),
          sql`${authTokens.createdAt} > ${DAY_AGO}`,
        ),
      );
    const left = Math.max(0, quota - (sent?.n ?? 0));
    if (wanted > left) throw new HttpError(429, messages.organization(quota, left));
  }
  if (newUsers) return;
  for (const user of invitees) {
    const [row] = await tx
      .select({
        today: count(),
        lastMinute:
          sql<number>`count(*) filter (where ${authTokens.createdAt} > now() - make_interval(secs => ${RESEND_COOLDOWN_SECONDS}))`.mapWith(
            Number,
          ),
      })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.kind, kind),
          sql`${authTokens.createdAt} > ${DAY_AGO}`,
        ),
      );
    // Two a minute: a resend right after the first mail (an address just corrected) still goes.
    if ((row?.lastMinute ?? 0) >= 2) throw new HttpError(429, messages.cooldown);
    if ((row?.today ?? 0) >= INVITES_PER_RECIPIENT_PER_DAY) throw new HttpError(429, messages.recipient);
  }
}
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
 * in this same write have none, so `{ newUsers: true }` skips looking. `inUse` holds the addresses an
 * account already has (accountAddresses, read as the platform by the caller): their link is issued and
 * counted like any other (AUTH-36) but the mail says the address is in use instead (AUTH-43).
 */
export async function inviteUsers(
  outbox: InvitationOutbox,
  appUrl: string,
  inviter: Inviter,
  invitees: readonly Invitee[],
  options: { newUsers?: boolean; inUse?: ReadonlySet<string> } = {},
): Promise<void> {
  await assertInvitationQuota(outbox.tx, invitees, options.newUsers ?? false);
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  // MAIL-22: an invitee has chosen no language yet: the inviting organization's default.
  const locales = new Map<string | null, Locale>();
  for (const organizationId of new Set(invitees.map((user) => user.organizationId))) {
    locales.set(organizationId, await organizationLocale(outbox.tx, organizationId));
  }
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
    const names = { organizationName: inviter.organizationName ?? "Meridian", inviterName: inviter.name };
    await outbox.mailAll(
      part.map((user, i) => {
        const locale = locales.get(user.organizationId) ?? DEFAULT_LOCALE;
        return {
          to: user.email,
          organizationId: user.organizationId,
          // AUTH-43: an address an account already holds is told so, with no link to accept.
          content: options.inUse?.has(user.email.toLowerCase())
            ? addressInUseMail({ firstName: user.firstName, ...names }, locale)
            : invitationMail(
                { firstName: user.firstName, ...names, link: `${appUrl}/accept-invite?token=${tokens[i]}` },
                locale,
              ),
        };
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// AUTH-35: a changed e-mail is confirmed by its new owner; the old address is told

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The id of the user holding this address (any case, any organization), if any: a platform read. */
export async function addressHolder(tx: Tx, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

/**
 * An invitee who never accepted has no address of their own yet: an admin correcting it changes it at
 * once (and the invitation sent to the old address stops working). Anyone else keeps their address
 * until the new one is confirmed.
 */
export const changesEmailAtOnce = (user: { emailVerified: boolean; passwordHash: string | null }) =>
  !user.emailVerified && user.passwordHash === null;

/** Voids the user's open invitation links (their address changed). */
export async function voidInvitations(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, "invite"), isNull(authTokens.usedAt)));
}

/**
 * Issues the confirmation link of a pending e-mail change (voiding earlier ones) and queues its mail to
 * the new address, and a notice to the old one, in the write's transaction.
 */
export async function requestEmailChange(
  outbox: { tx: Tx; mail(to: string, content: OutgoingMail["content"]): Promise<void> },
  appUrl: string,
  user: {
    id: string;
    email: string;
    firstName: string | null;
    organizationId: string | null;
    locale: Locale | null;
  },
  newEmail: string,
  inUse = false,
): Promise<void> {
  // AUTH-44: rationed like invitations (AUTH-36): per organization, per person, two a minute.
  await assertInvitationQuota(outbox.tx, [user], false, "email_change");
  await outbox.tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.userId, user.id), eq(authTokens.kind, "email_change"), isNull(authTokens.usedAt)),
    );
  const token = newToken();
  await outbox.tx.insert(authTokens).values({
    userId: user.id,
    organizationId: user.organizationId,
    kind: "email_change",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
  });
  const locale = await localeOfRecipient(outbox.tx, user);
  // AUTH-43: an address an account already holds gets no link: it could not be confirmed.
  await outbox.mail(
    newEmail,
    inUse
      ? addressInUseMail({ firstName: null, organizationName: null, inviterName: null }, locale)
      : emailChangeConfirmMail(
          { firstName: user.firstName, link: `${appUrl}/confirm-email?token=${token}` },
          locale,
        ),
  );
  await outbox.mail(user.email, emailChangeNoticeMail({ firstName: user.firstName, newEmail }, locale));
}
