import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client";
import { ensureTenancyWall, findTenancyWallProblems } from "./tenancy-wall";

// Any fixed number, apart from the migrations' lock.
const TENANCY_WALL_LOCK_KEY = 727_002;

/** Migrates, raises the tenancy wall, and refuses to go on if tenant work could bypass it. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  // Several app processes may start together on one server: the wall's DDL (row-level security,
  // policies, grants) is serialised like the migrations, or two of them collide (issue 11).
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TENANCY_WALL_LOCK_KEY})`);
    await ensureTenancyWall(tx as unknown as Database);
  });
  const problems = await findTenancyWallProblems(database.db);
  if (problems.length > 0) {
    throw new Error(`The tenancy wall is not sound; refusing to start:\n  ${problems.join("\n  ")}`);
  }
  // PGlite runs no autovacuum, so without this its planner never learns the tables' sizes and picks
  // scans that grow with the organization (issue 10: the scorecard took a second instead of
  // milliseconds). A PostgreSQL server keeps its statistics itself.
  if (database.driver === "pglite") await database.db.execute(sql`analyze`);
}
