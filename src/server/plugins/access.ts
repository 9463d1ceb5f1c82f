import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorMessages as m } from "../error-messages";
import { described, forbidden, HttpError, unauthorized } from "../http-error";

// ROLE-1: who may call what, decided as soon as the session is known and before the body is
// parsed or validated, so a caller who may not use a route learns nothing about it (not even its
// validation messages). The handlers check again (requireTenant, requireSuperAdmin): this is the
// first wall, in one place, derived from the route itself.

/**
 * Routes anyone may call: signing in and up, the landing page's 'Contact Sales' (LANDING-4), the
 * health check, the API documentation, a notification e-mail's unsubscribe link (API-36).
 */
const PUBLIC_ROUTES = [
  /^\/api\/auth\//,
  /^\/api\/login$/,
  /^\/api\/contact-sales$/,
  // API-36: the one-click unsubscribe of a notification e-mail is used without signing in.
  /^\/api\/notifications\/unsubscribe$/,
  /^\/api\/health$/,
  /^\/api\/docs(\/|$)/,
];
/** The platform console (ROLE-4: super_admin only). */
const PLATFORM_ROUTES = /^\/api\/admin(\/|$)/;
/** Writes a member with role `user` may make (ROLE-2: actuals of the KPI assignments they own). */
const USER_WRITABLE_ROUTES = new Set([
  "PATCH /api/kpi-assignments/:id",
  // COMMENT-2: owners write commentary on their own KPIs (the service checks ownership).
  "PUT /api/kpi-assignments/:id/commentary",
  // EVIDENCE-2, EVIDENCE-9: owners attach evidence to their own KPIs and delete what they attached.
  "POST /api/kpi-assignments/:id/attachments",
  "DELETE /api/attachments/:id",
  // APPROVAL-8: heads decide the submissions of their subtree (the service checks).
  "POST /api/submissions/:id/approve",
  "POST /api/submissions/:id/reject",
  // IMPORT-10: every member imports; each row is checked against what its caller may write.
  "POST /api/imports/measurements",
  // INIT-32: members write the initiatives they own, and their milestones (the service checks).
  "POST /api/initiatives",
  "PUT /api/initiatives/:id",
  "DELETE /api/initiatives/:id",
  "POST /api/initiatives/:id/milestones",
  "PATCH /api/milestones/:id",
  "DELETE /api/milestones/:id",
  // REQUEST-16: every member asks for changes; approvers (heads) decide; the requester deletes their own.
  "POST /api/requests",
  "PATCH /api/requests/:id",
  "DELETE /api/requests/:id",
  // API-33..API-35: every member reads their notifications, picks their channels and follows (their own).
  "POST /api/notifications/:id/read",
  "POST /api/notifications/read-all",
  "PUT /api/notification-preferences",
  "POST /api/follows",
  "DELETE /api/follows",
]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Reads only administrators may make (REPORT-18: report schedules name recipients and their addresses). */
const ADMIN_READ_ROUTES = new Set(["GET /api/report-schedules"]);

export type RouteAccess = "public" | "platform" | "tenant-read" | "tenant-write" | "member-write";

/** The access a route needs, from its method and registered url (the access matrix test reads it too). */
export function routeAccess(method: string, url: string): RouteAccess {
  if (PUBLIC_ROUTES.some((pattern) => pattern.test(url))) return "public";
  if (PLATFORM_ROUTES.test(url)) return "platform";
  if (SAFE_METHODS.has(method)) {
    return ADMIN_READ_ROUTES.has(`${method} ${url}`) ? "tenant-write" : "tenant-read";
  }
  return USER_WRITABLE_ROUTES.has(`${method} ${url}`) ? "member-write" : "tenant-write";
}

function check(request: FastifyRequest): void {
  const url = request.routeOptions.url;
  // Unknown paths answer their own 404; pages of the client are not /api.
  if (!url?.startsWith("/api/")) return;
  // A route may declare its access (config.access); otherwise it follows from its url.
  const access =
    (request.routeOptions.config as { access?: RouteAccess }).access ?? routeAccess(request.method, url);
  if (access === "public") return;
  const user = request.auth;
  if (!user) throw unauthorized();
  if (access === "platform") {
    if (user.role !== "super_admin") throw forbidden();
    return;
  }
  if (!user.emailVerified) throw new HttpError(403, described(m.emailNotVerified), "EMAIL_NOT_VERIFIED");
  if (!user.organizationId) throw forbidden(described(m.noOrganization));
  if (access === "tenant-write" && user.role !== "admin") throw forbidden();
}

export function registerAccessPolicy(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    check(request);
    done();
  });
}
