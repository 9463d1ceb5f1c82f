import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { createVerifiedAccount, invitedMember } from "./support/accounts";
import { apiAs } from "./support/api";
import { browserForFile } from "./support/browser";
import { oneKpiScorecard } from "./support/scorecard";

// PLATFORM-34 kept in step with the screens: a member's page names (preload links) the API reads the
// app's first render makes (`firstReads`, src/domain/first-reads.ts), and the app's own fetch of each is
// handed the preloaded answer. For an admin and a plain member, on each screen, every preloaded read is
// made exactly once, and no read is made twice.
// Sign-ups in this file: one; the member is invited by the admin and accepts through the API.
const browser = browserForFile();
const SCREENS = [
  "/",
  "/corporate-bsc",
  "/library",
  "/kpi-overview",
  "/set-cascade",
  "/kpi-results",
  "/my-kpis",
  "/my-updates",
  "/reporting-status",
  "/activities",
  "/settings",
] as const;
const ROLES = ["admin", "member"] as const;
type Role = (typeof ROLES)[number];
type Screen = (typeof SCREENS)[number];

/** The organization's CEO function, made in beforeAll. */
let ceoId: string;
const memberEmail = `first-reads-member-${Date.now().toString(36)}@example.test`;
const contexts = {} as Record<Role, BrowserContext>;

beforeAll(async () => {
  const admin = await createVerifiedAccount("first-reads");
  const api = apiAs(admin.cookie);
  const member = await invitedMember(api, { firstName: "Sam", lastName: "Member", email: memberEmail });
  const adminPage = await browser.newPage({ cookie: admin.cookie });
  const memberPage = await browser.newPage({ cookie: member.cookie });
  contexts.admin = adminPage.context();
  contexts.member = memberPage.context();

  // A new organization has no functions (sign-up seeds none): a CEO function with an objective and a KPI
  // the member owns, so the reads that wait on the CEO function (its initiatives on Corporate BSC, its
  // scorecard on KPI Results) are named and made, and My KPIs has a row.
  const { ceo } = await oneKpiScorecard(api, {
    functionName: "Executive Office",
    objective: { name: "Grow revenue", bscPerspective: "Financial" },
    kpi: { name: "Monthly sales", unit: "%", frequency: "monthly" },
    assignment: {
      ownerId: member.id,
      period: String(new Date().getFullYear()),
      targets: Object.fromEntries(MONTH_KEYS.map((key) => [key, 100])),
    },
  });
  ceoId = ceo.id;
  await adminPage.close();
  await memberPage.close();
  for (const context of Object.values(contexts)) await context.addInitScript(recordAppReads);
});

type AppReads = { reads: string[]; inFlight: number };

/**
 * Runs in each page before the app: notes the URL of every GET the app's code fetches, and how many of
 * its fetches have not settled. The request is passed on unchanged, so the browser still hands a
 * preloaded answer to it (and the network sees no second request): this log is what tells a preload the
 * app used from one it never asked for.
 */
function recordAppReads() {
  const log: AppReads = { reads: [], inFlight: 0 };
  (window as unknown as { appReads: AppReads }).appReads = log;
  const original = window.fetch;
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = init?.method ?? request?.method ?? "GET";
    if (method.toUpperCase() === "GET") {
      const url = new URL(request?.url ?? String(input), window.location.href);
      log.reads.push(`${url.pathname}${url.search}`);
    }
    log.inFlight += 1;
    return original.call(window, input, init).finally(() => {
      log.inFlight -= 1;
    });
  };
}

/** A URL's path and query, as the server receives it. */
function pathAndQuery(url: string, base?: string): string {
  const parsed = new URL(url, base);
  return `${parsed.pathname}${parsed.search}`;
}

