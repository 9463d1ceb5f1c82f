// `npm run bench` measures, in one run on one machine, the API under load against the
// framework's own ceiling, the scorecard API against the naive client computation, the domain roll-up
// alone and the built client's size. It writes bench/results.json and prints the tables.
// Options: --duration <s> per load test (default 10), --connections <n> (default 50), --years <n> of
// fixture data (default 2), --skip-build. With DATABASE_URL it also runs on that PostgreSQL server
// (adding a large fixture organization to it).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { currentPeriod } from "../src/domain/periods";
import { rollUpScorecard, type ScorecardInput } from "../src/domain/scorecard";
import { openDatabase } from "../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../src/server/db/prepare";
import { buildFixtureOrganization, type FixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";
import { readSameAnswer, signIn } from "./bench-http";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    years: { type: "string", default: "2" },
    "skip-build": { type: "boolean", default: false },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const YEARS = Number(args.years);
const COMPARISON_RUNS = 20;
const PASSWORD = "Bench-Password-1!";
const NOW = new Date();
const YEAR = NOW.getFullYear();
const MONTH = currentPeriod("monthly", NOW).key;

// ---------------------------------------------------------------------------------------------------
// Processes

function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

async function waitForUrl(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s:\n${output()}`);
}

async function startNode(script: string, env: Record<string, string>, readyPath: string) {
  const port = freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}${readyPath}`, child, () => output);
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Measurements

type Load = { requestsPerSecond: number; p50Ms: number; p95Ms: number; p99Ms: number; failures: number };

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

/** Unrecorded load before each measured one, so no figure (the ceiling's included) pays for a cold JIT. */
const WARM_UP_S = 2;

/**
 * autocannon at CONNECTIONS connections, after WARM_UP_S seconds of the same load; the percentiles come
 * from every response's own time.
 */
async function load(url: string, cookie?: string, requests?: autocannon.Request[]): Promise<Load> {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: cookie ? { cookie } : {},
    ...(requests ? { requests } : {}),
  };
  await autocannon({ ...options, duration: WARM_UP_S });
  await waitUntilIdle(new URL(url).origin);
  const times: number[] = [];
  const instance = autocannon({ ...options, duration: DURATION_S });
  (instance as unknown as NodeJS.EventEmitter).on(
    "response",
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime),
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Waits until the server has finished the requests a load test left queued (autocannon stops sending,
 * but an embedded database serves one transaction at a time and may still be working through them),
 * so one measurement never pays for the previous one.
 */
async function waitUntilIdle(base: string): Promise<void> {
  let quick = 0;
  const deadline = Date.now() + 300_000;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).catch(() => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function getJson(url: string, cookie: string): Promise<{ body: unknown; bytes: number }> {
  const res = await fetch(url, { headers: { cookie } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

type ListFunction = { id: string; name: string; level: string };
type ListObjectiveAssignment = {
  id: string;
  organizationFunctionId: string;
  weight: number;
  bscPerspective: ScorecardInput["objectives"][number]["perspective"];
};
type ListKpiAssignment = {
  id: string;
  objectiveAssignmentId: string;
  weight: number;
  frequency: ScorecardInput["kpis"][number]["frequency"];
  polarity: ScorecardInput["kpis"][number]["polarity"];
  isCumulative: boolean;
  targets: Record<string, number | null>;
  actualResults: Record<string, number | null>;
};

/**
 * The way the spec's client gets a CEO score: fetch every list, then compute in JavaScript with the
 * same domain code. Against it, one call to the scorecard API.
 */
async function compareWithNaive(base: string, cookie: string, ceoFunctionId: string) {
  const query = `functionId=${ceoFunctionId}&year=${YEAR}&frequency=monthly&period=${MONTH}&view=ytd`;
  const measure = async (work: () => Promise<number>) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < COMPARISON_RUNS; run++) {
      const started = performance.now();
      bytes = await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { medianMs: percentile(times, 0.5), bytes };
  };
  const api = await measure(async () => (await getJson(`${base}/api/scorecard?${query}`, cookie)).bytes);
  const naive = await measure(async () => {
    const [functions, objectives, kpiAssignments, library, kpis, settings] = await Promise.all([
      getJson(`${base}/api/functions`, cookie),
      getJson(`${base}/api/objective-assignments`, cookie),
      getJson(`${base}/api/kpi-assignments?year=${YEAR}`, cookie),
      getJson(`${base}/api/objectives`, cookie),
      getJson(`${base}/api/kpis`, cookie),
      getJson(`${base}/api/organization-settings`, cookie),
    ]);
    const input: ScorecardInput = {
      functions: (functions.body as ListFunction[]).map(({ id, name, level }) => ({ id, name, level })),
      objectives: (objectives.body as ListObjectiveAssignment[]).map((a) => ({
        id: a.id,
        functionId: a.organizationFunctionId,
        weight: a.weight,
        perspective: a.bscPerspective,
      })),
      kpis: (kpiAssignments.body as ListKpiAssignment[]).map((k) => ({
        id: k.id,
        objectiveAssignmentId: k.objectiveAssignmentId,
        weight: k.weight,
        frequency: k.frequency,
        polarity: k.polarity,
        isCumulative: k.isCumulative,
        targets: k.targets,
        actuals: k.actualResults,
      })),
      view: "ytd",
      viewFrequency: "monthly",
      period: MONTH,
    };
    rollUpScorecard(input);
    return [functions, objectives, kpiAssignments, library, kpis, settings].reduce(
      (sum, r) => sum + r.bytes,
      0,
    );
  });
  return {
    scorecardApi: api,
    naiveClient: naive,
    timeRatio: naive.medianMs / api.medianMs,
    bytesRatio: naive.bytes / api.bytes,
  };
}

// ---------------------------------------------------------------------------------------------------
// Drivers

async function buildFixture(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<FixtureOrganization> {
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? "" },
  );
  try {
    await prepareDatabase(database);
    const fixture = await buildFixtureOrganization(database.db, {
      name: "Bench Large Org",
      functions: 600,
      kpis: 2_000,
      users: 500,
      years: YEARS,
      frequency: "monthly",
      passwordHash: await hashPassword(PASSWORD),
      now: NOW,
      seed: 1,
    });
    // The server analyzes what changed after it listens (PLATFORM-14); done here, so no load test meets it.
    await analyzeStaleTables(database);
    return fixture;
  } finally {
    await database.close();
  }
}

/**
 * The second ceiling: bare Fastify sending exactly the headers and body that `url` answers. The first
 * (`{"hello":"world"}`) leaves out what the answer itself costs to send; this one leaves in only
 * Meridian's own work (reading the session, checking access and the answer, its hooks).
 */
async function measureSameAnswer(url: string, cookie: string): Promise<Load> {
  const sameAnswer = await readSameAnswer(url, cookie);
  const bare = await startNode("scripts/bench-hello.ts", { SAME_ANSWER: sameAnswer }, "/same-answer");
  try {
    console.log(`[framework] the same answer as ${new URL(url).pathname}: ${DURATION_S} s`);
    return await load(`${bare.base}/same-answer`);
  } finally {
    await bare.stop();
  }
}

async function benchDriver(name: "pglite" | "postgres", env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  console.log(`\n[${name}] building the large organization…`);
  const started = performance.now();
  const fixture = await buildFixture(env);
  const fixtureSeconds = (performance.now() - started) / 1000;
  const serverEnv = {
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? "",
    SEED_DEMO: "false",
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
  };
  const server = await startNode("src/server/main.ts", serverEnv, "/api/health");
  try {
    const cookie = await signIn(server.base, fixture.adminEmail, PASSWORD);
    const routes: Record<string, string> = {
      "GET /api/auth/user": "/api/auth/user",
      "GET /api/objectives": "/api/objectives",
      "GET /api/kpi-assignments?year=": `/api/kpi-assignments?year=${YEAR}`,
      "GET /api/scorecard (CEO)": `/api/scorecard?functionId=${fixture.ceoFunctionId}&year=${YEAR}&frequency=monthly&period=${MONTH}&view=ytd`,
    };
    const loads: Record<string, Load & { bytes: number }> = {};
    for (const [label, route] of Object.entries(routes)) {
      console.log(`[${name}] ${label}: ${DURATION_S} s at ${CONNECTIONS} connections`);
      const { bytes } = await getJson(`${server.base}${route}`, cookie);
      loads[label] = { ...(await load(`${server.base}${route}`, cookie)), bytes };
      await waitUntilIdle(server.base);
    }
    const sameAnswerCeiling = await measureSameAnswer(`${server.base}/api/auth/user`, cookie);
    // SCORE-15: with the answer cache, the figure above is a warm one (the same read again and again).
    // A mixed load writes one actual in every 20 requests, and so drops the organization's answers.
    const scorecardRoute = routes["GET /api/scorecard (CEO)"]!;
    const { body: ceo, bytes } = await getJson(`${server.base}${scorecardRoute}`, cookie);
    // Actuals go to the CEO's entered KPIs (a calculated one takes none): first all to one KPI's month,
    // where the writes queue on that row's lock, each through its commit; then spread over them all, as
    // a team's entries are.
    type CeoKpi = { kpiAssignmentId: string; formula: string | null };
    const ceoKpis = (ceo as { objectives: { kpis: CeoKpi[] }[] }).objectives
      .flatMap((objective) => objective.kpis)
      .filter((kpi) => kpi.formula === null)
      .map((kpi) => kpi.kpiAssignmentId);
    const mixedLoad = (kpiAssignmentIds: string[]) => {
      let written = 0;
      const write: autocannon.Request = {
        method: "PATCH",
        headers: { "content-type": "application/json", origin: server.base, cookie },
        setupRequest: (request) => {
          written++;
          return {
            ...request,
            path: `/api/kpi-assignments/${kpiAssignmentIds[written % kpiAssignmentIds.length]}`,
            body: JSON.stringify({ year: YEAR, periodKey: MONTH, actualResult: 50 + (written % 50) }),
          };
        },
      };
      return [...Array.from({ length: 19 }, () => ({ method: "GET" as const, path: scorecardRoute })), write];
    };
    for (const [label, kpiAssignmentIds] of [
      ["GET /api/scorecard (CEO), mixed: 95% reads, 5% writes", ceoKpis.slice(0, 1)],
      ["GET /api/scorecard (CEO), mixed, writes spread over its KPIs", ceoKpis],
    ] as const) {
      console.log(`[${name}] ${label}: ${DURATION_S} s at ${CONNECTIONS} connections`);
      loads[label] = {
        ...(await load(`${server.base}${scorecardRoute}`, cookie, mixedLoad([...kpiAssignmentIds]))),
        bytes,
      };
      await waitUntilIdle(server.base);
    }
    console.log(
      `[${name}] scorecard API against the naive client computation (${COMPARISON_RUNS} runs each)`,
    );
    const comparison = await compareWithNaive(server.base, cookie, fixture.ceoFunctionId);
    await server.stop();
    // SCORE-15: the cold figure, every read computed, from the same server with the cache off.
    const cold = await startNode(
      "src/server/main.ts",
      { ...serverEnv, SCORECARD_CACHE: "false" },
      "/api/health",
    );
    try {
      const coldCookie = await signIn(cold.base, fixture.adminEmail, PASSWORD);
      const route = routes["GET /api/scorecard (CEO)"]!;
      console.log(`[${name}] scorecard with the cache off: ${DURATION_S} s at ${CONNECTIONS} connections`);
      const { bytes } = await getJson(`${cold.base}${route}`, coldCookie);
      loads["GET /api/scorecard (CEO), cold: cache off"] = {
        ...(await load(`${cold.base}${route}`, coldCookie)),
        bytes,
      };
    } finally {
      await cold.stop();
    }
    return {
      driver: name,
      fixture: { ...fixture.counts, seconds: fixtureSeconds },
      loads,
      sameAnswerCeiling,
      comparison,
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------

function runJson(command: string, commandArgs: string[]): unknown {
  const out = execFileSync(command, commandArgs, { cwd: ROOT, encoding: "utf8" });
  const line = out.trim().split("\n").at(-1) ?? "{}";
  return JSON.parse(line);
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

async function main(): Promise<void> {
  const machine = {
    cores: os.cpus().length,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
    date: NOW.toISOString(),
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
  };
  console.log(
    `Meridian benchmark: ${machine.cores} cores, Node ${machine.node}, load ${machine.loadAverageAtStart.join(" ")}`,
  );

  if (!args["skip-build"])
    execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: ROOT, stdio: "inherit" });
  const bundle = runJson(process.execPath, ["scripts/bundle-size.mjs", "--json"]);
  const domain = runJson(process.execPath, ["--import", "tsx", "scripts/bench-domain.ts", "--json"]);

  const hello = await startNode("scripts/bench-hello.ts", {}, "/hello");
  let ceiling: Load;
  try {
    console.log(`[framework] GET /hello: ${DURATION_S} s at ${CONNECTIONS} connections`);
    ceiling = await load(`${hello.base}/hello`);
  } finally {
    await hello.stop();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-bench-"));
  const drivers = [await benchDriver("pglite", { DATA_DIR: path.join(dataDir, "data") })];
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL)
    drivers.push(await benchDriver("postgres", { DATABASE_URL: process.env.DATABASE_URL }));

  const results = {
    machine: { ...machine, loadAverageAtEnd: os.loadavg() },
    ceiling,
    drivers,
    domain,
    bundle,
  };
  fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  // The other benchmarks' parts (startup, screens, lighthouse) are kept: each script replaces only its own.
  const file = path.join(ROOT, "bench/results.json");
  const others = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...others, ...results }, null, 2)}\n`);

  console.log(
    `\nFramework ceiling (bare Fastify): ${fmt(ceiling.requestsPerSecond, 0)} req/s, p95 ${fmt(ceiling.p95Ms)} ms`,
  );
  for (const d of drivers) {
    console.log(`\n${d.driver}: large organization ${JSON.stringify(d.fixture)}`);
    console.log(
      `Bare Fastify sending GET /api/auth/user's own answer: ${fmt(d.sameAnswerCeiling.requestsPerSecond, 0)} req/s`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(d.loads).map(([label, l]) => [
          label,
          {
            "req/s": fmt(l.requestsPerSecond, 0),
            "× ceiling": fmt(l.requestsPerSecond / ceiling.requestsPerSecond, 2),
            ...(label === "GET /api/auth/user"
              ? { "× same answer": fmt(l.requestsPerSecond / d.sameAnswerCeiling.requestsPerSecond, 2) }
              : {}),
            "p50 ms": fmt(l.p50Ms),
            "p95 ms": fmt(l.p95Ms),
            "p99 ms": fmt(l.p99Ms),
            "response bytes": l.bytes,
            failures: l.failures,
          },
        ]),
      ),
    );
    const c = d.comparison;
    console.log(
      `Scorecard API ${fmt(c.scorecardApi.medianMs)} ms / ${c.scorecardApi.bytes} B against the naive client ` +
        `${fmt(c.naiveClient.medianMs)} ms / ${c.naiveClient.bytes} B: ${fmt(c.timeRatio)}× less time, ${fmt(c.bytesRatio)}× less data`,
    );
  }
  console.log("\nDomain roll-up alone:");
  console.table((domain as { views: object[] }).views);
  console.log("Client bundle (gzipped bytes):", JSON.stringify(bundle).slice(0, 300));
  console.log("\nWritten to bench/results.json (see bench/README.md).");
}

await main();
