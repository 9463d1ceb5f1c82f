import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";
import type { TenantContext } from "../db/tenant";
import { inOrganization } from "../db/tenant-filter";
import { badRequest, notFound } from "../http-error";

// TENANT-2: a row is found by its id AND the session's organization, so another organization's id
// answers exactly as a missing one (404). This file is the only place that pairs the two and unwraps
// `returning()`; the services ask it for rows and never write the filter themselves.

/** A tenant table: rows with an id, an owning organization and a version (`updatedAt`). */
export type OwnedTable = PgTable & { id: PgColumn; organizationId: PgColumn; updatedAt: PgColumn };
type Row<T extends OwnedTable> = T["$inferSelect"];
/** What a create supplies: everything but the organization, which is always the session's. */
export type NewRow<T extends OwnedTable> = Omit<T["$inferInsert"], "organizationId">;
export type RowChanges<T extends OwnedTable> = Partial<NewRow<T>>;

export type Owned<T extends OwnedTable> = {
  readonly table: T;
  /** The organization filter for a list or a bulk statement on this table. */
  inOrg(actor: TenantContext): SQL;
  /** One row of the organization by id. */
  byId(actor: TenantContext, id: string): SQL;
  /** The row, or 404. */
  find(tx: Tx, actor: TenantContext, id: string): Promise<Row<T>>;
  /** The row locked for the rest of the transaction (a version check and its write are one step), or 404. */
  lock(tx: Tx, actor: TenantContext, id: string): Promise<Row<T>>;
  /**
   * A row a request body names (TENANT-3): missing, or another organization's, is a 400 on that field
   * and nothing is written. An id in the path answers 404 instead (find / lock).
   */
  reference(tx: Tx, actor: TenantContext, field: string, id: string, message?: string): Promise<Row<T>>;
  insert(tx: Tx, actor: TenantContext, values: NewRow<T>): Promise<Row<T>>;
  /** Sets the fields given and moves the version on (and records who, where the table keeps it). */
  update(tx: Tx, actor: TenantContext, id: string, changes: RowChanges<T>): Promise<Row<T>>;
  delete(tx: Tx, actor: TenantContext, id: string): Promise<void>;
};

export function owned<T extends OwnedTable>(table: T, notFoundMessage: string): Owned<T> {
  const keepsEditor = "updatedBy" in table;
  const inOrg = (actor: TenantContext) => inOrganization(table.organizationId, actor.orgId);
  const byId = (actor: TenantContext, id: string) => and(eq(table.id, id), inOrg(actor)) as SQL;
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
    byId,
    find: (tx, actor, id) => find(tx, actor, id, false),
    lock: (tx, actor, id) => find(tx, actor, id, true),
    async reference(tx, actor, field, id, message = notFoundMessage) {
      const [row] = (await select(tx).where(byId(actor, id))) as Row<T>[];
      if (!row) throw badRequest(message, { [field]: message });
      return row;
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
      const [row] = (await tx
        .update(table)
        .set({ ...changes, ...editor, updatedAt: new Date() } as never)
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
