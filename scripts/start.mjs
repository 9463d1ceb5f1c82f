#!/usr/bin/env node
// `npm start`: builds the web client when it is missing or older than its sources, then starts the
// server (TypeScript run directly by tsx) on the embedded database unless DATABASE_URL is set.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/client/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["src/client", "src/domain"].map((dir) => newestMtime(path.join(root, dir)));
const stale = !fs.existsSync(builtIndex) || Math.max(...sources) > fs.statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Building the web client…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
  cwd: root,
  stdio: "inherit",
});
// The server drains requests and closes the database on these signals: pass them on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
