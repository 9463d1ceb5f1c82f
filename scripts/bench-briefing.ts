// Figures: seconds and bytes of the briefing book (REPORT-1) for the demo CEO and for the CEO of the
// 2,000-KPI fixture. `npm run bench:briefing -- [--kpis 2000] [--runs 3]` on a fresh embedded
// database in a temporary folder, or on DATABASE_URL (an empty database: the demo and the fixture are added).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { seedDemoOrganization } from "../src/server/db/seed/demo";
import { buildFixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";
import { makeBriefingBook } from "../src/server/features/reports/service";

const { values } = parseArgs({
  options: { kpis: { type: "string", default: "2000" }, runs: { type: "string", default: "3" } },
});
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), "bench-briefing-"));
const config = loadConfig({ ...process.env, LOG_LEVEL: "silent", ...(dataDir ? { DATA_DIR: dataDir } : {}) });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const deps = { db: database.db, config, kickMail: () => {} };

async function measure(label: string, orgId: string) {
  const runs = Number(values.runs);
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const book = await makeBriefingBook(deps, orgId, { frequency: "quarterly", view: "period" });
    times.push((performance.now() - started) / 1000);
    bytes = book.pdf.length;
    pages = (book.pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
  }
  const warm = times.slice(1);
  const avg = warm.length ? warm.reduce((a, b) => a + b, 0) / warm.length : times[0]!;
  console.log(
    `${label}: ${bytes} bytes, ${pages} pages; first ${times[0]!.toFixed(2)} s, then ${avg.toFixed(2)} s on average (${database.driver})`,
  );
}

try {
  await prepareDatabase(database);
  const demo = await seedDemoOrganization(database.db);
  await measure("Demo CEO (Northwind Logistics)", demo.organizationId);
  const started = performance.now();
  const fixture = await buildFixtureOrganization(database.db, {
    name: "Large Fixture Org",
    kpis: Number(values.kpis),
    functions: 600,
    users: 500,
    years: 5,
    frequency: "monthly",
    passwordHash: await hashPassword("Fixture-Password-1!"),
    now: new Date(),
    seed: 1,
  });
  console.log(
    `Fixture: ${fixture.counts.kpiAssignments} KPI assignments in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  await measure(`Fixture CEO (${values.kpis} KPIs)`, fixture.organizationId);
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
