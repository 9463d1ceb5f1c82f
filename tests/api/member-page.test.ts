// PLATFORM-34: a member's page names the screen's first reads (preload links), computed as the app
// computes them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstReads } from "../../src/domain/first-reads";
import { currentYear } from "../../src/domain/periods";
import { JSON_HEADERS, sessionCookie, signUp, signUpVerified } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clientDir: string;
let admin: { cookie: string };

const INDEX = `<!doctype html><html><head><title>Meridian</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;

const preloadedReads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
    (m) => (m[1] ?? "").replaceAll("&amp;", "&"),
  );
const page = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-member-page-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await createTestApp({ clientDir });
  admin = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("a member's page (PLATFORM-34)", () => {
  it("names the shell's and the screen's first reads, once each", async () => {
    const res = await page("/library", admin.cookie);
    expect(preloadedReads(res.body)).toEqual([
      "/api/auth/verification-status",
      "/api/notifications?pageSize=1&unread=true",
      "/api/submissions?status=pending",
      "/api/organization-settings",
      "/api/objectives",
      "/api/kpis",
      "/api/themes",
    ]);
  });

  it("builds the year into a read by the organization's fiscal year (FISCAL-4)", async () => {
    const current = await t.app.inject({
      method: "GET",
      url: "/api/organization-settings",
      headers: { cookie: admin.cookie },
    });
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/organization-settings",
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { fiscalYearStartMonth: 7, version: current.json().version },
    });
    expect(put.statusCode).toBe(200);
    const res = await page("/", admin.cookie);
    const year = currentYear(new Date(), 7);
    expect(preloadedReads(res.body)).toContain(`/api/dashboard-summary?year=${year}`);
    // PLATFORM-36: and the app's first render counts its year from the same month.
    expect(res.body).toContain('<meta name="meridian-fiscal-start" content="7">');
  });

  it("names only the shell's reads for an address with a query string or no screen of its own", async () => {
    const shell = [
      "/api/auth/verification-status",
      "/api/notifications?pageSize=1&unread=true",
      "/api/submissions?status=pending",
    ];
    expect(preloadedReads((await page("/library?tab=kpis", admin.cookie)).body)).toEqual(shell);
    expect(preloadedReads((await page("/no-such-screen", admin.cookie)).body)).toEqual(shell);
  });

  it("names the CEO function's reads once the organization has one", async () => {
    const before = preloadedReads((await page("/corporate-bsc", admin.cookie)).body);
    expect(before.some((read) => read.startsWith("/api/initiatives"))).toBe(false);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/functions",
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { name: "Chief Executive", description: "CEO", level: "ceo", parentId: null },
    });
    expect(created.statusCode).toBe(201);
    const ceo = created.json().id as string;
    const bsc = preloadedReads((await page("/corporate-bsc", admin.cookie)).body);
    expect(bsc.find((read) => read.startsWith("/api/initiatives"))).toMatch(
      new RegExp(`^/api/initiatives\\?functionId=${ceo}&year=\\d{4}$`),
    );
    const results = preloadedReads((await page("/kpi-results", admin.cookie)).body);
    expect(results.find((read) => read.startsWith("/api/scorecard"))).toMatch(
      new RegExp(
        `^/api/scorecard\\?frequency=quarterly&functionId=${ceo}&period=q[1-4]&view=period&year=\\d{4}$`,
      ),
    );
  });

  it("names none for a visitor, nor for an account whose e-mail is not verified", async () => {
    const unverified = sessionCookie((await signUp(t)).res);
    for (const cookie of [undefined, "meridian_session=abc", unverified]) {
      const res = await page("/library", cookie);
      expect(preloadedReads(res.body)).toEqual([]);
    }
  });

  it("names exactly what the domain's list names", async () => {
    const res = await page("/reporting-status", admin.cookie);
    // The fiscal year starts in July since the test above.
    const context = { today: new Date(), fiscalStartMonth: 7, isAdmin: true, ceoFunctionId: null };
    expect(preloadedReads(res.body)).toEqual(firstReads("/reporting-status", false, context));
  });
});
