// Initiatives (INIT-1..INIT-35, API-24): creating, changing and deleting them. Every write is one
// tenant transaction through the kernel with its activity row (ARCH-5); every id a body names is looked
// up inside the organization (TENANT-4).
import { and, eq, inArray, sql } from "drizzle-orm";
import { isoDay } from "../../../domain/reporting-calendar";
import {
  type Initiative,
  type InitiativeBody,
  PERCENT_WITH_MILESTONES_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from "../../../domain/schemas/initiatives";
import type { Tx } from "../../db/client";
import {
  initiativeKpis,
  initiativeObjectives,
  initiatives,
  kpiAssignments,
  milestones,
  objectiveAssignments,
} from "../../db/schema";
import type { Actor, TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, forbidden } from "../../http-error";
import { assertVersion, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { clearRedWithoutInitiative } from "../notifications";
import { checkMilestonesWithin } from "./milestones";
import { loadInitiatives } from "./read";
import {
  initiativeRows,
  KPI_NOT_FOUND,
  MEMBER_OWNER,
  mayEdit,
  milestoneRows,
  NOT_YOURS,
  OBJECTIVE_NOT_FOUND,
  type OrgContext,
  OWNER_NOT_FOUND,
  orgContext,
  snapshot,
  userRows,
} from "./rows";

/** INIT-3: the status sent, spelled as the organization's list spells it; 400 when it is not in it. */
function resolveStatus(org: OrgContext, sent: string | undefined, current: string | null): string {
  if (sent === undefined) return current ?? org.statuses[0]!;
  const found = org.statuses.find((status) => status.toLowerCase() === sent.toLowerCase());
  if (found) return found;
  // INIT-3: a status taken off the list stays on the initiatives that have it until they change.
  if (current !== null && current.toLowerCase() === sent.toLowerCase()) return current;
  throw badRequest(UNKNOWN_STATUS_MESSAGE, {
    status: `${UNKNOWN_STATUS_MESSAGE}: ${org.statuses.join(", ")}`,
  });
}

/** TENANT-4: each id must be a row of the organization, else 400 on the field. */
async function checkIds(
  tx: Tx,
  actor: TenantContext,
  table: typeof objectiveAssignments | typeof kpiAssignments,
  ids: readonly string[],
  field: string,
  message: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inOrganization(table.organizationId, actor.orgId), inArray(table.id, [...ids])));
  if (found.length !== ids.length) throw badRequest(message, { [field]: message });
}

/** INIT-32: who owns the initiative after this write; members may only name themselves. */
async function resolveOwner(tx: Tx, actor: Actor, sent: string | null | undefined): Promise<string | null> {
  const owner = sent === undefined ? actor.userId : sent;
  if (actor.role !== "admin" && owner !== actor.userId) throw forbidden(MEMBER_OWNER);
  if (owner !== null) await userRows.reference(tx, actor, "ownerId", owner, OWNER_NOT_FOUND);
  return owner;
}

async function replaceLinks(w: WriteContext, id: string, input: InitiativeBody): Promise<void> {
  const { tx, actor } = w;
  await tx
    .delete(initiativeObjectives)
    .where(
      and(
        inOrganization(initiativeObjectives.organizationId, actor.orgId),
        eq(initiativeObjectives.initiativeId, id),
      ),
    );
  await tx
    .delete(initiativeKpis)
    .where(
      and(inOrganization(initiativeKpis.organizationId, actor.orgId), eq(initiativeKpis.initiativeId, id)),
    );
  const objectiveIds = [...new Set(input.objectiveAssignmentIds)];
  const kpiIds = [...new Set(input.kpiAssignmentIds ?? [])];
  if (objectiveIds.length) {
    await tx.insert(initiativeObjectives).values(
      objectiveIds.map((objectiveAssignmentId) => ({
        organizationId: actor.orgId,
        initiativeId: id,
        objectiveAssignmentId,
      })),
    );
    // NOTIFY-31: an initiative on the objective ends its KPIs' "below target with no initiative" alerts.
    await clearRedWithoutInitiative(tx, actor.orgId, objectiveIds);
  }
  if (kpiIds.length) {
    await tx
      .insert(initiativeKpis)
      .values(
        kpiIds.map((kpiAssignmentId) => ({ organizationId: actor.orgId, initiativeId: id, kpiAssignmentId })),
      );
  }
}

