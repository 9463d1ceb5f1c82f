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
    // Bounds, not waits: a test ends when its last step does. They are set for a loaded two-core
    // machine, where one screen can take seconds and a long flow (set-cascade's linking, the Admin
    // Panel's organization) a minute and more; a poll waits only until its condition holds.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
