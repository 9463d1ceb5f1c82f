import { defineConfig } from "vitest/config";

// Issue 11: tests that run the app as child processes (SIGTERM under load, two nodes behind nginx).
// They start, stop and kill processes and measure failures under load, so they run one file at a
// time, apart from the API tests. PostgreSQL parts use TEST_DATABASE_URL and are skipped without it.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.resilience.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
