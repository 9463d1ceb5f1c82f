import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { addressKey } from "../../../domain/address-key";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale";
import {
  type CurrentUser,
  INVITATION_MESSAGES,
  type InvitationStatus,
  type InvitationStatusAnswer,
  type LoginInput,
  SIGN_IN_LINK_INVALID_MESSAGE,
  type SignupInput,
} from "../../../domain/schemas/auth";
import {
  ADDRESS_IN_USE_AT_ACCEPTANCE_MESSAGE,
  ADDRESS_UNAVAILABLE_MESSAGE,
  addressHolder,
  isEmailTaken,
  releaseLapsedInvitations,
  withUniqueEmail,
} from "../../accounts/lifecycle";
import { assertUncommonPassword } from "../../accounts/passwords";
import type { Config } from "../../config";
import type { Database, Tx } from "../../db/client";
import { forgetOrganizationSettings } from "../../db/organization-settings";
import { authTokens, organizationSettings, organizations, users } from "../../db/schema";
import type { AuthTokenKind } from "../../db/schema/auth-tokens";
import { withPlatform } from "../../db/tenant";
import { errorMessages as m } from "../../error-messages";
import { badRequest, described, HttpError, unauthorized } from "../../http-error";
import { localeOfRecipient } from "../../i18n";
import { type PlatformWriteContext, platformWrite } from "../../kernel";
import {
  existingAccountMail,
  passwordResetMail,
  signInLinkMail,
  verificationMail,
} from "../../mail/templates";
import { runAfterAnswer } from "./after-answer";
import { toCurrentUser } from "./current-user";
import {
  clearHits,
  countHit,
  countLimitsSlowingGlobal,
  currentCount,
  enforceLimit,
  enforceLimits,
  type Limit,
  refundHit,
  slowLane,
  stampKey,
  tooManySignIns,
} from "./rate-limit";
import { hashPassword, hashToken, newCode, newToken, sameHash, verifyPassword } from "./secrets";
import {
  createSession,
  endSession,
  endUserSessions,
  SESSION_ABSOLUTE_MS,
  type SessionUser,
} from "./sessions";

export type AuthDeps = { db: Database; config: Config; kickMail: () => void };
type NewSession = { token: string; expiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
// PLAN-3: a sign-up starts a 14-day trial of the Professional plan.
const TRIAL_DAYS = 14;
// AUTH-4: the code expires after 24 hours and allows at most 5 wrong tries.
const VERIFICATION_TTL_MS = DAY_MS;
const MAX_CODE_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

// AUTH-20: sign-in tries are limited per (account, address); an account's slower global back-off
// counts only addresses it has not signed in from lately, so a stranger cannot lock the owner out of
// their usual address.
const LOGINS_PER_ACCOUNT_AND_ADDRESS: Limit = { max: 10, windowSeconds: 15 * 60 };
const LOGINS_PER_ADDRESS: Limit = { max: 50, windowSeconds: 15 * 60 };
const LOGINS_PER_ACCOUNT_FROM_NEW_ADDRESSES: Limit = { max: 30, windowSeconds: 60 * 60 };
const KNOWN_ADDRESS: Limit = { max: 1, windowSeconds: 30 * 24 * 60 * 60 };
// AUTH-22: the routes that hash a new password behind a mailed token, per address and for everyone.
const TOKEN_PASSWORDS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 15 * 60 };
const TOKEN_PASSWORDS_GLOBAL: Limit = { max: 300, windowSeconds: 60 };
const MAILS_PER_RECIPIENT: Limit = { max: 5, windowSeconds: 60 * 60 };
const MAILS_PER_ADDRESS: Limit = { max: 30, windowSeconds: 60 * 60 };
const SIGNUPS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 60 * 60 };
// AUTH-46: one-time sign-in links. A link lives 15 minutes and an account is mailed at most 3 in a
// 15-minute window, so the last link mailed in a spent window outlives it: the owner always holds a
// usable link or can ask for one. Asking is limited per address (429), redeeming too.
const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
const SIGN_IN_LINKS_PER_ACCOUNT: Limit = { max: 3, windowSeconds: 15 * 60 };
const SIGN_IN_LINKS_PER_ADDRESS: Limit = { max: 10, windowSeconds: 60 * 60 };
const SIGN_IN_LINK_REDEEMS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 15 * 60 };

