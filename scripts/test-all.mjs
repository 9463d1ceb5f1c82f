#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), the app as processes, then the end-to-end tests in the system Chromium against the built app.
// Ends with the line "N passed, M failed" summed over every step.
//
// docs/decisions/022: the steps run in two lanes at once, because one lane alone leaves a two-core
// machine half idle (a browser test mostly waits for a page; the end-to-end lane is one worker):
//   node lane:    typecheck → lint → unit and API (PGlite) → API (PostgreSQL) → app processes
//   browser lane: client build → bundle budgets → end-to-end (Chromium)
// Each step's output is kept and printed whole when the step ends, so the two lanes do not interleave.
// TEST_LANES=1 runs the steps one after another, as before.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./chromium-path.mjs";

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-test-run-"));
const started = Date.now();

/** Runs one step with its output in a file; prints it when the step ends. Answers whether it passed. */
function run(label, command, args, env = {}) {
  const slug = label.replace(/\W+/g, "-");
  const log = path.join(tmp, `${slug}.log`);
  const out = fs.openSync(log, "w");
  const stepStarted = Date.now();
  console.log(`… ${label}: started at ${((stepStarted - started) / 1000).toFixed(1)} s`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["ignore", out, out],
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    });
    const finish = (status) => {
      fs.closeSync(out);
      const seconds = (Date.now() - stepStarted) / 1000;
      timings.push({ label, seconds, from: (stepStarted - started) / 1000 });
      console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
      process.stdout.write(fs.readFileSync(log, "utf8"));
      console.log(
        `◀ ${label}: ${status === 0 ? "ok" : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`,
      );
      resolve(status === 0);
    };
    child.on("error", () => finish(-1));
    child.on("close", (status) => finish(status));
  });
}

/** A step that is one check (typecheck, lint, build) counts as one test. */
async function check(label, command, args, env) {
  if (await run(label, command, args, env)) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
}

/** A vitest run counts its own tests, read from its JSON report. */
async function vitest(label, args, env) {
  const report = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  const ok = await run(
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

async function nodeLane() {
  await check("typecheck", "npx", ["tsc", "--noEmit"]);
  await check("lint", "npx", ["biome", "check", "."]);
  await vitest("unit and API tests (PGlite)", []);
  if (process.env.TEST_DATABASE_URL) {
    // The files whose outcome can depend on the driver, chosen by tests/support/test-selection.ts.
    await vitest("driver-dependent API and fault tests (PostgreSQL)", [], { TEST_DRIVER: "postgres" });
  } else {
    console.log("\nℹ TEST_DATABASE_URL is not set: the API tests ran on PGlite only.");
  }
  // The app as child processes (SIGTERM under write load, two nodes behind nginx); their
  // PostgreSQL parts need TEST_DATABASE_URL, the two-node test needs nginx.
  await vitest("resilience: app processes", ["--config", "vitest.resilience.config.ts"]);
}

async function browserLane() {
  await check("client build", "npx", ["vite", "build", "--logLevel", "warn"]);
  await check("bundle-size budgets", "node", ["scripts/bundle-size.mjs", "--check"]);
  const chromium = findChromium();
  if (!chromium) {
    const message =
      "No Chromium found (set CHROMIUM_PATH or install Debian's chromium): END-TO-END TESTS SKIPPED.";
    console.log(`\n${"!".repeat(message.length)}\n${message}\n${"!".repeat(message.length)}`);
    if (process.env.REQUIRE_E2E === "1") {
      results.failed++;
      failures.push("end-to-end tests (REQUIRE_E2E=1 but no Chromium)");
    }
    return;
  }
  await vitest("end-to-end tests (Chromium)", ["--config", "vitest.e2e.config.ts"], {
    CHROMIUM_PATH: chromium,
  });
}

if (process.env.TEST_LANES === "1") {
  await nodeLane();
  await browserLane();
} else {
  await Promise.all([nodeLane(), browserLane()]);
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log("\nTime per step (started at, took):");
for (const { label, seconds, from } of timings) {
  console.log(`  ${from.toFixed(1).padStart(7)} s  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
}
console.log(
  `  wall time ${((Date.now() - started) / 1000).toFixed(1)} s (load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
if (failures.length) console.log(`\nFailed steps: ${failures.join("; ")}`);
console.log(
  `\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`,
);
process.exit(results.failed > 0 ? 1 : 0);
