import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preloadLocale } from "../../i18n/catalogues";
import { visitorLocale } from "../../i18n/locale-store";
import { MessagesProvider } from "../../i18n/messages-provider";
import { landingHandOff } from "../../lib/landing-entry";
import type { AuthDialogMode } from "../../lib/paths";
import { authSearch, LandingActionsProvider } from "./landing-actions";
import { LandingPage } from "./pages/landing-page";

type AppStart = { startApp(container: HTMLElement): void };

/**
 * LANDING-7: the landing page on its own entry. The app (router, queries, dialogs) is fetched when the
 * visitor heads for a button, and takes over the page when they open a dialog, or at once if the
 * session check finds them signed in.
 */
export function renderStandaloneLanding(container: HTMLElement, loadApp: () => Promise<AppStart>) {
  const root = createRoot(container);
  // The app's copy of the landing page comes in its own chunk; fetched with the app, it is ready on hand-over.
  const prefetch = () => Promise.all([loadApp(), import("../../app/routes/landing-routes")]);
  let handingOver = false;

  async function handOver(search?: string) {
    if (handingOver) return;
    handingOver = true;
    const [app] = await prefetch();
    if (search) window.history.pushState(null, "", search);
    landingHandOff.scrollY = window.scrollY;
    root.unmount();
    app.startApp(container);
  }

  const actions = {
    openAuth: (mode: AuthDialogMode) => void handOver(authSearch(mode)),
    openContactSales: () => {
      landingHandOff.contactSales = true;
      void handOver();
    },
  };
  // UI-117: the visitor's language (the tab's, this browser's choice, the browser's); a language other
  // than English has its catalogue loaded first, so the page draws once, in that language.
  const locale = visitorLocale();
  void preloadLocale(locale).then(() => {
    if (handingOver) return;
    root.render(
      <StrictMode>
        <MessagesProvider locale={locale}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a passive prefetch, not an interaction */}
          <div onPointerOver={() => void prefetch()} onFocus={() => void prefetch()}>
            <LandingActionsProvider value={actions}>
              <LandingPage />
            </LandingActionsProvider>
          </div>
        </MessagesProvider>
      </StrictMode>,
    );
  });

  // Someone signed in whose browser forgot it (no session history) goes on to the app.
  void fetch("/api/auth/user", { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(async (response) => {
      // Read to the end: an unread body keeps the request open (and the page never network-idle).
      await response.arrayBuffer();
      if (response.ok) void handOver();
    })
    .catch(() => {
      // Offline or refused: the landing page stays; the app's own check reports problems.
    });
}
