// PLATFORM-17: index.html names the chunks of the screen asked for, so they download beside the entry.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clientDir: string;

const INDEX = `<!doctype html><html><head><title>Meridian</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
</head><body><div id="root"></div></body></html>`;

// The shape Vite writes: each chunk's file and its static imports (by manifest key).
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_runtime.js"] },
  "_runtime.js": { file: "assets/runtime-1.js" },
  "_ui.js": { file: "assets/ui-1.js", imports: ["_runtime.js"] },
  "app/start.tsx": { file: "assets/start-1.js", imports: ["_runtime.js"] },
  "app/routes/shell-routes.tsx": { file: "assets/shell-routes-1.js", imports: ["_ui.js"] },
  "features/kpi-results/pages/kpi-results-page.tsx": {
    file: "assets/kpi-results-page-1.js",
    imports: ["_ui.js", "_charts.js"],
  },
  "_charts.js": { file: "assets/charts-1.js" },
  "features/dashboard/pages/dashboard-page.tsx": { file: "assets/dashboard-page-1.js" },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)">/g)]
    .map((m) => m[1])
    .sort();

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-preloads-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  fs.mkdirSync(path.join(clientDir, ".vite"));
  fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("index.html as served per screen (PLATFORM-17)", () => {
  it("names the app's start, the shell's routes and the screen's page with all they import", async () => {
    const res = await t.app.inject({ method: "GET", url: "/kpi-results?kpi=x" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(preloads(res.body)).toEqual([
      "assets/charts-1.js",
      "assets/kpi-results-page-1.js",
      "assets/runtime-1.js", // already in index.html: named once, not twice
      "assets/shell-routes-1.js",
      "assets/start-1.js",
      "assets/ui-1.js",
    ]);
    expect(res.body.match(/runtime-1\.js/g)).toHaveLength(1);
  });

  it.each([
    ["the home page for a visitor (the landing page's own entry)", "/", undefined],
    ["a path that is no screen", "/no-such-screen", undefined],
  ])("adds nothing for %s", async (_, url, cookie) => {
    const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(["assets/runtime-1.js"]);
    expect(res.body).not.toContain("meridian-session");
  });

  it("names the Dashboard's chunks on the home page when the browser holds a session, and says so", async () => {
    const { cookie } = await signUpVerified(t);
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie } });
    // The page says a session is there, so the browser starts the app rather than the landing page.
    expect(res.body).toContain('<meta name="meridian-session" content="present">');
    expect(res.headers.vary).toMatch(/cookie/i);
    // PLATFORM-20: its first frame is painted first; the entry and the chunks go to the boot script,
    // which asks for them once that frame is on screen. No module is fetched before.
    expect(res.body).toContain('<div id="first-paint"');
    expect(preloads(res.body)).toEqual([]);
    expect(res.body).not.toContain('<script type="module"');
    // The boot script is in the page, after the frame, allowed by its hash (PLATFORM-32).
    const boot = /<script data-entry="([^"]+)" data-preload="([^"]+)">([^<]+)<\/script>\s*<\/body>/.exec(
      res.body,
    );
    const hash = createHash("sha256")
      .update(boot?.[3] ?? "")
      .digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(boot?.[1]).toBe("/assets/index-1.js");
    expect(boot?.[2]?.split(" ").sort()).toEqual([
      "/assets/dashboard-page-1.js",
      "/assets/runtime-1.js",
      "/assets/shell-routes-1.js",
      "/assets/start-1.js",
      "/assets/ui-1.js",
    ]);
  });

  it("treats a cookie that is no current session as no session: the landing page, at once", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "meridian_session=abc" } });
    expect(preloads(res.body)).toEqual(["assets/runtime-1.js"]);
    expect(res.body).not.toContain("meridian-session");
  });
});
