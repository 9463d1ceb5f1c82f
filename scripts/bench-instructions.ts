// docs/decisions/019: `npm run bench:instructions` counts the CPU instructions one GET /api/auth/user costs the
// built server, against bare Fastify answering {"hello":"world"} (the ceiling of `npm run bench`) and
// bare Fastify sending the very same answer, headers and body. Unlike requests per second, instruction
// counts do not move with whatever else the machine is doing, so a change of a few per cent shows.
// Each server runs under valgrind's callgrind (node --single-threaded, so that garbage collection and
// compilation are counted too); it is warmed up with WARM_UP requests, then counted over ROUNDS rounds
// of COUNTED requests, and the least round is kept. The kernel's share (sockets) is not counted.
// Needs valgrind, a built server (`npm run build`) and DATABASE_URL: a PostgreSQL database to which
// it adds a small organization. Writes `instructions` into bench/results.json.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { buildFixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";
import { readSameAnswer, signIn } from "./bench-http";

const ROOT = path.resolve(import.meta.dirname, "..");
const WARM_UP = 30_000;
const COUNTED = 10_000;
const ROUNDS = 3;
const PASSWORD = "Bench-Password-1!";
const SERVER_ENTRY = path.join(ROOT, "dist/server/main.mjs");

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL database the benchmark may add an organization to.");
  process.exit(2);
}
if (!fs.existsSync(SERVER_ENTRY)) {
  console.error("Build the server first: npm run build");
  process.exit(2);
}

/** A small organization to sign in to; returns its admin's email. */
async function addOrganization(url: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await prepareDatabase(database);
    const fixture = await buildFixtureOrganization(database.db, {
      name: "Bench Instructions Org",
      functions: 2,
      kpis: 2,
      users: 1,
      years: 1,
      frequency: "monthly",
      passwordHash: await hashPassword(PASSWORD),
      now: new Date(),
      seed: 1,
    });
    return fixture.adminEmail;
  } finally {
    await database.close();
  }
}

// callgrind_control finds a process by file names made of USER and HOST, so both are set the same for
// it and for valgrind (HOST is also where the servers listen).
const controlEnv = { ...process.env, USER: "bench", HOST: "127.0.0.1" };
const vgdbPrefix = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "meridian-vgdb-")), "vgdb");
const control = (pid: number, option: string) =>
  execFileSync("callgrind_control", [`--vgdb-prefix=${vgdbPrefix}`, option, String(pid)], {
    env: controlEnv,
    stdio: "ignore",
  });

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

type Server = { args: string[]; env: Record<string, string>; ready: string; route: string };

/** Instructions per request of a node server answering its route, counted by callgrind (the least round). */
async function countInstructions(
  label: string,
  server: Server,
  headersFor: (base: string) => Promise<Record<string, string>> = async () => ({}),
): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-callgrind-"));
  const child = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--instr-atstart=no",
      `--vgdb-prefix=${vgdbPrefix}`,
      `--callgrind-out-file=${outDir}/out`,
      process.execPath,
      "--single-threaded",
      ...server.args,
    ],
    {
      cwd: ROOT,
      env: { ...controlEnv, ...server.env, PORT: String(port) },
      stdio: "ignore",
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${server.ready}`);
    const url = `${base}${server.route}`;
    const headers = await headersFor(base);
    const send = async (amount: number) => {
      // valgrind slows a server some 50 times, and a timed job of the app may hold its event loop for
      // seconds: autocannon's default 10 s timeout is too short for that (one run failed, cause unseen).
      const result = await autocannon({ url, amount, connections: 10, headers, timeout: 60 });
      if (result.non2xx + result.errors > 0)
        throw new Error(
          `${label}: ${server.route} failed under load: ${JSON.stringify({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, statusCodes: result.statusCodeStats })}`,
        );
    };
    console.log(`[${label}] ${WARM_UP} requests to warm up, then ${ROUNDS} rounds of ${COUNTED}, counted`);
    await send(WARM_UP);
    const rounds: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      control(child.pid!, "--zero");
      control(child.pid!, "--instr=on");
      await send(COUNTED);
      control(child.pid!, "--instr=off");
      control(child.pid!, "--dump");
      // callgrind names its dumps out.1, out.2 …
      const dump = fs.readFileSync(`${outDir}/out.${round}`, "utf8");
      rounds.push(Number(/^totals: (\d+)/m.exec(dump)?.[1]) / COUNTED);
    }
    console.log(`[${label}] instructions per request: ${rounds.map(Math.round).join(", ")}`);
    // The least round: what the process does besides answering (the app's timed jobs, a major
    // collection) falls into some rounds and not others.
    return Math.round(Math.min(...rounds));
  } finally {
    child.kill("SIGKILL");
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const email = await addOrganization(databaseUrl);
let sameAnswer = "";
const app = await countInstructions(
  "GET /api/auth/user",
  {
    args: [SERVER_ENTRY],
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: "false", NODE_ENV: "test", LOG_LEVEL: "warn" },
    ready: "/api/health",
    route: "/api/auth/user",
  },
  async (base) => {
    const cookie = await signIn(base, email, PASSWORD);
    sameAnswer = await readSameAnswer(`${base}/api/auth/user`, cookie);
    return { cookie };
  },
);
const hello = await countInstructions("bare Fastify, hello", {
  args: ["--import", "tsx", "scripts/bench-hello.ts"],
  env: {},
  ready: "/hello",
  route: "/hello",
});
const bareSameAnswer = await countInstructions("bare Fastify, the same answer", {
  args: ["--import", "tsx", "scripts/bench-hello.ts"],
  env: { SAME_ANSWER: sameAnswer },
  ready: "/same-answer",
  route: "/same-answer",
});

const instructions = {
  date: new Date().toISOString(),
  perRequest: { authUser: app, hello, sameAnswer: bareSameAnswer },
  // Fewer instructions is faster: the ratio reads like `× ceiling` in requests per second.
  authUserToHello: Number((hello / app).toFixed(2)),
  sameAnswerToHello: Number((hello / bareSameAnswer).toFixed(2)),
  authUserToSameAnswer: Number((bareSameAnswer / app).toFixed(2)),
};
console.table(instructions.perRequest);
console.log(
  `Requests per instruction, against hello: GET /api/auth/user ${instructions.authUserToHello}×, bare ` +
    `Fastify sending the same answer ${instructions.sameAnswerToHello}×. GET /api/auth/user against ` +
    `bare Fastify sending its answer: ${instructions.authUserToSameAnswer}×.`,
);
const file = path.join(ROOT, "bench/results.json");
const others = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
fs.writeFileSync(file, `${JSON.stringify({ ...others, instructions }, null, 2)}\n`);
console.log("Written to bench/results.json (instructions).");
fs.rmSync(path.dirname(vgdbPrefix), { recursive: true, force: true });
