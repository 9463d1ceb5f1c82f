// The heavy downloads' figure (EXPORT-19..EXPORT-22): what three parallel `GET /api/facts.json` loops of one
// member of a 2,000-KPI organization (A) do to another tenant (B). B's member calls `GET /api/auth/user`
// and B's CEO scorecard one after another the whole time; their p90 is measured idle, then under the loops.
//   npm run bench:heavy -- [--duration 20] [--idle 10] [--loops 3] [--data-dir <folder>] [--root <checkout>]
// The app runs as a process on an embedded PGlite in a temporary folder (or --data-dir, kept: a second run on
// it skips building the fixture); --root starts the server of another checkout (the code before a change)
// on the same data. The loops honour Retry-After, as a well-behaved client does (--ignore-retry-after: not).
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { currentPeriod } from "../src/domain/periods";
import { openDatabase } from "../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../src/server/db/prepare";
import { buildFixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";
import { freePort } from "../tests/support/processes";
import { signIn } from "./bench-http";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    idle: { type: "string", default: "10" },
    loops: { type: "string", default: "3" },
    "data-dir": { type: "string" },
    root: { type: "string" },
    "ignore-retry-after": { type: "boolean", default: false },
    encoding: { type: "string", default: "gzip, deflate, br" },
  },
});
const PASSWORD = "Bench-Password-1!";
const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
const MONTH = currentPeriod("monthly", NOW).key;
const FIXTURE_FILE = "bench-heavy-fixture.json";

type Fixture = { a: { member: string }; b: { member: string; ceoFunctionId: string } };

/** A member (role user) of a fixture organization: its users from the fourth on are members. */
const memberOf = (adminEmail: string) => adminEmail.replace(/^admin@/, "user3@");

