import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "../../src/server/db/client";
import { JSON_HEADERS } from "../support/accounts";
import { startMailCatcher } from "../support/mail-catcher";
import {
  type AppProcess,
  createPostgresDatabase,
  logInOverHttp,
  POSTGRES_SERVER_URL,
  signUpOverHttp,
  sleep,
  startAppProcess,
} from "../support/processes";
import type { MailCatcher } from "../support/test-app";
import { report } from "./figures";

// SIGTERM under write load. Writers keep creating themes while the app is told to
// stop; it drains the requests under way and closes its database. After a restart on the same data,
// every write that was acknowledged (201) is there, each with its activity row (one transaction).

const WRITERS = 8;
const LOAD_BEFORE_SIGTERM_MS = 1_500;

type Outcome = { acknowledged: Map<string, string>; refused: number; failed: number };

/** Writers creating themes until stop() is true; each keeps its own numbering. */
async function writeUntil(base: string, cookie: string, stop: () => boolean): Promise<Outcome> {
  const outcome: Outcome = { acknowledged: new Map(), refused: 0, failed: 0 };
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; !stop(); n++) {
        const name = `Writer ${writer} theme ${n}`;
        try {
          const res = await fetch(`${base}/api/themes`, {
            method: "POST",
            headers: { ...JSON_HEADERS, cookie },
            body: JSON.stringify({ name }),
          });
          const text = await res.text();
          if (res.status === 201) outcome.acknowledged.set(JSON.parse(text).id, name);
          else outcome.refused++;
        } catch {
          // The connection was refused or closed: not acknowledged.
          outcome.failed++;
          await sleep(10);
        }
      }
    }),
  );
  return outcome;
}

type Storage = {
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  cleanup(): Promise<void>;
};

async function pgliteStorage(): Promise<Storage> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-sigterm-"));
  const dataDir = path.join(folder, "data");
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresStorage(): Promise<Storage> {
  const database = await createPostgresDatabase(POSTGRES_SERVER_URL!, "meridian_sigterm");
  return {
    env: { DATABASE_URL: database.url },
    open: () => openDatabase({ databaseUrl: database.url }),
    cleanup: () => database.drop(),
  };
}

describe.each([
  ["PGlite (DATA_DIR)", pgliteStorage, false],
  ["PostgreSQL", postgresStorage, !POSTGRES_SERVER_URL],
] as const)("SIGTERM under write load on %s", (label, makeStorage, skip) => {
  let mail: MailCatcher;
  let storage: Storage;
  let app: AppProcess | undefined;

  beforeAll(async () => {
    if (skip) return;
    mail = await startMailCatcher();
    storage = await makeStorage();
  });
  afterAll(async () => {
    await app?.stop("SIGKILL");
    await mail?.close();
    await storage?.cleanup();
  });

  it.skipIf(skip)(
    "keeps every acknowledged write after a restart on the same data",
    async () => {
      const env = { ...storage.env, SMTP_URL: mail.smtpUrl };
      app = await startAppProcess(env);
      const account = await signUpOverHttp(app.base, mail);

      let exited = false;
      const first = app;
      const load = writeUntil(first.base, account.cookie, () => exited);
      await sleep(LOAD_BEFORE_SIGTERM_MS);
      const stoppedAt = Date.now();
      const exit = await first.stop("SIGTERM");
      const shutdownMs = Date.now() - stoppedAt;
      exited = true;
      const outcome = await load;
      // A clean exit: the shutdown handler drained the requests and closed the database.
      expect(exit).toEqual({ code: 0, signal: null });
      expect(first.output()).not.toMatch(/Meridian failed|Error:/);
      expect(outcome.acknowledged.size).toBeGreaterThan(10);

      app = await startAppProcess(env);
      const login = await logInOverHttp(app.base, account.email, account.password);
      expect(login.status).toBe(200);
      const listed = await fetch(`${app.base}/api/themes`, { headers: { cookie: login.cookie } });
      const themes = (await listed.json()) as { id: string; name: string }[];
      const present = new Map(themes.map((theme) => [theme.id, theme.name]));
      const lost = [...outcome.acknowledged].filter(([id, name]) => present.get(id) !== name);
      expect(lost).toEqual([]);
      await app.stop("SIGTERM");
      app = undefined;

      // Each theme came with its activity row, in one transaction: none is half there.
      const database = await storage.open();
      try {
        const [counts] = await selectRows<{ themes: number; without_activity: number }>(
          database.db,
          sql`select count(*)::int as themes,
                     count(*) filter (where not exists (
                       select 1 from activities a where a.entity_id = t.id and a.entity_type = 'theme'))::int
                       as without_activity
                from themes t`,
        );
        expect(counts).toEqual({ themes: themes.length, without_activity: 0 });
      } finally {
        await database.close();
      }

      report(`SIGTERM under write load, ${label}`, {
        writesAcknowledged: outcome.acknowledged.size,
        writesLost: lost.length,
        presentButUnacknowledged: themes.length - outcome.acknowledged.size,
        refusedWhileClosing: outcome.refused,
        connectionErrors: outcome.failed,
        shutdownMs,
      });
    },
    90_000,
  );
});
