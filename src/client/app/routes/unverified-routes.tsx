import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { VerifyRequiredPage } from "../../features/auth/pages/verify-required-page";
import { paths } from "../../lib/paths";
import { RouteFallback } from "../route-fallback";

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
const SetPasswordPage = lazy(() =>
  import("../../features/auth/pages/set-password-page").then((m) => ({ default: m.SetPasswordPage })),
);

/** Signed in but unverified (AUTH-5): the code dialog everywhere, except the e-mailed link's own page. */
export function UnverifiedRoutes() {
  return (
    <Suspense fallback={<RouteFallback fullScreen />}>
      <Routes>
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        {/* UI-28: an invitation link opened while signed in (unverified) still shows its page. */}
        <Route path={paths.acceptInvite} element={<SetPasswordPage kind="accept-invite" />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
        <Route path="*" element={<VerifyRequiredPage />} />
      </Routes>
    </Suspense>
  );
}
