// Initiatives (INIT-1..INIT-35, API-24): reading them, with health and the needle computed.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { initiativeHealth, milestoneOverdue, percentComplete } from "../../../domain/initiatives";
import { displayName } from "../../../domain/people";
import { fiscalYearOf } from "../../../domain/periods";
import type { Initiative, InitiativeDetail, InitiativesQuery } from "../../../domain/schemas/initiatives";
import { localMonth } from "../../../domain/time-zone";
import type { Tx } from "../../db/client";
import { organizationToday, timeZoneOf } from "../../db/fiscal-year";
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
  users,
} from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import type { ServiceDeps } from "../../services";
import { needlesOf } from "./needle";

import {
  initiativeRows,
  kpiLinkRows,
  mayEdit,
  milestoneRows,
  type OrgContext,
  objectiveLinkRows,
  orgContext,
  userRows,
} from "./rows";

/** The initiatives matching `where`, with everything an answer shows (a handful of set-based queries). */
export async function loadInitiatives(
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
        .where(userRows.byIds(actor, ownerIds))
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
    .where(and(objectiveLinkRows.inOrg(actor), inArray(initiativeObjectives.initiativeId, ids)))
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
    .where(and(kpiLinkRows.inOrg(actor), inArray(initiativeKpis.initiativeId, ids)))
    .orderBy(asc(organizationFunctions.name), asc(kpis.name));
  const milestoneList = await tx
    .select()
    .from(milestones)
    .where(and(milestoneRows.inOrg(actor), inArray(milestones.initiativeId, ids)))
    .orderBy(asc(milestones.dueDate), asc(milestones.name), asc(milestones.id));
  const ownerName = new Map(owners.map((owner) => [owner.id, displayName(owner)]));
  // The fiscal year an assignment was first part of (assignments are not per year: CASCADE-10).
  // SETTINGS-17: the month it was made in, in the organization's time zone.
  const timeZone = await timeZoneOf(tx, actor);
  const yearOf = (at: Date) => fiscalYearOf(localMonth(at, timeZone), org.fiscalYearStartMonth);
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
        overdue: milestoneOverdue({ dueDate: m.dueDate, completedAt: m.completedAt ?? null }, today),
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

export async function loadOne(tx: Tx, actor: TenantContext, id: string, today: string): Promise<Initiative> {
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
      await organizationToday(tx, actor, now),
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
    const today = await organizationToday(tx, actor, now);
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
export async function initiativesOfObjectives(
  tx: Tx,
  actor: TenantContext,
  objectiveAssignmentIds: readonly string[],
  today: Date,
): Promise<Initiative[]> {
  if (objectiveAssignmentIds.length === 0) return [];
  return loadInitiatives(
    tx,
    actor,
    linkedTo(
      initiativeObjectives,
      inArray(initiativeObjectives.objectiveAssignmentId, [...objectiveAssignmentIds]),
    ),
    await organizationToday(tx, actor, today),
  );
}
