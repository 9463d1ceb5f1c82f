import { defineConfig } from "vitest/config";

// End-to-end tests: one built app on a free port with a temporary data folder, driven by the system
// Chromium through playwright-core. Files run one after another (the machine has two cores) in one
// worker that they share (isolate: false): one process start and one browser launch serve them all
// (tests/e2e/support/browser.ts). Each file still makes its own accounts and browser contexts.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits only until its condition holds: the bound is for a loaded machine, where a screen
    // can take longer than vitest's default second to follow.
    expect: { poll: { timeout: 10_000 } },
  },
});
