import { lazy, Suspense, useLayoutEffect, useMemo, useState } from "react";
import { Route, Routes, useLocation, useNavigate, useSearchParams } from "react-router";
import { authSearch, LandingActionsProvider } from "../../features/landing/landing-actions";
import { LandingPage } from "../../features/landing/pages/landing-page";
import { landingHandOff } from "../../lib/landing-entry";
import { AUTH_QUERY_PARAM, type AuthDialogMode, paths } from "../../lib/paths";
import { RouteFallback } from "../route-fallback";

// The dialogs bring the form libraries; they load only when someone asks to sign in or up.
const loadAuthDialogs = () => import("../../features/auth/components/auth-dialogs");
const AuthDialogs = lazy(() => loadAuthDialogs().then((m) => ({ default: m.AuthDialogs })));
const VerifyEmailPage = lazy(() =>
  import("../../features/auth/pages/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
const ConfirmEmailPage = lazy(() =>
  import("../../features/auth/pages/confirm-email-page").then((m) => ({ default: m.ConfirmEmailPage })),
);
// UI-104: a notification e-mail's one-click unsubscribe link, signed out or not yet verified too.
const UnsubscribePage = lazy(() =>
  import("../../features/notifications/pages/unsubscribe-page").then((m) => ({ default: m.UnsubscribePage })),
);
const SignInLinkPage = lazy(() =>
  import("../../features/auth/pages/sign-in-link-page").then((m) => ({ default: m.SignInLinkPage })),
);
const SetPasswordPage = lazy(() =>
  import("../../features/auth/pages/set-password-page").then((m) => ({ default: m.SetPasswordPage })),
);

function LandingWithDialogs() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const wantsDialog = searchParams.has(AUTH_QUERY_PARAM) || pathname === paths.login;
  // Stay mounted after the first open so the dialog can animate closed.
  const [dialogsLoaded, setDialogsLoaded] = useState(wantsDialog);
  if (wantsDialog && !dialogsLoaded) setDialogsLoaded(true);
  const navigate = useNavigate();
  const actions = useMemo(
    () => ({
      openContactSales: null,
      openAuth: (mode: AuthDialogMode) => navigate({ search: authSearch(mode) }),
    }),
    [navigate],
  );
  // LANDING-7: taking over from the landing page's own entry, open where the visitor was reading.
  useLayoutEffect(() => {
    if (landingHandOff.scrollY > 0) window.scrollTo(0, landingHandOff.scrollY);
    landingHandOff.scrollY = 0;
  }, []);

  return (
    // Warm the dialog chunk as soon as a pointer or keyboard heads for the landing page's buttons.
    // biome-ignore lint/a11y/noStaticElementInteractions: a passive prefetch, not an interaction
    <div onPointerOver={() => void loadAuthDialogs()} onFocus={() => void loadAuthDialogs()}>
      <LandingActionsProvider value={actions}>
        <LandingPage />
      </LandingActionsProvider>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </div>
  );
}

/** Routes (UI-1) when signed out or still loading: the landing page, the verify page, and the invitation and password-reset pages (AUTH-7, AUTH-8). */
export function LandingRoutes() {
  return (
    <Suspense fallback={<RouteFallback fullScreen />}>
      <Routes>
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.acceptInvite} element={<SetPasswordPage kind="accept-invite" />} />
        <Route path={paths.resetPassword} element={<SetPasswordPage kind="reset-password" />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={paths.signInLink} element={<SignInLinkPage />} />
        <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
        <Route path="*" element={<LandingWithDialogs />} />
      </Routes>
    </Suspense>
  );
}
