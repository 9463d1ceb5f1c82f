// Initiatives (issue 24; INIT-1..INIT-35, API-24..API-26): the projects that deliver objectives, with
// milestones, computed health and the needle. Every write is one tenant transaction through the kernel
// with its activity row (ARCH-5); every id a body names is looked up inside the organization (TENANT-4).
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { initiativeHealth, milestoneDueBounds, percentComplete } from "../../../domain/initiatives";
import { displayName } from "../../../domain/people";
import { DEFAULT_FISCAL_START_MONTH, fiscalYearOf } from "../../../domain/periods";
import { isoDay } from "../../../domain/reporting-calendar";
import { initiativesResource, milestonesResource } from "../../../domain/resources";
import {
  COMPLETED_AT_MESSAGE,
  DEFAULT_INITIATIVE_STATUSES,
  type Initiative,
  type InitiativeBody,
  type InitiativeDetail,
  type InitiativesQuery,
  MILESTONE_DUE_MESSAGE,
  PERCENT_WITH_MILESTONES_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from "../../../domain/schemas/initiatives";
import { DEFAULT_SCORING_SETTINGS, type ScoringSettings } from "../../../domain/scoring";
import type { Tx } from "../../db/client";
import {
  initiativeKpis,
  initiativeObjectives,
  initiatives,
  kpiAssignments,
  kpis,
  milestones,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  users,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, forbidden } from "../../http-error";
import { assertVersion, auditedResource, owned, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { needlesOf } from "./needle";

type InitiativeRow = typeof initiatives.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;

export const OWNER_NOT_FOUND = "The owner was not found in this organization";
export const OBJECTIVE_NOT_FOUND = "An objective assignment in objectiveAssignmentIds was not found";
export const KPI_NOT_FOUND = "A KPI assignment in kpiAssignmentIds was not found";
export const NOT_YOURS = "Members can only change initiatives they own";
export const MILESTONES_OUTSIDE_MESSAGE =
  "These dates would leave a milestone more than a year outside the initiative; move the milestone first";
export const MEMBER_OWNER = "Members can only create and keep initiatives they own themselves";

const snapshot = (row: InitiativeRow) => ({
  name: row.name,
  ownerId: row.ownerId,
  startDate: row.startDate,
  endDate: row.endDate,
  budget: row.budget,
  spent: row.spent,
  status: row.status,
  percentComplete: row.percentComplete,
});

// INIT-31: initiatives and milestones are logged in their own category.
const initiativeRows = auditedResource(initiativesResource, initiatives, {
  name: (row) => row.name,
  snapshot,
});
const milestoneRows = auditedResource(milestonesResource, milestones, {
  name: (row) => row.name,
  snapshot: (row) => ({
    name: row.name,
    dueDate: row.dueDate,
    weight: row.weight,
    completedAt: row.completedAt?.toISOString() ?? null,
  }),
});
const userRows = owned(users, OWNER_NOT_FOUND);

type OrgContext = {
  statuses: string[];
  fiscalYearStartMonth: number;
  scoring: ScoringSettings;
};

async function orgContext(tx: Tx, actor: TenantContext): Promise<OrgContext> {
  const [row] = await tx
    .select()
    .from(organizationSettings)
    .where(inOrganization(organizationSettings.organizationId, actor.orgId));
  if (!row) {
    return {
      statuses: [...DEFAULT_INITIATIVE_STATUSES],
      fiscalYearStartMonth: DEFAULT_FISCAL_START_MONTH,
      scoring: { ...DEFAULT_SCORING_SETTINGS },
    };
  }
  return {
    statuses: row.initiativeStatuses.length ? row.initiativeStatuses : [...DEFAULT_INITIATIVE_STATUSES],
    fiscalYearStartMonth: row.fiscalYearStartMonth,
    scoring: {
      scoreCapPercentage: row.scoreCapPercentage,
      exceedsTargetThreshold: row.exceedsTargetThreshold,
      onTargetThreshold: row.onTargetThreshold,
      nearTargetThreshold: row.nearTargetThreshold,
      atRiskThreshold: row.atRiskThreshold,
    },
  };
}

/** INIT-32: admins edit every initiative; members those they own. */
const mayEdit = (actor: TenantContext, row: { ownerId: string | null }) =>
  actor.role === "admin" || (row.ownerId !== null && row.ownerId === actor.userId);

// ---------------------------------------------------------------------------------------------------
// Reading

/** The initiatives matching `where`, with everything an answer shows (a handful of set-based queries). */
async function loadInitiatives(
  tx: Tx,
  actor: TenantContext,
  where: SQL | undefined,
  today: string,
  ctx?: OrgContext,
): Promise<Initiative[]> {
  const org = ctx ?? (await orgContext(tx, actor));
  const rows = await tx
    .select()
    .from(initiatives)
    .where(where ? and(initiativeRows.inOrg(actor), where) : initiativeRows.inOrg(actor))
    .orderBy(asc(initiatives.startDate), asc(initiatives.name), asc(initiatives.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => id !== null))];
  // One query at a time: a transaction is one connection, which runs one statement at once.
  const owners = ownerIds.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(inOrganization(users.organizationId, actor.orgId), inArray(users.id, ownerIds)))
    : [];
  const objectiveLinks = await tx
    .select({
      initiativeId: initiativeObjectives.initiativeId,
      id: objectiveAssignments.id,
      name: objectives.name,
      functionId: organizationFunctions.id,
      functionName: organizationFunctions.name,
      createdAt: objectiveAssignments.createdAt,
    })
    .from(initiativeObjectives)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, initiativeObjectives.objectiveAssignmentId))
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .where(
      and(
        inOrganization(initiativeObjectives.organizationId, actor.orgId),
        inArray(initiativeObjectives.initiativeId, ids),
      ),
    )
    .orderBy(asc(organizationFunctions.name), asc(objectives.name));
  const kpiLinks = await tx
    .select({
      initiativeId: initiativeKpis.initiativeId,
      id: kpiAssignments.id,
      name: kpis.name,
      unit: kpis.unit,
      functionId: organizationFunctions.id,
      functionName: organizationFunctions.name,
      createdAt: kpiAssignments.createdAt,
    })
    .from(initiativeKpis)
    .innerJoin(kpiAssignments, eq(kpiAssignments.id, initiativeKpis.kpiAssignmentId))
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .where(
      and(
        inOrganization(initiativeKpis.organizationId, actor.orgId),
        inArray(initiativeKpis.initiativeId, ids),
      ),
    )
    .orderBy(asc(organizationFunctions.name), asc(kpis.name));
  const milestoneList = await tx
    .select()
    .from(milestones)
    .where(and(milestoneRows.inOrg(actor), inArray(milestones.initiativeId, ids)))
    .orderBy(asc(milestones.dueDate), asc(milestones.name), asc(milestones.id));
  const ownerName = new Map(owners.map((owner) => [owner.id, displayName(owner)]));
  // The fiscal year an assignment was first part of (assignments are not per year: CASCADE-10).
  const yearOf = (at: Date) =>
    fiscalYearOf({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 }, org.fiscalYearStartMonth);
  const group = <T extends { initiativeId: string }>(list: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.initiativeId, [...(map.get(item.initiativeId) ?? []), item]);
    return map;
  };
  const objectivesOf = group(objectiveLinks);
  const kpisOf = group(kpiLinks);
  const milestonesOf = group(milestoneList);

  return rows.map((row) => {
    const ms = milestonesOf.get(row.id) ?? [];
    const complete = percentComplete(
      ms.map((m) => ({ weight: m.weight, completed: m.completedAt !== null })),
      row.percentComplete,
    );
    const objectiveList = (objectivesOf.get(row.id) ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      functionId: o.functionId,
      functionName: o.functionName,
      year: yearOf(o.createdAt),
    }));
    const kpiList = (kpisOf.get(row.id) ?? []).map((k) => ({
      id: k.id,
      name: k.name,
      functionId: k.functionId,
      functionName: k.functionName,
      year: yearOf(k.createdAt),
      unit: k.unit,
    }));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      ownerId: row.ownerId,
      ownerName: row.ownerId ? (ownerName.get(row.ownerId) ?? null) : null,
      objectiveAssignmentIds: objectiveList.map((o) => o.id),
      objectives: objectiveList,
      kpiAssignmentIds: kpiList.map((k) => k.id),
      kpis: kpiList,
      startDate: row.startDate,
      endDate: row.endDate,
      budget: row.budget,
      spent: row.spent,
      status: row.status,
      percentComplete: complete,
      percentCompleteEntered: row.percentComplete,
      milestones: ms.map((m) => ({
        id: m.id,
        name: m.name,
        dueDate: m.dueDate,
        weight: m.weight,
        completedAt: m.completedAt?.toISOString() ?? null,
      })),
      health: initiativeHealth({
        startDate: row.startDate,
        endDate: row.endDate,
        status: row.status,
        percentComplete: complete,
        budget: row.budget,
        spent: row.spent,
        today,
      }),
      canEdit: mayEdit(actor, row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.updatedAt.toISOString(),
    };
  });
}