export const INVALID_CODE_MESSAGE = "Invalid or expired OTP code. Please try again.";
export const SUSPENDED_MESSAGE =
  "Your organization's account is suspended. Please contact your administrator or Meridian support.";

const link = (config: Config, path: string, token: string) => `${config.appUrl}${path}?token=${token}`;

/** Voids the user's open tokens of this kind and issues a new one (a resend voids the old link). */
export async function issueToken(
  tx: Tx,
  user: { id: string; organizationId: string | null },
  kind: AuthTokenKind,
  ttlMs: number,
  withCode = false,
): Promise<{ token: string; code: string | null }> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  const token = newToken();
  const code = withCode ? newCode() : null;
  await tx.insert(authTokens).values({
    userId: user.id,
    organizationId: user.organizationId,
    kind,
    tokenHash: hashToken(token),
    codeHash: code ? hashToken(code) : null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return { token, code };
}

async function queueVerification(
  deps: AuthDeps,
  w: PlatformWriteContext,
  user: {
    id: string;
    organizationId: string | null;
    email: string;
    firstName: string | null;
    locale: Locale | null;
  },
) {
  const { token, code } = await issueToken(w.tx, user, "verify_email", VERIFICATION_TTL_MS, true);
  const content = verificationMail(
    { firstName: user.firstName, code: code!, link: link(deps.config, "/verify-email", token) },
    await localeOfRecipient(w.tx, user),
  );
  await w.mail(user.email, content, user.organizationId);
}

/**
 * The user an address signs in as: its account (verified or with a password) when there is one, else
 * its oldest pending invitee (AUTH-43: several organizations may have invited an address that has no
 * account yet).
 */
async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({
      user: users,
      organization: organizations,
      organizationLocale: organizationSettings.defaultLocale,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, users.organizationId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(sql`(${users.emailVerified} or ${users.passwordHash} is not null) desc`, asc(users.createdAt))
    .limit(1);
  return row ?? null;
}

async function loadCurrentUser(tx: Tx, userId: string): Promise<CurrentUser> {
  const [row] = await tx
    .select({
      user: users,
      organizationName: organizations.name,
      organizationLocale: organizationSettings.defaultLocale,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, users.organizationId))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return toCurrentUser({
    ...row.user,
    organizationName: row.organizationName,
    organizationLocale: row.organizationLocale,
  });
}

/** A sign-up's address is held already (AUTH-31 answers it as a new one). */
class AddressTaken extends Error {}

/** AUTH-1, PLAN-3: a new organization and its first user as admin, on a 14-day Professional trial. */
export async function signUp(
  deps: AuthDeps,
  input: SignupInput,
  ip: string,
  /** SETTINGS-20: the new organization's default language, the one the sign-up asked in. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ user: CurrentUser; session: NewSession }> {
  // AUTH-22: counted in its own transaction, before the hash, so a sign-up that fails still counts.
  await enforceLimits(deps.db, [[`signup:ip:${addressKey(ip)}`, SIGNUPS_PER_ADDRESS]]);
  assertUncommonPassword(input.password); // AUTH-39
  const passwordHash = await hashPassword(input.password);
  try {
    return await platformWrite(deps, async (w) => {
      const { tx } = w;
      // AUTH-33: an invitation that lapsed unaccepted no longer holds the address; an open one does, like
      // an account (AUTH-43 lets pending invitees share an address, so the index alone would not say).
      await releaseLapsedInvitations(tx, [input.email]);
      if (await addressHolder(tx, input.email)) throw new AddressTaken();
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: input.companyName,
          subscriptionTier: "professional",
          trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
        })
        .returning();
      // SETTINGS-16: the organization keeps its creator's time zone; SETTINGS-20: the language the sign-up
      // asked in.
      await tx
        .insert(organizationSettings)
        .values({ organizationId: organization!.id, timeZone: input.timeZone, defaultLocale: locale });
      forgetOrganizationSettings(tx);
      // E-mails are unique across the platform (accounts/lifecycle); a taken one is handled below.
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: organization!.id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "admin",
        })
        .returning();
      await queueVerification(deps, w, user!);
      const session = await createSession(tx, user!);
      return {
        user: toCurrentUser({ ...user!, organizationName: organization!.name, organizationLocale: locale }),
        session,
      };
    });
  } catch (error) {
    if (!(error instanceof AddressTaken) && !isEmailTaken(error)) throw error;
    return answerTakenAddress(deps, input, locale);
  }
}

/**
 * AUTH-31: a sign-up with an address that already has an account answers exactly as a new one would
 * (201, the same body, a session cookie, which is a random token no session has), and the address's
 * owner is mailed instead (at most MAILS_PER_RECIPIENT an hour), so sign-up cannot tell who has an
 * account.
 */
async function answerTakenAddress(
  deps: AuthDeps,
  input: SignupInput,
  locale: Locale,
): Promise<{ user: CurrentUser; session: NewSession }> {
  await platformWrite(deps, async (w) => {
    if ((await countHit(w.tx, `mail:to:${input.email}`, MAILS_PER_RECIPIENT)) > MAILS_PER_RECIPIENT.max)
      return;
    const found = await findUserByEmail(w.tx, input.email);
    if (!found) return;
    const content = existingAccountMail(
      {
        firstName: found.user.firstName,
        signInLink: `${deps.config.appUrl}/?auth=signin`,
        resetLink: `${deps.config.appUrl}/?auth=forgot`,
      },
      found.user.locale ?? found.organizationLocale ?? DEFAULT_LOCALE,
    );
    await w.mail(found.user.email, content, found.user.organizationId);
  });
  return {
    user: toCurrentUser({
      id: randomUUID(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      role: "admin",
      organizationId: randomUUID(),
      organizationName: input.companyName,
      emailVerified: false,
      locale: null,
      timeZone: null,
      organizationLocale: locale,
    }),
    session: { token: newToken(), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) },
  };
}

export async function logIn(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  const pairKey = `login:pair:${input.email}:${ip}`;
  const loginsOfAddress = `login:ip:${addressKey(ip)}`;
  const accountKey = `login:account:${input.email}`;
  const knownKey = `login:known:${input.email}:${ip}`;
  // AUTH-21: every try is counted (one increment-and-check statement per counter, committed) before
  // the password is checked, so concurrent guesses cannot all pass under the limit; a right password
  // takes its count back below.
  const { found, known } = await withPlatform(deps.db, async (tx) => {
    const known = (await currentCount(tx, knownKey, KNOWN_ADDRESS)) > 0;
    let over =
      (await countHit(tx, pairKey, LOGINS_PER_ACCOUNT_AND_ADDRESS)) > LOGINS_PER_ACCOUNT_AND_ADDRESS.max;
    if ((await countHit(tx, loginsOfAddress, LOGINS_PER_ADDRESS)) > LOGINS_PER_ADDRESS.max) over = true;
    if (
      !known &&
      (await countHit(tx, accountKey, LOGINS_PER_ACCOUNT_FROM_NEW_ADDRESSES)) >
        LOGINS_PER_ACCOUNT_FROM_NEW_ADDRESSES.max
    ) {
      over = true;
    }
    return { found: over ? ("over" as const) : await findUserByEmail(tx, input.email), known };
  });
  if (found === "over") throw tooManySignIns(); // AUTH-46: the answer offers a mailed sign-in link
  const valid = await verifyPassword(found?.user.passwordHash ?? null, input.password);
  if (!found || !valid) {
    throw new HttpError(401, described(m.invalidCredentials), "INVALID_CREDENTIALS");
  }
  if (found.organization?.status === "suspended") {
    throw new HttpError(403, SUSPENDED_MESSAGE, "ORGANIZATION_SUSPENDED");
  }
  return withPlatform(deps.db, async (tx) => {
    await clearHits(tx, pairKey);
    await refundHit(tx, loginsOfAddress);
    if (!known) await refundHit(tx, accountKey);
    await stampKey(tx, knownKey);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, found.user.id));
    const session = await createSession(tx, found.user);
    return {
      user: toCurrentUser({
        ...found.user,
        organizationName: found.organization?.name ?? null,
        organizationLocale: found.organizationLocale,
      }),
      session,
    };
  });
}

export function logOut(deps: AuthDeps, user: SessionUser): Promise<void> {
  return withPlatform(deps.db, (tx) => endSession(tx, user.sessionId));
}

/** AUTH-4: checks the six-digit code; a verified user gets a new session. */
export async function verifyCode(
  deps: AuthDeps,
  user: SessionUser,
  code: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  if (user.emailVerified) {
    // Already verified (say, by the mailed link): rotate the session as a verification would.
    return withPlatform(deps.db, async (tx) => {
      await endSession(tx, user.sessionId);
      return { user: await loadCurrentUser(tx, user.id), session: await createSession(tx, user) };
    });
  }
  const outcome = await withPlatform(deps.db, async (tx) => {
    const [token] = await tx
      .select()
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.kind, "verify_email"),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .for("update");
    if (!token?.codeHash || token.failedAttempts >= MAX_CODE_ATTEMPTS) return "invalid" as const;
    if (!sameHash(token.codeHash, hashToken(code))) {
      await tx
        .update(authTokens)
        .set({ failedAttempts: token.failedAttempts + 1 })
        .where(eq(authTokens.id, token.id));
      return "wrong" as const;
    }
    await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, token.id));
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endSession(tx, user.sessionId);
    return { user: await loadCurrentUser(tx, user.id), session: await createSession(tx, user) };
  });
  if (outcome === "invalid" || outcome === "wrong") throw badRequest(INVALID_CODE_MESSAGE);
  return outcome;
}

