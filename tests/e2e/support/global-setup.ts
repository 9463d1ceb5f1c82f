import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain ES module script without types.
import { buildServer } from "../../../scripts/build-server.mjs";
import { startMailCatcher } from "../../support/mail-catcher";

const ROOT = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer /api/health within 180 s:\n${log()}`);
}

/**
 * docs/decisions/022: when the run has a PostgreSQL server (TEST_DATABASE_URL), the app gets a fresh
 * database on it, dropped afterwards: a page waits less for a native server than for the embedded one,
 * which the node lane's processes and API tests cover. E2E_DATABASE=pglite, or no server, keeps the
 * app's embedded PGlite in a fresh data folder.
 */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.E2E_DATABASE === "pglite" || !serverUrl) return null;
  const name = `meridian_e2e_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the built app with a fresh data folder and a mail catcher: the client built before (npm test
 * runs vite build), the server compiled here as `npm start` runs it (PLATFORM-10), which starts and
 * answers faster than the TypeScript sources through tsx.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-e2e-"));
  const database = await freshDatabase();
  // Inside the project, so the packages left out of the bundle resolve from node_modules.
  const serverDir = path.join(ROOT, "dist", `e2e-server-${process.pid}`);
  const entry = path.join(serverDir, "main.mjs");
  await buildServer(entry);
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "data"),
      DATABASE_URL: database?.url ?? "",
      SEED_DEMO: "false",
      // The suite's own API calls come through loopback as if from many visitors (support/accounts.ts).
      TRUST_PROXY: "loopback",
      SMTP_URL: mail.smtpUrl,
      APP_URL: baseUrl,
      LOG_LEVEL: "warn",
      SUPER_ADMIN_EMAIL: "root@meridian.test",
      SUPER_ADMIN_PASSWORD: "Root-Password-1!",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);
  project.provide("baseUrl", baseUrl);
  project.provide("mailApiUrl", mail.apiUrl);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await mail.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(serverDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailApiUrl: string;
  }
}
