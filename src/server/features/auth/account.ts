import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_LOCALE } from "../../../domain/locale";
import { displayName } from "../../../domain/people";
import type { AccountSession, ChangePasswordInput, CurrentUser } from "../../../domain/schemas/auth";
import type { userPreferencesSchema } from "../../../domain/schemas/preferences";
import { assertUncommonPassword } from "../../accounts/passwords";
import type { Tx } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { withPlatform } from "../../db/tenant";
import { errorMessages as m } from "../../error-messages";
import { badRequest, described, HttpError, notFound } from "../../http-error";
import { platformWrite, recordActivity, tenantWrite } from "../../kernel";
import { passwordChangedMail } from "../../mail/templates";
import { tenantActorOf } from "../../plugins/auth";
import { toCurrentUser } from "./current-user";
import { deviceSummary, storedUserAgent } from "./devices";
import { enforceLimits, type Limit } from "./rate-limit";
import { hashPassword, hashToken, verifyPassword } from "./secrets";
import type { AuthDeps } from "./service";
import { endSession, endUserSessions, SESSION_IDLE_MS, type SessionUser } from "./sessions";

// A signed-in user's own account controls: the password (AUTH-37) and the sessions (AUTH-38).

// AUTH-37: wrong current passwords are counted per account like sign-in tries.
const PASSWORD_CHANGES_PER_ACCOUNT: Limit = { max: 10, windowSeconds: 15 * 60 };
export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not correct";
export const SESSION_NOT_FOUND_MESSAGE = "Session not found";

/** AUTH-38: notes the device of a session just created, by the token its cookie holds. */
export async function recordDevice(deps: AuthDeps, token: string, userAgent: string | string[] | undefined) {
  const device = storedUserAgent(userAgent);
  if (!device) return;
  await withPlatform(deps.db, (tx) =>
    tx
      .update(sessions)
      .set({ userAgent: device })
      .where(eq(sessions.tokenHash, hashToken(token))),
  );
}

/**
 * AUTH-37: the current password, then the new one (AUTH-2, AUTH-39); every other session of the
 * account ends, this one stays, and the account's address is told.
 */
export async function changePassword(deps: AuthDeps, user: SessionUser, input: ChangePasswordInput) {
  await enforceLimits(deps.db, [[`change-password:user:${user.id}`, PASSWORD_CHANGES_PER_ACCOUNT]]);
  const [row] = await withPlatform(deps.db, (tx) =>
    tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)),
  );
  if (!(await verifyPassword(row?.passwordHash ?? null, input.currentPassword))) {
    const wrong = described(m.wrongCurrentPassword);
    throw new HttpError(400, wrong, "VALIDATION", { currentPassword: wrong });
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await platformWrite(deps, async (w) => {
    await w.tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endUserSessions(w.tx, user.id, user.sessionId);
    const locale = user.locale ?? user.organizationLocale ?? DEFAULT_LOCALE;
    await w.mail(user.email, passwordChangedMail({ firstName: user.firstName }, locale), user.organizationId);
  });
}

/** AUTH-38: the account's live sessions, the latest used first, each with its device. */
export function listSessions(deps: AuthDeps, user: SessionUser): Promise<AccountSession[]> {
  return withPlatform(deps.db, async (tx) => {
    const rows = await tx
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, user.id),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt));
    return rows.map((row) => ({
      id: row.id,
      device: deviceSummary(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === user.sessionId,
    }));
  });
}

/** AUTH-38: signs one of the account's own sessions out (another account's answers 404). */
export async function endOwnSession(deps: AuthDeps, user: SessionUser, sessionId: string): Promise<void> {
  await withPlatform(deps.db, async (tx) => {
    const [row] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)));
    if (!row) throw notFound(described(m.sessionNotFound));
    await endSession(tx, row.id);
  });
}

/** AUTH-38: signs every other session of the account out (with `everywhere`, this one too). */
export async function endOwnSessions(
  deps: AuthDeps,
  user: SessionUser,
  everywhere: boolean,
): Promise<number> {
  return withPlatform(deps.db, async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(
        everywhere
          ? eq(sessions.userId, user.id)
          : and(eq(sessions.userId, user.id), sql`${sessions.id} <> ${user.sessionId}`),
      )
      .returning({ id: sessions.id });
    return ended.length;
  });
}

/** USER-12: a time zone the runtime knows by its IANA name ('Europe/Berlin', 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * USER-12 PUT /api/auth/user/preferences: the signed-in person's own language and, when sent, time zone
 * (an unknown one is a 400 and nothing changes). A member's change writes its activity row in the same
 * transaction (ACTIVITY-1); a super admin, who belongs to no organization, has none to write.
 */
export async function setPreferences(
  deps: AuthDeps,
  user: SessionUser,
  input: z.infer<typeof userPreferencesSchema>,
): Promise<CurrentUser> {
  const timeZone = input.timeZone?.trim();
  if (timeZone !== undefined && !isKnownTimeZone(timeZone)) {
    const unknown = described(m.unknownTimeZone, { timeZone: timeZone.slice(0, 64) });
    throw badRequest(unknown, { timeZone: unknown });
  }
  const changes = { locale: input.locale, ...(timeZone !== undefined ? { timeZone } : {}) };
  const write = async (tx: Tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  };
  const actor = tenantActorOf(user);
  if (actor) {
    await tenantWrite(deps, actor, async ({ tx }) => {
      await write(tx);
      await recordActivity(tx, actor, {
        action: "updated",
        entityType: "employee",
        entityId: user.id,
        entityName: displayName(user),
        category: "organization",
        details: {
          oldValue: { locale: user.locale, ...(timeZone !== undefined ? { timeZone: user.timeZone } : {}) },
          newValue: changes,
        },
      });
    });
  } else {
    await platformWrite(deps, ({ tx }) => write(tx));
  }
  return toCurrentUser({ ...user, ...changes });
}
