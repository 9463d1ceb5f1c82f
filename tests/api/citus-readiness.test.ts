import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/client";
import { createTestDatabase, type TestDatabase } from "../support/database";

// What distributing the tenant tables with Citus (by organization_id) would need.
// Citus requires the distribution column in every primary key and unique index of a distributed
// table, and in every foreign key between two distributed tables. Our keys are single `id` columns, so
// the list is long; it is pinned here (and explained in docs/deploy.md, "Scaling the database out") so
// that a new table or key that adds to it is noticed, and one that removes from it is recorded.

/** Every violation, as "table: primary key (cols)" or "table: foreign key (cols) -> table". */
const KNOWN_VIOLATIONS = [
  "activities: primary key (id)",
  "change_requests: primary key (id)",
  "actual_submissions: foreign key (decided_by) -> users",
  "actual_submissions: foreign key (kpi_assignment_id) -> kpi_assignments",
  "actual_submissions: foreign key (submitted_by) -> users",
  "actual_submissions: primary key (id)",
  "actual_submissions: unique index (kpi_assignment_id, year)",
  "auth_tokens: foreign key (user_id) -> users",
  "auth_tokens: primary key (id)",
  "auth_tokens: unique index (token_hash)",
  "follows: foreign key (kpi_assignment_id) -> kpi_assignments",
  "follows: foreign key (objective_assignment_id) -> objective_assignments",
  "follows: foreign key (user_id) -> users",
  "follows: primary key (id)",
  "follows: unique index (user_id, kpi_assignment_id)",
  "follows: unique index (user_id, objective_assignment_id)",
  "idempotency_keys: foreign key (user_id) -> users",
  "idempotency_keys: primary key (user_id, key)",
  "initiative_kpis: foreign key (initiative_id) -> initiatives",
  "initiative_kpis: foreign key (kpi_assignment_id) -> kpi_assignments",
  "initiative_kpis: primary key (initiative_id, kpi_assignment_id)",
  "initiative_objectives: foreign key (initiative_id) -> initiatives",
  "initiative_objectives: foreign key (objective_assignment_id) -> objective_assignments",
  "initiative_objectives: primary key (initiative_id, objective_assignment_id)",
  "initiatives: foreign key (owner_id) -> users",
  "initiatives: primary key (id)",
  "jobs: foreign key (created_by) -> users",
  "jobs: primary key (id)",
  "jobs: unique index (created_by)",
  "kpi_alert_states: foreign key (kpi_assignment_id) -> kpi_assignments",
  "kpi_alert_states: primary key (kpi_assignment_id, year)",
  "kpi_assignment_weights: foreign key (kpi_assignment_id) -> kpi_assignments",
  "kpi_assignment_weights: primary key (kpi_assignment_id, year)",
  "kpi_assignments: foreign key (kpi_id) -> kpis",
  "kpi_assignments: foreign key (linked_objective_id) -> objectives",
  "kpi_assignments: foreign key (objective_assignment_id) -> objective_assignments",
  "kpi_assignments: foreign key (owner_id) -> users",
  "kpi_assignments: primary key (id)",
  "kpi_attachments: foreign key (kpi_assignment_id) -> kpi_assignments",
  "kpi_attachments: foreign key (uploaded_by) -> users",
  "kpi_attachments: primary key (id)",
  "kpi_commentary: foreign key (author_id) -> users",
  "kpi_commentary: foreign key (kpi_assignment_id) -> kpi_assignments",
  "kpi_commentary: primary key (id)",
  "kpi_measurements: foreign key (kpi_assignment_id) -> kpi_assignments",
  "kpi_measurements: primary key (kpi_assignment_id, year, period_key)",
  "kpis: primary key (id)",
  "mail_attachments: foreign key (mail_id) -> mail_outbox",
  "mail_attachments: primary key (id)",
  "mail_outbox: primary key (id)",
  "mail_unsubscribes: foreign key (report_schedule_id) -> report_schedules",
  "mail_unsubscribes: foreign key (user_id) -> users",
  "mail_unsubscribes: primary key (token_hash)",
  "milestones: foreign key (initiative_id) -> initiatives",
  "milestones: primary key (id)",
  "notification_preferences: foreign key (user_id) -> users",
  "notification_preferences: primary key (user_id, type)",
  "notifications: foreign key (user_id) -> users",
  "notifications: primary key (id)",
  "notifications: unique index (user_id, condition_key)",
  "objective_assignment_weights: foreign key (objective_assignment_id) -> objective_assignments",
  "objective_assignment_weights: primary key (objective_assignment_id, year)",
  "objective_assignments: foreign key (objective_id) -> objectives",
  "objective_assignments: foreign key (organization_function_id) -> organization_functions",
  "objective_assignments: foreign key (owner_id) -> users",
  "objective_assignments: foreign key (parent_objective_assignment_id) -> objective_assignments",
  "objective_assignments: primary key (id)",
  "objectives: foreign key (owner_id) -> users",
  "objectives: foreign key (parent_objective_id) -> objectives",
  "objectives: foreign key (theme_id) -> themes",
  "objectives: primary key (id)",
  "organization_functions: foreign key (head_user_id) -> users",
  "organization_functions: foreign key (parent_id) -> organization_functions",
  "organization_functions: primary key (id)",
  "period_locks: foreign key (locked_by) -> users",
  "period_locks: primary key (id)",
  "reminder_deliveries: foreign key (user_id) -> users",
  "reminder_deliveries: primary key (id)",
  "reminder_deliveries: unique index (user_id, day)",
  "report_deliveries: foreign key (schedule_id) -> report_schedules",
  "report_deliveries: primary key (id)",
  "report_deliveries: unique index (schedule_id, year, period)",
  "report_schedules: foreign key (created_by) -> users",
  "report_schedules: foreign key (function_id) -> organization_functions",
  "report_schedules: primary key (id)",
  "sessions: foreign key (user_id) -> users",
  "sessions: primary key (id)",
  "sessions: unique index (token_hash)",
  "strategy_links: foreign key (from_objective_assignment_id) -> objective_assignments",
  "strategy_links: foreign key (function_id) -> organization_functions",
  "strategy_links: foreign key (to_objective_assignment_id) -> objective_assignments",
  "strategy_links: primary key (id)",
  "strategy_links: unique index (from_objective_assignment_id, to_objective_assignment_id)",
  "strategy_map_positions: foreign key (function_id) -> organization_functions",
  "strategy_map_positions: foreign key (objective_assignment_id) -> objective_assignments",
  "strategy_map_positions: primary key (function_id, objective_assignment_id)",
  "themes: primary key (id)",
  "users: foreign key (assigned_function_id) -> organization_functions",
  "users: primary key (id)",
  "users: unique index (lower(email))",
];

