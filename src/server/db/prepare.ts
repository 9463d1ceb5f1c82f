import { sql } from "drizzle-orm";
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
  // PGlite runs no autovacuum, so without this its planner never learns the tables' sizes and picks
  // scans that grow with the organization (issue 10: the scorecard took a second instead of
  // milliseconds). A PostgreSQL server keeps its statistics itself.
  if (database.driver === "pglite") await database.db.execute(sql`analyze`);
}
