import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a listener is told: it is listening, a notice arrived, or notices may have been missed. */
export type NoticeHandlers = { onListening(): void; onNotice(payload: string): void; onLost(): void };

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel (on PostgreSQL over a connection of its own); resolves to stop listening. */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
};

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "drizzle");
// Any fixed number: serialises migrations when several app processes start against one server.
const MIGRATION_LOCK_KEY = 727_001;

/** PLATFORM-2: an embedded PGlite in dataDir, or a PostgreSQL server when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl, a dataDir or a PGlite instance");
    // PGlite needs its data directory's parent to exist.
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // Closing flushes PGlite's files; an embedded database killed mid-write can be left unreadable.
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
    // One process owns an embedded database, so its notices cannot be missed.
    listen: async (channel, handlers) => {
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotice(payload));
      handlers.onListening();
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error'; without a listener the process would exit.
  pool.on("error", () => {});
  // A client checked out for a transaction has no pool listener: a backend terminated under it would
  // emit an unhandled 'error' and end the process. Its queries still fail (the request answers 503)
  // and the pool drops it on release, since it is no longer queryable.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await db.execute(sql`select 1`);
  return {
    db,
    driver: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

/**
 * A LISTEN needs a connection of its own, outside the pool. While it is down notices may be lost:
 * the listener hears onLost at once and onListening when the line is back (dialled every second).
 */
async function listenPostgres(url: string, channel: string, handlers: NoticeHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  const retryLater = () => {
    if (!stopped) setTimeout(() => void connect().catch(retryLater), 1_000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      handlers.onLost();
      next.end().catch(() => {});
      retryLater();
    };
    next.on("notification", (message) => handlers.onNotice(message.payload ?? ""));
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    handlers.onListening();
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/** Raw SQL rows; both drivers answer execute() with {rows}. */
export async function selectRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
