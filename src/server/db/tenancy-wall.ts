import { sql } from "drizzle-orm";
import { type Database, selectRows } from "./client";

/**
 * The tenancy wall (docs/decisions/002). No request runs as the connecting user, which may be a
 * superuser or the tables' owner and so ignore row-level security:
 * - tenant work runs as APP_ROLE, whose policies limit every walled table to app.org_id;
 * - platform work (sessions, sign-up, the super-admin console) runs as PLATFORM_ROLE, whose policies
 *   open every row on purpose, in the few services that need it.
 * Neither role is a superuser, can bypass row-level security, or owns a table.
 */
export const APP_ROLE = "meridian_app";
export const PLATFORM_ROLE = "meridian_platform";
const ROLES = [APP_ROLE, PLATFORM_ROLE];

// The organization of the current transaction, set by withTenant with set_config(..., true).
const CURRENT_ORG = "nullif(current_setting('app.org_id', true), '')::uuid";

type WalledTable = { table_name: string; org_column: string };

/** Tables the wall covers: every table with organization_id, plus organizations itself (keyed by id). */
function findWalledTables(db: Database): Promise<WalledTable[]> {
  return selectRows<WalledTable>(
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

async function ensurePolicy(db: Database, table: string, name: string, body: string): Promise<void> {
  await db.execute(
    sql.raw(`do $$ begin
      if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = '${table}' and policyname = '${name}') then
        create policy "${name}" on "${table}" ${body};
      end if;
    end $$`),
  );
}

/**
 * Idempotent; runs at start after the migrations, so a table added by a later migration is walled
 * as soon as it exists: RLS enabled and forced, the two policies, and the roles' privileges.
 */
export async function ensureTenancyWall(db: Database): Promise<void> {
  for (const role of ROLES) {
    await db.execute(
      sql.raw(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${role}') then
          create role ${role} nologin nosuperuser nobypassrls noinherit nocreatedb nocreaterole;
        end if;
      exception when duplicate_object or unique_violation then null; end $$`),
    );
    // A connecting user that is not a superuser must be a member of the role to SET ROLE to it.
    await db.execute(
      sql.raw(`do $$ begin
        if not (select rolsuper from pg_roles where rolname = current_user)
           and not pg_has_role(current_user, '${role}', 'MEMBER') then
          execute format('grant ${role} to %I', current_user);
        end if;
      end $$`),
    );
    await db.execute(sql.raw(`grant usage on schema public to ${role}`));
  }
  // The platform role reaches every table of the product; the app role only the walled ones.
  await db.execute(
    sql.raw(`grant select, insert, update, delete on all tables in schema public to ${PLATFORM_ROLE}`),
  );
  for (const { table_name: table, org_column: column } of await findWalledTables(db)) {
    await db.execute(sql.raw(`alter table "${table}" enable row level security`));
    await db.execute(sql.raw(`alter table "${table}" force row level security`));
    await db.execute(sql.raw(`grant select, insert, update, delete on "${table}" to ${APP_ROLE}`));
    await ensurePolicy(
      db,
      table,
      `${table}_tenant_isolation`,
      `to ${APP_ROLE} using ("${column}" = ${CURRENT_ORG}) with check ("${column}" = ${CURRENT_ORG})`,
    );
    await ensurePolicy(
      db,
      table,
      `${table}_platform_access`,
      `to ${PLATFORM_ROLE} using (true) with check (true)`,
    );
  }
}

/** Everything that would let tenant work escape the wall; start-up refuses to run unless it is empty. */
export async function findTenancyWallProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const role of ROLES) {
    const [row] = await selectRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${role}`,
    );
    if (!row) problems.push(`role ${role} does not exist`);
    else {
      if (row.rolsuper) problems.push(`role ${role} is a superuser`);
      if (row.rolbypassrls) problems.push(`role ${role} can bypass row-level security`);
    }
    const owned = await selectRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${role}`,
    );
    for (const table of owned) problems.push(`role ${role} owns ${table.tablename}`);
  }
  for (const { table_name: table } of await findWalledTables(db)) {
    const [row] = await selectRows<{
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      tenant_policies: number;
    }>(
      db,
      sql`
      select c.relrowsecurity, c.relforcerowsecurity,
             (select count(*) from pg_policies p
               where p.schemaname = 'public' and p.tablename = ${table}
                 and ${APP_ROLE} = any(p.roles))::int as tenant_policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = ${table}`,
    );
    if (!row) problems.push(`${table}: not found`);
    else if (!row.relrowsecurity) problems.push(`${table}: row-level security is not enabled`);
    else if (!row.relforcerowsecurity) problems.push(`${table}: row-level security is not forced`);
    else if (row.tenant_policies < 1) problems.push(`${table}: has no tenant policy`);
  }
  return problems;
}