async function loadOne(tx: Tx, actor: TenantContext, id: string, today: string): Promise<Initiative> {
  const [one] = await loadInitiatives(tx, actor, eq(initiatives.id, id), today);
  return one!;
}

const linkedTo = (table: typeof initiativeObjectives | typeof initiativeKpis, condition: SQL) =>
  sql`exists (select 1 from ${table} where ${table.initiativeId} = ${initiatives.id} and ${condition})`;

/** API-24 GET /api/initiatives: the organization's initiatives, filtered (INIT-33), by start date then name. */
export function listInitiatives(
  deps: ServiceDeps,
  actor: TenantContext,
  query: InitiativesQuery,
  now: Date,
): Promise<Initiative[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(sql`lower(${initiatives.status}) = lower(${query.status})`);
    if (query.ownerId) conditions.push(eq(initiatives.ownerId, query.ownerId));
    if (query.objectiveAssignmentId) {
      conditions.push(
        linkedTo(
          initiativeObjectives,
          eq(initiativeObjectives.objectiveAssignmentId, query.objectiveAssignmentId),
        ),
      );
    }
    if (query.kpiAssignmentId) {
      conditions.push(linkedTo(initiativeKpis, eq(initiativeKpis.kpiAssignmentId, query.kpiAssignmentId)));
    }
    if (query.functionId !== undefined || query.year !== undefined) {
      // INIT-33: linked to an objective assignment of that function, part of that year (CASCADE-10).
      const parts: SQL[] = [];
      if (query.functionId) parts.push(sql`oa.organization_function_id = ${query.functionId}`);
      if (query.year !== undefined) {
        parts.push(sql`(oa.ended_from_year is null or oa.ended_from_year > ${Number(query.year)})`);
      }
      conditions.push(
        sql`exists (select 1 from ${initiativeObjectives} io join objective_assignments oa on oa.id = io.objective_assignment_id
          where io.initiative_id = ${initiatives.id} and ${sql.join(parts, sql` and `)})`,
      );
    }
    const list = await loadInitiatives(
      tx,
      actor,
      conditions.length ? and(...conditions) : undefined,
      isoDay(now),
    );
    return query.health ? list.filter((item) => item.health.health === query.health) : list;
  });
}

