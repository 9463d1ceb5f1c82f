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

// SCORE-15: every write to a walled table moves its organization's data version (schema/data-versions.ts),
// which the scorecard's answer cache compares — but not these, whose rows never change a score (logs,
// mail, sessions, tokens, job claims, background jobs and their progress, notifications and what decides
// them) and which are written all the time, nor the versions themselves.
const SCORE_QUIET_TABLES = [
  "activities",
  "auth_tokens",
  "follows",
  "idempotency_keys",
  "jobs",
  "kpi_alert_states",
  "mail_attachments",
  "mail_outbox",
  "mail_unsubscribes",
  "notification_preferences",
  "notifications",
  "organization_data_versions",
  "platform_audit_log",
  "reminder_deliveries",
  "report_deliveries",
  "sessions",
];
const QUIET_LIST = SCORE_QUIET_TABLES.map((table) => `'${table}'`).join(", ");
// One statement trigger per kind of write, each with the rows it wrote as `changed_rows`.
const VERSION_TRIGGERS = [
  { suffix: "inserted", event: "insert", rows: "new" },
  { suffix: "updated", event: "update", rows: "new" },
  { suffix: "deleted", event: "delete", rows: "old" },
] as const;
const versionTrigger = (table: string, suffix: string) => `${table}_version_${suffix}`;

/**
 * Tables the wall covers: every table with organization_id, plus organizations itself (keyed by id).
 * Read from pg_catalog (base and partitioned tables of the public schema): the information_schema
 * views answer the same but take a large part of a second on a loaded machine (PLATFORM-14).
 */
const WALLED_TABLES = `
    select c.relname::text as table_name, 'organization_id' as org_column
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attname = 'organization_id'
       and not a.attisdropped
    union all
    select 'organizations', 'id'`;

function findWalledTables(db: Database): Promise<WalledTable[]> {
  return selectRows<WalledTable>(db, sql.raw(`${WALLED_TABLES} order by 1`));
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

const ALL_WRITES = ["SELECT", "INSERT", "UPDATE", "DELETE"];
const holdsAll = (role: string, relation: string) =>
  ALL_WRITES.map((privilege) => `has_table_privilege('${role}', ${relation}, '${privilege}')`).join(" and ");

/**
 * PLATFORM-14: whether everything ensureTenancyWall would do is already in place — both roles, the
 * connecting user's membership, the schema and table privileges, and on every walled table row-level
 * security enabled and forced with both policies — read from the catalog in two statements. Start-up
 * runs the wall's DDL (ALTER, GRANT and the policy checks per table, seconds on a loaded machine) only
 * when this says something is missing, so a start on existing data skips it. It only decides whether
 * to run the DDL; findTenancyWallProblems still checks the result on every start.
 */
export async function isTenancyWallInPlace(db: Database): Promise<boolean> {
  const [roles] = await selectRows<{ count: number }>(
    db,
    sql.raw(
      `select count(*)::int as count from pg_roles where rolname in (${ROLES.map((r) => `'${r}'`).join(", ")})`,
    ),
  );
  if (roles?.count !== ROLES.length) return false;
  const [row] = await selectRows<{ in_place: boolean }>(
    db,
    sql.raw(`
    with walled as (${WALLED_TABLES}),
    relations as (
      select c.oid, c.relname::text as relname, c.relkind, c.relrowsecurity, c.relforcerowsecurity
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'f')
    )
    select
      ${ROLES.map(
        (role) => `((select rolsuper from pg_roles where rolname = current_user)
                  or pg_has_role(current_user, '${role}', 'MEMBER'))
        and has_schema_privilege('${role}', 'public', 'USAGE')`,
      ).join(" and ")}
      and not exists (select 1 from relations r where not (${holdsAll(PLATFORM_ROLE, "r.oid")}))
      and not exists (
        select 1 from walled w left join relations r on r.relname = w.table_name and r.relkind in ('r', 'p')
         where r.oid is null or not r.relrowsecurity or not r.relforcerowsecurity
            or not (${holdsAll(APP_ROLE, "r.oid")})
            or not exists (select 1 from pg_policy p
                            where p.polrelid = r.oid and p.polname = w.table_name || '_tenant_isolation')
            or not exists (select 1 from pg_policy p
                            where p.polrelid = r.oid and p.polname = w.table_name || '_platform_access')
            or (w.table_name not in (${QUIET_LIST})
                and (select count(*) from pg_trigger t
                      where t.tgrelid = r.oid and t.tgname like w.table_name || '\\_version\\_%') < ${VERSION_TRIGGERS.length}))
      as in_place`),
  );
  return row?.in_place === true;
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
  // SCORE-15: a transaction moves the version of each organization it wrote rows of, once: the first
  // statement that writes an organization's rows moves it and notes the organization in a setting local to
  // the transaction (undone with a rolled-back savepoint, like the move itself). One function per name of
  // the organization column (organizations itself is keyed by id).
  for (const column of ["organization_id", "id"]) {
    await db.execute(
      sql.raw(`create or replace function meridian_data_changed_${column}() returns trigger language plpgsql as $f$
        declare
          moved text := coalesce(current_setting('meridian.versions_moved', true), '');
          fresh text;
        begin
          select string_agg(distinct ${column}::text, ',') into fresh from changed_rows
            where ${column} is not null and position(${column}::text in moved) = 0;
          if fresh is null then return null; end if;
          insert into organization_data_versions as v (organization_id, version)
            select distinct ${column}, 1 from changed_rows
            where ${column} is not null and position(${column}::text in moved) = 0
            on conflict (organization_id) do update set version = v.version + 1;
          perform set_config('meridian.versions_moved', moved || ',' || fresh, true);
          return null;
        end $f$`),
    );
  }
  for (const { table_name: table, org_column: column } of await findWalledTables(db)) {
    if (!SCORE_QUIET_TABLES.includes(table)) {
      for (const { suffix, event, rows } of VERSION_TRIGGERS) {
        await db.execute(
          sql.raw(`create or replace trigger "${versionTrigger(table, suffix)}" after ${event} on "${table}"
            referencing ${rows} table as changed_rows
            for each statement execute function meridian_data_changed_${column}()`),
        );
      }
    }
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
  // One statement for every walled table (PLATFORM-14: start-up time), not one per table.
  const tables = await selectRows<{
    table_name: string;
    found: boolean;
    relrowsecurity: boolean | null;
    relforcerowsecurity: boolean | null;
    tenant_policies: number;
  }>(
    db,
    sql`
    with walled as (${sql.raw(WALLED_TABLES)})
    select w.table_name, c.oid is not null as found, c.relrowsecurity, c.relforcerowsecurity,
           (select count(*) from pg_policy p
             where p.polrelid = c.oid
               and (select oid from pg_roles where rolname = ${APP_ROLE}) = any(p.polroles))::int as tenant_policies
      from walled w
      left join (pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public')
        on c.relname = w.table_name
     order by w.table_name`,
  );
  for (const row of tables) {
    const table = row.table_name;
    if (!row.found) problems.push(`${table}: not found`);
    else if (!row.relrowsecurity) problems.push(`${table}: row-level security is not enabled`);
    else if (!row.relforcerowsecurity) problems.push(`${table}: row-level security is not forced`);
    else if (row.tenant_policies < 1) problems.push(`${table}: has no tenant policy`);
  }
  return problems;
}
