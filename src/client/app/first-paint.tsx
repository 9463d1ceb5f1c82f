import { useLayoutEffect } from "react";
import { SERVED_PAGE } from "../../domain/served-page";

/**
 * PLATFORM-19: the server paints a signed-in screen's frame and heading (#first-paint, over the app)
 * before the JavaScript arrives. It goes in the same frame as the first thing the app draws in its
 * place — the screen, the landing page, an error — so nothing flashes and nothing moves.
 */
export function dismissFirstPaint(): void {
  document.getElementById(SERVED_PAGE.firstPaintId)?.remove();
}

/** Rendered beside what replaces the frame: removes it before the browser paints that. */
export function FirstPaintDone() {
  useLayoutEffect(dismissFirstPaint, []);
  return null;
}
