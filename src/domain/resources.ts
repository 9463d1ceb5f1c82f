// The tenant resources, declared once for the server kernel and the client data layer
// (docs/decisions/007). A declaration names the resource's collection path, the words its activity
// rows and messages use, and `changes`: the reads a write to it refreshes. The server writes
// activity rows with entityType and category; the client invalidates every read in `changes` after a
// write, so which lists a write refreshes is decided here and nowhere else.
import type { ACTIVITY_CATEGORIES, ACTIVITY_ENTITY_TYPES } from "./activities";

/**
 * Every read (GET) the client caches; a write's `changes` name some of them. A client query key starts
 * with one of these paths, or with one of them followed by `/…` (a read under it, e.g.
 * /api/activities/counts, which a refresh of /api/activities refreshes too).
 */
export const READS = [
  "/api/objectives",
  "/api/kpis",
  "/api/themes",
  "/api/functions",
  "/api/organizational-functions",
  "/api/objective-assignments",
  "/api/kpi-assignments",
  // KPIIN-13: KPI Input's page, moved by every write that moves the assignment list, and by the settings.
  "/api/kpi-input",
  // CASCADE-16: Set and Cascade's function chart and one function's assignments.
  "/api/set-cascade",
  "/api/my-kpis",
  "/api/my-updates",
  "/api/reporting-status",
  "/api/scorecard",
  "/api/strategy-links",
  "/api/strategy-map",
  // INIT-1: initiatives (and their milestones, answered inside them).
  "/api/initiatives",
  "/api/activities",
  // API-19: the Dashboard's counts and recent activity, moved by every write the activity log records.
  "/api/dashboard-summary",
  "/api/users",
  "/api/employees",
  "/api/organization-settings",
  "/api/period-locks",
  "/api/submissions",
  // REPORT-11: report schedules (administrators only).
  "/api/report-schedules",
  // API-21: change requests.
  "/api/requests",
  // API-38, JOB-6: the organization's background jobs (the Jobs tab of Settings).
  "/api/jobs",
  // NOTIFY-1, UI-98: the caller's notifications (the bell's count, the panel, the page, the Dashboard's
  // "Needs your attention" under /attention), their preferences and follows.
  "/api/notifications",
  "/api/notification-preferences",
  "/api/follows",
  "/api/admin/organizations",
  "/api/admin/users",
  "/api/admin/analytics",
  "/api/admin/usage-metrics",
  "/api/admin/system",
  "/api/admin/tables",
  "/api/auth/sessions",
] as const;
export type ReadPath = (typeof READS)[number];

export type ResourceDeclaration = {
  /** A short stable key, e.g. "themes". */
  key: string;
  /** The collection path; an item is `${path}/{id}`. */
  path: ReadPath;
  /** The singular noun of messages: "Theme" → 'Theme not found'. */
  noun: string;
  /** What the resource's activity rows record (ACTIVITY-1). Null for platform resources. */
  entityType: (typeof ACTIVITY_ENTITY_TYPES)[number] | null;
  category: (typeof ACTIVITY_CATEGORIES)[number] | null;
  /** The reads a write to this resource makes stale; the resource's own path comes first. */
  changes: readonly ReadPath[];
};

function declare<const T extends ResourceDeclaration>(resource: T): T {
  return resource;
}

// A library write shows in the activity log and the scores. Deleting an objective or a KPI takes its
// assignments with it (CASCADE-4), so the function chart's counts move too.
export const themesResource = declare({
  key: "themes",
  path: "/api/themes",
  noun: "Theme",
  entityType: "theme",
  category: "library",
  changes: ["/api/themes", "/api/objectives", "/api/scorecard", "/api/activities", "/api/dashboard-summary"],
});

export const objectivesResource = declare({
  key: "objectives",
  path: "/api/objectives",
  noun: "Objective",
  entityType: "objective",
  category: "library",
  changes: [
    "/api/objectives",
    "/api/objective-assignments",
    "/api/kpi-assignments",
    "/api/kpi-input",
    "/api/my-kpis",
    "/api/functions",
    "/api/set-cascade",
    "/api/scorecard",
    "/api/activities",
    "/api/dashboard-summary",
  ],
});

