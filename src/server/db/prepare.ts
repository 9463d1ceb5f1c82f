import type { DatabaseHandle } from "./client";
import { ensureTenancyWall, findTenancyWallProblems } from "./tenancy-wall";

/** Migrates, raises the tenancy wall, and refuses to go on if tenant work could bypass it. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await ensureTenancyWall(database.db);
  const problems = await findTenancyWallProblems(database.db);
  if (problems.length > 0) {
    throw new Error(`The tenancy wall is not sound; refusing to start:\n  ${problems.join("\n  ")}`);
  }
}
