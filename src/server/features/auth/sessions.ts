import { and, eq, sql } from "drizzle-orm";
import type { Locale } from "../../../domain/locale";
import type { Role } from "../../../domain/schemas/auth";
import { type Database, selectRows, type Tx } from "../../db/client";
import { sessions } from "../../db/schema";
import { hashToken, newToken } from "./secrets";

// AUTH-12: 12 h absolute and 2 h idle lifetime.
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
// Activity is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  id: string;
  organizationId: string | null;
  organizationName: string | null;
  organizationStatus: "active" | "suspended" | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  emailVerified: boolean;
  /** USER-12: the person's own language and time zone (null: none chosen). */
  locale: Locale | null;
  timeZone: string | null;
  /** SETTINGS-20: the organization's default language. */
  organizationLocale: Locale | null;
};

export async function createSession(
  tx: Tx,
  user: { id: string; organizationId: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await tx
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, organizationId: user.organizationId, expiresAt });
  return { token, expiresAt };
}

/**
 * One indexed query per request: the session, its user and organization, if the session is within
 * both lifetimes. Runs on the connecting role (before any tenant is known) and reads only by the
 * token's hash.
 */
export async function findSessionUser(db: Database | Tx, token: string): Promise<SessionUser | null> {
  const [row] = await selectRows<{
    session_id: string;
    last_seen_at: string | Date;
    expires_at: string | Date;
    id: string;
    organization_id: string | null;
    organization_name: string | null;
    organization_status: "active" | "suspended" | null;
    email: string;
    first_name: string | null;
    last_name: string | null;
    role: Role;
    email_verified: boolean;
    locale: Locale | null;
    time_zone: string | null;
    default_locale: Locale | null;
  }>(
    db,
    sql`select s.id as session_id, s.last_seen_at, s.expires_at, u.id, u.organization_id, o.name as organization_name,
               o.status as organization_status, u.email, u.first_name, u.last_name, u.role, u.email_verified,
               u.locale, u.time_zone, os.default_locale
          from sessions s
          join users u on u.id = s.user_id
          left join organizations o on o.id = u.organization_id
          left join organization_settings os on os.organization_id = u.organization_id
         where s.token_hash = ${hashToken(token)}
           and s.expires_at > now()
           and s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`,
  );
  if (!row || row.organization_status === "suspended") return null;
  return {
    sessionId: row.session_id,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    organizationStatus: row.organization_status,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    emailVerified: row.email_verified,
    locale: row.locale,
    timeZone: row.time_zone,
    organizationLocale: row.default_locale,
  };
}

export function isTouchDue(user: SessionUser, now = Date.now()): boolean {
  return now - user.lastSeenAt.getTime() > TOUCH_EVERY_MS;
}

export async function touchSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function endSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (logout elsewhere, password change, role change, delete). */
export async function endUserSessions(tx: Tx, userId: string, exceptSessionId?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}
