// KPI assignments (spec §3 KPI assignment, §5 KPI assignment form, Targets inputs, Actual results,
// §7 KPI assignments; D1 years, D5, D6, D7, D8, D9): a library KPI under an objective assignment, with
// targets and actuals per (year, period key).
import { and, asc, eq, type SQL } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { currentYear, type Frequency, type PeriodValues, periodLabel } from "../../../domain/periods";
import type {
  CreateKpiAssignmentData,
  KpiAssignment,
  UpdateKpiAssignmentData,
} from "../../../domain/schemas/assignments";
import { periodKeySchema } from "../../../domain/schemas/period-maps";
import { assertVersion } from "../../concurrency";
import type { Tx } from "../../db/client";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  users,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, conflict, forbidden, notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { recordActivity } from "../activities/record";
import { findKpiFor, findOwnerFor } from "./lookups";
import {
  emptyMap,
  parsePeriodMap,
  readYearValues,
  type ValueChange,
  writePeriodValues,
} from "./measurements";

/** D1: reads and writes without a year use the current one. */
export function thisYear(): number {
  return currentYear(new Date());
}

async function selectKpiAssignments(
  tx: Tx,
  actor: TenantContext,
  year: number,
  where?: SQL,
): Promise<KpiAssignment[]> {
  const rows = await tx
    .select({
      assignment: kpiAssignments,
      kpi: {
        name: kpis.name,
        description: kpis.description,
        unit: kpis.unit,
        frequency: kpis.frequency,
        polarity: kpis.polarity,
        isCumulative: kpis.isCumulative,
      },
      objective: { name: objectives.name, bscPerspective: objectives.bscPerspective },
      functionId: organizationFunctions.id,
      functionName: organizationFunctions.name,
      level: objectiveAssignments.organizationLevel,
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .leftJoin(users, eq(users.id, kpiAssignments.ownerId))
    .where(and(inOrganization(kpiAssignments.organizationId, actor.orgId), where))
    .orderBy(asc(kpiAssignments.createdAt), asc(kpis.name));
  const values = await readYearValues(
    tx,
    actor,
    year,
    where ? rows.map((row) => row.assignment.id) : undefined,
  );
  return rows.map(({ assignment: a, kpi, objective, functionId, functionName, level, owner }) => {
    const stored = values.get(a.id);
    return {
      id: a.id,
      organizationId: a.organizationId,
      kpiId: a.kpiId,
      kpiName: kpi.name,
      kpiDescription: kpi.description,
      unit: kpi.unit,
      frequency: kpi.frequency,
      polarity: kpi.polarity,
      isCumulative: kpi.isCumulative,
      linkedObjectiveId: a.linkedObjectiveId,
      objectiveName: objective.name,
      bscPerspective: objective.bscPerspective,
      objectiveAssignmentId: a.objectiveAssignmentId,
      organizationFunctionId: functionId,
      functionName,
      organizationLevel: level,
      ownerId: a.ownerId,
      // Issue 8: a deleted owner's name is kept on the row.
      ownerName: a.ownerId && owner?.email ? displayName(owner) : a.ownerName,
      weight: a.weight,
      // Only the KPI's own keys (a frequency changed later leaves the other keys out of view).
      targets: onlyKeysOf(kpi.frequency, stored?.targets),
      actualResults: onlyKeysOf(kpi.frequency, stored?.actuals),
      period: String(year),
      year,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      version: a.updatedAt.toISOString(),
    };
  });
}

function onlyKeysOf(frequency: Frequency, stored: PeriodValues | undefined): Record<string, number | null> {
  const map = emptyMap(frequency);
  for (const key of Object.keys(map)) map[key] = stored?.[key as keyof PeriodValues] ?? null;
  return map;
}

async function readOne(tx: Tx, actor: TenantContext, id: string, year: number): Promise<KpiAssignment> {
  const [one] = await selectKpiAssignments(tx, actor, year, eq(kpiAssignments.id, id));
  if (!one) throw notFound("KPI assignment not found");
  return one;
}

export function listKpiAssignments(deps: ServiceDeps, actor: TenantContext, year: number) {
  return withTenant(deps.db, actor, (tx) => selectKpiAssignments(tx, actor, year));
}

/** spec §2 Activities: 'Actual result updated from {old} to {new} for KPI {name}', one row per period. */
async function recordActualChanges(
  tx: Tx,
  actor: Actor,
  assignment: { id: string; kpiName: string; frequency: Frequency },
  year: number,
  changes: readonly ValueChange[],
): Promise<void> {
  for (const change of changes) {
    await recordActivity(tx, actor, {
      action: "actual_result_update",
      entityType: "actual_result",
      entityId: assignment.id,
      entityName: assignment.kpiName,
      category: "actual_result_update",
      details: {
        oldValue: change.oldValue,
        newValue: change.newValue,
        kpiName: assignment.kpiName,
        period: periodLabel(assignment.frequency, change.key, year),
      },
    });
  }
}

export function createKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateKpiAssignmentData,
): Promise<KpiAssignment> {
  return withTenant(deps.db, actor, async (tx) => {
    const [objectiveAssignment] = await tx
      .select()
      .from(objectiveAssignments)
      .where(
        and(
          eq(objectiveAssignments.id, input.objectiveAssignmentId),
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
        ),
      );
    if (!objectiveAssignment) {
      const message = "Objective assignment not found";
      throw badRequest(message, { objectiveAssignmentId: message });
    }
    if (input.linkedObjectiveId && input.linkedObjectiveId !== objectiveAssignment.objectiveId) {
      const message = "The objective does not match the objective assignment";
      throw badRequest(message, { linkedObjectiveId: message });
    }
    const kpi = await findKpiFor(tx, actor, "kpiId", input.kpiId);
    const targets = parsePeriodMap("targets", kpi.frequency, input.targets);
    const actuals = parsePeriodMap("actualResults", kpi.frequency, input.actualResults);
    const [duplicate] = await tx
      .select({ id: kpiAssignments.id })
      .from(kpiAssignments)
      .where(
        and(
          inOrganization(kpiAssignments.organizationId, actor.orgId),
          eq(kpiAssignments.kpiId, kpi.id),
          eq(kpiAssignments.objectiveAssignmentId, objectiveAssignment.id),
        ),
      );
    if (duplicate) throw conflict(`"${kpi.name}" is already assigned to this objective`);
    // spec §7: the owner is the one chosen, else the objective assignment's owner, else whoever assigns.
    const ownerId = input.ownerId ?? objectiveAssignment.ownerId ?? actor.userId;
    const owner = await findOwnerFor(tx, actor, "ownerId", ownerId);
    const [row] = await tx
      .insert(kpiAssignments)
      .values({
        organizationId: actor.orgId,
        kpiId: kpi.id,
        objectiveAssignmentId: objectiveAssignment.id,
        linkedObjectiveId: objectiveAssignment.objectiveId,
        ownerId: owner.id,
        ownerName: owner.name,
        weight: input.weight,
        updatedBy: actor.userId,
      })
      .returning();
    const year = input.period ?? thisYear();
    if (targets) await writePeriodValues(tx, actor, row!.id, year, "target", targets);
    const actualChanges = actuals ? await writePeriodValues(tx, actor, row!.id, year, "actual", actuals) : [];
    await recordActivity(tx, actor, {
      action: "assigned",
      entityType: "kpi_assignment",
      entityId: row!.id,
      entityName: kpi.name,
      category: "assignments",
      details: { newValue: { weight: row!.weight, targets: targets ?? {}, year } },
    });
    await recordActualChanges(
      tx,
      actor,
      { id: row!.id, kpiName: kpi.name, frequency: kpi.frequency },
      year,
      actualChanges,
    );
    return readOne(tx, actor, row!.id, year);
  });
}

/**
 * PATCH /api/kpi-assignments/{id} (spec §7, D9). An admin may change everything; a `user` may only send
 * actual results, and only for a KPI assignment they own (403 otherwise). Actuals merge per period key
 * and carry no version check: two people entering different months at once both keep their values.
 * Weight, owner and target edits check the D7 version when one is sent.
 */
export function updateKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateKpiAssignmentData,
  ifMatch?: string,
): Promise<KpiAssignment> {
  return withTenant(deps.db, actor, async (tx) => {
    const [found] = await tx
      .select({ assignment: kpiAssignments, kpi: kpis })
      .from(kpiAssignments)
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .where(and(eq(kpiAssignments.id, id), inOrganization(kpiAssignments.organizationId, actor.orgId)));
    if (!found) throw notFound("KPI assignment not found");
    const { assignment, kpi } = found;
    const edits = input.weight !== undefined || input.ownerId !== undefined || input.targets !== undefined;
    const isAdmin = actor.role === "admin";
    if (!isAdmin && (edits || assignment.ownerId !== actor.userId)) throw forbidden();

    const year = input.period ?? thisYear();
    const targets = parsePeriodMap("targets", kpi.frequency, input.targets);
    let actuals = parsePeriodMap("actualResults", kpi.frequency, input.actualResults);
    if (input.actualResult !== undefined && input.periodKey !== undefined) {
      const key = periodKeySchema(kpi.frequency).safeParse(input.periodKey);
      if (!key.success) {
        const message = key.error.issues[0]?.message ?? "Invalid period";
        throw badRequest(message, { periodKey: message });
      }
      actuals = { ...actuals, [key.data]: input.actualResult };
    }

    if (edits) {
      assertVersion(assignment.updatedAt, input.version ?? ifMatch);
      const owner =
        input.ownerId !== undefined && input.ownerId !== null
          ? await findOwnerFor(tx, actor, "ownerId", input.ownerId)
          : undefined;
      await tx
        .update(kpiAssignments)
        .set({
          ...(input.weight !== undefined ? { weight: input.weight } : {}),
          ...(input.ownerId !== undefined
            ? { ownerId: owner?.id ?? null, ownerName: owner?.name ?? null }
            : {}),
          updatedAt: new Date(),
          updatedBy: actor.userId,
        })
        .where(and(eq(kpiAssignments.id, id), inOrganization(kpiAssignments.organizationId, actor.orgId)));
      const targetChanges = targets ? await writePeriodValues(tx, actor, id, year, "target", targets) : [];
      await recordActivity(tx, actor, {
        action: "updated",
        entityType: "kpi_assignment",
        entityId: id,
        entityName: kpi.name,
        category: "assignments",
        details: {
          oldValue: {
            weight: assignment.weight,
            ownerId: assignment.ownerId,
            targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.oldValue])),
          },
          newValue: {
            weight: input.weight ?? assignment.weight,
            ownerId: input.ownerId === undefined ? assignment.ownerId : (owner?.id ?? null),
            targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.newValue])),
          },
          period: String(year),
        },
      });
    }
    if (actuals) {
      const changes = await writePeriodValues(tx, actor, id, year, "actual", actuals);
      await recordActualChanges(
        tx,
        actor,
        { id, kpiName: kpi.name, frequency: kpi.frequency },
        year,
        changes,
      );
    }
    return readOne(tx, actor, id, year);
  });
}

export function deleteKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  return withTenant(deps.db, actor, async (tx) => {
    const [found] = await tx
      .select({ id: kpiAssignments.id, kpiName: kpis.name, weight: kpiAssignments.weight })
      .from(kpiAssignments)
      .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
      .where(and(eq(kpiAssignments.id, id), inOrganization(kpiAssignments.organizationId, actor.orgId)));
    if (!found) throw notFound("KPI assignment not found");
    // D6: its targets and actuals of every year go with it (kpi_measurements cascades).
    await tx
      .delete(kpiAssignments)
      .where(and(eq(kpiAssignments.id, id), inOrganization(kpiAssignments.organizationId, actor.orgId)));
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "kpi_assignment",
      entityId: id,
      entityName: found.kpiName,
      category: "assignments",
      details: { oldValue: { weight: found.weight } },
    });
    return { message: "KPI assignment removed successfully" };
  });
}
