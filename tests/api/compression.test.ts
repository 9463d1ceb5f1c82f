import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// PLATFORM-8 and PLATFORM-9: built assets go precompressed, API answers above 1 KB compressed, with the
// Content-Encoding the client accepts and Vary: Accept-Encoding.

let t: TestApp;
let clientDir: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-compressed-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Meridian</title>");
  fs.mkdirSync(path.join(clientDir, "assets"));
  const file = path.join(clientDir, "assets", "app-abc123.js");
  fs.writeFileSync(file, SCRIPT);
  // As the build's precompress step writes them (vite.config.ts).
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("built assets are sent precompressed (PLATFORM-8)", () => {
  it.each([
    ["br", "br, gzip", (body: Buffer) => zlib.brotliDecompressSync(body)],
    ["gzip", "gzip", (body: Buffer) => zlib.gunzipSync(body)],
  ])("sends the %s file to a browser that accepts it", async (encoding, accept, decode) => {
    const res = await get("/assets/app-abc123.js", accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the plain file to a client that accepts no encoding", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});

describe("API answers above 1 KB are compressed (PLATFORM-9)", () => {
  it("compresses the OpenAPI document for a client that accepts brotli", async () => {
    const res = await get("/api/docs/json", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const document = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
  });

  it("gzips for a client that accepts only gzip", async () => {
    const res = await get("/api/docs/json", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends a small answer as it is", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("compression and idempotent replays (PLATFORM-9, API-12)", () => {
  it("a replayed create answers the same compressed body as the first", async () => {
    const admin = await signUpVerified(t);
    const post = () =>
      t.app.inject({
        method: "POST",
        url: "/api/themes",
        headers: {
          ...JSON_HEADERS,
          cookie: admin.cookie,
          "accept-encoding": "br",
          "idempotency-key": "compressed-replay-1",
        },
        remoteAddress: clientAddress(),
        payload: { name: "Growth", description: "A long description. ".repeat(80) },
      });
    const first = await post();
    const again = await post();
    expect(first.statusCode).toBe(201);
    expect(first.headers["content-encoding"]).toBe("br");
    const decode = (payload: Buffer) => JSON.parse(zlib.brotliDecompressSync(payload).toString());
    const created = decode(first.rawPayload);
    expect(again.statusCode).toBe(201);
    const replayed = again.headers["content-encoding"] === "br" ? decode(again.rawPayload) : again.json();
    expect(replayed.id).toBe(created.id);
    expect(replayed.description).toBe(created.description);
  });
});
