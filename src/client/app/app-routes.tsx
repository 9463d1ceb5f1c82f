import { lazy, type ReactNode, Suspense, useState } from "react";
import { useCurrentUser } from "../lib/auth";
import { expectsSession } from "../lib/session-history";
import { FirstPaintDone } from "./first-paint";
import { RouteFallback } from "./route-fallback";
import { lazyScreen } from "./routes/lazy-screen";

// Three route sets, each its own chunk, so the landing page never downloads the app shell. The shell's
// loads ahead of the first render on a page served to a signed-in user (app/start.tsx, PLATFORM-22).
export const shellRoutes = lazyScreen(() => import("./routes/shell-routes").then((m) => m.ShellRoutes));
const ShellRoutes = shellRoutes.Component;
const LandingRoutes = lazy(() =>
  import("./routes/landing-routes").then((m) => ({ default: m.LandingRoutes })),
);
const UnverifiedRoutes = lazy(() =>
  import("./routes/unverified-routes").then((m) => ({ default: m.UnverifiedRoutes })),
);

/**
 * Routes (UI-1) and Access gating (UI-1, AUTH-5): the app area only for an authenticated, verified user; the
 * landing routes otherwise.
 *
 * While the first answer is pending, a visitor with no session history sees the landing page at once
 * (UI-1). Someone who was signed in last time sees a brief spinner instead of a flash of the
 * landing page, and the shell starts downloading meanwhile.
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated, isVerified } = useCurrentUser();
  const [sessionExpected] = useState(() => {
    const expects = expectsSession();
    if (expects) void shellRoutes.preload();
    return expects;
  });

  let routes: ReactNode;
  if (isLoading && sessionExpected) routes = <RouteFallback fullScreen />;
  else if (!isAuthenticated) routes = <LandingRoutes />;
  else if (!isVerified) routes = <UnverifiedRoutes />;
  else routes = <ShellRoutes />;

  return (
    <Suspense fallback={<RouteFallback fullScreen />}>
      {routes}
      {/* PLATFORM-19: the shell removes the server's first frame when its screen is drawn. */}
      {(!isAuthenticated || !isVerified) && !(isLoading && sessionExpected) && <FirstPaintDone />}
    </Suspense>
  );
}
