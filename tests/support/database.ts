import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";

/**
 * Each test file gets its own database, already migrated and walled: a PGlite loaded from the dump
 * that global-setup.ts made once, or (TEST_DRIVER=postgres) a PostgreSQL database copied from the
 * template database it prepared. The same tests run on both drivers.
 */
export const TEST_DRIVER: "pglite" | "postgres" =
  process.env.TEST_DRIVER === "postgres" ? "postgres" : "pglite";

export type TestDatabase = DatabaseHandle & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DRIVER === "postgres") {
    const serverUrl = inject("postgresServerUrl");
    const template = inject("postgresTemplate");
    const name = `meridian_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const handle = await openDatabase({ databaseUrl: url });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject("pgliteTemplateFile"))]);
  const client = new PGlite({ loadDataDir: dump });
  return openDatabase({ pglite: client });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresServerUrl: string;
    postgresTemplate: string;
  }
}
