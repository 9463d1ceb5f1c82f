import { parseArgs } from "node:util";
import { passwordSchema } from "../../domain/schemas/auth";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { ensureSuperAdmin } from "../features/auth/service";

// AUTH-9: npm run create-super-admin -- --email … --password …
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  if (!values.email || !values.password) {
    console.error("Usage: npm run create-super-admin -- --email admin@example.com --password 'S3cure!pass'");
    process.exit(2);
  }
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) {
    console.error(`Password refused: ${password.error.issues[0]?.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    const outcome = await ensureSuperAdmin(database.db, values.email, values.password);
    console.log(`Super admin ${values.email.toLowerCase()} ${outcome}.`);
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
