import { type SQL, sql } from "drizzle-orm";
import {
  MASK,
  type Relationship,
  type TableDataPage,
  type TableInfo,
  type TableSchema,
} from "../../../domain/schemas/admin";
import { type Database, selectRows, type Tx } from "../../db/client";
import { withPlatform } from "../../db/tenant";
import { notFound } from "../../http-error";
import { type PlatformActor, recordPlatformAudit } from "./audit";
import { type CatalogTable, findProductTable, PRODUCT_TABLES, quoted } from "./catalog";

// ADMIN-7 Database browser: read-only, the allow-listed tables only, secrets masked. Catalog reads go
// to pg_catalog: the information_schema views hide defaults and constraints from a role that does
// not own the tables, which the platform role never does.

function productTable(name: string): CatalogTable {
  const table = findProductTable(name);
  if (!table) throw notFound("Table not found");
  return table;
}

/** The allow-listed names as a parenthesised list of parameters. */
function allowListed(): SQL {
  return sql`(${sql.join(
    [...PRODUCT_TABLES.keys()].map((name) => sql`${name}`),
    sql`, `,
  )})`;
}

export function listTables(db: Database): Promise<TableInfo[]> {
  return withPlatform(db, async (tx) => {
    const columns = await selectRows<{ table_name: string; column_count: number }>(
      tx,
      sql`select c.relname as table_name, count(*)::int as column_count
            from pg_attribute a
            join pg_class c on c.oid = a.attrelid
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and c.relname in ${allowListed()}
             and a.attnum > 0 and not a.attisdropped
           group by c.relname`,
    );
    const counts = await selectRows<{ table_name: string; row_count: number }>(
      tx,
      sql.join(
        [...PRODUCT_TABLES.values()].map(
          (table) =>
            sql`select ${table.name} as table_name, count(*)::int as row_count from ${sql.raw(quoted(table.name))}`,
        ),
        sql` union all `,
      ),
    );
    const columnCount = new Map(columns.map((row) => [row.table_name, row.column_count]));
    const rowCount = new Map(counts.map((row) => [row.table_name, row.row_count]));
    return [...PRODUCT_TABLES.values()].map((table) => ({
      tableName: table.name,
      columnCount: columnCount.get(table.name) ?? table.columns.length,
      rowCount: rowCount.get(table.name) ?? 0,
    }));
  });
}

function readRelationships(tx: Tx, tables: SQL): Promise<Relationship[]> {
  return selectRows<Relationship>(
    tx,
    sql`select src.relname as "sourceTable", sa.attname as "sourceColumn",
               tgt.relname as "targetTable", ta.attname as "targetColumn",
               con.conname as "constraintName"
          from pg_constraint con
          join pg_class src on src.oid = con.conrelid
          join pg_namespace n on n.oid = src.relnamespace
          join pg_class tgt on tgt.oid = con.confrelid
          cross join lateral unnest(con.conkey, con.confkey) with ordinality as k(src_att, tgt_att, ord)
          join pg_attribute sa on sa.attrelid = con.conrelid and sa.attnum = k.src_att
          join pg_attribute ta on ta.attrelid = con.confrelid and ta.attnum = k.tgt_att
         where con.contype = 'f' and n.nspname = 'public' and src.relname in ${tables}
         order by src.relname, con.conname, k.ord`,
  );
}

export function tableSchema(db: Database, name: string): Promise<TableSchema> {
  const table = productTable(name);
  return withPlatform(db, async (tx) => {
    const columns = await selectRows<{
      column_name: string;
      data_type: string;
      is_nullable: boolean;
      column_default: string | null;
    }>(
      tx,
      sql`select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as data_type,
                 not a.attnotnull as is_nullable, pg_get_expr(d.adbin, d.adrelid) as column_default
            from pg_attribute a
            join pg_class c on c.oid = a.attrelid
            join pg_namespace n on n.oid = c.relnamespace
            left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
           where n.nspname = 'public' and c.relname = ${table.name} and a.attnum > 0 and not a.attisdropped
           order by a.attnum`,
    );
    const primaryKey = await selectRows<{ column_name: string }>(
      tx,
      sql`select a.attname as column_name
            from pg_constraint con
            join pg_class c on c.oid = con.conrelid
            join pg_namespace n on n.oid = c.relnamespace
            cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
           where con.contype = 'p' and n.nspname = 'public' and c.relname = ${table.name}
           order by k.ord`,
    );
    const keys = primaryKey.map((row) => row.column_name);
    const relationships = await readRelationships(tx, sql`(${table.name})`);
    return {
      tableName: table.name,
      columns: columns.map((column) => ({
        columnName: column.column_name,
        dataType: column.data_type,
        isNullable: column.is_nullable,
        columnDefault: column.column_default,
        isPrimaryKey: keys.includes(column.column_name),
        isMasked: table.masked.has(column.column_name),
      })),
      primaryKey: keys,
      foreignKeys: relationships.map((relationship) => ({
        columnName: relationship.sourceColumn,
        referencedTable: relationship.targetTable,
        referencedColumn: relationship.targetColumn,
      })),
    };
  });
}

export function relationships(db: Database): Promise<Relationship[]> {
  return withPlatform(db, (tx) => readRelationships(tx, allowListed()));
}

/** Newest first where the table has created_at; the primary key makes the order stable. */
function orderBy(table: CatalogTable): SQL {
  const keys = [
    ...(table.hasCreatedAt ? [`${quoted("created_at")} desc`] : []),
    ...table.primaryKey.map(quoted),
  ];
  return sql.raw(keys.join(", "));
}

function mask(table: CatalogTable, row: Record<string, unknown>): Record<string, unknown> {
  if (table.masked.size === 0) return row;
  const copy = { ...row };
  for (const column of table.masked)
    if (copy[column] !== null && copy[column] !== undefined) copy[column] = MASK;
  return copy;
}

/**
 * Data page (ADMIN-7). A page past the end is empty and still carries the totals. Each row is read as
 * JSON (to_jsonb), so both drivers give the same types: ISO timestamps, numbers, booleans, objects.
 */
export function tableData(
  db: Database,
  actor: PlatformActor,
  name: string,
  page: number,
  limit: number,
): Promise<TableDataPage> {
  const table = productTable(name);
  return withPlatform(db, async (tx) => {
    const [total] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.raw(quoted(table.name))}`,
    );
    const rows = await selectRows<{ row: Record<string, unknown> }>(
      tx,
      sql`select to_jsonb(t) as row from ${sql.raw(quoted(table.name))} t
           order by ${orderBy(table)} limit ${limit} offset ${(page - 1) * limit}`,
    );
    await recordPlatformAudit(tx, actor, {
      action: "table.data_viewed",
      targetType: "table",
      targetName: table.name,
      details: { page, limit },
    });
    const totalRows = total?.n ?? 0;
    return {
      tableName: table.name,
      data: rows.map((row) => mask(table, typeof row.row === "string" ? JSON.parse(row.row) : row.row)),
      totalRows,
      totalPages: Math.ceil(totalRows / limit),
      page,
      limit,
    };
  });
}
