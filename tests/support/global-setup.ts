import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../../src/server/db/prepare";
import { withDatabase } from "./database";

/**
 * Migrating a fresh database takes seconds, so it is done once per run: a PGlite dump that each test
 * file loads, and with TEST_DRIVER=postgres a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DRIVER === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DRIVER=postgres needs TEST_DATABASE_URL");
    // One template per project (each vitest project runs this setup), so neither drops the other's.
    const template = `meridian_template_${process.pid}_${project.name.replace(/\W+/g, "_")}`.toLowerCase();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template) });
    await prepareDatabase(database);
    await database.close();
    project.provide("postgresServerUrl", serverUrl);
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await prepareDatabase(database);
  await analyzeStaleTables(database);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-test-"));
  const file = path.join(folder, "template.tar");
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresServerUrl", "");
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
