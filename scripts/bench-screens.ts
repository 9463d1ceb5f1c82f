// docs/decisions/020: `npm run bench:screens` — each screen of the 2,000-KPI fixture organization in
// Chromium (playwright-core, the system Chromium), signed in as its admin, served as `npm start` serves
// it (the compiled server, production mode): the time from navigation to network idle and the JSON the
// screen downloads (decoded bytes of every /api/ answer). A benchmark:
// times are never asserted (UI-68's size budget is a test). Runs on PostgreSQL with DATABASE_URL (the
// goals are set there), else on a fresh embedded database. Merges `screens` into bench/results.json.
//
//   npm run bench:screens [-- --client-dir <built client>] [--runs 3] [--no-save]
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { paths } from "../src/client/lib/paths";
import { openDatabase } from "../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../src/server/db/prepare";
import { buildFixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";
// @ts-expect-error: a plain ES module of the build, without types
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    "client-dir": { type: "string" },
    runs: { type: "string", default: "3" },
    "no-save": { type: "boolean", default: false },
  },
});
const RUNS = Number(args.runs);
const PASSWORD = "Bench-Password-1!";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The screens of a signed-in administrator, as the sidebar lists them.
const SCREENS: Record<string, string> = {
  Dashboard: paths.home,
  "Corporate BSC": paths.corporateBsc,
  Library: paths.library,
  "KPI Input": paths.kpiOverview,
  "Set and Cascade": paths.setCascade,
  "KPI Results": paths.kpiResults,
  "My KPIs": paths.myKpis,
  "My Updates": paths.myUpdates,
  "Reporting Status": paths.reportingStatus,
  Activities: paths.activities,
  Settings: paths.settings,
};

const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 180 s:\n${output()}`);
}

async function main(): Promise<void> {
  const loadAtStart = load();
  let clientDir = args["client-dir"];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-screens-"));
  if (!clientDir) {
    clientDir = path.join(scratch, "client");
    console.log("Building the client…");
    execFileSync("npx", ["vite", "build", "--outDir", clientDir, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    });
  }
  const databaseUrl = process.env.DATABASE_URL ?? "";
  const dataDir = path.join(scratch, "data");
  console.log(`Building the 2,000-KPI fixture on ${databaseUrl ? "PostgreSQL" : "PGlite"}…`);
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  let fixture: Awaited<ReturnType<typeof buildFixtureOrganization>>;
  try {
    await prepareDatabase(database);
    fixture = await buildFixtureOrganization(database.db, {
      name: "Screens Large Org",
      functions: 600,
      kpis: 2_000,
      users: 500,
      years: 2,
      frequency: "monthly",
      passwordHash: await hashPassword(PASSWORD),
      now: new Date(),
      seed: 1,
    });
    await analyzeStaleTables(database);
  } finally {
    await database.close();
  }

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  if (!fs.existsSync(SERVER_ENTRY)) await buildServer();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      SEED_DEMO: "false",
      NODE_ENV: "production",
      SESSION_SECRET: "bench-screens-secret-bench-screens-secret",
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const results: Record<
    string,
    { medianMs: number; runsMs: number[]; settledMedianMs: number; jsonBytes: number; requests: number }
  > = {};
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  try {
    await waitForHealth(base, server, () => output);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await context.request.post(`${base}/api/auth/login`, {
      data: { email: fixture.adminEmail, password: PASSWORD },
      headers: { origin: base },
    });
    if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()} ${await login.text()}`);
    // One warm-up load, so the first screen does not pay for the browser's and the server's start.
    const warm = await context.newPage();
    await warm.goto(`${base}${paths.home}`, { waitUntil: "networkidle" });
    await warm.close();
    for (const [screen, url] of Object.entries(SCREENS)) {
      const runsMs: number[] = [];
      const settledMs: number[] = [];
      let jsonBytes = 0;
      let requests = 0;
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const answers: Promise<number>[] = [];
        page.on("response", (res) => {
          if (!res.url().startsWith(`${base}/api/`)) return;
          if (!(res.headers()["content-type"] ?? "").includes("json")) return;
          answers.push(
            res
              .body()
              .then((body) => body.length)
              .catch(() => 0),
          );
        });
        // "networkidle" waits for 500 ms without a request; the last request's end is when the screen
        // stopped loading, reported beside it.
        let lastRequestEnd = 0;
        const ended = () => {
          lastRequestEnd = performance.now();
        };
        page.on("requestfinished", ended);
        page.on("requestfailed", ended);
        const started = performance.now();
        await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
        runsMs.push(Math.round(performance.now() - started));
        settledMs.push(Math.round(lastRequestEnd - started));
        const sizes = await Promise.all(answers);
        jsonBytes = sizes.reduce((sum, size) => sum + size, 0);
        requests = sizes.length;
        await page.close();
      }
      results[screen] = {
        medianMs: median(runsMs),
        runsMs,
        settledMedianMs: median(settledMs),
        jsonBytes,
        requests,
      };
      console.log(
        `${screen.padEnd(18)} ${String(results[screen].medianMs).padStart(6)} ms to network idle ` +
          `(last request done at ${String(results[screen].settledMedianMs).padStart(5)} ms), ` +
          `${(jsonBytes / 1024).toFixed(1).padStart(8)} KB of JSON in ${requests} answers`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(scratch, { recursive: true, force: true });
  }

  const screens = {
    at: new Date().toISOString(),
    what: "time from navigation to network idle (Playwright's: 500 ms without a request; median of runs), the time the last request ended (settledMedianMs), and decoded JSON bytes per screen, signed in as the 2,000-KPI fixture's admin, Chromium 1440×900",
    driver: databaseUrl ? "postgres" : "pglite",
    goals: { networkIdleMs: 1_000, jsonBytes: 300_000 },
    results,
    machine: { cores: os.cpus().length, node: process.version, loadAtStart, loadAtEnd: load() },
  };
  console.log(`load average ${loadAtStart.join(" ")} → ${screens.machine.loadAtEnd.join(" ")}`);
  if (!args["no-save"]) {
    const file = path.join(ROOT, "bench/results.json");
    const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
    fs.writeFileSync(file, `${JSON.stringify({ ...previous, screens }, null, 2)}\n`);
    console.log("Merged into bench/results.json");
  }
}

await main();
