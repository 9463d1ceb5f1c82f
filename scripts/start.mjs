#!/usr/bin/env node
// `npm start`: builds the web client and the server when either is missing or older than its sources,
// then runs the compiled server with plain Node (PLATFORM-10) on the embedded database unless
// DATABASE_URL is set. `npm run dev` runs the TypeScript sources through tsx instead.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer, SERVER_ENTRY } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `built` is missing or older than any file under `sourceDirs`. */
function isStale(built, sourceDirs) {
  if (!fs.existsSync(built)) return true;
  const newestSource = Math.max(...sourceDirs.map((dir) => newestMtime(path.join(root, dir))));
  return newestSource > fs.statSync(built).mtimeMs;
}

// CLIENT_DIR points the server at a client built elsewhere: then there is nothing to build here.
if (
  !process.env.CLIENT_DIR &&
  // docs/decisions/025: the German catalogues are the client's sources too.
  isStale(path.join(root, "dist/client/index.html"), ["src/client", "src/domain", "src/locales/de"])
) {
  console.log("Building the web client…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isStale(SERVER_ENTRY, ["src/server", "src/domain"])) {
  console.log("Building the server…");
  await buildServer();
}

const server = spawn(process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
  cwd: root,
  stdio: "inherit",
});
// The server drains requests and closes the database on these signals: pass them on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