/**
 * Sends a new code and link to an unverified account. Answers the same whether or not the address
 * has an account, so it cannot be used to find out who is registered.
 */
export async function resendVerification(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    await enforceLimit(tx, `mail:ip:${addressKey(ip)}`, MAILS_PER_ADDRESS);
    await enforceLimit(tx, `mail:to:${email}`, MAILS_PER_RECIPIENT);
  });
  await platformWrite(deps, async (w) => {
    const found = await findUserByEmail(w.tx, email);
    if (!found || found.user.emailVerified || found.organization?.status === "suspended") return;
    await queueVerification(deps, w, found.user);
  });
}

const openToken = (kind: AuthTokenKind, token: string) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

// AUTH-45: past everyone's budget, token passwords wait in this process's slow lane, one at a time, and
// are refused only when the wait would pass a few seconds; a made-up token leaves the lane at once.
const TOKEN_PASSWORD_LANE = slowLane(1, 5_000);

/**
 * AUTH-22: a new password behind a mailed token is counted per address and for everyone, and the
 * token is checked before the password is hashed, so a made-up token costs no hashing at all. AUTH-45:
 * everyone's limit slows `work` (the check, the hash and the write) rather than refusing it.
 */
async function withTokenPasswordLimits<T>(
  deps: AuthDeps,
  ip: string,
  kind: AuthTokenKind,
  token: string,
  invalidMessage: string,
  work: () => Promise<T>,
): Promise<T> {
  const { overGlobal } = await countLimitsSlowingGlobal(
    deps.db,
    [[`token-password:ip:${addressKey(ip)}`, TOKEN_PASSWORDS_PER_ADDRESS]],
    ["token-password:all", TOKEN_PASSWORDS_GLOBAL],
  );
  const checked = async () => {
    const [row] = await withPlatform(deps.db, (tx) =>
      tx.select({ id: authTokens.id }).from(authTokens).where(openToken(kind, token)),
    );
    if (!row) throw badRequest(invalidMessage);
    return work();
  };
  return overGlobal ? TOKEN_PASSWORD_LANE.run(checked) : checked();
}