/** The hrefs of the page's `<link rel="preload" as="fetch">` elements. */
function preloadedReads(html: string, base: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch"[^>]*?\shref="([^"]*)"/g)].map((match) =>
    pathAndQuery((match[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"'), base),
  );
}

/**
 * `preloads`: the reads the served page names; `requested`: the /api/ requests that went to the network
 * (a preload, or a fetch the browser had no preloaded answer for); `fetched`: the GETs the app's code made.
 */
type Visit = { preloads: string[]; requested: string[]; fetched: string[] };

/** The reads a screen names because the organization has a CEO function (`agreedCeoFunction`). */
const CEO_READS: Partial<Record<Screen, (ceo: string) => RegExp>> = {
  "/corporate-bsc": (ceo) => new RegExp(`^/api/initiatives\\?functionId=${ceo}&year=\\d{4}$`),
  "/kpi-results": (ceo) => new RegExp(`^/api/scorecard\\?.*\\bfunctionId=${ceo}&`),
};

/** Opens `url` in a fresh page of the role's session; the API reads the page made, and the ones it named. */
async function visit(role: Role, url: string): Promise<Visit> {
  const page: Page = await contexts[role].newPage();
  try {
    const requested: string[] = [];
    page.on("request", (request) => {
      const read = pathAndQuery(request.url());
      if (read.startsWith("/api/")) requested.push(read);
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`);
    const html = await response.text();
    const preloads = preloadedReads(html, response.url());
    // Some named reads wait on another's answer (Corporate BSC's initiatives on its scorecard): made from
    // the preloaded answers, they need no network, so networkidle may come first. Wait (bounded: a
    // preload the app never uses fails below) until the app has asked for each and its fetches settled.
    await page
      .waitForFunction(
        (named) => {
          const { reads, inFlight } = (window as unknown as { appReads: AppReads }).appReads;
          return inFlight === 0 && named.every((read) => reads.includes(read));
        },
        preloads,
        { timeout: 30_000 },
      )
      .catch(() => {});
    const fetched = await page.evaluate(() => [
      ...(window as unknown as { appReads: AppReads }).appReads.reads,
    ]);
    return { preloads, requested, fetched };
  } finally {
    await page.close();
  }
}

describe("a member's page names the reads its screen makes, each made once (PLATFORM-34)", () => {
  const cases = ROLES.flatMap((role) => SCREENS.map((screen) => ({ role, screen })));
  it.concurrent.for(cases)("$role on $screen", async ({ role, screen }, { expect }) => {
    const { preloads, requested, fetched } = await visit(role, screen);
    const count = (reads: string[]) => {
      const times = new Map<string, number>();
      for (const read of reads) times.set(read, (times.get(read) ?? 0) + 1);
      return times;
    };
    const onNetwork = count(requested);
    const byApp = count(fetched);
    const seen = [
      `preloaded: ${JSON.stringify(preloads, null, 2)}`,
      `requested from the network: ${JSON.stringify(requested, null, 2)}`,
      `fetched by the app: ${JSON.stringify(fetched, null, 2)}`,
    ].join("\n");

    expect(preloads, `no preload links on ${screen}\n${seen}`).not.toEqual([]);
    const ceoRead = CEO_READS[screen]?.(ceoId);
    if (ceoRead)
      expect(
        preloads.some((read) => ceoRead.test(read)),
        `no CEO read\n${seen}`,
      ).toBe(true);
    // A preloaded read the app never asks for is a wasted read.
    const unused = preloads.filter((read) => !byApp.has(read));
    expect(unused, `preloaded but never fetched by the app\n${seen}`).toEqual([]);
    // The preload is the one request: the app's fetch of the same URL is handed its answer.
    const notOnce = preloads
      .filter((read) => onNetwork.get(read) !== 1)
      .map((read) => `${read} ×${onNetwork.get(read) ?? 0}`);
    expect(notOnce, `preloaded reads not requested exactly once\n${seen}`).toEqual([]);
    const twice = [...onNetwork].filter(([, times]) => times > 1).map(([read, times]) => `${read} ×${times}`);
    expect(twice, `reads requested more than once\n${seen}`).toEqual([]);
  });
});
