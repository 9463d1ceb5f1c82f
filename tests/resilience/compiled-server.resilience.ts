import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types.
import { buildServer } from "../../scripts/build-server.mjs";
import { type AppProcess, startAppProcess } from "../support/processes";

// PLATFORM-10, PLATFORM-13: `npm start` runs the compiled server, with the packages bundled in except
// those that read their own files at run time. This builds it as `npm start` does and uses the features
// whose packages are the likeliest to break in a bundle: the PDF, the spreadsheet, the CSV template,
// the OpenAPI viewer, compression, and a clean stop.
const ROOT = path.resolve(import.meta.dirname, "../..");
let entry: string;
let dataDir: string;
let app: AppProcess;
let cookie: string;

beforeAll(async () => {
  // Inside the project, so the packages left out of the bundle resolve from node_modules.
  entry = path.join(ROOT, "dist", `compiled-test-${process.pid}`, "main.mjs");
  await buildServer(entry);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-compiled-"));
  app = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "info" }, undefined, entry);
  const [, email] = /Sign in as (\S+)/.exec(app.output()) ?? [];
  const [, password] = /with the password (\S+)/.exec(app.output()) ?? [];
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  await app?.stop();
  fs.rmSync(path.dirname(entry), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server (npm start)", () => {
  it.each([
    ["/api/reports/briefing.pdf", /application\/pdf/],
    ["/api/exports/scorecard.xlsx", /spreadsheetml/],
    ["/api/imports/measurements/template.csv", /text\/csv/],
    ["/api/docs/json", /application\/json/],
    ["/api/docs", /text\/html/],
  ])("answers %s", async (url, type) => {
    const res = await fetch(`${app.base}${url}`, { headers: { cookie, "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(type);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it("draws the briefing book in the font it finds from dist/ (REPORT-9, REPORT-21)", async () => {
    const res = await fetch(`${app.base}/api/reports/briefing.pdf`, { headers: { cookie } });
    const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+Arimo-Regular/);
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await app.stop("SIGTERM")).toEqual({ code: 0, signal: null });
  });
});
