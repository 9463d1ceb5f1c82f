import fs from "node:fs";
import path from "node:path";

/**
 * Which test files run where, decided by what each file's source does rather than by a hand-kept list,
 * so that a new test file lands in the right place by itself (docs/decisions/022).
 *
 * - Every API and fault test runs on PGlite. The PostgreSQL pass runs only the files whose outcome can
 *   depend on the driver: the rest would run the same SQL through the same code a second time.
 * - Test files share one module graph per worker (the server is imported once per worker, not once per
 *   file), except those that replace a module or a global, which get a fresh graph of their own.
 */

export type Marker = { pattern: RegExp; why: string };

/** What makes a test file's outcome depend on the database driver. */
export const DRIVER_MARKERS: Marker[] = [
  { pattern: /\bTEST_DRIVER\b/, why: "it branches on the driver" },
  { pattern: /\bPromise\.all(Settled)?\(/, why: "concurrent requests: a pool of connections, not one" },
  { pattern: /\bsql`/, why: "hand-written SQL" },
  { pattern: /row[- ]level|\btenancy\b|\bRLS\b/i, why: "the tenancy wall's roles and policies" },
  {
    pattern: /concurren|deadlock|for update|skip locked|advisory lock|pg_notify|\blisten\b/i,
    why: "locks, concurrency or database notices",
  },
];

/** What makes a test file need a module graph of its own. */
export const ISOLATION_MARKERS: Marker[] = [
  {
    pattern: /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/,
    why: "it replaces a module or a global",
  },
];

export function markersOf(source: string, markers: Marker[]): Marker[] {
  return markers.filter((marker) => marker.pattern.test(source));
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Test files under `folder` (relative to the repository) whose name ends with `suffix`, sorted. */
export function testFiles(folder: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(suffix)) found.push(rel);
    }
  };
  walk(folder);
  return found.sort();
}

/** The files among `files` (relative paths) whose source carries one of `markers`. */
export function filesMarked(files: string[], markers: Marker[]): string[] {
  return files.filter(
    (file) => markersOf(fs.readFileSync(path.join(ROOT, file), "utf8"), markers).length > 0,
  );
}
