import os from "node:os";
import { defineConfig } from "vitest/config";
import { DRIVER_MARKERS, filesMarked, ISOLATION_MARKERS, testFiles } from "./tests/support/test-selection.ts";

// Which file runs where is decided by tests/support/test-selection.ts (docs/decisions/022).
const ALL_FILES = [
  ...testFiles("src", ".test.ts"),
  ...testFiles("src", ".test.tsx"),
  ...testFiles("tests/unit", ".test.ts"),
  ...testFiles("tests/api", ".test.ts"),
  ...testFiles("tests/resilience", ".test.ts"),
];
const ON_POSTGRES = process.env.TEST_DRIVER === "postgres";
// On PostgreSQL: the fault tests (dropped connections, partial writes) and the API tests whose outcome
// can depend on the driver; TEST_FILES=all runs every API test there.
const FILES = !ON_POSTGRES
  ? ALL_FILES
  : process.env.TEST_FILES === "all"
    ? [...testFiles("tests/api", ".test.ts"), ...testFiles("tests/resilience", ".test.ts")]
    : [
        ...filesMarked(testFiles("tests/api", ".test.ts"), DRIVER_MARKERS),
        ...testFiles("tests/resilience", ".test.ts"),
      ];
const ISOLATED = filesMarked(FILES, ISOLATION_MARKERS);

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts", "tests/support/i18n-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each file has its own database copy, and API tests spend much of their time waiting on it, so
    // one file per core (not vitest's default of one less) — on CI's two cores, two files at a time
    // took the suite from 317 s to 206 s on PGlite and from 222 s to 129 s on PostgreSQL.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      // The server's modules are imported once per worker, not once per file: importing them was
      // most of an API file's time. Each file still builds its own app on its own database.
      {
        extends: true,
        test: { name: "shared", include: FILES.filter((f) => !ISOLATED.includes(f)), isolate: false },
      },
      // Files that replace a module or a global get a module graph of their own.
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
