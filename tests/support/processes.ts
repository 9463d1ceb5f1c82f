// The app as a child process (`node --import tsx src/server/main.ts`), for tests that stop, kill and
// restart it (fault tests: SIGTERM under load, two nodes behind nginx), plus fresh PostgreSQL databases.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { GOOD_PASSWORD, JSON_HEADERS, uniqueEmail } from "./accounts";
import type { MailCatcher } from "./test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AppProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the app on a free loopback port (or the one given) and waits for /api/health. Storage comes
 * from env: DATA_DIR for the embedded database or DATABASE_URL for a PostgreSQL server.
 */
export async function startAppProcess(
  env: Record<string, string>,
  port?: number,
  /** A compiled server (scripts/build-server.mjs) to run with plain Node instead of the sources. */
  entry?: string,
): Promise<AppProcess> {
  const chosen = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosen}`;
  let output = "";
  const child = spawn(process.execPath, entry ? [entry] : ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(chosen),
      APP_URL: base,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      CLIENT_DIR: "/nonexistent-client",
      DATABASE_URL: "",
      SUPER_ADMIN_EMAIL: "",
      SUPER_ADMIN_PASSWORD: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app exited during start:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app did not answer /api/health within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    base,
    port: chosen,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The PostgreSQL server of the test run (TEST_DATABASE_URL), or undefined to skip. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL || undefined;

/** A new empty database on the server; the app migrates it at start. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = "meridian_resilience",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs up a new organization over HTTP and verifies its admin with the mailed code (the app's
 * SMTP_URL must point at `mail`). Answers the session cookie and the credentials.
 */
export async function signUpOverHttp(base: string, mail: MailCatcher) {
  const email = uniqueEmail("resilience");
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({
      firstName: "Rita",
      lastName: "Resilient",
      email,
      password: GOOD_PASSWORD,
      companyName: "Resilience Works",
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const message = await mail.waitFor(email, (m) => /verification code/i.test(m.subject), 20_000);
  const code = message.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await fetch(`${base}/api/auth/verify-otp`, {
    method: "POST",
    headers: { ...JSON_HEADERS, cookie: cookieOf(signup) },
    body: JSON.stringify({ otpCode: code }),
  });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  return { cookie: cookieOf(verified), email, password: GOOD_PASSWORD };
}

/** Logs in over HTTP; answers the response and its session cookie. */
export async function logInOverHttp(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, cookie: cookieOf(res), body: await res.text() };
}