export const kpisResource = declare({
  key: "kpis",
  path: "/api/kpis",
  noun: "KPI",
  entityType: "kpi",
  category: "library",
  changes: [
    "/api/kpis",
    "/api/kpi-assignments",
    "/api/kpi-input",
    "/api/my-kpis",
    "/api/functions",
    "/api/set-cascade",
    "/api/scorecard",
    "/api/activities",
    "/api/dashboard-summary",
  ],
});

// A cascade change moves the function chart's counts, the assignment lists, the scores and the log;
// deleting a function also takes its users' assignment to it.
const CASCADE_READS = [
  "/api/functions",
  "/api/organizational-functions",
  "/api/objective-assignments",
  "/api/kpi-assignments",
  "/api/kpi-input",
  "/api/set-cascade",
  "/api/my-kpis",
  // CYCLE-22, CYCLE-30: what is due and reported moves with every value and assignment.
  "/api/my-updates",
  "/api/reporting-status",
  "/api/scorecard",
  // STRAT-4: removing an objective assignment takes its links; the map shows the scores.
  "/api/strategy-links",
  "/api/strategy-map",
  // INIT-8, INIT-9: removing an assignment takes its initiatives' links to it.
  "/api/initiatives",
  "/api/activities",
  "/api/dashboard-summary",
] as const satisfies readonly ReadPath[];

export const functionsResource = declare({
  key: "functions",
  path: "/api/functions",
  noun: "Function",
  entityType: "other",
  category: "organization",
  changes: [...CASCADE_READS, "/api/users", "/api/employees"],
});

export const objectiveAssignmentsResource = declare({
  key: "objective-assignments",
  path: "/api/objective-assignments",
  noun: "Objective assignment",
  entityType: "objective_assignment",
  category: "assignments",
  changes: ["/api/objective-assignments", ...CASCADE_READS],
});

export const kpiAssignmentsResource = declare({
  key: "kpi-assignments",
  path: "/api/kpi-assignments",
  noun: "KPI assignment",
  entityType: "kpi_assignment",
  category: "assignments",
  // APPROVAL-1: an actual may become a pending submission instead. NOTIFY-41: a value entered clears its
  // reminders from the notifications.
  changes: ["/api/kpi-assignments", ...CASCADE_READS, "/api/submissions", "/api/notifications"],
});

// EVIDENCE-1, APPROVAL-1: evidence files and submitted actuals. They have no versions or edits, so they are
// not kernel resources (TENANT_RESOURCES); the client refreshes these reads after their writes.
export const submissionsResource = declare({
  key: "submissions",
  path: "/api/submissions",
  noun: "Submission",
  entityType: "actual_result",
  category: "actual_result_update",
  // NOTIFY-41: a decision clears everyone's "value to approve".
  changes: ["/api/submissions", ...CASCADE_READS, "/api/notifications"],
});

/**
 * Evidence is listed under its KPI assignment (`/api/kpi-assignments/{id}/attachments`) and deleted at
 * `/api/attachments/{id}`: use its `changes` only, never the CRUD hooks on its path.
 */
export const attachmentsResource = declare({
  key: "attachments",
  path: "/api/kpi-assignments",
  noun: "Attachment",
  entityType: "actual_result",
  category: "actual_result_update",
  changes: [
    "/api/kpi-assignments",
    "/api/kpi-input",
    "/api/my-updates",
    "/api/activities",
    "/api/dashboard-summary",
  ],
});

// STRAT-1, STRAT-17: a strategy map link; the map reads it, the log records it.
export const strategyLinksResource = declare({
  key: "strategy-links",
  path: "/api/strategy-links",
  noun: "Strategy link",
  entityType: "strategy_link",
  category: "assignments",
  changes: [
    "/api/strategy-links",
    "/api/strategy-map",
    "/api/activities",
    "/api/objective-assignments",
    "/api/dashboard-summary",
  ],
});

// INIT-1, INIT-31: an initiative; the log records it, and the objective cards list it.
export const initiativesResource = declare({
  key: "initiatives",
  path: "/api/initiatives",
  noun: "Initiative",
  entityType: "initiative",
  category: "initiatives",
  changes: ["/api/initiatives", "/api/activities", "/api/dashboard-summary"],
});

/**
 * INIT-10: milestones are written under their initiative (`POST /api/initiatives/{id}/milestones`,
 * `PATCH`/`DELETE /api/milestones/{id}`) and answered inside it: use its `changes` only, never the CRUD
 * hooks on its path.
 */
