import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  type CurrentUser,
  INVITATION_MESSAGES,
  type InvitationStatus,
  type InvitationStatusAnswer,
  type LoginInput,
  type SignupInput,
} from "../../../domain/schemas/auth";
import { withUniqueEmail } from "../../accounts/lifecycle";
import type { Config } from "../../config";
import type { Database, Tx } from "../../db/client";
import { authTokens, organizationSettings, organizations, users } from "../../db/schema";
import type { AuthTokenKind } from "../../db/schema/auth-tokens";
import { withPlatform } from "../../db/tenant";
import { badRequest, HttpError } from "../../http-error";
import { type PlatformWriteContext, platformWrite } from "../../kernel";
import { passwordResetMail, verificationMail } from "../../mail/templates";
import { toCurrentUser } from "./current-user";
import { clearHits, countHit, currentCount, enforceLimit, type Limit, tooManyRequests } from "./rate-limit";
import { hashPassword, hashToken, newCode, newToken, sameHash, verifyPassword } from "./secrets";
import { createSession, endSession, endUserSessions, type SessionUser } from "./sessions";

export type AuthDeps = { db: Database; config: Config; kickMail: () => void };
type NewSession = { token: string; expiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
// PLAN-3: a sign-up starts a 14-day trial of the Professional plan.
const TRIAL_DAYS = 14;
// AUTH-4: the code expires after 24 hours and allows at most 5 wrong tries.
const VERIFICATION_TTL_MS = DAY_MS;
const MAX_CODE_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60 * 1000;

const WRONG_LOGINS_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * 60 };
const WRONG_LOGINS_PER_ADDRESS: Limit = { max: 50, windowSeconds: 15 * 60 };
const MAILS_PER_RECIPIENT: Limit = { max: 5, windowSeconds: 60 * 60 };
const MAILS_PER_ADDRESS: Limit = { max: 30, windowSeconds: 60 * 60 };
const SIGNUPS_PER_ADDRESS: Limit = { max: 20, windowSeconds: 60 * 60 };

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
  user: { id: string; organizationId: string | null; email: string; firstName: string | null },
) {
  const { token, code } = await issueToken(w.tx, user, "verify_email", VERIFICATION_TTL_MS, true);
  const content = verificationMail({
    firstName: user.firstName,
    code: code!,
    link: link(deps.config, "/verify-email", token),
  });
  await w.mail(user.email, content, user.organizationId);
}

async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

async function loadCurrentUser(tx: Tx, userId: string): Promise<CurrentUser> {
  const [row] = await tx
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, "Please sign in to continue");
  return toCurrentUser({ ...row.user, organizationName: row.organizationName });
}

/** AUTH-1, PLAN-3: a new organization and its first user as admin, on a 14-day Professional trial. */
export async function signUp(
  deps: AuthDeps,
  input: SignupInput,
  ip: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  const passwordHash = await hashPassword(input.password);
  return platformWrite(deps, async (w) => {
    const { tx } = w;
    await enforceLimit(tx, `signup:ip:${ip}`, SIGNUPS_PER_ADDRESS);
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: input.companyName,
        subscriptionTier: "professional",
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
      })
      .returning();
    await tx.insert(organizationSettings).values({ organizationId: organization!.id });
    // E-mails are unique across the platform (accounts/lifecycle); sign-up says it in its own words.
    const [user] = await withUniqueEmail(
      () =>
        tx
          .insert(users)
          .values({
            organizationId: organization!.id,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            role: "admin",
          })
          .returning(),
      "An account with this email already exists",
    );
    await queueVerification(deps, w, user!);
    const session = await createSession(tx, user!);
    return { user: toCurrentUser({ ...user!, organizationName: organization!.name }), session };
  });
}

export async function logIn(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
): Promise<{ user: CurrentUser; session: NewSession }> {
  const accountKey = `login:account:${input.email}`;
  const addressKey = `login:ip:${ip}`;
  const found = await withPlatform(deps.db, async (tx) => {
    if (
      (await currentCount(tx, accountKey, WRONG_LOGINS_PER_ACCOUNT)) >= WRONG_LOGINS_PER_ACCOUNT.max ||
      (await currentCount(tx, addressKey, WRONG_LOGINS_PER_ADDRESS)) >= WRONG_LOGINS_PER_ADDRESS.max
    ) {
      throw tooManyRequests();
    }
    return findUserByEmail(tx, input.email);
  });
  const valid = await verifyPassword(found?.user.passwordHash ?? null, input.password);
  if (!found || !valid) {
    // Counted in a transaction of its own, so the refusal below does not roll the count back.
    await withPlatform(deps.db, async (tx) => {
      await countHit(tx, accountKey, WRONG_LOGINS_PER_ACCOUNT);
      await countHit(tx, addressKey, WRONG_LOGINS_PER_ADDRESS);
    });
    throw new HttpError(401, "Invalid email or password", "INVALID_CREDENTIALS");
  }
  if (found.organization?.status === "suspended") {
    throw new HttpError(403, SUSPENDED_MESSAGE, "ORGANIZATION_SUSPENDED");
  }
  return withPlatform(deps.db, async (tx) => {
    await clearHits(tx, accountKey);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, found.user.id));
    const session = await createSession(tx, found.user);
    return {
      user: toCurrentUser({ ...found.user, organizationName: found.organization?.name ?? null }),
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
    await enforceLimit(tx, `mail:ip:${ip}`, MAILS_PER_ADDRESS);
    await enforceLimit(tx, `mail:to:${email}`, MAILS_PER_RECIPIENT);
  });
  await platformWrite(deps, async (w) => {
    const found = await findUserByEmail(w.tx, email);
    if (!found || found.user.emailVerified || found.organization?.status === "suspended") return;
    await queueVerification(deps, w, found.user);
  });
}

/** Consumes a one-time link token of this kind, or refuses with a clear 400. */
async function consumeToken(tx: Tx, kind: AuthTokenKind, token: string, invalidMessage: string) {
  const [row] = await tx
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .for("update");
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
): Promise<{ user: CurrentUser; session: NewSession }> {
  const passwordHash = await hashPassword(password);
  return withPlatform(deps.db, async (tx) => {
    const row = await consumeToken(tx, "invite", token, "This invitation link is invalid or has expired");
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    const user = await loadCurrentUser(tx, row.userId);
    return { user, session: await createSession(tx, user) };
  });
}

/** AUTH-8: always answers the same; mails a link only when the account exists. */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    await enforceLimit(tx, `mail:ip:${ip}`, MAILS_PER_ADDRESS);
    await enforceLimit(tx, `mail:to:${email}`, MAILS_PER_RECIPIENT);
  });
  await platformWrite(deps, async (w) => {
    const found = await findUserByEmail(w.tx, email);
    if (!found) return;
    const { token } = await issueToken(w.tx, found.user, "password_reset", RESET_TTL_MS);
    const content = passwordResetMail({
      firstName: found.user.firstName,
      link: link(deps.config, "/reset-password", token),
    });
    await w.mail(found.user.email, content, found.user.organizationId);
  });
}

/** A new password ends every session of the account. */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withPlatform(deps.db, async (tx) => {
    const row = await consumeToken(tx, "password_reset", token, "This reset link is invalid or has expired");
    // Whoever holds the mailed link owns the address, so the e-mail counts as verified too.
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    await endUserSessions(tx, row.userId);
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
      firstName: "Platform",
      lastName: "Admin",
    });
    return "created" as const;
  });
}
