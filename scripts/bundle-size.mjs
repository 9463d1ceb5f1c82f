#!/usr/bin/env node
// Gzipped JavaScript of the built client (dist/client), per what a visitor downloads:
// - landing: the entry with its static imports, which is the landing page's own (LANDING-7);
// - app shell: the entry, the app's start, the shell route set and the Dashboard;
// - the libraries the app's chunks share (the vendor chunk, PLATFORM-24), part of the shell's figure too;
// - each lazily loaded chunk on its own (beyond the entry, the chunk that imports it, loaded by then, and
//   the shared libraries, which any screen of the app loads first).
// `--check` fails when a budget is passed (landing 100 KB, LANDING-7; shell 250 KB; shared libraries
// 100 KB; a route 100 KB).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// CLIENT_DIR: a build elsewhere (the server reads the same variable).
const dist = path.resolve(process.env.CLIENT_DIR ?? path.join(import.meta.dirname, "../dist/client"));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const BUDGETS = { landing: 100_000, shell: 250_000, vendor: 100_000, route: 100_000 };
// UI-83: a library a screen loads only when the user picks a file of its kind (exceljs reads an .xlsx on
// Import) is not a route: it has its own budget, and no route's figure includes it.
const ON_DEMAND_LIBRARIES = [{ pattern: "node_modules/exceljs/", budget: 300_000 }];
const onDemandBudget = (key) => ON_DEMAND_LIBRARIES.find((lib) => key.includes(lib.pattern))?.budget;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunk's file and every file it imports statically, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const total = (files) => [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipSize(f), 0);
const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));

const entry = closure("index.html");
// PLATFORM-24: the shared libraries' chunk (vite.config.ts names it "vendor").
const vendorFiles = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => /^assets\/vendor-[^/]+\.js$/.test(file)),
);
const landing = total(entry);
const shell = total(
  [
    keyOf("app/start.tsx"),
    keyOf("app/routes/shell-routes.tsx"),
    keyOf("features/dashboard/pages/dashboard-page.tsx"),
  ].reduce((loaded, key) => closure(key, loaded), new Set(entry)),
);
// A lazily loaded chunk is fetched by the chunk that imports it, which is loaded by then: a route by the
// shell's routes, a dialog by its page. What it adds is its closure beyond the entry and its importer;
// with several importers, the largest such remainder counts.
// An importer that is a shared chunk (a feature's index imported by two pages) is loaded by the chunks
// that import it statically, so those count as the importer.
const staticImportersOf = (key) =>
  Object.entries(manifest)
    .filter(([, chunk]) => (chunk.imports ?? []).includes(key))
    .map(([importer]) => importer);
const loadingChunks = (key, seen = new Set()) => {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || chunk.isDynamicEntry) return [key];
  const above = staticImportersOf(key);
  return above.length === 0 ? [key] : above.flatMap((importer) => loadingChunks(importer, seen));
};
const importersOf = (key) =>
  Object.entries(manifest)
    .filter(([, chunk]) => (chunk.dynamicImports ?? []).includes(key))
    .flatMap(([importer]) => loadingChunks(importer));
const lazyChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key]) => {
    const importers = importersOf(key);
    const loadedBefore = (importer) => closure(importer ?? "index.html", new Set([...entry, ...vendorFiles]));
    const bytes = Math.max(
      ...(importers.length > 0 ? importers : [null]).map((importer) => {
        const loaded = loadedBefore(importer);
        return total([...closure(key)].filter((file) => !loaded.has(file)));
      }),
    );
    return { route: key, bytes };
  })
  .sort((a, b) => b.bytes - a.bytes);
const routes = lazyChunks.filter((r) => onDemandBudget(r.route) === undefined);
const libraries = lazyChunks.filter((r) => onDemandBudget(r.route) !== undefined);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = [
  ["landing page, initial JS", landing, BUDGETS.landing],
  ["app shell with the Dashboard", shell, BUDGETS.shell],
  ["libraries the app's chunks share (vendor)", total(vendorFiles), BUDGETS.vendor],
  [`largest route chunk (${routes[0]?.route})`, routes[0]?.bytes ?? 0, BUDGETS.route],
  ...libraries.map((r) => [`on-demand library (${r.route})`, r.bytes, onDemandBudget(r.route)]),
];
console.log("gzipped JavaScript (level 9):");
for (const [label, bytes, budget] of rows) {
  console.log(
    `  ${label.padEnd(72)} ${kb(bytes).padStart(9)}  budget ${kb(budget)}${bytes > budget ? "  OVER" : ""}`,
  );
}
const over = rows
  .filter(([, bytes, budget]) => bytes > budget)
  .concat(routes.filter((r) => r.bytes > BUDGETS.route).map((r) => [r.route, r.bytes, BUDGETS.route]));
if (process.argv.includes("--json")) console.log(JSON.stringify({ landing, shell, routes }));
if (process.argv.includes("--check") && over.length > 0) {
  console.error(`Over budget: ${over.map(([label]) => label).join(", ")}`);
  process.exit(1);
}

// PLATFORM-8: every built script and stylesheet of 1 KB or more has its .br and .gz beside it.
const builtFiles = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
const uncompressed = [...builtFiles].filter(
  (file) =>
    fs.statSync(path.join(dist, file)).size >= 1024 &&
    !(fs.existsSync(path.join(dist, `${file}.br`)) && fs.existsSync(path.join(dist, `${file}.gz`))),
);
if (!process.argv.includes("--json")) {
  console.log(`precompressed: ${builtFiles.size - uncompressed.length} of ${builtFiles.size} built files`);
}
if (process.argv.includes("--check") && uncompressed.length > 0) {
  console.error(`Not precompressed: ${uncompressed.join(", ")}`);
  process.exit(1);
}