/** Consumes a one-time link token of this kind, or refuses with a clear 400. */
async function consumeToken(tx: Tx, kind: AuthTokenKind, token: string, invalidMessage: string) {
  const [row] = await tx.select().from(authTokens).where(openToken(kind, token)).for("update");
  if (!row) throw badRequest(invalidMessage);
  await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, row.id));
  return row;
}

export async function verifyEmailLink(deps: AuthDeps, token: string): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    const row = await consumeToken(tx, "verify_email", token, "Invalid or expired verification link");
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId));
  });
}

export const EMAIL_CHANGE_INVALID_MESSAGE = "Invalid or expired email change link";

/**
 * AUTH-35: the new address's owner follows the mailed link: the account takes the address (verified)
 * and every session of the account ends, so it signs in again under its new address. An address taken
 * in the meantime is refused (409) without saying by whom.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    const row = await consumeToken(tx, "email_change", token, EMAIL_CHANGE_INVALID_MESSAGE);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user?.pendingEmail) throw badRequest(EMAIL_CHANGE_INVALID_MESSAGE);
    const email = user.pendingEmail;
    await releaseLapsedInvitations(tx, [email], user.id);
    // AUTH-43: another account holding the address, or the organization listing it, refuses the change.
    await withUniqueEmail(
      () =>
        tx
          .update(users)
          .set({ email, pendingEmail: null, emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id)),
      ADDRESS_UNAVAILABLE_MESSAGE,
    );
    await endUserSessions(tx, user.id);
  });
}

/**
 * AUTH-18: what an invitation link is now, read without using it up: valid, used (the invitee set a
 * password), replaced (a newer invitation voided it, AUTH-7), expired, or invalid (no such link).
 */
