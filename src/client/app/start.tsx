import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { hasServedUser } from "../lib/auth";
import { App } from "./app";
import { shellRoutes } from "./app-routes";

/** Renders the whole app into the page (after the landing page's own entry, or at once: LANDING-7). */
export async function startApp(container: HTMLElement) {
  const served = hasServedUser();
  if (served) await loadFirstScreen();
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
