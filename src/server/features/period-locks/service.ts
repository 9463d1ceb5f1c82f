// Closed periods (LOCK-1, LOCK-4): administrators close a period of a year and reopen it with a reason.
import { and, asc, desc, eq } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { periodTitle } from "../../../domain/period-locks";
import type { PeriodKey } from "../../../domain/periods";
import type { CreatePeriodLockInput, PeriodLockItem } from "../../../domain/schemas/period-locks";
import type { Tx } from "../../db/client";
import { periodLocks, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { conflict } from "../../http-error";
import { recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { lockRows } from "./rows";

async function selectLocks(tx: Tx, actor: TenantContext, where?: ReturnType<typeof eq>) {
  const rows = await tx
    .select({
      lock: periodLocks,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(periodLocks)
    .leftJoin(users, eq(users.id, periodLocks.lockedBy))
    .where(and(lockRows.inOrg(actor), where))
    .orderBy(desc(periodLocks.year), asc(periodLocks.lockedAt));
  return rows.map(
    ({ lock, ...person }): PeriodLockItem => ({
      id: lock.id,
      year: lock.year,
      frequency: lock.frequency,
      period: lock.periodKey,
      label: periodTitle(lock.periodKey as PeriodKey, lock.year),
      lockedBy: lock.lockedBy,
      lockedByName: lock.lockedBy && person.email ? displayName(person) : null,
      lockedAt: lock.lockedAt.toISOString(),
    }),
  );
}

/** LOCK-1: GET /api/period-locks?year= (every member reads; the screens mark closed periods). */
export function listPeriodLocks(deps: ServiceDeps, actor: TenantContext, year?: number) {
  return withTenant(deps.db, actor, (tx) =>
    selectLocks(tx, actor, year !== undefined ? eq(periodLocks.year, year) : undefined),
  );
}

/** LOCK-1: close a period; one already closed answers 409. */
export function createPeriodLock(deps: ServiceDeps, actor: Actor, input: CreatePeriodLockInput) {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const label = periodTitle(input.period as PeriodKey, input.year);
    const [existing] = await tx
      .select({ id: periodLocks.id })
      .from(periodLocks)
      .where(
        and(lockRows.inOrg(actor), eq(periodLocks.year, input.year), eq(periodLocks.periodKey, input.period)),
      );
    if (existing) throw conflict(`${label} is already closed`);
    const row = await lockRows.insert(tx, actor, {
      year: input.year,
      frequency: input.frequency,
      periodKey: input.period,
      lockedBy: actor.userId,
    });
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "other",
      entityId: row.id,
      entityName: `Closed period ${label}`,
      category: "organization",
      details: {
        period: label,
        newValue: { year: input.year, frequency: input.frequency, period: input.period },
      },
    });
    const [item] = await selectLocks(tx, actor, eq(periodLocks.id, row.id));
    return item!;
  });
}

/** LOCK-4: reopen a closed period; the reason goes into the activity log. */
export function reopenPeriodLock(deps: ServiceDeps, actor: Actor, id: string, reason: string) {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const row = await lockRows.lock(tx, actor, id);
    const label = periodTitle(row.periodKey as PeriodKey, row.year);
    await lockRows.delete(tx, actor, id);
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "other",
      entityId: row.id,
      entityName: `Closed period ${label}`,
      category: "organization",
      details: {
        period: label,
        oldValue: { year: row.year, frequency: row.frequency, period: row.periodKey },
        newValue: { reopened: true, reason },
      },
    });
    return { message: `${label} reopened`, id: row.id };
  });
}
