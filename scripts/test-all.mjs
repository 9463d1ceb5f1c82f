#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the end-to-end tests in the system Chromium against the built app. Ends with the line
// "N passed, M failed" summed over every step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./chromium-path.mjs";

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-test-run-"));

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ label, seconds });
  console.log(
    `◀ ${label}: ${result.status === 0 ? "ok" : `failed (exit ${result.status})`} in ${seconds.toFixed(1)} s`,
  );
  return result.status === 0;
}

/** A step that is one check (typecheck, lint, build) counts as one test. */
function check(label, command, args, env) {
  if (run(label, command, args, env)) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
}

/** A vitest run counts its own tests, read from its JSON report. */
function vitest(label, args, env) {
  const report = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  let failedTests = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, "utf8"));
    results.passed += json.numPassedTests;
    results.skipped += json.numPendingTests + json.numTodoTests;
    failedTests = json.numFailedTests;
  }
  if (!ok) failures.push(label);
  // A run that failed with no failing test (a crash, a failed setup) still counts as one failure.
  results.failed += failedTests > 0 ? failedTests : ok ? 0 : 1;
}

check("typecheck", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["biome", "check", "."]);
vitest("unit and API tests (PGlite)", []);
if (process.env.TEST_DATABASE_URL) {
  // The files whose outcome can depend on the driver, chosen by tests/support/test-selection.ts.
  vitest("driver-dependent API and fault tests (PostgreSQL)", [], { TEST_DRIVER: "postgres" });
} else {
  console.log("\nℹ TEST_DATABASE_URL is not set: the API tests ran on PGlite only.");
}

// The app as child processes (SIGTERM under write load, two nodes behind nginx); their
// PostgreSQL parts need TEST_DATABASE_URL, the two-node test needs nginx.
vitest("resilience: app processes", ["--config", "vitest.resilience.config.ts"]);

check("client build", "npx", ["vite", "build", "--logLevel", "warn"]);
check("bundle-size budgets", "node", ["scripts/bundle-size.mjs", "--check"]);

const chromium = findChromium();
if (!chromium) {
  const message =
    "No Chromium found (set CHROMIUM_PATH or install Debian's chromium): END-TO-END TESTS SKIPPED.";
  console.log(`\n${"!".repeat(message.length)}\n${message}\n${"!".repeat(message.length)}`);
  if (process.env.REQUIRE_E2E === "1") {
    results.failed++;
    failures.push("end-to-end tests (REQUIRE_E2E=1 but no Chromium)");
  }
} else {
  vitest("end-to-end tests (Chromium)", ["--config", "vitest.e2e.config.ts"], { CHROMIUM_PATH: chromium });
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log("\nTime per step:");
for (const { label, seconds } of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
console.log(
  `  ${timings
    .reduce((sum, t) => sum + t.seconds, 0)
    .toFixed(1)
    .padStart(7)} s  in all (load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
if (failures.length) console.log(`\nFailed steps: ${failures.join("; ")}`);
console.log(
  `\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`,
);
process.exit(results.failed > 0 ? 1 : 0);
