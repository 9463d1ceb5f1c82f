// Initiatives (INIT-1..INIT-35, API-24): creating, changing and deleting them. Every write is one
// tenant transaction through the kernel with its activity row (ARCH-5); every id a body names is looked
// up inside the organization (TENANT-4).
import { and, eq, sql } from "drizzle-orm";
import {
  type Initiative,
  type InitiativeBody,
  PERCENT_WITH_MILESTONES_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from "../../../domain/schemas/initiatives";
import type { Tx } from "../../db/client";
import { organizationToday } from "../../db/fiscal-year";
import { initiativeKpis, initiativeObjectives, initiatives, milestones } from "../../db/schema";
import type { Actor, TenantContext } from "../../db/tenant";
import { badRequest, forbidden } from "../../http-error";
import type { WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { clearRedWithoutInitiative } from "../notifications";
import { checkMilestonesWithin } from "./milestones";
import { loadInitiatives } from "./read";
import {
  initiativeRows,
  kpiAssignmentRows,
  kpiLinkRows,
  MEMBER_OWNER,
  mayEdit,
  milestoneRows,
  NOT_YOURS,
  type OrgContext,
  OWNER_NOT_FOUND,
  objectiveAssignmentRows,
  objectiveLinkRows,
  orgContext,
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
    .where(and(objectiveLinkRows.inOrg(actor), eq(initiativeObjectives.initiativeId, id)));
  await tx.delete(initiativeKpis).where(and(kpiLinkRows.inOrg(actor), eq(initiativeKpis.initiativeId, id)));
  const objectiveIds = [...new Set(input.objectiveAssignmentIds)];
  const kpiIds = [...new Set(input.kpiAssignmentIds ?? [])];
  if (objectiveIds.length) {
    await tx.insert(initiativeObjectives).values(
      objectiveLinkRows.rowsFor(
        actor,
        objectiveIds.map((objectiveAssignmentId) => ({ initiativeId: id, objectiveAssignmentId })),
      ),
    );
    // NOTIFY-31: an initiative on the objective ends its KPIs' "below target with no initiative" alerts.
    await clearRedWithoutInitiative(tx, actor.orgId, objectiveIds);
  }
  if (kpiIds.length) {
    await tx.insert(initiativeKpis).values(
      kpiLinkRows.rowsFor(
        actor,
        kpiIds.map((kpiAssignmentId) => ({ initiativeId: id, kpiAssignmentId })),
      ),
    );
  }
}

async function checkBody(tx: Tx, actor: Actor, input: InitiativeBody): Promise<void> {
  await objectiveAssignmentRows.referenceAll(
    tx,
    actor,
    "objectiveAssignmentIds",
    input.objectiveAssignmentIds,
  );
  await kpiAssignmentRows.referenceAll(tx, actor, "kpiAssignmentIds", input.kpiAssignmentIds ?? []);
}

/** API-24 POST /api/initiatives (INIT-2..INIT-9, INIT-32). */
export function createInitiative(
  deps: ServiceDeps,
  actor: Actor,
  input: InitiativeBody,
  now: Date,
): Promise<Initiative> {
  return initiativeRows.create(deps, actor, {
    async values({ tx }) {
      const org = await orgContext(tx, actor);
      const ownerId = await resolveOwner(tx, actor, input.ownerId);
      await checkBody(tx, actor, input);
      return columnsOf(input, {
        ownerId,
        status: resolveStatus(org, input.status, null),
        percentComplete: input.percentComplete ?? null,
      });
    },
    after: (w, row) => replaceLinks(w, row.id, input),
    present: ({ tx }, row) => loadInitiative(tx, actor, row.id, now),
  });
}

/** The initiative as the API answers it (the organization's settings are read once per transaction). */
const loadInitiative = async (tx: Tx, actor: TenantContext, id: string, now: Date) =>
  (await loadInitiatives(tx, actor, eq(initiatives.id, id), await organizationToday(tx, actor, now)))[0]!;

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
/** An initiative's columns from its body; the owner, status and percent complete as the write resolved them. */
function columnsOf(
  input: InitiativeBody,
  resolved: Pick<typeof initiatives.$inferInsert, "ownerId" | "status" | "percentComplete">,
) {
  return {
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    budget: input.budget ?? null,
    spent: input.spent ?? null,
    ...resolved,
  };
}

export function updateInitiative(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: InitiativeBody,
  version: string | undefined,
  now: Date,
): Promise<Initiative> {
  return initiativeRows.edit(deps, actor, id, version, {
    async check(_w, before) {
      if (!mayEdit(actor, before)) throw forbidden(NOT_YOURS);
    },
    async changes(before, { tx }) {
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
        throw badRequest(PERCENT_WITH_MILESTONES_MESSAGE, {
          percentComplete: PERCENT_WITH_MILESTONES_MESSAGE,
        });
      }
      return columnsOf(input, {
        ownerId,
        status,
        percentComplete: input.percentComplete === undefined ? before.percentComplete : input.percentComplete,
      });
    },
    after: (w) => replaceLinks(w, id, input),
    present: ({ tx }) => loadInitiative(tx, actor, id, now),
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
