import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AccountSession, ChangePasswordInput } from "../../../domain/schemas/auth";
import { assertUncommonPassword } from "../../accounts/passwords";
import { sessions, users } from "../../db/schema";
import { withPlatform } from "../../db/tenant";
import { HttpError, notFound } from "../../http-error";
import { platformWrite } from "../../kernel";
import { passwordChangedMail } from "../../mail/templates";
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
    throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE, "VALIDATION", {
      currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await platformWrite(deps, async (w) => {
    await w.tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endUserSessions(w.tx, user.id, user.sessionId);
    await w.mail(user.email, passwordChangedMail({ firstName: user.firstName }), user.organizationId);
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
    if (!row) throw notFound(SESSION_NOT_FOUND_MESSAGE);
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
