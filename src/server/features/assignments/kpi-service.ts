// KPI assignments (CASCADE-7, WEIGHT-1, PERIOD-6, UI-14,
// API-1; PERIOD-1, WEIGHT-5, CASCADE-4, VERSION-1, TENANT-1, TENANT-2, ROLE-2): a library KPI under an
// objective assignment, with
// targets and actuals per (year, period key).
import { and, asc, eq, type SQL } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { currentYear, type Frequency, type PeriodValues, periodLabel } from "../../../domain/periods";
import { kpiAssignmentsResource } from "../../../domain/resources";
import type {
  CreateKpiAssignmentData,
  KpiAssignment,
  UpdateKpiAssignmentData,
} from "../../../domain/schemas/assignments";
import { periodKeySchema } from "../../../domain/schemas/period-maps";
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
import { badRequest, conflict, forbidden, notFound } from "../../http-error";
import { assertVersion, auditedResource, owned, recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { findOwnerFor, kpiRows } from "./lookups";
import {
  emptyMap,
  parsePeriodMap,
  readYearValues,
  type ValueChange,
  writePeriodValues,
} from "./measurements";

const assignmentRows = auditedResource(kpiAssignmentsResource, kpiAssignments, {
  // An assignment is named after its library item, which is not on its row: every audit call passes it.
  name: () => "",
  snapshot: (row) => ({ weight: row.weight, ownerId: row.ownerId }),
});
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");

/** PERIOD-2: reads and writes without a year use the current one. */
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
    .where(and(assignmentRows.inOrg(actor), where))
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

/**
 * Activities (ACTIVITY-2): 'Actual result updated from {old} to {new} for KPI {name}, {function},
 * {period}', one row per period; the function is kept by name, so the entry reads the same later.
 */
async function recordActualChanges(
  tx: Tx,
  actor: Actor,
  assignment: { id: string; kpiName: string; frequency: Frequency },
  year: number,
  changes: readonly ValueChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const [place] = await tx
    .select({ functionName: organizationFunctions.name })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .where(and(assignmentRows.inOrg(actor), eq(kpiAssignments.id, assignment.id)));
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
        ...(place ? { functionName: place.functionName } : {}),
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
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const objectiveAssignment = await objectiveAssignmentRows.reference(
      tx,
      actor,
      "objectiveAssignmentId",
      input.objectiveAssignmentId,
    );
    if (input.linkedObjectiveId && input.linkedObjectiveId !== objectiveAssignment.objectiveId) {
      const message = "The objective does not match the objective assignment";
      throw badRequest(message, { linkedObjectiveId: message });
    }
    const kpi = await kpiRows.reference(tx, actor, "kpiId", input.kpiId);
    const targets = parsePeriodMap("targets", kpi.frequency, input.targets);
    const actuals = parsePeriodMap("actualResults", kpi.frequency, input.actualResults);
    const [duplicate] = await tx
      .select({ id: kpiAssignments.id })
      .from(kpiAssignments)
      .where(
        and(
          assignmentRows.inOrg(actor),
          eq(kpiAssignments.kpiId, kpi.id),
          eq(kpiAssignments.objectiveAssignmentId, objectiveAssignment.id),
        ),
      );
    if (duplicate) throw conflict(`"${kpi.name}" is already assigned to this objective`);
    // CASCADE-5: the owner is the one chosen, else the objective assignment's owner, else whoever assigns.
    const ownerId = input.ownerId ?? objectiveAssignment.ownerId ?? actor.userId;
    const owner = await findOwnerFor(tx, actor, "ownerId", ownerId);
    const row = await assignmentRows.insert(tx, actor, {
      kpiId: kpi.id,
      objectiveAssignmentId: objectiveAssignment.id,
      linkedObjectiveId: objectiveAssignment.objectiveId,
      ownerId: owner.id,
      ownerName: owner.name,
      weight: input.weight,
    });
    const year = input.period ?? thisYear();
    if (targets) await writePeriodValues(tx, actor, row.id, year, "target", targets);
    const actualChanges = actuals ? await writePeriodValues(tx, actor, row.id, year, "actual", actuals) : [];
    await assignmentRows.audit(
      w,
      "assigned",
      row,
      { newValue: { weight: row.weight, targets: targets ?? {}, year } },
      kpi.name,
    );
    await recordActualChanges(
      tx,
      actor,
      { id: row.id, kpiName: kpi.name, frequency: kpi.frequency },
      year,
      actualChanges,
    );
    return readOne(tx, actor, row.id, year);
  });
}

/**
 * PATCH /api/kpi-assignments/{id} (ACCESS-2). An admin may change everything; a `user` may only send
 * actual results, and only for a KPI assignment they own (403 otherwise). Actuals merge per period key
 * and carry no version check: two people entering different months at once both keep their values.
 * Weight, owner and target edits check the version (VERSION-1) when one is sent.
 */
export function updateKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateKpiAssignmentData,
  version: string | undefined,
): Promise<KpiAssignment> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const assignment = await assignmentRows.find(tx, actor, id);
    const kpi = await kpiRows.find(tx, actor, assignment.kpiId);
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
      const before = await assignmentRows.lock(tx, actor, id);
      assertVersion(before.updatedAt, version);
      const owner =
        input.ownerId !== undefined && input.ownerId !== null
          ? await findOwnerFor(tx, actor, "ownerId", input.ownerId)
          : undefined;
      const after = await assignmentRows.update(tx, actor, id, {
        weight: input.weight,
        ...(input.ownerId !== undefined
          ? { ownerId: owner?.id ?? null, ownerName: owner?.name ?? null }
          : {}),
      });
      const targetChanges = targets ? await writePeriodValues(tx, actor, id, year, "target", targets) : [];
      await assignmentRows.audit(
        w,
        "updated",
        after,
        {
          oldValue: {
            weight: before.weight,
            ownerId: before.ownerId,
            targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.oldValue])),
          },
          newValue: {
            weight: after.weight,
            ownerId: after.ownerId,
            targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.newValue])),
          },
          period: String(year),
        },
        kpi.name,
      );
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

/** CASCADE-4: its targets and actuals of every year go with it (kpi_measurements cascades). */
export function deleteKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<{ message: string }> {
  return tenantWrite(deps, actor, async (w) => {
    const row = await assignmentRows.lock(w.tx, actor, id);
    assertVersion(row.updatedAt, version);
    const kpi = await kpiRows.find(w.tx, actor, row.kpiId);
    await assignmentRows.delete(w.tx, actor, id);
    await assignmentRows.audit(w, "deleted", row, { oldValue: { weight: row.weight } }, kpi.name);
    return { message: "KPI assignment removed successfully" };
  });
}
