// Objective assignments (CASCADE-6, CASCADE-3, API-1, WEIGHT-5, CASCADE-4, VERSION-1,
// TENANT-1, TENANT-2, ROLE-1): a library objective placed on a function with a weight and a link to a
// parent-level objective.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type FunctionLevel, levelName, parentLevelOf } from "../../../domain/labels";
import { displayName } from "../../../domain/people";
import { currentPeriod, periodLabel } from "../../../domain/periods";
import { objectiveAssignmentsResource } from "../../../domain/resources";
import type {
  CreateObjectiveAssignmentData,
  ObjectiveAssignment,
  UpdateObjectiveAssignmentData,
} from "../../../domain/schemas/assignments";
import { selectRows, type Tx } from "../../db/client";
import { objectiveAssignments, objectives, organizationFunctions, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, conflict, notFound } from "../../http-error";
import { assertVersion, auditedResource, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { findOwnerFor, functionRows, objectiveRows } from "./lookups";

const parent = alias(objectiveAssignments, "parent_assignment");
const parentObjective = alias(objectives, "parent_objective");

async function selectAssignments(tx: Tx, actor: TenantContext, where?: SQL): Promise<ObjectiveAssignment[]> {
  const rows = await tx
    .select({
      assignment: objectiveAssignments,
      objective: {
        name: objectives.name,
        description: objectives.description,
        bscPerspective: objectives.bscPerspective,
        themeId: objectives.themeId,
      },
      functionName: organizationFunctions.name,
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      parentObjectiveName: parentObjective.name,
    })
    .from(objectiveAssignments)
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .leftJoin(users, eq(users.id, objectiveAssignments.ownerId))
    .leftJoin(parent, eq(parent.id, objectiveAssignments.parentObjectiveAssignmentId))
    .leftJoin(parentObjective, eq(parentObjective.id, parent.objectiveId))
    .where(and(assignmentRows.inOrg(actor), where))
    .orderBy(asc(objectiveAssignments.createdAt), asc(objectives.name));
  return rows.map(({ assignment: a, objective, functionName, owner, parentObjectiveName }) => ({
    id: a.id,
    organizationId: a.organizationId,
    objectiveId: a.objectiveId,
    objectiveName: objective.name,
    objectiveDescription: objective.description,
    bscPerspective: objective.bscPerspective,
    themeId: objective.themeId,
    organizationFunctionId: a.organizationFunctionId,
    functionName,
    organizationLevel: a.organizationLevel,
    ownerId: a.ownerId,
    ownerName: a.ownerId && owner?.email ? displayName(owner) : null,
    parentObjectiveAssignmentId: a.parentObjectiveAssignmentId,
    parentObjectiveName: parentObjectiveName ?? null,
    weight: a.weight,
    target: a.target,
    period: a.period,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.updatedAt.toISOString(),
  }));
}

const assignmentRows = auditedResource(objectiveAssignmentsResource, objectiveAssignments, {
  // An assignment is named after its library item, which is not on its row: every audit call passes it.
  name: () => "",
  snapshot: (row) => ({ weight: row.weight, parentObjectiveAssignmentId: row.parentObjectiveAssignmentId }),
});

async function readOne(tx: Tx, actor: TenantContext, id: string): Promise<ObjectiveAssignment> {
  const [one] = await selectAssignments(tx, actor, eq(objectiveAssignments.id, id));
  if (!one) throw notFound("Objective assignment not found");
  return one;
}

/**
 * Cascade parent links (CASCADE-3): department objectives link to general-department parents, general
 * department to division, division to CEO; the CEO has none. The screen requires a parent below CEO;
 * the API checks one when it is given (CASCADE-3: 'The data schema itself does not enforce the parent').
 */
async function checkParent(
  tx: Tx,
  actor: TenantContext,
  level: FunctionLevel,
  parentId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const field = "parentObjectiveAssignmentId";
  const expected = parentLevelOf(level);
  if (expected === null) {
    const message = `A ${levelName("ceo")} objective has no parent objective`;
    throw badRequest(message, { [field]: message });
  }
  const [row] = await tx
    .select({ id: objectiveAssignments.id, level: objectiveAssignments.organizationLevel })
    .from(objectiveAssignments)
    .where(assignmentRows.byId(actor, parentId));
  if (!row || row.id === selfId)
    throw badRequest("Parent objective not found", { [field]: "Parent objective not found" });
  if (row.level !== expected) {
    const message = `The parent objective must be assigned at the ${levelName(expected)} level`;
    throw badRequest(message, { [field]: message });
  }
}

export function listObjectiveAssignments(deps: ServiceDeps, actor: TenantContext) {
  return withTenant(deps.db, actor, (tx) => selectAssignments(tx, actor));
}

export function createObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateObjectiveAssignmentData,
): Promise<ObjectiveAssignment> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const fn = await functionRows.reference(
      tx,
      actor,
      "organizationFunctionId",
      input.organizationFunctionId,
    );
    if (input.organizationLevel && input.organizationLevel !== fn.level) {
      const message = `The level must be the function's level (${levelName(fn.level)})`;
      throw badRequest(message, { organizationLevel: message });
    }
    const objective = await objectiveRows.reference(tx, actor, "objectiveId", input.objectiveId);
    const [duplicate] = await tx
      .select({ id: objectiveAssignments.id })
      .from(objectiveAssignments)
      .where(
        and(
          assignmentRows.inOrg(actor),
          eq(objectiveAssignments.objectiveId, objective.id),
          eq(objectiveAssignments.organizationFunctionId, fn.id),
        ),
      );
    if (duplicate) throw conflict(`"${objective.name}" is already assigned to ${fn.name}`);
    await checkParent(tx, actor, fn.level, input.parentObjectiveAssignmentId);
    const owner = input.ownerId ? await findOwnerFor(tx, actor, "ownerId", input.ownerId) : null;
    // PERIOD-6: the assignment's period label is the current quarter's.
    const now = new Date();
    const quarter = currentPeriod("quarterly", now);
    const row = await assignmentRows.insert(tx, actor, {
      objectiveId: objective.id,
      organizationFunctionId: fn.id,
      organizationLevel: fn.level,
      ownerId: owner?.id ?? actor.userId,
      parentObjectiveAssignmentId: input.parentObjectiveAssignmentId ?? null,
      weight: input.weight,
      target: input.target ?? null,
      period: input.period || periodLabel("quarterly", quarter.key, quarter.year),
      // CASCADE-3: the status is Active on creation.
      status: "Active",
    });
    await assignmentRows.audit(
      w,
      "assigned",
      row,
      { newValue: { function: fn.name, level: fn.level, weight: row.weight } },
      objective.name,
    );
    return readOne(tx, actor, row.id);
  });
}

