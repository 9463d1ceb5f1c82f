// Milestones (INIT-10..INIT-14, API-25): every change answers the whole initiative again.
import { and, eq, sql } from "drizzle-orm";
import { milestoneDueBounds } from "../../../domain/initiatives";
import {
  COMPLETED_AT_MESSAGE,
  type Initiative,
  MILESTONE_DUE_MESSAGE,
} from "../../../domain/schemas/initiatives";
import type { Tx } from "../../db/client";
import { organizationToday } from "../../db/fiscal-year";
import { milestones } from "../../db/schema";
import type { Actor, TenantContext } from "../../db/tenant";
import { badRequest, forbidden } from "../../http-error";
import { tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { loadOne } from "./read";
import {
  type InitiativeRow,
  initiativeRows,
  MILESTONES_OUTSIDE_MESSAGE,
  type MilestoneRow,
  mayEdit,
  milestoneRows,
  NOT_YOURS,
} from "./rows";

/** The initiative a milestone write touches, locked, and 403 unless the actor may edit it (INIT-32). */
async function editableInitiative(w: WriteContext, id: string): Promise<InitiativeRow> {
  const row = await initiativeRows.lock(w.tx, w.actor, id);
  if (!mayEdit(w.actor, row)) throw forbidden(NOT_YOURS);
  return row;
}

/** INIT-11: 400 on the dates when a milestone's due date would fall outside the new dates' window. */
export async function checkMilestonesWithin(
  tx: Tx,
  actor: TenantContext,
  initiativeId: string,
  startDate: string,
  endDate: string,
): Promise<void> {
  const [range] = await tx
    .select({
      first: sql<string | null>`min(${milestones.dueDate})::text`,
      last: sql<string | null>`max(${milestones.dueDate})::text`,
    })
    .from(milestones)
    .where(and(milestoneRows.inOrg(actor), eq(milestones.initiativeId, initiativeId)));
  if (!range?.first || !range.last) return;
  const bounds = milestoneDueBounds(startDate, endDate);
  if (range.first < bounds.from || range.last > bounds.to) {
    const message = `${MILESTONES_OUTSIDE_MESSAGE} (${range.first} to ${range.last})`;
    throw badRequest(message, range.first < bounds.from ? { startDate: message } : { endDate: message });
  }
}

/** INIT-11: a due date within a year of the initiative's dates. */
function checkDue(initiative: InitiativeRow, dueDate: string): void {
  const bounds = milestoneDueBounds(initiative.startDate, initiative.endDate);
  if (dueDate < bounds.from || dueDate > bounds.to) {
    const message = `${MILESTONE_DUE_MESSAGE} (${bounds.from} to ${bounds.to})`;
    throw badRequest(message, { dueDate: message });
  }
}

/** A milestone write moves its initiative's version on, so a stale initiative edit is caught (VERSION-1). */
async function touch(w: WriteContext, initiativeId: string): Promise<void> {
  await initiativeRows.update(w.tx, w.actor, initiativeId, {});
}

const milestoneEntity = (initiative: InitiativeRow, row: MilestoneRow) => `${initiative.name}: ${row.name}`;

/** API-25 POST /api/initiatives/{id}/milestones → the whole initiative. */
export function addMilestone(
  deps: ServiceDeps,
  actor: Actor,
  initiativeId: string,
  input: { name: string; dueDate: string; weight: number },
  now: Date,
): Promise<Initiative> {
  return tenantWrite(deps, actor, async (w) => {
    const initiative = await editableInitiative(w, initiativeId);
    checkDue(initiative, input.dueDate);
    const row = await milestoneRows.insert(w.tx, actor, {
      initiativeId,
      name: input.name,
      dueDate: input.dueDate,
      weight: input.weight,
    });
    await touch(w, initiativeId);
    await milestoneRows.audit(
      w,
      "created",
      row,
      { newValue: { name: row.name, dueDate: row.dueDate, weight: row.weight }, initiativeId },
      milestoneEntity(initiative, row),
    );
    return loadOne(w.tx, actor, initiativeId, await organizationToday(w.tx, actor, now));
  });
}

/** INIT-12: completedAt lies in 2000 … 2100 (an instant, stored in UTC). */
function completedAtOf(sent: string | null): Date | null {
  if (sent === null) return null;
  const at = new Date(sent);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 2000 || year > 2100) {
    throw badRequest(COMPLETED_AT_MESSAGE, { completedAt: "completedAt must lie between 2000 and 2100" });
  }
  return at;
}

/** API-25 PATCH /api/milestones/{id}: the fields sent (API-9); completedAt null reopens it. */
export function updateMilestone(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: { name?: string; dueDate?: string; weight?: number; completedAt?: string | null },
  now: Date,
): Promise<Initiative> {
  return tenantWrite(deps, actor, async (w) => {
    const before = await milestoneRows.lock(w.tx, actor, id);
    const initiative = await editableInitiative(w, before.initiativeId);
    if (input.dueDate !== undefined) checkDue(initiative, input.dueDate);
    const changes: Partial<Pick<MilestoneRow, "name" | "dueDate" | "weight" | "completedAt">> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
    if (input.weight !== undefined) changes.weight = input.weight;
    if (input.completedAt !== undefined) changes.completedAt = completedAtOf(input.completedAt);
    const after = await milestoneRows.update(w.tx, actor, id, changes);
    await touch(w, before.initiativeId);
    const view = (row: MilestoneRow) => ({
      name: row.name,
      dueDate: row.dueDate,
      weight: row.weight,
      completedAt: row.completedAt?.toISOString() ?? null,
    });
    await milestoneRows.audit(
      w,
      "updated",
      after,
      { oldValue: view(before), newValue: view(after), initiativeId: before.initiativeId },
      milestoneEntity(initiative, after),
    );
    return loadOne(w.tx, actor, before.initiativeId, await organizationToday(w.tx, actor, now));
  });
}

/** API-25 DELETE /api/milestones/{id} → the whole initiative. */
export function deleteMilestone(deps: ServiceDeps, actor: Actor, id: string, now: Date): Promise<Initiative> {
  return tenantWrite(deps, actor, async (w) => {
    const row = await milestoneRows.lock(w.tx, actor, id);
    const initiative = await editableInitiative(w, row.initiativeId);
    await milestoneRows.delete(w.tx, actor, id);
    await touch(w, row.initiativeId);
    await milestoneRows.audit(
      w,
      "deleted",
      row,
      {
        oldValue: { name: row.name, dueDate: row.dueDate, weight: row.weight },
        initiativeId: row.initiativeId,
      },
      milestoneEntity(initiative, row),
    );
    return loadOne(w.tx, actor, row.initiativeId, await organizationToday(w.tx, actor, now));
  });
}