/** Tables without organization_id: platform-wide (Citus reference or local tables). */
const PLATFORM_TABLES = ["organizations", "platform_audit_log", "rate_limits"];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type KeyRow = { table_name: string; kind: "p" | "u" | "f"; columns: string[]; referenced: string | null };

/**
 * Keys of every table in public that has organization_id: its primary key ("p"), unique indexes
 * ("u", constraints or not; partial ones too) and foreign keys ("f").
 */
async function tenantKeys(): Promise<KeyRow[]> {
  const rows = await selectRows<{
    table_name: string;
    kind: string;
    columns: string;
    referenced: string | null;
  }>(
    database.db,
    sql`
    with tenant as (
      select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped))
    select t.relname as table_name, case when i.indisprimary then 'p' else 'u' end as kind,
           (select string_agg(pg_get_indexdef(i.indexrelid, k.ord::int, true), ', ' order by k.ord)
              from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)) as columns,
           null as referenced
      from tenant t join pg_index i on i.indrelid = t.oid
     where i.indisunique
    union all
    select t.relname, 'f',
           (select string_agg(a.attname, ', ' order by k.ord)
              from unnest(con.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
           r.relname
      from tenant t join pg_constraint con on con.conrelid = t.oid and con.contype = 'f'
      join pg_class r on r.oid = con.confrelid
     order by 1, 2, 3`,
  );
  return rows.map((row) => ({ ...row, kind: row.kind as KeyRow["kind"], columns: row.columns.split(", ") }));
}

describe("Citus readiness: organization_id in every tenant key", () => {
  it("lists exactly the known violations", async () => {
    const violations: string[] = [];
    for (const key of await tenantKeys()) {
      if (key.columns.includes("organization_id")) continue;
      if (key.kind === "p") violations.push(`${key.table_name}: primary key (${key.columns.join(", ")})`);
      if (key.kind === "u") violations.push(`${key.table_name}: unique index (${key.columns.join(", ")})`);
      if (key.kind === "f") {
        violations.push(`${key.table_name}: foreign key (${key.columns.join(", ")}) -> ${key.referenced}`);
      }
    }
    violations.sort();
    // A new entry here is a new key Citus could not distribute; a missing one is progress: update
    // KNOWN_VIOLATIONS and docs/deploy.md.
    expect(violations).toEqual([...KNOWN_VIOLATIONS].sort());
  });

  it("references organizations only through organization_id", async () => {
    const toOrganizations = (await tenantKeys()).filter(
      (key) => key.kind === "f" && key.referenced === "organizations",
    );
    expect(toOrganizations.every((key) => key.columns.join() === "organization_id")).toBe(true);
  });

  it("keeps the platform tables (no organization_id) to the known few", async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select t.table_name from information_schema.tables t
           where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
             and not exists (select 1 from information_schema.columns c
                              where c.table_schema = t.table_schema and c.table_name = t.table_name
                                and c.column_name = 'organization_id')
           order by 1`,
    );
    expect(rows.map((row) => row.table_name).filter((name) => !name.startsWith("__drizzle"))).toEqual(
      PLATFORM_TABLES,
    );
  });
});