export function updateObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateObjectiveAssignmentData,
  version: string | undefined,
): Promise<ObjectiveAssignment> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const before = await assignmentRows.lock(tx, actor, id);
    assertVersion(before.updatedAt, version);
    if (input.parentObjectiveAssignmentId !== undefined) {
      await checkParent(tx, actor, before.organizationLevel, input.parentObjectiveAssignmentId, id);
    }
    // CASCADE-3: the status is kept as it is on edit; the objective, function and level never move.
    const row = await assignmentRows.update(tx, actor, id, {
      weight: input.weight,
      parentObjectiveAssignmentId: input.parentObjectiveAssignmentId,
      target: input.target,
      period: input.period,
    });
    const after = await readOne(tx, actor, id);
    await assignmentRows.audit(
      w,
      "updated",
      row,
      {
        oldValue: { weight: before.weight, parentObjectiveAssignmentId: before.parentObjectiveAssignmentId },
        newValue: { weight: after.weight, parentObjectiveAssignmentId: after.parentObjectiveAssignmentId },
      },
      after.objectiveName,
    );
    return after;
  });
}

/** CASCADE-4: an objective assignment takes its KPI assignments and their measurements (foreign keys cascade). */
export function deleteObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<{ message: string; deletedKpiAssignments: number }> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const row = await assignmentRows.lock(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const existing = await readOne(tx, actor, id);
    const [counted] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from kpi_assignments where objective_assignment_id = ${id}`,
    );
    await assignmentRows.delete(tx, actor, id);
    const deletedKpiAssignments = counted?.n ?? 0;
    await assignmentRows.audit(
      w,
      "deleted",
      row,
      { oldValue: { function: existing.functionName, weight: existing.weight, deletedKpiAssignments } },
      existing.objectiveName,
    );
    return { message: "Objective assignment removed successfully", deletedKpiAssignments };
  });
}
