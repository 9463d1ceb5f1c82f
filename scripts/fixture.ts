// Benchmarks' data: `npm run fixture -- --kpis 2000 --functions 600 --users 500 --years 5 [--tenants N]`
// adds a large organization (and N typical ones beside it) to the configured database: DATABASE_URL
// (PostgreSQL) or DATA_DIR (embedded PGlite). Prints how to sign in as the large organization's admin.
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../src/server/db/prepare";
import { buildFixtureOrganization } from "../src/server/db/seed/fixture";
import { hashPassword } from "../src/server/features/auth/secrets";

export const FIXTURE_PASSWORD = "Fixture-Password-1!";

const { values } = parseArgs({
  options: {
    kpis: { type: "string", default: "2000" },
    functions: { type: "string", default: "600" },
    users: { type: "string", default: "500" },
    years: { type: "string", default: "5" },
    tenants: { type: "string", default: "0" },
    frequency: { type: "string", default: "monthly" },
  },
});
const number = (name: keyof typeof values, min: number, max: number): number => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};
const options = {
  kpis: number("kpis", 1, 100_000),
  functions: number("functions", 1, 20_000),
  users: number("users", 1, 50_000),
  years: number("years", 1, 50),
  tenants: number("tenants", 0, 10_000),
};
const frequency = values.frequency;
if (frequency !== "monthly" && frequency !== "quarterly" && frequency !== "annual" && frequency !== "mixed") {
  console.error("--frequency must be monthly, quarterly, annual or mixed");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await prepareDatabase(database);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const now = new Date();
  const started = performance.now();
  const large = await buildFixtureOrganization(database.db, {
    name: "Large Fixture Org",
    ...options,
    frequency,
    passwordHash,
    now,
    seed: 1,
  });
  console.log(
    `Large organization ${large.organizationId}: ${large.counts.functions} functions, ` +
      `${large.counts.objectiveAssignments} objective assignments, ${large.counts.kpiAssignments} KPI assignments, ` +
      `${large.counts.measurements} measurements (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  for (let i = 0; i < options.tenants; i++) {
    await buildFixtureOrganization(database.db, {
      name: `Typical Fixture Org ${i + 1}`,
      functions: 20,
      kpis: 60,
      users: 10,
      years: 2,
      frequency: "mixed",
      passwordHash,
      now,
      seed: 100 + i,
    });
  }
  if (options.tenants) console.log(`${options.tenants} typical organizations beside it.`);
  // The server analyzes what changed after it listens (PLATFORM-14); done here so its first screens need not wait.
  await analyzeStaleTables(database);
  console.log(`Sign in as ${large.adminEmail} with the password ${FIXTURE_PASSWORD}`);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.driver}.`);
} finally {
  await database.close();
}
