import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { displayName } from "../../domain/people";
import type { Role } from "../../domain/schemas/auth";
import type { Database } from "../db/client";
import type { Actor } from "../db/tenant";
import { withPlatform } from "../db/tenant";
import { errorMessages as m } from "../error-messages";
import { hashToken } from "../features/auth/secrets";
import type { SessionCache } from "../features/auth/session-cache";
import { findSessionUser, isTouchDue, type SessionUser, touchSession } from "../features/auth/sessions";
import { described, forbidden, HttpError, unauthorized } from "../http-error";

export const SESSION_COOKIE = "meridian_session";
/**
 * PLATFORM-5: in production the cookie carries the __Host- prefix, so the browser keeps it only when
 * set Secure, for Path=/ and without a Domain: no sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

declare module "fastify" {
  interface FastifyRequest {
    auth: SessionUser | null;
  }
}

// The client polls GET /api/auth/user every 5 s (AUTH-13); that poll is not activity (AUTH-12).
const isPoll = (request: FastifyRequest) =>
  request.method === "GET" && request.url.startsWith("/api/auth/user");

/**
 * A GET of one of the app's pages (a path without a file extension outside /api): its HTML paints the
 * signed-in person's first frame (PLATFORM-19), so it needs the session too. Assets never do.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?", 1)[0] ?? "";
  return path.lastIndexOf(".") < path.lastIndexOf("/") + 1;
}

/**
 * Resolves the session cookie to the signed-in user on every /api request and page request: from this process's
 * session cache when it holds a current answer, else with one indexed query (docs/decisions/005).
 */
export async function registerAuth(
  app: FastifyInstance,
  db: Database,
  cache?: SessionCache,
  options: { secure?: boolean } = {},
): Promise<void> {
  const cookieName = sessionCookieName(options.secure ?? false);
  app.decorateRequest("auth", null);
  // Callback style: a cached answer costs no promise; a database look-up returns its promise,
  // which Fastify waits for.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.url.startsWith("/api/") && !isPageRequest(request)) return done();
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return done();
    const tokenHash = hashToken(token);
    const cached = cache?.get(tokenHash);
    if (cached && (isPoll(request) || !isTouchDue(cached))) {
      request.auth = cached;
      return done();
    }
    return resolveSession(request, token, tokenHash, cached ?? null);
  });

  async function resolveSession(
    request: FastifyRequest,
    token: string,
    tokenHash: string,
    cached: SessionUser | null,
  ) {
    let user = cached;
    if (!user) {
      const ticket = cache?.ticket() ?? 0;
      user = await findSessionUser(db, token);
      if (user) cache?.set(tokenHash, user, ticket);
    }
    request.auth = user;
    if (user && !isPoll(request) && isTouchDue(user)) {
      const { sessionId } = user;
      await withPlatform(db, (tx) => touchSession(tx, sessionId));
      cache?.touched(tokenHash, new Date());
    }
  }

  // A write may have changed who someone is (logout, role, suspension). Its notice reaches other
  // processes within milliseconds; this process forgets before its answer leaves, so the writer's
  // next request is never served from a stale entry.
  if (cache) {
    app.addHook("onSend", (request, _reply, payload, done) => {
      if (request.method !== "GET" && request.method !== "HEAD") cache.flush();
      done(null, payload);
    });
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
): void {
  reply.setCookie(sessionCookieName(secure), session.token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The tenant of this request, from the session only (TENANT-1): a verified member of an organization.
 * An unverified user sees the code dialog, not the app (AUTH-5), so tenant data waits for verification.
 */
export function requireTenant(request: FastifyRequest, minimumRole: Role = "user"): Actor {
  const user = requireUser(request);
  if (!user.emailVerified) throw new HttpError(403, described(m.emailNotVerified), "EMAIL_NOT_VERIFIED");
  const actor = tenantActorOf(user);
  if (!actor) throw forbidden(described(m.noOrganization));
  if (minimumRole === "admin" && actor.role !== "admin") throw forbidden();
  return actor;
}

/** The session's person as the tenant they act in: a verified member of an organization, else null. */
export function tenantActorOf(user: SessionUser | null): Actor | null {
  if (!user?.emailVerified || !user.organizationId) return null;
  return { orgId: user.organizationId, userId: user.id, role: user.role, userName: displayName(user) };
}

/** ROLE-4: the platform console is for super admins only. */
export function requireSuperAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== "super_admin") throw forbidden();
  return user;
}
