import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
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
 * Starts the built app with a fresh data folder and a mail catcher: the client built before (npm test
 * runs vite build), the server compiled here as `npm start` runs it (PLATFORM-10), which starts and
 * answers faster than the TypeScript sources through tsx.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-e2e-"));
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
      DATABASE_URL: "",
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
