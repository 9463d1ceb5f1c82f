import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

/** Renders the whole app into the page (after the landing page's own entry, or at once: LANDING-7). */
export function startApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