async function checkBody(tx: Tx, actor: Actor, input: InitiativeBody): Promise<void> {
  await checkIds(
    tx,
    actor,
    objectiveAssignments,
    [...new Set(input.objectiveAssignmentIds)],
    "objectiveAssignmentIds",
    OBJECTIVE_NOT_FOUND,
  );
  await checkIds(
    tx,
    actor,
    kpiAssignments,
    [...new Set(input.kpiAssignmentIds ?? [])],
    "kpiAssignmentIds",
    KPI_NOT_FOUND,
  );
}

/** API-24 POST /api/initiatives (INIT-2..INIT-9, INIT-32). */
export function createInitiative(
  deps: ServiceDeps,
  actor: Actor,
  input: InitiativeBody,
  now: Date,
): Promise<Initiative> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const org = await orgContext(tx, actor);
    const ownerId = await resolveOwner(tx, actor, input.ownerId);
    await checkBody(tx, actor, input);
    const status = resolveStatus(org, input.status, null);
    const row = await initiativeRows.insert(tx, actor, {
      name: input.name,
      description: input.description,
      ownerId,
      startDate: input.startDate,
      endDate: input.endDate,
      budget: input.budget ?? null,
      spent: input.spent ?? null,
      status,
      percentComplete: input.percentComplete ?? null,
    });
    await replaceLinks(w, row.id, input);
    await initiativeRows.audit(w, "created", row, { newValue: snapshot(row) });
    return loadInitiatives(tx, actor, eq(initiatives.id, row.id), isoDay(now), org).then((list) => list[0]!);
  });
}

async function milestoneCount(tx: Tx, actor: TenantContext, initiativeId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(milestones)
    .where(and(milestoneRows.inOrg(actor), eq(milestones.initiativeId, initiativeId)));
  return row?.n ?? 0;
}

/**
 * API-24 PUT /api/initiatives/{id}: a full replace (INIT-2), except that an owner or a status left out keeps the
 * current one and a percent complete left out keeps the entered one (INIT-14); VERSION-1.
 */
export function updateInitiative(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: InitiativeBody,
  version: string | undefined,
  now: Date,
): Promise<Initiative> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const before = await initiativeRows.lock(tx, actor, id);
    assertVersion(before.updatedAt, version);
    if (!mayEdit(actor, before)) throw forbidden(NOT_YOURS);
    const org = await orgContext(tx, actor);
    const ownerId = await resolveOwner(
      tx,
      actor,
      input.ownerId === undefined ? before.ownerId : input.ownerId,
    );
    await checkBody(tx, actor, input);
    const status = resolveStatus(org, input.status, before.status);
    // INIT-11: new dates may not leave a milestone more than a year outside them.
    await checkMilestonesWithin(tx, actor, id, input.startDate, input.endDate);
    // INIT-14: with milestones, percent complete is theirs; an entered one is refused, saying why.
    if (typeof input.percentComplete === "number" && (await milestoneCount(tx, actor, id)) > 0) {
      throw badRequest(PERCENT_WITH_MILESTONES_MESSAGE, { percentComplete: PERCENT_WITH_MILESTONES_MESSAGE });
    }
    const after = await initiativeRows.update(tx, actor, id, {
      name: input.name,
      description: input.description,
      ownerId,
      startDate: input.startDate,
      endDate: input.endDate,
      budget: input.budget ?? null,
      spent: input.spent ?? null,
      status,
      percentComplete: input.percentComplete === undefined ? before.percentComplete : input.percentComplete,
    });
    await replaceLinks(w, id, input);
    await initiativeRows.audit(w, "updated", after, {
      oldValue: snapshot(before),
      newValue: snapshot(after),
    });
    return loadInitiatives(tx, actor, eq(initiatives.id, id), isoDay(now), org).then((list) => list[0]!);
  });
}

/** API-24 DELETE /api/initiatives/{id}: with its milestones and links (the keys cascade); VERSION-1. */
export function deleteInitiative(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<{ message: string; id: string }> {
  return initiativeRows.remove(deps, actor, id, version, {
    async check(_w, row) {
      if (!mayEdit(actor, row)) throw forbidden(NOT_YOURS);
    },
    async cleanUp(w) {
      return { milestones: await milestoneCount(w.tx, actor, id) };
    },
    present: (_w, row) => ({ message: `Initiative "${row.name}" deleted`, id: row.id }),
  });
}
