import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

// ADMIN-7 Database browser: only the product's own tables, by an allow-list taken from the Drizzle
// schema (never the database's catalog, which may hold other things). Every identifier put into SQL
// by the browser comes from here, never from the request's string.

/**
 * Secret columns, shown as '••••' (ADMIN-7): password hashes, the hashes of session cookies and of
 * mailed one-time links and codes (unsubscribe links too), the session ids, and the bodies, subjects and headers of queued mail (they
 * carry verification codes and invitation and reset links, which would let a reader take over an
 * account). tables.test.ts checks that every column whose name looks secret is listed.
 */
const SECRET_COLUMNS: Record<string, readonly string[]> = {
  users: ["password_hash"],
  sessions: ["id", "token_hash"],
  auth_tokens: ["token_hash", "code_hash"],
  // The headers carry the one-click unsubscribe link (NOTIFY-10), whose token acts for its reader.
  mail_outbox: ["subject", "text_body", "html_body", "headers"],
  mail_unsubscribes: ["token_hash"],
  // A hash of a request body (API-14): not a secret by itself, but a request's fingerprint.
  idempotency_keys: ["body_hash"],
};

export type CatalogTable = {
  name: string;
  columns: readonly string[];
  primaryKey: readonly string[];
  masked: ReadonlySet<string>;
  hasOrganizationId: boolean;
  hasCreatedAt: boolean;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function describe(table: PgTable): CatalogTable {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => column.name);
  const primaryKey = [
    ...config.columns.filter((column) => column.primary).map((column) => column.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
  ];
  for (const name of [config.name, ...columns]) {
    // Quoting is safe for these; anything else would mean the schema changed in a way to look at.
    if (!IDENTIFIER.test(name)) throw new Error(`unexpected identifier in the schema: ${name}`);
  }
  const masked = SECRET_COLUMNS[config.name] ?? [];
  for (const column of masked) {
    if (!columns.includes(column))
      throw new Error(`secret column ${config.name}.${column} is not in the schema`);
  }
  return {
    name: config.name,
    columns,
    primaryKey,
    masked: new Set(masked),
    hasOrganizationId: columns.includes("organization_id"),
    hasCreatedAt: columns.includes("created_at"),
  };
}

export const PRODUCT_TABLES: ReadonlyMap<string, CatalogTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((table) => [table.name, table]),
);

/** The allow-listed table of this name, or undefined (the caller answers 404). */
export function findProductTable(name: string): CatalogTable | undefined {
  return PRODUCT_TABLES.get(name);
}

/** A double-quoted identifier; only ever called with names from the allow-list above. */
export const quoted = (identifier: string) => `"${identifier}"`;
