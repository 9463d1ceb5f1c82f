/**
 * UI-105: the heading of each screen whose title and description do not depend on its data, in one
 * place, because two parts show it: the screen itself (PageHeader) and the server, which paints it in
 * the page's first frame before the app's JavaScript has arrived (PLATFORM-19). Keyed by the screen's
 * path; a detail page (`/requests/{id}`) or a screen whose description is made of its data has none.
 */
export type ScreenHeading = { title: string; description: string };

export const SCREEN_HEADINGS = {
  "/corporate-bsc": {
    title: "Corporate BSC",
    description: "Strategic overview with themes and organizational alignment",
  },
  "/library": {
    title: "Library",
    description:
      "Create template objectives and KPIs here, then assign them and set their targets in Set & Cascade.",
  },
  "/kpi-overview": {
    title: "KPI Overview",
    description:
      "Every KPI of the year with its target, actual and score: search, filter, sort and enter results.",
  },
  "/set-cascade": { title: "Set and Cascade", description: "Align objectives throughout the organization" },
  "/kpi-results": {
    title: "KPI Results",
    description: "Scores and status of each KPI for the selected organizational level and period.",
  },
  "/my-kpis": {
    title: "My KPIs",
    description: "The KPIs you own across functions, with their latest results and what is due.",
  },
  "/approvals": {
    title: "Approvals",
    description: "Values submitted while approval is required. Scores use a value once it is approved.",
  },
  "/reporting-status": {
    title: "Reporting Status",
    description:
      "How complete each function's reporting is, period by period: values reported out of those expected.",
  },
  "/requests": {
    title: "Requests",
    description: "Changes to targets, weights, KPIs and closed periods, with their impact and approvals.",
  },
  "/initiatives": {
    title: "Initiatives",
    description: "The projects that deliver the objectives, and whether they move the scores",
  },
  "/import": {
    title: "Import",
    description:
      "Targets and actual results from a CSV or Excel file: every row is checked before anything is written.",
  },
  "/notifications": {
    title: "Notifications",
    description: "What happened to the KPIs, updates and requests that concern you.",
  },
  "/activities": { title: "Activities", description: "A log of the changes made across your organization." },
  "/settings": {
    title: "Settings",
    description:
      "KPI scoring thresholds, the people in your organization, its fiscal year and reporting cycle.",
  },
  "/admin": {
    title: "Admin Panel",
    description: "Organizations, users, analytics and system health across the platform.",
  },
  "/tables": {
    title: "Database Tables",
    description:
      "Browse the platform's tables: their data, schema and relationships. Read-only; secret columns are masked.",
  },
  "/security": { title: "Security", description: "Your password and the devices signed in to your account." },
} as const satisfies Record<string, ScreenHeading>;

export type HeadedScreenPath = keyof typeof SCREEN_HEADINGS;

/** The Dashboard greets the person by first name ("User" when they have none). */
export function dashboardHeading(firstName: string | null | undefined): ScreenHeading {
  return {
    title: "Dashboard",
    description: `Welcome back, ${firstName?.trim() || "User"}. Here's your performance overview.`,
  };
}

/** AUTH-40: the sign-in greeting: 'Welcome back, {first name}', or 'Welcome back' alone for someone unnamed. */
export function welcomeBack(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}` : "Welcome back";
}

/** The heading of the screen at a path (its query left out), or null when it has no fixed one. */
export function screenHeadingAt(
  pathname: string,
  firstName: string | null | undefined,
): ScreenHeading | null {
  if (pathname === "/") return dashboardHeading(firstName);
  return Object.hasOwn(SCREEN_HEADINGS, pathname) ? SCREEN_HEADINGS[pathname as HeadedScreenPath] : null;
}