export function invitationStatus(deps: AuthDeps, token: string): Promise<InvitationStatusAnswer> {
  return withPlatform(deps.db, async (tx) => {
    const [row] = await tx
      .select({
        usedAt: authTokens.usedAt,
        expiresAt: authTokens.expiresAt,
        email: users.email,
        accepted: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, "invite")));
    let status: InvitationStatus = "valid";
    if (!row) status = "invalid";
    else if (row.usedAt) status = row.accepted ? "used" : "replaced";
    else if (row.expiresAt <= new Date()) status = "expired";
    return {
      status,
      email: status === "valid" ? (row?.email ?? null) : null,
      message: INVITATION_MESSAGES[status],
    };
  });
}

/** AUTH-7: accepting an invitation sets the password, verifies the e-mail and signs in. */
export async function acceptInvite(
  deps: AuthDeps,
  token: string,
  password: string,
  ip: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  const invalid = "This invitation link is invalid or has expired";
  return withTokenPasswordLimits(deps, ip, "invite", token, invalid, async () => {
    assertUncommonPassword(password); // AUTH-39
    const passwordHash = await hashPassword(password);
    return acceptWithHash(deps, token, passwordHash, invalid);
  });
}

async function acceptWithHash(
  deps: AuthDeps,
  token: string,
  passwordHash: string,
  invalid: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  // AUTH-43: an address an account took since the invitation was sent is refused, the member left pending.
  return withUniqueEmail(
    () =>
      withPlatform(deps.db, async (tx) => {
        const row = await consumeToken(tx, "invite", token, invalid);
        await tx
          .update(users)
          .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
        const user = await loadCurrentUser(tx, row.userId);
        return { user, session: await createSession(tx, user) };
      }),
    ADDRESS_IN_USE_AT_ACCEPTANCE_MESSAGE,
  );
}

/**
 * AUTH-8: always answers the same; mails a link only when the account exists. AUTH-25: the request
 * only counts the limits, the same work for any address; the account look-up and the mail run after
 * the answer, so its timing cannot tell whether the account exists.
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  ip: string,
  onError: (error: unknown) => void,
): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    await enforceLimit(tx, `mail:ip:${addressKey(ip)}`, MAILS_PER_ADDRESS);
    await enforceLimit(tx, `mail:to:${email}`, MAILS_PER_RECIPIENT);
  });
  runAfterAnswer(() => mailResetLink(deps, email), onError);
}

async function mailResetLink(deps: AuthDeps, email: string): Promise<void> {
  await platformWrite(deps, async (w) => {
    const found = await findUserByEmail(w.tx, email);
    if (!found) return;
    const { token } = await issueToken(w.tx, found.user, "password_reset", RESET_TTL_MS);
    const content = passwordResetMail(
      { firstName: found.user.firstName, link: link(deps.config, "/reset-password", token) },
      found.user.locale ?? found.organizationLocale ?? DEFAULT_LOCALE,
    );
    await w.mail(found.user.email, content, found.user.organizationId);
  });
}

/** A new password ends every session of the account. */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  const invalid = "This reset link is invalid or has expired";
  await withTokenPasswordLimits(deps, ip, "password_reset", token, invalid, async () => {
    assertUncommonPassword(password); // AUTH-39
    const passwordHash = await hashPassword(password);
    await withPlatform(deps.db, async (tx) => {
      const row = await consumeToken(tx, "password_reset", token, invalid);
      // Whoever holds the mailed link owns the address, so the e-mail counts as verified too.
      await tx
        .update(users)
        .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, row.userId));
      await endUserSessions(tx, row.userId);
    });
  });
}

