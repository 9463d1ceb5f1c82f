import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { SERVED_PAGE } from "../../domain/served-page";
import { chooseLocale, preloadLocale } from "../i18n";
import { browserLanguages, readChosenLocale, readTabLocale } from "../i18n/locale-store";
import { hasServedUser } from "../lib/auth";
import { App } from "./app";
import { shellRoutes } from "./app-routes";

/** Renders the whole app into the page (after the landing page's own entry, or at once: LANDING-7). */
export async function startApp(container: HTMLElement) {
  const served = hasServedUser();
  await Promise.all([served ? loadFirstScreen() : null, preloadLocale(firstLocale())]);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // PLATFORM-23: a page served to a signed-in user, under the server's first frame, renders in short
  // slices (a transition) rather than one long task; the landing page's hand-over renders at once, so
  // nothing flashes between the two.
  if (served) startTransition(() => root.render(app));
  else root.render(app);
}

/**
 * UI-117: the locale the first render will most likely be in, so its catalogue is there for it: the served
 * user's preference (PLATFORM-21), else this tab's or browser's.
 */
function firstLocale() {
  let user: string | null = null;
  try {
    const served = document.getElementById(SERVED_PAGE.currentUserId)?.textContent;
    const parsed: unknown = served ? JSON.parse(served) : null;
    if (parsed && typeof parsed === "object" && "locale" in parsed && typeof parsed.locale === "string") {
      user = parsed.locale;
    }
  } catch {
    // The app reads the user itself.
  }
  return chooseLocale({
    tab: readTabLocale(),
    user,
    chosen: readChosenLocale(),
    browser: browserLanguages(),
  });
}

/**
 * PLATFORM-22: on a page served to a signed-in user, the shell's routes and the screen's chunk (named
 * beside the entry, PLATFORM-17) load before the first render, which then draws the screen at once.
 */
async function loadFirstScreen() {
  try {
    await shellRoutes.preload();
    const { preloadScreenAt } = await import("./routes/shell-routes");
    await preloadScreenAt(window.location.pathname);
  } catch {
    // Rendering tries again and shows a failure there.
  }
}
