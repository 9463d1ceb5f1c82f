import { defineConfig } from "vitest/config";

// End-to-end tests: one built app on a free port with a temporary data folder, driven by the system
// Chromium through playwright-core. Files run one after another: the machine has two cores.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
