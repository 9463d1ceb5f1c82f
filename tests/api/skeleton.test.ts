import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { APP_BOOT_HASH } from "../../src/server/plugins/app-boot";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let clientDir: string;
// An inline script, as index.html's theme script is (PLATFORM-32).
const INLINE_SCRIPT = "document.documentElement.dataset.test='1'";
const INDEX_HTML = `<!doctype html><html><head><title>Meridian</title><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ clientDir });
  // Routes that exist only in this test, to exercise the shared validation and error handling; open
  // to anyone, as a route declares with config.access (src/server/plugins/access.ts).
  t.app.post(
    "/api/test/items/:id",
    {
      config: { access: "public" },
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ name: z.string().min(1, "Name is required") }),
      },
    },
    async () => ({ ok: true }),
  );
  t.app.get("/api/test/boom", { config: { access: "public" } }, async () => {
    throw new Error("secret internals at /srv/app.ts:42");
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const json = { "content-type": "application/json" };

describe("GET /api/health", () => {
  it("answers ok with the database driver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.driver });
  });
});

describe("the error shape {message, code, fields?}", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it.each([
    ["a malformed JSON body", { headers: json, payload: "{not json" }, 400],
    ["a wrong content type", { headers: { "content-type": "text/plain" }, payload: "name=x" }, 415],
    [
      "a form-encoded body",
      { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=b" },
      415,
    ],
    [
      "an oversized body",
      { headers: json, payload: JSON.stringify({ name: "x".repeat(3 * 1024 * 1024) }) },
      413,
    ],
  ])("refuses %s with a clear 4xx", async (_label, request, status) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/items/2b1c3c39-6c4e-4b7e-9d7a-0d3c5c1f2a11",
      ...request,
    });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(5);
    expect(body.code).toEqual(expect.any(String));
  });

  it("refuses a non-UUID id with 400 naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/items/42",
      headers: json,
      payload: { name: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", fields: { id: expect.any(String) } });
  });

  it("gives per-field messages from the schema", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/items/2b1c3c39-6c4e-4b7e-9d7a-0d3c5c1f2a11",
      headers: json,
      payload: { name: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Name is required",
      code: "VALIDATION",
      fields: { name: "Name is required" },
    });
  });

  it("answers an unexpected failure with a generic 500 and no stack", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Server error occurred", code: "SERVER" });
    expect(res.body).not.toMatch(/secret|srv|\.ts|at /);
  });
});

describe("cross-site requests", () => {
  it.each([
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
  ])("refuses a write with %s", async (_label, headers) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/items/2b1c3c39-6c4e-4b7e-9d7a-0d3c5c1f2a11",
      headers: { ...json, ...headers },
      payload: { name: "x" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("allows a same-origin write", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/items/2b1c3c39-6c4e-4b7e-9d7a-0d3c5c1f2a11",
      headers: {
        ...json,
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      },
      payload: { name: "x" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("security headers", () => {
  it("sends pages a CSP without unsafe-inline scripts, nosniff, frame-ancestors none and a referrer policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    // PLATFORM-32: the page's own inline script and a framed page's boot script (PLATFORM-20) by their
    // hashes, nothing else inline.
    const hash = createHash("sha256").update(INLINE_SCRIPT).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-${APP_BOOT_HASH}';`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("PLATFORM-30: a page allows no inline style, only style elements with its own nonce, new each time", async () => {
    const pageOf = () => t.app.inject({ method: "GET", url: "/" });
    const nonceIn = (res: Awaited<ReturnType<typeof pageOf>>) => {
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).not.toContain("unsafe-inline");
      const policy = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(csp)?.[1];
      const meta = /<meta name="meridian-style-nonce" content="([^"]+)">/.exec(res.body)?.[1];
      expect(policy).toBeDefined();
      expect(meta).toBe(policy);
      return policy;
    };
    const [first, second] = [nonceIn(await pageOf()), nonceIn(await pageOf())];
    expect(first).not.toBe(second);
  });

  it("sends API answers the data headers only (PLATFORM-16)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(res.headers["x-xss-protection"]).toBeUndefined();
  });
});

describe("the built client", () => {
  it.each(["/", "/library", "/deep/link/that/the/client/router/handles"])(
    "serves index.html for %s",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<title>Meridian</title>");
    },
  );

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers a missing asset with 404, not the app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(res.statusCode).toBe(404);
  });
});
