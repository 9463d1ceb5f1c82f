import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, selectRows } from "./client";
import { ensureTenancyWall, findTenancyWallProblems, isTenancyWallInPlace } from "./tenancy-wall";

// Any fixed number, apart from the migrations' lock.
const TENANCY_WALL_LOCK_KEY = 727_002;

/** Migrates, raises the tenancy wall, and refuses to go on if tenant work could bypass it. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  // Several app processes may start together on one server: the wall's DDL (row-level security,
  // policies, grants) is serialised like the migrations, or two of them collide.
  // PLATFORM-14: the DDL runs only when the catalog shows something missing (a new table, a first start),
  // checked again under the lock, since another process may have raised it meanwhile.
  if (!(await isTenancyWallInPlace(database.db))) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TENANCY_WALL_LOCK_KEY})`);
      if (!(await isTenancyWallInPlace(tx as unknown as Database)))
        await ensureTenancyWall(tx as unknown as Database);
    });
  }
  const problems = await findTenancyWallProblems(database.db);
  if (problems.length > 0) {
    throw new Error(`The tenancy wall is not sound; refusing to start:\n  ${problems.join("\n  ")}`);
  }
}

/**
 * PGlite runs no autovacuum, so without ANALYZE its planner never learns the tables' sizes and picks
 * scans that grow with the organization (measured: the scorecard took a second instead of
 * milliseconds). A PostgreSQL server keeps its statistics itself. PLATFORM-14: only the tables never
 * analyzed or grown or shrunk by more than a fifth (and 8 pages) since their last ANALYZE are analyzed
 * (PGlite keeps no modification counts across restarts, so the size on disk is the measure), and
 * start-up runs this after it listens, so a start on unchanged data does no ANALYZE at all.
 * Answers the tables analyzed.
 */
export async function analyzeStaleTables(database: DatabaseHandle): Promise<string[]> {
  if (database.driver !== "pglite") return [];
  const stale = await selectRows<{ relname: string }>(
    database.db,
    sql`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and (c.reltuples < 0
            or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
               > greatest(8, c.relpages / 5))
     order by 1`,
  );
  if (stale.length === 0) return [];
  const tables = stale.map((row) => row.relname);
  await database.db.execute(sql.raw(`analyze ${tables.map((table) => `"${table}"`).join(", ")}`));
  return tables;
}