/** API-24 GET /api/initiatives/{id}: the initiative with its needle (INIT-20). */
export function getInitiative(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  now: Date,
): Promise<InitiativeDetail> {
  return withTenant(deps.db, actor, async (tx) => {
    await initiativeRows.find(tx, actor, id);
    const org = await orgContext(tx, actor);
    const today = isoDay(now);
    const [initiative] = await loadInitiatives(tx, actor, eq(initiatives.id, id), today, org);
    const needle = await needlesOf(tx, actor, initiative!.kpiAssignmentIds, {
      startDate: initiative!.startDate,
      today,
      fiscalYearStartMonth: org.fiscalYearStartMonth,
      scoring: org.scoring,
    });
    return { ...initiative!, needle };
  });
}

/**
 * For the briefing book: the initiatives linked to any of these objective assignments (INIT-34), as
 * the list answers them, inside the caller's transaction.
 */
export function initiativesOfObjectives(
  tx: Tx,
  actor: TenantContext,
  objectiveAssignmentIds: readonly string[],
  today: Date,
): Promise<Initiative[]> {
  if (objectiveAssignmentIds.length === 0) return Promise.resolve([]);
  return loadInitiatives(
    tx,
    actor,
    linkedTo(
      initiativeObjectives,
      inArray(initiativeObjectives.objectiveAssignmentId, [...objectiveAssignmentIds]),
    ),
    isoDay(today),
  );
}

// ---------------------------------------------------------------------------------------------------
// Writing

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

// ---------------------------------------------------------------------------------------------------
// Milestones (API-25)

/** The initiative a milestone write touches, locked, and 403 unless the actor may edit it (INIT-32). */
async function editableInitiative(w: WriteContext, id: string): Promise<InitiativeRow> {
  const row = await initiativeRows.lock(w.tx, w.actor, id);
  if (!mayEdit(w.actor, row)) throw forbidden(NOT_YOURS);
  return row;
}

/** INIT-11: 400 on the dates when a milestone's due date would fall outside the new dates' window. */
async function checkMilestonesWithin(
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
    return loadOne(w.tx, actor, initiativeId, isoDay(now));
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
    return loadOne(w.tx, actor, before.initiativeId, isoDay(now));
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
    return loadOne(w.tx, actor, row.initiativeId, isoDay(now));
  });
}
