import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useDocumentTitle } from "../../components/screen-headings";
import { SkipLink } from "../../components/skip-link";
import { VerificationBanner } from "../../features/auth/components/verification-banner";
import { ErrorBoundary } from "../error-boundary";
import { FirstPaintDone } from "../first-paint";
import { RouteFallback } from "../route-fallback";
import { HeaderBar } from "./header-bar";
import { SidebarContent } from "./sidebar";

/** UI-2: sidebar, header bar, verification banner and the main content. */
export function AppShell() {
  const { pathname } = useLocation();
  useDocumentTitle(pathname);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-sidebar-border md:block">
        <SidebarContent />
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col md:pl-64">
        <HeaderBar />
        <VerificationBanner />
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-7xl">
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<RouteFallback />}>
                <Outlet />
                <FirstPaintDone />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
