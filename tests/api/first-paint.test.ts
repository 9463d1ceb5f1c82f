// PLATFORM-19: a signed-in screen's HTML paints the shell's frame and the screen's heading (UI-105)
// before any JavaScript; everyone else gets the page as before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREEN_HEADINGS } from "../../src/domain/screen-headings";
import type { SessionUser } from "../../src/server/features/auth/sessions";
import { escapeHtml } from "../../src/server/html";
import { firstPaintFrame } from "../../src/server/plugins/first-paint";
import { JSON_HEADERS, sessionCookie, signUp, signUpVerified } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clientDir: string;
let member: { cookie: string };

const INDEX = `<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>`;
const frameOf = (html: string) =>
  /<div id="first-paint"[^>]*>.*?<\/h1>(?:<p[^>]*>.*?<\/p>)?/s.exec(html)?.[0] ?? null;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-first-paint-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  t = await createTestApp({ clientDir });
  member = await signUpVerified(t, { firstName: "Olivia" });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the first frame of a signed-in screen (PLATFORM-19)", () => {
  it.each(Object.entries(SCREEN_HEADINGS))(
    "%s paints its heading before the app's code",
    async (url, heading) => {
      const res = await page(`${url}?year=2026`, member.cookie);
      expect(res.statusCode).toBe(200);
      const frame = frameOf(res.body);
      expect(frame).toContain(`>${heading.title}</h1>`);
      expect(frame).toContain(`>${escapeHtml(heading.description)}</p>`);
      // Before #root, over it (fixed), hidden from assistive technology: the app draws beneath it.
      expect(res.body.indexOf('id="first-paint"')).toBeLessThan(res.body.indexOf('<div id="root">'));
      expect(frame).toMatch(/class="fixed inset-0 z-50[^"]*" aria-hidden="true"/);
    },
  );

  it("greets the person by first name on the Dashboard, and is never kept by a shared cache", async () => {
    const res = await page("/", member.cookie);
    expect(frameOf(res.body)).toContain(">Welcome back, Olivia. Here&#39;s your performance overview.</p>");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it.each([
    ["a visitor", "/corporate-bsc", undefined],
    ["a cookie that is no current session", "/corporate-bsc", "meridian_session=stale"],
    ["a detail page", "/requests/5f0c6a8e-0000-4000-8000-000000000000", "member"],
    ["a screen whose heading is its data", "/my-updates", "member"],
    ["a path that is no screen", "/no-such-screen", "member"],
  ])("paints nothing for %s", async (_, url, who) => {
    const res = await page(url, who === "member" ? member.cookie : who);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("first-paint");
  });

  it("paints nothing for a person who has not verified their e-mail yet (their screens differ)", async () => {
    const { res: signedUp } = await signUp(t);
    const res = await page("/corporate-bsc", sessionCookie(signedUp));
    expect(res.body).toContain("meridian-session");
    expect(res.body).not.toContain("first-paint");
  });

  it("paints nothing once the person has signed out", async () => {
    const { cookie } = await signUpVerified(t);
    expect(frameOf((await page("/library", cookie)).body)).not.toBeNull();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...JSON_HEADERS, cookie },
      payload: {},
    });
    expect((await page("/library", cookie)).body).not.toContain("first-paint");
  });
});

describe("the frame's text is escaped", () => {
  const user: SessionUser = {
    sessionId: "s",
    lastSeenAt: new Date(),
    expiresAt: new Date(),
    id: "u",
    organizationId: "o",
    organizationName: "Org",
    organizationStatus: "active",
    email: "a@example.com",
    firstName: `<img src=x onerror="alert(1)">`,
    lastName: null,
    role: "user",
    emailVerified: true,
    locale: null,
    timeZone: null,
    organizationLocale: null,
  };

  it("so a first name is text, never markup", () => {
    const frame = firstPaintFrame("/", user) ?? "";
    expect(frame).toContain("Welcome back, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;.");
    expect(frame).not.toContain("<img src=x");
  });

  it("and a person with no first name is greeted as User; one with no organization gets no frame", () => {
    expect(firstPaintFrame("/", { ...user, firstName: "  " })).toContain("Welcome back, User.");
    expect(firstPaintFrame("/", { ...user, organizationId: null })).toBeNull();
  });
});
