import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { DEMO_ADMIN_EMAIL, demoExists, seedDemoOrganization } from "../db/seed/demo";

// DEMO-1, on demand: `npm run seed:demo` adds the demo organization to the configured database
// (DATA_DIR or DATABASE_URL), unless it is there already.
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    if (await demoExists(database.db)) {
      console.log(`The demo organization exists already; its admin is ${DEMO_ADMIN_EMAIL}.`);
      return;
    }
    const demo = await seedDemoOrganization(database.db);
    console.log(`Demo organization created. Sign in as ${demo.email} with the password ${demo.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