async function buildFixtures(dataDir: string): Promise<Fixture> {
  const saved = path.join(dataDir, FIXTURE_FILE);
  if (fs.existsSync(saved)) return JSON.parse(fs.readFileSync(saved, "utf8")) as Fixture;
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database);
    const passwordHash = await hashPassword(PASSWORD);
    const started = performance.now();
    const large = await buildFixtureOrganization(database.db, {
      name: "Heavy A",
      functions: 600,
      kpis: 2_000,
      users: 500,
      years: 2,
      frequency: "monthly",
      passwordHash,
      now: NOW,
      seed: 1,
    });
    const typical = await buildFixtureOrganization(database.db, {
      name: "Typical B",
      functions: 20,
      kpis: 60,
      users: 10,
      years: 2,
      frequency: "mixed",
      passwordHash,
      now: NOW,
      seed: 100,
    });
    await analyzeStaleTables(database);
    console.log(`fixtures built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const fixture: Fixture = {
      a: { member: memberOf(large.adminEmail) },
      b: { member: memberOf(typical.adminEmail), ceoFunctionId: typical.ceoFunctionId },
    };
    fs.writeFileSync(saved, JSON.stringify(fixture));
    return fixture;
  } finally {
    await database.close();
  }
}

const percentile = (values: readonly number[], fraction: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN
  );
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tenant B's member, one request after another until `until`: each request's time in ms. */
async function otherTenant(base: string, cookie: string, ceo: string, until: number): Promise<number[]> {
  const urls = [
    "/api/auth/user",
    `/api/scorecard?functionId=${ceo}&year=${YEAR}&frequency=monthly&period=${MONTH}&view=ytd`,
  ];
  const times: number[] = [];
  for (let i = 0; Date.now() < until; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${urls[i % urls.length]}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`tenant B: ${res.status}`);
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

type LoopCounts = { ok: number; tooMany: number; other: number; bytes: number; ms: number[] };

/**
 * Tenant A's member's facts.json loops, in a worker thread of their own, so that receiving their answers
 * does not hold up the event loop that times tenant B's requests.
 */
const FACTS_LOOPS = `
const http = require("node:http");
const { workerData, parentPort } = require("node:worker_threads");
const { base, cookie, until, loops, encoding, ignoreRetryAfter } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const counts = { ok: 0, tooMany: 0, other: 0, bytes: 0, ms: [] };
// The bytes as sent (compressed), counted and dropped: a downloader on another machine decodes them on
// its own CPU, not on the server's cores, which this machine shares with the server.
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, "accept-encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, bytes, retryAfter: res.headers["retry-after"] }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
}
async function loop() {
  while (Date.now() < until) {
    const started = performance.now();
    const res = await get(base + "/api/facts.json");
    if (res.status === 200) {
      counts.ok++;
      counts.bytes = res.bytes;
      counts.ms.push(performance.now() - started);
    } else if (res.status === 429) {
      counts.tooMany++;
      const wait = Number(res.retryAfter || "1") * 1000;
      if (!ignoreRetryAfter) await sleep(Math.min(wait, Math.max(0, until - Date.now())));
    } else counts.other++;
  }
}
Promise.all(Array.from({ length: loops }, loop)).then(() => parentPort.postMessage(counts));
`;

function factsLoops(base: string, cookie: string, until: number): Promise<LoopCounts> {
  const worker = new Worker(FACTS_LOOPS, {
    eval: true,
    workerData: {
      base,
      cookie,
      until,
      loops: Number(args.loops),
      encoding: args.encoding,
      ignoreRetryAfter: args["ignore-retry-after"],
    },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (counts: LoopCounts) => {
      resolve(counts);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** `src/server/main.ts` of the checkout at `root`, run as `npm run dev` runs it, on the fixture's data. */
async function startServer(root: string, dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
      CLIENT_DIR: "/nonexistent-client",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function commitOf(root: string | undefined): string {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root, stdio: "pipe" }).toString().trim();
  } catch {
    return "not a git checkout";
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

const dataDir = args["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-heavy-"));
fs.mkdirSync(dataDir, { recursive: true });
console.log(`uptime before: ${execSync("uptime").toString().trim()}`);
const fixture = await buildFixtures(dataDir);
const root = args.root ? path.resolve(args.root) : undefined;
const server = await startServer(root ?? path.resolve(import.meta.dirname, ".."), dataDir);
try {
  const aCookie = await signIn(server.base, fixture.a.member, PASSWORD);
  const bCookie = await signIn(server.base, fixture.b.member, PASSWORD);
  // Warm up: the JIT, and every answer once.
  await otherTenant(server.base, bCookie, fixture.b.ceoFunctionId, Date.now() + 2_000);
  const idle = await otherTenant(
    server.base,
    bCookie,
    fixture.b.ceoFunctionId,
    Date.now() + Number(args.idle) * 1000,
  );
  const until = Date.now() + Number(args.duration) * 1000;
  const loops = factsLoops(server.base, aCookie, until);
  const loaded = await otherTenant(server.base, bCookie, fixture.b.ceoFunctionId, until);
  const loopsEnd = performance.now();
  const counts = await loops;
  const drained = (performance.now() - loopsEnd) / 1000;
  const idleP90 = percentile(idle, 0.9);
  const loadedP90 = percentile(loaded, 0.9);
  console.log(`server: ${root ?? "this checkout"} (${commitOf(root)})`);
  console.log(
    `tenant B idle:   p50 ${percentile(idle, 0.5).toFixed(1)} ms, p90 ${idleP90.toFixed(1)} ms (${idle.length} requests)`,
  );
  console.log(
    `tenant B loaded: p50 ${percentile(loaded, 0.5).toFixed(1)} ms, p90 ${loadedP90.toFixed(1)} ms, max ${Math.max(...loaded).toFixed(0)} ms (${loaded.length} requests); ${(loadedP90 / idleP90).toFixed(1)}× idle`,
  );
  console.log(
    `tenant A's ${args.loops} facts.json loops, ${args.duration} s: ${counts.ok} × 200 (${(counts.bytes / 1e6).toFixed(1)} MB as sent, last answer; p50 ${percentile(counts.ms, 0.5).toFixed(0)} ms), ${counts.tooMany} × 429, ${counts.other} other; last loop ended ${drained.toFixed(1)} s after`,
  );
  console.log(`load average at the end: ${load()}`);
} finally {
  await server.stop();
  if (!args["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`uptime after: ${execSync("uptime").toString().trim()}`);
