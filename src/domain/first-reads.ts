import { byCascadeOrder } from "./labels";
import { initialPeriodState } from "./period-state";
import { type CalendarMonth, currentYear } from "./periods";
import { withParams } from "./read-url";
import { findCeoFunction } from "./scorecard";

/** What the app's first render of a screen depends on, as the server knows it when it serves the page. */
export type FirstReadsContext = {
  /** SETTINGS-17: the organization's month today (a Date counts as UTC). */
  today: Date | CalendarMonth;
  /** The organization's fiscal year start month (FISCAL-1). */
  fiscalStartMonth: number;
  isAdmin: boolean;
  /** The CEO function both scorecard screens show, when they agree on one (`agreedCeoFunction`). */
  ceoFunctionId: string | null;
};

type FunctionName = { id: string; name: string; level: string };

/**
 * The CEO function, when Corporate BSC and KPI Results would show the same one: the server takes the first
 * match in order of creation (CASCADE-8), KPI Results the first in its picker's order (level, then name).
 * `candidates` are the functions whose level or name could be the CEO's, in order of creation.
 */
export function agreedCeoFunction(candidates: readonly FunctionName[]): string | null {
  const server = findCeoFunction(candidates);
  const picker = findCeoFunction([...candidates].sort(byCascadeOrder));
  return server && server.id === picker?.id ? server.id : null;
}

/**
 * PLATFORM-34: the reads the app makes as it first draws the screen at `pathname`, with the URLs its own
 * hooks build (`withParams`, FISCAL-4's year of today, UI-10's and UI-17's quarter of today), so the page
 * can name them for the browser to fetch while the app's code loads.
 * - A screen's first render counts the fiscal year from the start month the page carries (PLATFORM-36),
 *   as these reads do.
 * - The reads that wait on the CEO function (its initiatives on Corporate BSC, its scorecard on KPI
 *   Results) are named when the server knows it.
 * - An address with a query string may open the screen elsewhere (a year, a KPI, a filter): only the
 *   shell's reads are named then.
 * Kept in step with the screens by the end-to-end test `first-reads.spec.ts`: each named read is made
 * once, and none twice.
 */
export function firstReads(pathname: string, hasQuery: boolean, context: FirstReadsContext): string[] {
  const { today, fiscalStartMonth, isAdmin, ceoFunctionId: ceo } = context;
  const year = currentYear(today, fiscalStartMonth);
  const quarter = initialPeriodState("quarterly", today, fiscalStartMonth);
  const pending = withParams("/api/submissions", { status: "pending" });
  const shell = [
    "/api/auth/verification-status",
    withParams("/api/notifications", { pageSize: 1, unread: true }),
    // UI-59: the sidebar counts an administrator's pending submissions; anyone else's approver status
    // comes from the functions they head.
    isAdmin ? pending : "/api/functions",
  ];
  const settings = "/api/organization-settings";
  const screen: Record<string, () => string[]> = {
    "/": () => [settings, withParams("/api/dashboard-summary", { year }), "/api/notifications/attention"],
    "/corporate-bsc": () => [
      settings,
      "/api/themes",
      withParams("/api/scorecard", { year, ...quarter }),
      "/api/follows",
      ...(ceo ? [withParams("/api/initiatives", { functionId: ceo, year })] : []),
    ],
    "/library": () => [settings, "/api/objectives", "/api/kpis", "/api/themes"],
    "/kpi-overview": () => [settings, "/api/kpi-input", pending],
    "/set-cascade": () => [settings, "/api/set-cascade"],
    "/kpi-results": () => [
      settings,
      "/api/functions",
      ...(ceo ? [withParams("/api/scorecard", { functionId: ceo, year, ...quarter })] : []),
    ],
    "/my-kpis": () => [settings, withParams("/api/my-kpis", { year })],
    "/my-updates": () => ["/api/my-updates"],
    "/reporting-status": () => [
      settings,
      withParams("/api/reporting-status/matrix", { frequency: "monthly", year }),
    ],
    "/activities": () => [
      "/api/users",
      "/api/activities/counts",
      withParams("/api/activities", { limit: 50 }),
    ],
    "/settings": () => [settings],
  };
  const own = hasQuery ? [] : (screen[pathname]?.() ?? []);
  return [...new Set([...shell, ...own])];
}
