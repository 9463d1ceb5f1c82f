import { and, eq, inArray, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";
import type { TenantContext } from "../db/tenant";
import { inOrganization } from "../db/tenant-filter";
import { badRequest, type ErrorText, notFound } from "../http-error";

// TENANT-2: a row is found by its id AND the session's organization, so another organization's id
// answers exactly as a missing one (404). This file is the only place that pairs the two and unwraps
// `returning()`; the services ask it for rows and never write the filter themselves (a unit test,
// tests/unit/owned-pairings.test.ts, fails on a pairing written anywhere else).

/** A tenant table: every row belongs to one organization (TENANT-1). */
export type TenantTable = PgTable & { organizationId: PgColumn };
/** A tenant table whose rows have an id (link and preference tables are keyed by their columns instead). */
export type OwnedTable = TenantTable & { id: PgColumn };
/** A tenant table whose rows also carry a version, `updatedAt` (VERSION-1). */
export type VersionedTable = OwnedTable & { updatedAt: PgColumn };

type Row<T extends TenantTable> = T["$inferSelect"];
/**
 * The organization a filter is for: the session's (a TenantContext), or the placeholder of a read
 * built once and run with the organization each time (PLATFORM-33).
 */
export type OrgScope = { orgId: string | Placeholder };
/** What a create supplies: everything but the organization, which is always the session's. */
export type NewRow<T extends TenantTable> = Omit<T["$inferInsert"], "organizationId">;
export type RowChanges<T extends TenantTable> = Partial<NewRow<T>>;

/** The organization's rows of a tenant table, for lists, bulk statements and inserts. */
export type TenantRows<T extends TenantTable> = {
  readonly table: T;
  /** The organization filter for a list or a bulk statement on this table. */
  inOrg(actor: OrgScope): SQL;
  /** What an insert of several rows writes: each row given, in the session's organization. */
  rowsFor(actor: TenantContext, values: readonly NewRow<T>[]): T["$inferInsert"][];
};

/** The organization's rows of a table with ids: found one by one, or several at once, never another's. */
export type Owned<T extends OwnedTable> = TenantRows<T> & {
  /** One row of the organization by id. */
  byId(actor: OrgScope, id: string | Placeholder): SQL;
  /** The rows of the organization among these ids (none for an empty list). */
  byIds(actor: OrgScope, ids: readonly string[]): SQL;
  /** The row, or 404. */
  find(tx: Tx, actor: TenantContext, id: string): Promise<Row<T>>;
  /** The row locked for the rest of the transaction (a version check and its write are one step), or 404. */
  lock(tx: Tx, actor: TenantContext, id: string): Promise<Row<T>>;
  /**
   * A row a request body names (TENANT-4): missing, or another organization's, is a 400 on that field
   * and nothing is written. An id in the path answers 404 instead (find / lock).
   */
  reference(tx: Tx, actor: TenantContext, field: string, id: string, message?: ErrorText): Promise<Row<T>>;
  /** Every id a request body names in one field is a row of the organization, else 400 on that field (TENANT-4). */
  referenceAll(
    tx: Tx,
    actor: TenantContext,
    field: string,
    ids: readonly string[],
    message?: ErrorText,
  ): Promise<void>;
  insert(tx: Tx, actor: TenantContext, values: NewRow<T>): Promise<Row<T>>;
  /** Sets the fields given and moves the version on where the table keeps one (and who, where it keeps that). */
  update(tx: Tx, actor: TenantContext, id: string, changes: RowChanges<T>): Promise<Row<T>>;
  delete(tx: Tx, actor: TenantContext, id: string): Promise<void>;
};

/**
 * The kernel's door to a tenant table. With a not-found message, for a table whose rows have ids, it
 * also finds, locks, references, updates and deletes rows by id; without one it gives the
 * organization filter and inserts, for a table keyed by its columns (links, preferences, positions).
 */
export function owned<T extends OwnedTable>(table: T, notFoundMessage: ErrorText): Owned<T>;
export function owned<T extends TenantTable>(table: T): TenantRows<T>;
export function owned(table: TenantTable, notFoundMessage?: ErrorText): TenantRows<TenantTable> {
  return ownedRows(table as OwnedTable, notFoundMessage ?? "Not found");
}

function ownedRows<T extends OwnedTable>(table: T, notFoundMessage: ErrorText): Owned<T> {
  const keepsEditor = "updatedBy" in table;
  const keepsVersion = "updatedAt" in table;
  const inOrg = (actor: OrgScope) => inOrganization(table.organizationId, actor.orgId);
  const byId = (actor: OrgScope, id: string | Placeholder) => and(eq(table.id, id), inOrg(actor)) as SQL;
  const byIds = (actor: OrgScope, ids: readonly string[]) =>
    and(inArray(table.id, [...ids]), inOrg(actor)) as SQL;
  // Drizzle's builders lose the row type over a generic table; the casts below restore it, once.
  const select = (tx: Tx) => tx.select().from(table as PgTable);

  async function find(tx: Tx, actor: TenantContext, id: string, lock: boolean): Promise<Row<T>> {
    const query = select(tx).where(byId(actor, id));
    const [row] = (await (lock ? query.for("update") : query)) as Row<T>[];
    if (!row) throw notFound(notFoundMessage);
    return row;
  }

  return {
    table,
    inOrg,
    rowsFor: (actor, values) =>
      values.map((value) => ({ ...value, organizationId: actor.orgId }) as T["$inferInsert"]),
    byId,
    byIds,
    find: (tx, actor, id) => find(tx, actor, id, false),
    lock: (tx, actor, id) => find(tx, actor, id, true),
    async reference(tx, actor, field, id, message = notFoundMessage) {
      const [row] = (await select(tx).where(byId(actor, id))) as Row<T>[];
      if (!row) throw badRequest(message, { [field]: message });
      return row;
    },
    async referenceAll(tx, actor, field, ids, message = notFoundMessage) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return;
      const found = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(byIds(actor, wanted));
      if (found.length !== wanted.length) throw badRequest(message, { [field]: message });
    },
    async insert(tx, actor, values) {
      const editor = keepsEditor ? { updatedBy: actor.userId } : {};
      const [row] = (await tx
        .insert(table)
        .values({ ...editor, ...values, organizationId: actor.orgId } as never)
        .returning()) as Row<T>[];
      return row!;
    },
    async update(tx, actor, id, changes) {
      const editor = keepsEditor ? { updatedBy: actor.userId } : {};
      const version = keepsVersion ? { updatedAt: new Date() } : {};
      const [row] = (await tx
        .update(table)
        .set({ ...changes, ...editor, ...version } as never)
        .where(byId(actor, id))
        .returning()) as Row<T>[];
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
    async delete(tx, actor, id) {
      await tx.delete(table).where(byId(actor, id));
    },
  };
}
