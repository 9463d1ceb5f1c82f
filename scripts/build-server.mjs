#!/usr/bin/env node
// PLATFORM-10: compiles the server (src/server and the domain it uses) into one ES module,
// dist/server/main.mjs, which `npm start` runs with plain Node: no TypeScript compilation at run time.
// PLATFORM-13: the packages are bundled in too — resolving and loading hundreds of files from
// node_modules was a tenth of the start — except those that read their own files at run time (the
// embedded database's WebAssembly, the PDF fonts, the API viewer's pages, logging's worker thread) or
// are native or loaded on demand. The source map keeps stack traces pointing at src/.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_ENTRY = path.join(root, "dist/server/main.mjs");

/** Builds the server into `outfile` (dist/server/main.mjs unless a test asks for its own copy). */
export async function buildServer(outfile = SERVER_ENTRY) {
  await build({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: [
      "@electric-sql/pglite",
      "@fastify/swagger-ui",
      "@node-rs/argon2",
      "exceljs",
      "papaparse",
      "pdfkit",
      "pg-native",
      "pino",
      "pino-pretty",
      "thread-stream",
    ],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
