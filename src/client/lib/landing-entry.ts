// LANDING-7: which entry a page load starts with. A first-time visitor to the home page gets the landing
// page's own small entry (no router, no queries, no app code); everyone else starts the app at once.
import { AUTH_QUERY_PARAM } from "./paths";

export function startsOnLanding(location: { pathname: string; search: string }, wasAuthenticated: boolean) {
  if (wasAuthenticated || location.pathname !== "/") return false;
  return !new URLSearchParams(location.search).has(AUTH_QUERY_PARAM);
}

/**
 * What the landing page's own entry hands over to the app: where the visitor was reading, so the app's
 * copy of the page opens there, and whether they asked for the contact form.
 */
export const landingHandOff = { scrollY: 0, contactSales: false };
