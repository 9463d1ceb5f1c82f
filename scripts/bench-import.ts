// The import's figure: POST /api/imports/measurements with 10,000 rows (IMPORT-16), as a dry run
// and as a real import, in process on an embedded PGlite and, with --postgres <server url>, on a fresh
// database of that PostgreSQL server (created and dropped here).
//   npm run bench:import -- [--postgres postgres://postgres@127.0.0.1:5432/postgres]
// The demo organization is seeded, then a 'Bulk' function with 834 monthly KPIs; the rows are their 12
// months (10,000 rows, target and actual each). The real import runs twice: new values, then new values
// over stored ones (the second is the re-import of a corrected file).
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { MONTH_KEYS } from "../src/domain/periods";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { type DatabaseHandle, openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { kpiAssignments, kpis } from "../src/server/db/schema";
import { seedDemoOrganization } from "../src/server/db/seed/demo";
import { withPlatform } from "../src/server/db/tenant";
import { createPostgresDatabase } from "../tests/support/processes";
import { signInByInject } from "./bench-http";

const { values } = parseArgs({ options: { postgres: { type: "string" } } });
const ROWS = 10_000;
const KPIS = Math.ceil(ROWS / 12);
const NOW = new Date();
const YEAR = NOW.getUTCFullYear();

async function run(label: string, database: DatabaseHandle) {
  await prepareDatabase(database);
  const demo = await seedDemoOrganization(database.db, { now: NOW });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/nonexistent" });
  const app = await buildApp({
    config,
    database,
    clientDir: "/nonexistent-client",
    mailWorker: { kick() {} },
  });
  const cookie = await signInByInject(app, demo.email, demo.password);
  const post = async (url: string, payload: object) => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": "application/json" },
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };

  // The demo has a CEO function: the bulk function goes under it.
  const functions = (await (
    await app.inject({ method: "GET", url: "/api/functions", headers: { cookie } })
  ).json()) as { id: string; parentId: string | null }[];
  const root = functions.find((f) => f.parentId === null)!;
  const bulk = (await post("/api/functions", { name: "Bulk", parentId: root.id })) as { id: string };
  const objective = (await post("/api/objectives", {
    name: "Bulk objective",
    bscPerspective: "Financial",
  })) as {
    id: string;
  };
  const oa = (await post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: bulk.id,
    weight: 100,
  })) as { id: string };
  await withPlatform(database.db, async (tx) => {
    const made = await tx
      .insert(kpis)
      .values(
        Array.from({ length: KPIS }, (_, i) => ({
          organizationId: demo.organizationId,
          name: `Bulk KPI ${i}`,
          frequency: "monthly" as const,
          unit: "count",
        })),
      )
      .returning({ id: kpis.id });
    await tx.insert(kpiAssignments).values(
      made.map((kpi) => ({
        organizationId: demo.organizationId,
        kpiId: kpi.id,
        objectiveAssignmentId: oa.id,
        linkedObjectiveId: objective.id,
        weight: 1,
      })),
    );
  });
  if (database.driver === "pglite") await database.db.execute("analyze");

  const rows = (offset: number) =>
    Array.from({ length: ROWS }, (_, i) => ({
      row: i + 2,
      function: "Bulk",
      kpi: `Bulk KPI ${Math.floor(i / 12)}`,
      year: YEAR - 1,
      period: MONTH_KEYS[i % 12],
      target: "100",
      actual: String((i % 97) + offset),
    }));
  const time = async (what: string, dryRun: boolean, body: object) => {
    const started = performance.now();
    const answer = (await post(`/api/imports/measurements?dryRun=${dryRun}`, body)) as {
      totals: Record<string, number>;
    };
    const seconds = (performance.now() - started) / 1000;
    const bytes = JSON.stringify(body).length;
    console.log(
      `${label.padEnd(10)} ${what.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  request ${(bytes / 1e6).toFixed(2)} MB  ${JSON.stringify(answer.totals)}`,
    );
  };
  await time("dry run, 10,000 new rows", true, { mode: "all-or-nothing", rows: rows(0) });
  await time("import, 10,000 new rows", false, { mode: "all-or-nothing", rows: rows(0) });
  await time("dry run, 10,000 changed rows", true, { mode: "valid-only", rows: rows(1) });
  await time("import, 10,000 changed rows", false, { mode: "valid-only", rows: rows(1) });
  await time("import, 10,000 unchanged rows", false, { mode: "valid-only", rows: rows(1) });
  await app.close();
}

await run("PGlite", await openDatabase({ pglite: new PGlite() }));
if (values.postgres) {
  const scratch = await createPostgresDatabase(values.postgres, "meridian_bench_import");
  try {
    await run("PostgreSQL", await openDatabase({ databaseUrl: scratch.url }));
  } finally {
    await scratch.drop();
  }
}