export const milestonesResource = declare({
  key: "milestones",
  path: "/api/initiatives",
  noun: "Milestone",
  entityType: "milestone",
  category: "initiatives",
  changes: ["/api/initiatives", "/api/activities", "/api/dashboard-summary"],
});

// REQUEST-1, API-21: a change request; applying one changes targets, actuals, weights or a KPI, so the
// cascade's reads move with it.
export const requestsResource = declare({
  key: "requests",
  path: "/api/requests",
  noun: "Change request",
  entityType: "request",
  category: "requests",
  // NOTIFY-41: a decided request leaves every head's "Needs your attention".
  changes: ["/api/requests", ...CASCADE_READS, "/api/kpis", "/api/notifications"],
});

export const usersResource = declare({
  key: "users",
  path: "/api/users",
  noun: "User",
  entityType: "employee",
  category: "organization",
  // USER-10: deleting a user hands what they own to another member, so the owner columns move too.
  changes: [
    "/api/users",
    "/api/employees",
    "/api/activities",
    "/api/objectives",
    "/api/objective-assignments",
    "/api/kpi-assignments",
    "/api/kpi-input",
    "/api/set-cascade",
    "/api/my-kpis",
    "/api/scorecard",
    "/api/dashboard-summary",
  ],
});

// Thresholds, the cap and the perspective names change every score and label.
export const organizationSettingsResource = declare({
  key: "organization-settings",
  path: "/api/organization-settings",
  noun: "Organization settings",
  entityType: "other",
  category: "organization",
  // FISCAL-2: the fiscal year start moves the Dashboard's default year.
  changes: [
    "/api/organization-settings",
    "/api/scorecard",
    // KPIIN-13: thresholds, the cap and the fiscal year move KPI Input's scores and default year.
    "/api/kpi-input",
    "/api/my-kpis",
    "/api/activities",
    "/api/dashboard-summary",
  ],
});

// The platform console's resources: no tenant activity rows (ADMIN-3 keeps a platform audit log).
const PLATFORM_READS = [
  "/api/admin/organizations",
  "/api/admin/users",
  "/api/admin/analytics",
  "/api/admin/usage-metrics",
  "/api/users",
  "/api/employees",
  // API-19: Active Users.
  "/api/dashboard-summary",
] as const satisfies readonly ReadPath[];

export const adminOrganizationsResource = declare({
  key: "admin-organizations",
  path: "/api/admin/organizations",
  noun: "Organization",
  entityType: null,
  category: null,
  changes: PLATFORM_READS,
});

export const adminUsersResource = declare({
  key: "admin-users",
  path: "/api/admin/users",
  noun: "User",
  entityType: null,
  category: null,
  changes: ["/api/admin/users", ...PLATFORM_READS],
});

/** The resources whose rows belong to one organization and go through the kernel's tenant writes. */
export const TENANT_RESOURCES = [
  themesResource,
  objectivesResource,
  kpisResource,
  functionsResource,
  objectiveAssignmentsResource,
  kpiAssignmentsResource,
  strategyLinksResource,
  initiativesResource,
  requestsResource,
  usersResource,
  organizationSettingsResource,
] as const;

export const RESOURCES = [...TENANT_RESOURCES, adminOrganizationsResource, adminUsersResource] as const;
export type Resource = (typeof RESOURCES)[number];

// LOCK-1, LOCK-4: closed periods; closing or reopening one changes which values the screens may edit.
// Not in TENANT_RESOURCES: a lock is created and removed, never edited (no version).
export const periodLocksResource = declare({
  key: "period-locks",
  path: "/api/period-locks",
  noun: "Closed period",
  entityType: "other",
  category: "organization",
  changes: ["/api/period-locks", "/api/activities", "/api/dashboard-summary"],
});

// REPORT-11, REPORT-12: report schedules; created and deleted, never edited (not a kernel resource).
export const reportSchedulesResource = declare({
  key: "report-schedules",
  path: "/api/report-schedules",
  noun: "Report schedule",
  entityType: "other",
  category: "organization",
  changes: ["/api/report-schedules", "/api/activities", "/api/dashboard-summary"],
});

// AUTH-38: the signed-in user's own sessions (not a tenant resource: no activity rows).
export const accountSessionsResource = declare({
  key: "sessions",
  path: "/api/auth/sessions",
  noun: "Session",
  entityType: null,
  category: null,
  changes: ["/api/auth/sessions"],
});