/**
 * AUTH-46: asks for a one-time sign-in link. AUTH-25's pattern: the request only counts the limits
 * (the address's, refusing with 429; the account's, which never refuses but stops the mail), the same
 * work for any address; the look-up and the mail run after the answer. Only a verified account of an
 * active organization is mailed; a new link voids the previous one.
 */
export async function requestSignInLink(
  deps: AuthDeps,
  email: string,
  ip: string,
  onError: (error: unknown) => void,
): Promise<void> {
  await enforceLimits(deps.db, [[`sign-in-link:ip:${addressKey(ip)}`, SIGN_IN_LINKS_PER_ADDRESS]]);
  const withinAccountLimit = await withPlatform(
    deps.db,
    async (tx) =>
      (await countHit(tx, `sign-in-link:to:${email}`, SIGN_IN_LINKS_PER_ACCOUNT)) <=
      SIGN_IN_LINKS_PER_ACCOUNT.max,
  );
  if (withinAccountLimit) runAfterAnswer(() => mailSignInLink(deps, email), onError);
}

async function mailSignInLink(deps: AuthDeps, email: string): Promise<void> {
  await platformWrite(deps, async (w) => {
    const found = await findUserByEmail(w.tx, email);
    if (!found?.user.emailVerified || found.organization?.status === "suspended") return;
    const { token } = await issueToken(w.tx, found.user, "sign_in_link", SIGN_IN_LINK_TTL_MS);
    const content = signInLinkMail(
      { firstName: found.user.firstName, link: link(deps.config, "/sign-in-link", token) },
      found.user.locale ?? found.organizationLocale ?? DEFAULT_LOCALE,
    );
    await w.mail(found.user.email, content, found.user.organizationId);
  });
}

/**
 * AUTH-46: redeems a mailed sign-in link once: a session as a sign-in makes, whatever the account's
 * back-off for new addresses (AUTH-20), which keeps counting and refusing password guesses. The
 * address becomes one the account signed in from; an expired, used or unknown link is a clear 400.
 */
export async function redeemSignInLink(
  deps: AuthDeps,
  token: string,
  ip: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  await enforceLimits(deps.db, [
    [`sign-in-link-redeem:ip:${addressKey(ip)}`, SIGN_IN_LINK_REDEEMS_PER_ADDRESS],
  ]);
  return withPlatform(deps.db, async (tx) => {
    const row = await consumeToken(tx, "sign_in_link", token, SIGN_IN_LINK_INVALID_MESSAGE);
    const [found] = await tx
      .select({
        user: users,
        organization: organizations,
        organizationLocale: organizationSettings.defaultLocale,
      })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(organizationSettings, eq(organizationSettings.organizationId, users.organizationId))
      .where(eq(users.id, row.userId));
    if (!found?.user.emailVerified) throw badRequest(SIGN_IN_LINK_INVALID_MESSAGE);
    if (found.organization?.status === "suspended") {
      throw new HttpError(403, SUSPENDED_MESSAGE, "ORGANIZATION_SUSPENDED");
    }
    await stampKey(tx, `login:known:${found.user.email.toLowerCase()}:${ip}`);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, found.user.id));
    const session = await createSession(tx, found.user);
    return {
      user: toCurrentUser({
        ...found.user,
        organizationName: found.organization?.name ?? null,
        organizationLocale: found.organizationLocale,
      }),
      session,
    };
  });
}

/** AUTH-9: creates the super admin, or resets the password of an existing one. */
export async function ensureSuperAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(password);
  return withPlatform(db, async (tx) => {
    const found = await findUserByEmail(tx, email);
    if (found && found.user.role !== "super_admin") {
      throw new Error(
        `${email} already belongs to an organization's user; choose another e-mail for the super admin`,
      );
    }
    if (found) {
      await tx
        .update(users)
        .set({
          passwordHash,
          role: "super_admin",
          organizationId: null,
          emailVerified: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, found.user.id));
      return "updated" as const;
    }
    await tx.insert(users).values({
      email: email.toLowerCase(),
      passwordHash,
      role: "super_admin",
      emailVerified: true,
      // AUTH-40: no made-up name ('Platform Admin'): the super admin is greeted 'Welcome back' until named.
      firstName: null,
      lastName: null,
    });
    return "created" as const;
  });
}
