import { sql } from "drizzle-orm";
import { type Database, selectRows } from "./client";

/**
 * The tenancy wall (docs/decisions/002). Tenant work runs as APP_ROLE, a role that is not a
 * superuser, cannot bypass row-level security and owns no table, so the policies bite even though
 * PGlite and many PostgreSQL installs connect as a superuser.
 */
export const APP_ROLE = "meridian_app";

// The organization of the current transaction, set by withTenant with set_config(..., true).
const CURRENT_ORG = "nullif(current_setting('app.org_id', true), '')::uuid";

type TableRow = { table_name: string; org_column: string };

/** Tables the wall covers: every table with organization_id, plus organizations itself (keyed by id). */
async function findTenantTables(db: Database): Promise<TableRow[]> {
  return selectRows<TableRow>(
    db,
    sql`
    select c.table_name, 'organization_id' as org_column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
    union all
    select 'organizations', 'id'
     order by 1`,
  );
}

/**
 * Idempotent; runs at start after the migrations, so a table added by a later migration is walled
 * as soon as it exists: RLS enabled and forced, one policy on app.org_id, privileges for APP_ROLE.
 */
export async function ensureTenancyWall(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
        create role ${APP_ROLE} nologin nosuperuser nobypassrls noinherit nocreatedb nocreaterole;
      end if;
    exception when duplicate_object or unique_violation then null; end $$`),
  );
  // A connecting user that is not a superuser must be a member of APP_ROLE to SET ROLE to it.
  await db.execute(
    sql.raw(`do $$ begin
      if not (select rolsuper from pg_roles where rolname = current_user)
         and not pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') then
        execute format('grant ${APP_ROLE} to %I', current_user);
      end if;
    end $$`),
  );
  await db.execute(sql.raw(`grant usage on schema public to ${APP_ROLE}`));
  for (const { table_name: table, org_column: column } of await findTenantTables(db)) {
    const policy = `${table}_tenant_isolation`;
    await db.execute(sql.raw(`alter table "${table}" enable row level security`));
    await db.execute(sql.raw(`alter table "${table}" force row level security`));
    await db.execute(sql.raw(`grant select, insert, update, delete on "${table}" to ${APP_ROLE}`));
    await db.execute(
      sql.raw(`do $$ begin
        if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = '${table}' and policyname = '${policy}') then
          create policy "${policy}" on "${table}" using ("${column}" = ${CURRENT_ORG}) with check ("${column}" = ${CURRENT_ORG});
        end if;
      end $$`),
    );
  }
}

/** Everything that would let tenant work escape the wall; start-up refuses to run unless it is empty. */
export async function findTenancyWallProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const [roleRow] = await selectRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
    db,
    sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
  );
  if (!roleRow) problems.push(`role ${APP_ROLE} does not exist`);
  else {
    if (roleRow.rolsuper) problems.push(`role ${APP_ROLE} is a superuser`);
    if (roleRow.rolbypassrls) problems.push(`role ${APP_ROLE} can bypass row-level security`);
  }
  const owned = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${APP_ROLE}`,
  );
  for (const row of owned) problems.push(`role ${APP_ROLE} owns ${row.tablename}`);
  for (const { table_name: table } of await findTenantTables(db)) {
    const [row] = await selectRows<{
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      policies: number;
    }>(
      db,
      sql`
      select c.relrowsecurity, c.relforcerowsecurity,
             (select count(*) from pg_policies p where p.schemaname = 'public' and p.tablename = ${table})::int as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = ${table}`,
    );
    if (!row) problems.push(`${table}: not found`);
    else if (!row.relrowsecurity) problems.push(`${table}: row-level security is not enabled`);
    else if (!row.relforcerowsecurity) problems.push(`${table}: row-level security is not forced`);
    else if (row.policies < 1) problems.push(`${table}: has no policy`);
  }
  return problems;
}
