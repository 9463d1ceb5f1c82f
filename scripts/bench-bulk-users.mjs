#!/usr/bin/env node
// Measures a bulk user import end to end over HTTP (USER-4's bulk import): starts the server on a fresh
// embedded database (or DATABASE_URL), signs up an organization (a Professional trial, so the Free
// plan's 10-user limit does not apply), verifies it with the code the server prints, then times
// POST /api/users/bulk with N rows, invitations included.
//
//   node scripts/bench-bulk-users.mjs [--rows 1000] [--chunk 100]
//
// --chunk also times the way the Settings screen sends a file: requests of that many rows, one after
// another. Mail is printed to the server's standard output (no SMTP_URL), which this script reads.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg("rows", 1000);
const CHUNK = arg("chunk", 100);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-bulk-"));
const base = `http://127.0.0.1:${port}`;
let output = "";
// Invitations of the first import printed so far (counted from the start: the worker begins at once).
let printed = 0;
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    APP_URL: base,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
server.stdout.on("data", (chunk) => {
  output += chunk;
  printed += String(chunk).split("[dev mail] to employee.single.").length - 1;
  if (output.length > 200_000) output = output.slice(-100_000);
});

async function waitFor(check, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let cookie = "";
async function call(method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json", origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith("meridian_session="));
  if (set) cookie = set.split(";")[0];
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

try {
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, "the server");
  const email = `bench.${Date.now().toString(36)}@example.test`;
  await call("POST", "/api/auth/signup", {
    firstName: "Bench",
    lastName: "Admin",
    email,
    password: "Str0ng!Password",
    companyName: "Bench Co",
  });
  const code = await waitFor(
    async () =>
      output.match(new RegExp(`to ${email.replace(/\./g, "\\.")}[^\\n]*\\n[\\s\\S]*?\\b(\\d{6})\\b`))?.[1],
    "the verification code",
  );
  await call("POST", "/api/auth/verify-otp", { otpCode: code });

  const rows = (tag, n) =>
    Array.from({ length: n }, (_, i) => ({
      firstName: "Employee",
      lastName: `${tag} ${i}`,
      email: `employee.${tag}.${i}@bench.example.test`,
      role: i % 20 === 0 ? "admin" : "user",
      sendInvitation: true,
    }));

  const one = rows("single", ROWS);
  let started = performance.now();
  const result = await call("POST", "/api/users/bulk", { rows: one });
  const singleSeconds = (performance.now() - started) / 1000;
  if (result.created !== ROWS) throw new Error(`created ${result.created} of ${ROWS}`);

  // Let the mail worker print the first batch's invitations, so the two timings do not share the
  // database with it.
  started = performance.now();
  await waitFor(async () => printed >= ROWS, "the invitations to be sent", 300_000);
  const mailSeconds = (performance.now() - started) / 1000;

  const chunked = rows("chunked", ROWS);
  started = performance.now();
  let created = 0;
  for (let i = 0; i < chunked.length; i += CHUNK) {
    created += (await call("POST", "/api/users/bulk", { rows: chunked.slice(i, i + CHUNK) })).created;
  }
  const chunkedSeconds = (performance.now() - started) / 1000;
  if (created !== ROWS) throw new Error(`chunked: created ${created} of ${ROWS}`);

  const driver = (await (await fetch(`${base}/api/health`)).json()).database;
  console.log(`database: ${driver}`);
  console.log(`${ROWS} users in one POST /api/users/bulk (with invitations): ${singleSeconds.toFixed(2)} s`);
  console.log(`then the worker printed the ${ROWS} invitations within ${mailSeconds.toFixed(2)} s`);
  console.log(
    `${ROWS} users in requests of ${CHUNK} rows, one after another: ${chunkedSeconds.toFixed(2)} s`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
