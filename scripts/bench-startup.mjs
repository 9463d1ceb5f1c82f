#!/usr/bin/env node
// PLATFORM-13: `npm start` on existing data answers /api/health within 1.5 s. Times the compiled server
// (dist/server/main.mjs, what `npm start` runs) from spawn to the first 200 of /api/health on an
// embedded database that already exists, several runs, and reports the median. The first start (which
// migrates, walls and seeds the demo) prepares the data folder and is not counted.
//
//   npm run bench:startup [-- --runs 5] [--data-dir <folder>] [--entry <compiled main.mjs>]
//
// Merges { startup: { runs, medianMs, ... } } into bench/results.json (--no-save to only print).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option("runs", "5"));
const entry = path.resolve(option("entry", SERVER_ENTRY));
const dataDir = option("data-dir", fs.mkdtempSync(path.join(os.tmpdir(), "meridian-startup-")));
const save = !args.includes("--no-save");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server, answers the milliseconds to the first 200 of /api/health, then stops it cleanly. */
async function timeOneStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-startup-secret-bench-startup-secret",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once("exit", resolve));
  exit.then(() => {
    exited = true;
  });
  let elapsed;
  while (!exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) {
        elapsed = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // A graceful stop: PGlite must close its data folder.
  child.kill("SIGTERM");
  await exit;
  if (elapsed === undefined) throw new Error("the server exited before answering /api/health");
  return elapsed;
}

if (!fs.existsSync(entry)) {
  if (entry !== SERVER_ENTRY) throw new Error(`${entry} does not exist`);
  console.log("Building the server…");
  await buildServer();
}
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const loadAtStart = load();
const first = await timeOneStart();
console.log(`first start (migrates, walls, seeds the demo; not counted): ${first.toFixed(0)} ms`);
const times = [];
for (let run = 0; run < runs; run++) {
  const time = await timeOneStart();
  times.push(Math.round(time));
  console.log(`start ${run + 1} on existing data: ${time.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const medianMs = sorted[Math.floor(sorted.length / 2)];
const startup = {
  at: new Date().toISOString(),
  what: "npm start's compiled server on an existing embedded database, spawn to the first 200 of /api/health",
  runs: times,
  medianMs,
  budgetMs: 1500,
  machine: { cores: os.cpus().length, node: process.version, loadAtStart, loadAtEnd: load() },
};
console.log(
  `median of ${runs}: ${medianMs} ms (budget 1500 ms); load average ${startup.machine.loadAtEnd.join(" ")}`,
);
if (save) {
  const file = path.join(root, "bench/results.json");
  const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...results, startup }, null, 2)}\n`);
  console.log(`merged into ${path.relative(root, file)}`);
}
if (!option("data-dir")) fs.rmSync(dataDir, { recursive: true, force: true });
