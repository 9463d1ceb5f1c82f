// Every client URL is built here (UI-1), so screens never spell paths by hand.

export const paths = {
  home: "/",
  corporateBsc: "/corporate-bsc",
  library: "/library",
  kpiOverview: "/kpi-overview",
  setCascade: "/set-cascade",
  kpiResults: "/kpi-results",
  myKpis: "/my-kpis",
  /** UI-59: submissions waiting for approval. */
  approvals: "/approvals",
  /** UI-63: the member's periods to report. */
  myUpdates: "/my-updates",
  /** UI-65: completeness of reporting (administrators). */
  reportingStatus: "/reporting-status",
  /** UI-76: the organization's initiatives; an initiative's detail is `/initiatives/{id}` (UI-78). */
  initiatives: "/initiatives",
  initiativeDetail: "/initiatives/:id",
  /** UI-69, UI-70: change requests; a request's detail is `/requests/{id}` (requestPath). */
  requests: "/requests",
  requestDetail: "/requests/:id",
  /** UI-83: import of targets and actuals from a CSV or XLSX file. */
  import: "/import",
  /** UI-99: every notification of the signed-in person, and their preferences (`?tab=preferences`). */
  notifications: "/notifications",
  /** UI-104: a notification e-mail's one-click unsubscribe link (`?token=`), signed in or not. */
  unsubscribe: "/unsubscribe",
  activities: "/activities",
  admin: "/admin",
  tables: "/tables",
  settings: "/settings",
  verifyEmail: "/verify-email",
  acceptInvite: "/accept-invite",
  resetPassword: "/reset-password",
  /** AUTH-35: the link mailed to a new e-mail address confirms the change. */
  confirmEmail: "/confirm-email",
  /** AUTH-46: a mailed one-time sign-in link (`?token=`), redeemed by a click. */
  signInLink: "/sign-in-link",
  /** AUTH-37, AUTH-38: the signed-in user's password and sessions. */
  security: "/security",
  /** The verify page sends people here after success; it opens the sign-in dialog. */
  login: "/login",
} as const;

/** UI-70: the detail of one change request. */
export function requestPath(id: string): string {
  return `${paths.requests}/${encodeURIComponent(id)}`;
}

/** UI-100: the Preferences tab of the notifications page. */
export const notificationPreferencesPath = `${paths.notifications}?tab=preferences`;

/** UI-78: an initiative's detail screen. */
export function initiativePath(id: string): string {
  return `${paths.initiatives}/${encodeURIComponent(id)}`;
}

export type AuthDialogMode = "signin" | "signup" | "forgot";

/** The landing page opens the matching dialog for `/?auth=signin|signup` (AUTH-11). */
export const AUTH_QUERY_PARAM = "auth";

export function landingWithDialog(mode: AuthDialogMode): string {
  return `${paths.home}?${AUTH_QUERY_PARAM}=${mode}`;
}

/** Plan and call-to-action buttons leave the SPA for the server's /api/login (AUTH-11). */
export function apiLoginUrl(plan?: string): string {
  return plan ? `/api/login?plan=${encodeURIComponent(plan)}` : "/api/login";
}
