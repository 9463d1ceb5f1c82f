import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each file has its own database copy, and API tests spend much of their time waiting on it, so
    // one file per core (not vitest's default of one less) — on CI's two cores, two files at a time
    // took the suite from 317 s to 206 s on PGlite and from 222 s to 129 s on PostgreSQL.
    maxWorkers: Math.max(os.availableParallelism(), 2),
  },
});
