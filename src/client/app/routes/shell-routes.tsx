import { Navigate, Route, Routes } from "react-router";
import { paths } from "../../lib/paths";
import { NotFoundPage } from "../not-found-page";
import { AppShell } from "../shell/app-shell";
import { type ScreenName, screens } from "./screens";

const SHELL_ROUTES: { path: string; screen: ScreenName }[] = [
  { path: paths.corporateBsc, screen: "corporateBsc" },
  { path: paths.library, screen: "library" },
  { path: paths.kpiOverview, screen: "kpiOverview" },
  { path: paths.setCascade, screen: "setCascade" },
  { path: paths.kpiResults, screen: "kpiResults" },
  { path: paths.activities, screen: "activities" },
  { path: paths.admin, screen: "admin" },
  { path: paths.tables, screen: "tables" },
  { path: paths.settings, screen: "settings" },
];

const Dashboard = screens.dashboard.Component;

/** Routes (UI-1) for an authenticated, verified user: every screen inside the shell. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Dashboard />} />
        {SHELL_ROUTES.map(({ path, screen }) => {
          const Screen = screens[screen].Component;
          return <Route key={path} path={path} element={<Screen />} />;
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
