#!/usr/bin/env node
// docs/decisions/021: `npm run bench:lighthouse` — Lighthouse 12 (mobile defaults) with the system Chromium
// against the demo organization: the landing page signed out, then the Dashboard, Corporate BSC and
// KPI Input signed in as the demo admin (the session cookie sent as a header). Reports the performance
// and accessibility scores (0–100) and merges `lighthouse` into bench/results.json. A benchmark:
// scores depend on the machine's load and are never asserted.
//
//   npm run bench:lighthouse [-- --client-dir <built client>] [--runs 3] [--no-save] [--reports <folder>]
//
// Each page is audited --runs times (default 3) and the run with the median performance score is
// reported, as Lighthouse's own guidance has it: one run swings by ten points on a shared machine.
// --reports writes each page's whole Lighthouse result there (<page>.json), to read what costs points;
// LIGHTHOUSE_ONLY=<page name> audits one page.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const loadAtStart = load();

const ONLY = process.env.LIGHTHOUSE_ONLY;
const RUNS = Number(option("runs") ?? 3);
const PAGES = [
  { name: "landing", path: "/", signedIn: false },
  { name: "Dashboard", path: "/", signedIn: true },
  { name: "Corporate BSC", path: "/corporate-bsc", signedIn: true },
  { name: "KPI Input", path: "/kpi-overview", signedIn: true },
];
// The goal's "accessibility on every screen": the rest of the demo admin's screens, audited for
// accessibility alone (its score does not swing from run to run, so one run each). The Admin Panel is
// the super admin's, whom the demo has not.
const ACCESSIBILITY_PAGES = [
  ["Library", "/library"],
  ["Set and Cascade", "/set-cascade"],
  ["KPI Results", "/kpi-results"],
  ["My KPIs", "/my-kpis"],
  ["Approvals", "/approvals"],
  ["My Updates", "/my-updates"],
  ["Reporting Status", "/reporting-status"],
  ["Requests", "/requests"],
  ["Initiatives", "/initiatives"],
  ["Import", "/import"],
  ["Notifications", "/notifications"],
  ["Activities", "/activities"],
  ["Tables", "/tables"],
  ["Settings", "/settings"],
  ["Security", "/security"],
  ["Not found", "/no-such-screen"],
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-lighthouse-"));
let clientDir = option("client-dir");
if (!clientDir) {
  clientDir = path.join(scratch, "client");
  console.log("Building the client…");
  execFileSync("npx", ["vite", "build", "--outDir", clientDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}

// The demo on a fresh embedded database, in production mode (compressed answers, as deployed).
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
let output = "";
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "bench-lighthouse-secret-bench-lighthouse",
    APP_URL: base,
    DATABASE_URL: "",
    DATA_DIR: path.join(scratch, "data"),
    CLIENT_DIR: clientDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));

const results = {};
const accessibility = {};
let chrome;
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer within 180 s:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok && /with the password (\S+)/.test(output)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [, email] = /Sign in as (\S+)/.exec(output);
  const [, password] = /with the password (\S+)/.exec(output);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  for (const page of PAGES.filter((p) => !ONLY || p.name === ONLY)) {
    const audit = () =>
      lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      });
    // A run that failed outright (a loaded machine can miss the first paint's deadline) is run again once.
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      let runner = await audit();
      if (runner.lhr.runtimeError) runner = await audit();
      runs.push(runner);
    }
    const scoreOf = (runner) => runner.lhr.categories.performance.score ?? 0;
    runs.sort((a, b) => scoreOf(a) - scoreOf(b));
    const runner = runs[Math.floor(runs.length / 2)];
    const { categories, audits } = runner.lhr;
    const reports = option("reports");
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      fs.writeFileSync(path.join(reports, `${page.name}.json`), JSON.stringify(runner.lhr));
    }
    results[page.name] = {
      url: page.path,
      signedIn: page.signedIn,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      performanceRuns: runs.map((run) => Math.round(scoreOf(run) * 100)),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
      largestContentfulPaintMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      // Why a score is missing (e.g. NO_LCP), when Lighthouse says.
      problems: [runner.lhr.runtimeError?.code, ...Object.values(audits).map((audit) => audit.errorMessage)]
        .filter(Boolean)
        .slice(0, 3),
    };
    if (results[page.name].problems.length) console.log(page.name, results[page.name].problems);
    console.log(
      `${page.name.padEnd(14)} performance ${String(results[page.name].performance).padStart(3)}, ` +
        `accessibility ${String(results[page.name].accessibility).padStart(3)} ` +
        `(performance of the ${RUNS} runs: ${results[page.name].performanceRuns.join(", ")})`,
    );
  }
  if (!ONLY) {
    for (const [name, url] of ACCESSIBILITY_PAGES) {
      const { lhr } = await lighthouse(`${base}${url}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["accessibility"],
        extraHeaders: { Cookie: cookie },
      });
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      // What costs points, so a score under 100 says where to look.
      const failing = lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      accessibility[name] = { url, accessibility: score, failing };
      console.log(
        `${name.padEnd(16)} accessibility ${String(score).padStart(3)}${failing.length ? ` (${failing.join(", ")})` : ""}`,
      );
    }
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
}

const lighthouseResults = {
  at: new Date().toISOString(),
  what: `Lighthouse 12, mobile defaults, system Chromium, on the demo organization (production mode, compressed); each page the median of ${RUNS} runs by performance score`,
  goals: { performance: { landing: 95, others: 90 }, accessibility: 95 },
  results,
  accessibilityOfTheOtherScreens: accessibility,
  machine: { cores: os.cpus().length, node: process.version, loadAtStart, loadAtEnd: load() },
};
console.log(`load average ${loadAtStart.join(" ")} → ${lighthouseResults.machine.loadAtEnd.join(" ")}`);
if (!args.includes("--no-save")) {
  const file = path.join(root, "bench/results.json");
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, lighthouse: lighthouseResults }, null, 2)}\n`);
  console.log("Merged into bench/results.json");
}
