import { describe, expect, it } from "vitest";
import { agreedCeoFunction, type FirstReadsContext, firstReads } from "./first-reads";

const SHELL_ADMIN = [
  "/api/auth/verification-status",
  "/api/notifications?pageSize=1&unread=true",
  "/api/submissions?status=pending",
];
// 28 November 2026, noon: Q4 of a calendar fiscal year; month 5, Q2 of a fiscal year from July (FY2027).
const context: FirstReadsContext = {
  today: new Date(2026, 10, 28, 12),
  fiscalStartMonth: 1,
  isAdmin: true,
  ceoFunctionId: null,
};

describe("firstReads (PLATFORM-34)", () => {
  it.each([
    [
      "/",
      context,
      ["/api/organization-settings", "/api/dashboard-summary?year=2026", "/api/notifications/attention"],
    ],
    [
      "/",
      { ...context, fiscalStartMonth: 7 },
      ["/api/organization-settings", "/api/dashboard-summary?year=2027", "/api/notifications/attention"],
    ],
    [
      "/corporate-bsc",
      context,
      [
        "/api/organization-settings",
        "/api/themes",
        "/api/scorecard?frequency=quarterly&period=q4&view=period&year=2026",
        "/api/follows",
      ],
    ],
    [
      "/corporate-bsc",
      { ...context, fiscalStartMonth: 7, ceoFunctionId: "f1" },
      [
        "/api/organization-settings",
        "/api/themes",
        "/api/scorecard?frequency=quarterly&period=q2&view=period&year=2027",
        "/api/follows",
        "/api/initiatives?functionId=f1&year=2027",
      ],
    ],
    ["/kpi-results", context, ["/api/organization-settings", "/api/functions"]],
    [
      "/kpi-results",
      { ...context, ceoFunctionId: "f1" },
      [
        "/api/organization-settings",
        "/api/functions",
        "/api/scorecard?frequency=quarterly&functionId=f1&period=q4&view=period&year=2026",
      ],
    ],
    [
      "/reporting-status",
      context,
      ["/api/organization-settings", "/api/reporting-status/matrix?frequency=monthly&year=2026"],
    ],
    ["/my-kpis", context, ["/api/organization-settings", "/api/my-kpis?year=2026"]],
    // KPI Input's pending values are the sidebar's read too: named once.
    ["/kpi-overview", context, ["/api/organization-settings", "/api/kpi-input"]],
    ["/settings", context, ["/api/organization-settings"]],
    ["/my-updates", context, ["/api/my-updates"]],
    ["/no-such-screen", context, []],
  ])("%s names the shell's reads and its own", (pathname, given, own) => {
    expect(firstReads(pathname, false, given)).toEqual([...SHELL_ADMIN, ...own]);
  });

  it("names the functions for a member's sidebar instead of the pending submissions", () => {
    const reads = firstReads("/kpi-overview", false, { ...context, isAdmin: false });
    expect(reads).toEqual([
      "/api/auth/verification-status",
      "/api/notifications?pageSize=1&unread=true",
      "/api/functions",
      "/api/organization-settings",
      "/api/kpi-input",
      "/api/submissions?status=pending",
    ]);
  });

  it("names only the shell's reads for an address with a query string", () => {
    expect(firstReads("/reporting-status", true, context)).toEqual(SHELL_ADMIN);
  });
});

describe("agreedCeoFunction", () => {
  const fn = (id: string, name: string, level: string) => ({ id, name, level });
  it.each([
    ["no candidate", [], null],
    ["one at the CEO level", [fn("a", "Chief Executive", "ceo")], "a"],
    [
      "a CEO level before a name with CEO in it",
      [fn("b", "CEO Office", "division"), fn("a", "Board", "ceo")],
      "a",
    ],
    // The server takes the first made, KPI Results' picker the first by name: they disagree.
    [
      "two at the CEO level, made in other order than named",
      [fn("z", "Zeta", "ceo"), fn("a", "Alpha", "ceo")],
      null,
    ],
    ["two at the CEO level, made in name order", [fn("a", "Alpha", "ceo"), fn("z", "Zeta", "ceo")], "a"],
  ])("%s", (_, candidates, expected) => {
    expect(agreedCeoFunction(candidates)).toBe(expected);
  });
});
