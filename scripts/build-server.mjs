#!/usr/bin/env node
// PLATFORM-10: compiles the server (src/server and the domain it uses) into one ES module,
// dist/server/main.mjs, which `npm start` runs with plain Node: no TypeScript compilation at run time.
// Packages stay in node_modules (not bundled); the source map keeps stack traces pointing at src/.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_ENTRY = path.join(root, "dist/server/main.mjs");

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
