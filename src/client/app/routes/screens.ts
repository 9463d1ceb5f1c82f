import { lazyScreen } from "./lazy-screen";

// One lazily loaded chunk per screen of UI-1.
export const screens = {
  dashboard: lazyScreen(() =>
    import("../../features/dashboard/pages/dashboard-page").then((m) => m.DashboardPage),
  ),
  corporateBsc: lazyScreen(() =>
    import("../../features/corporate-bsc/pages/corporate-bsc-page").then((m) => m.CorporateBscPage),
  ),
  library: lazyScreen(() => import("../../features/library/pages/library-page").then((m) => m.LibraryPage)),
  kpiOverview: lazyScreen(() =>
    import("../../features/kpi-overview/pages/kpi-overview-page").then((m) => m.KpiOverviewPage),
  ),
  setCascade: lazyScreen(() =>
    import("../../features/set-cascade/pages/set-cascade-page").then((m) => m.SetCascadePage),
  ),
  kpiResults: lazyScreen(() =>
    import("../../features/kpi-results/pages/kpi-results-page").then((m) => m.KpiResultsPage),
  ),
  myKpis: lazyScreen(() => import("../../features/my-kpis/pages/my-kpis-page").then((m) => m.MyKpisPage)),
  approvals: lazyScreen(() =>
    import("../../features/approvals/pages/approvals-page").then((m) => m.ApprovalsPage),
  ),
  myUpdates: lazyScreen(() =>
    import("../../features/my-updates/pages/my-updates-page").then((m) => m.MyUpdatesPage),
  ),
  reportingStatus: lazyScreen(() =>
    import("../../features/reporting-status/pages/reporting-status-page").then((m) => m.ReportingStatusPage),
  ),
  requests: lazyScreen(() =>
    import("../../features/requests/pages/requests-page").then((m) => m.RequestsPage),
  ),
  requestDetail: lazyScreen(() =>
    import("../../features/requests/pages/request-detail-page").then((m) => m.RequestDetailPage),
  ),
  // UI-76, UI-78: the initiatives list and timeline, and one initiative's detail.
  initiatives: lazyScreen(() =>
    import("../../features/initiatives/pages/initiatives-page").then((m) => m.InitiativesPage),
  ),
  initiativeDetail: lazyScreen(() =>
    import("../../features/initiatives/pages/initiative-detail-page").then((m) => m.InitiativeDetailPage),
  ),
  // UI-83: import of targets and actuals.
  import: lazyScreen(() => import("../../features/import/pages/import-page").then((m) => m.ImportPage)),
  // UI-99: every notification of the signed-in person, and their preferences.
  notifications: lazyScreen(() =>
    import("../../features/notifications/pages/notifications-page").then((m) => m.NotificationsPage),
  ),
  activities: lazyScreen(() =>
    import("../../features/activities/pages/activities-page").then((m) => m.ActivitiesPage),
  ),
  admin: lazyScreen(() => import("../../features/admin/pages/admin-page").then((m) => m.AdminPage)),
  tables: lazyScreen(() => import("../../features/tables/pages/tables-page").then((m) => m.TablesPage)),
  settings: lazyScreen(() =>
    import("../../features/settings/pages/settings-page").then((m) => m.SettingsPage),
  ),
  security: lazyScreen(() => import("../../features/account").then((m) => m.SecurityPage)),
} as const;

export type ScreenName = keyof typeof screens;
