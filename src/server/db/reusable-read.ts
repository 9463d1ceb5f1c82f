import { type Placeholder, sql } from "drizzle-orm";
import type { Tx } from "./client";
import { statementName } from "./tenant-filter";

/** What drizzle's prepare() gives: a statement whose placeholders are filled at each execute. */
type PreparedRead<Row> = { execute(values?: Record<string, unknown>): Promise<Row[]> };

/**
 * PLATFORM-33: a hot read whose SQL is built once per process. Drizzle builds a select's text anew on
 * every call, and on the scorecard's cold path that was a third of the server's time. The read is
 * written once, with a placeholder for each value that varies; every call runs that one statement on
 * the caller's transaction (the tenancy wall's connection) with the call's values. Its statement is
 * also named, so PostgreSQL parses and plans it once per connection.
 */
export function reusableRead<Name extends string, Row>(
  name: string,
  valueNames: readonly Name[],
  build: (tx: Tx, values: { [K in Name]: Placeholder<K> }) => { prepare(name: string): PreparedRead<Row> },
): (tx: Tx, values: { [K in Name]: unknown }) => Promise<Row[]> {
  const placeholders = Object.fromEntries(valueNames.map((value) => [value, sql.placeholder(value)])) as {
    [K in Name]: Placeholder<K>;
  };
  // By statement name: while a test switches the services' filters off, the text differs.
  const statements = new Map<string, PreparedRead<Row>>();
  return (tx, values) => {
    const statement = statementName(name);
    let prepared = statements.get(statement);
    if (!prepared) {
      prepared = build(tx, placeholders).prepare(statement);
      statements.set(statement, prepared);
    }
    return onConnectionOf(tx, prepared).execute(values);
  };
}

/**
 * The prepared statement, bound to tx's connection instead of the one it was built on. Drizzle keeps
 * the connection as `client` on a session and on each of its prepared statements, with node-postgres
 * and PGlite alike; tests/api/reusable-read.test.ts fails if that changes.
 */
function onConnectionOf<Statement extends object>(tx: Tx, statement: Statement): Statement {
  const { client } = (tx as unknown as { _: { session: { client: unknown } } })._.session;
  if (!client) throw new Error("reusableRead: no connection on the transaction's session");
  return Object.create(statement, { client: { value: client } });
}
