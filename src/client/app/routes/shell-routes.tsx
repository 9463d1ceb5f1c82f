import { lazy } from "react";
import { matchPath, Navigate, Route, Routes } from "react-router";
import { AccessDenied } from "../../components/access-denied";
import { useCurrentUser } from "../../lib/auth";
import { paths } from "../../lib/paths";
import { NotFoundPage } from "../not-found-page";
import { AppShell } from "../shell/app-shell";
import { type ScreenName, screens } from "./screens";

// UI-28: an invitation link opened while signed in shows its page (outside the shell), not 'Page Not Found'.
const ConfirmEmailPage = lazy(() =>
  import("../../features/auth/pages/confirm-email-page").then((m) => ({ default: m.ConfirmEmailPage })),
);
const SignInLinkPage = lazy(() =>
  import("../../features/auth/pages/sign-in-link-page").then((m) => ({ default: m.SignInLinkPage })),
);
const SetPasswordPage = lazy(() =>
  import("../../features/auth/pages/set-password-page").then((m) => ({ default: m.SetPasswordPage })),
);
// UI-104: a notification e-mail's unsubscribe link works signed in too, outside the shell.
const UnsubscribePage = lazy(() =>
  import("../../features/notifications/pages/unsubscribe-page").then((m) => ({ default: m.UnsubscribePage })),
);

/** `organization`: a screen of the organization's data, which calls the tenant APIs (UI-45). */
const SHELL_ROUTES: { path: string; screen: ScreenName; organization: boolean }[] = [
  { path: paths.corporateBsc, screen: "corporateBsc", organization: true },
  { path: paths.library, screen: "library", organization: true },
  { path: paths.kpiOverview, screen: "kpiOverview", organization: true },
  { path: paths.setCascade, screen: "setCascade", organization: true },
  { path: paths.kpiResults, screen: "kpiResults", organization: true },
  { path: paths.myKpis, screen: "myKpis", organization: true },
  { path: paths.approvals, screen: "approvals", organization: true },
  { path: paths.myUpdates, screen: "myUpdates", organization: true },
  { path: paths.reportingStatus, screen: "reportingStatus", organization: true },
  { path: paths.requests, screen: "requests", organization: true },
  { path: paths.requestDetail, screen: "requestDetail", organization: true },
  { path: paths.initiatives, screen: "initiatives", organization: true },
  { path: paths.initiativeDetail, screen: "initiativeDetail", organization: true },
  { path: paths.import, screen: "import", organization: true },
  { path: paths.notifications, screen: "notifications", organization: true },
  { path: paths.activities, screen: "activities", organization: true },
  { path: paths.admin, screen: "admin", organization: false },
  { path: paths.tables, screen: "tables", organization: false },
  { path: paths.settings, screen: "settings", organization: true },
  { path: paths.security, screen: "security", organization: false },
];

const Dashboard = screens.dashboard.Component;

/** PLATFORM-22: loads the screen a path opens (the Dashboard at home) ahead of its first render. */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const route = SHELL_ROUTES.find(({ path }) => matchPath(path, pathname));
  const screen = route?.screen ?? (pathname === paths.home ? "dashboard" : undefined);
  return screen ? screens[screen].preload() : Promise.resolve();
}

/**
 * UI-45: an account with no organization never opens an organization screen (it would only call
 * tenant APIs that refuse it): the super admin goes to the Admin Panel, anyone else is told why.
 */
function NoOrganization() {
  const { user } = useCurrentUser();
  if (user?.role === "super_admin") return <Navigate to={paths.admin} replace />;
  return (
    <AccessDenied
      title="No organization"
      message="Your account does not belong to an organization yet. Ask your administrator to add you to one."
    />
  );
}

/** Routes (UI-1) for an authenticated, verified user: every screen inside the shell. */
export function ShellRoutes() {
  const { user } = useCurrentUser();
  const hasOrganization = Boolean(user?.organizationId);
  return (
    <Routes>
      <Route path={paths.acceptInvite} element={<SetPasswordPage kind="accept-invite" />} />
      <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={paths.signInLink} element={<SignInLinkPage />} />
      <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
      <Route element={<AppShell />}>
        <Route index element={hasOrganization ? <Dashboard /> : <NoOrganization />} />
        {SHELL_ROUTES.map(({ path, screen, organization }) => {
          const Screen = screens[screen].Component;
          const element = organization && !hasOrganization ? <NoOrganization /> : <Screen />;
          return <Route key={path} path={path} element={element} />;
        })}
        {/* The verify page sends people to /login; once signed in that is simply home. The verify
            page itself, reached by someone whose link just verified their signed-in account, too. */}
        <Route path={paths.login} element={<Navigate to={paths.home} replace />} />
        <Route path={paths.verifyEmail} element={<Navigate to={paths.home} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
