// Objective assignments (spec §3, §4 Cascade parent links and Objective assignment, §5, §7; D5, D6, D7,
// D8, D9): a library objective placed on a function with a weight and a link to a parent-level objective.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type FunctionLevel, levelName, parentLevelOf } from "../../../domain/labels";
import { displayName } from "../../../domain/people";
import { currentPeriod, periodLabel } from "../../../domain/periods";
import type {
  CreateObjectiveAssignmentData,
  ObjectiveAssignment,
  UpdateObjectiveAssignmentData,
} from "../../../domain/schemas/assignments";
import { assertVersion } from "../../concurrency";
import { selectRows, type Tx } from "../../db/client";
import { objectiveAssignments, objectives, organizationFunctions, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, conflict, notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { recordActivity } from "../activities/record";
import { findFunctionFor, findObjectiveFor, findOwnerFor } from "./lookups";

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
    .where(and(inOrganization(objectiveAssignments.organizationId, actor.orgId), where))
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

async function findOwnAssignment(tx: Tx, actor: TenantContext, id: string) {
  const [row] = await tx
    .select()
    .from(objectiveAssignments)
    .where(
      and(eq(objectiveAssignments.id, id), inOrganization(objectiveAssignments.organizationId, actor.orgId)),
    );
  if (!row) throw notFound("Objective assignment not found");
  return row;
}

async function readOne(tx: Tx, actor: TenantContext, id: string): Promise<ObjectiveAssignment> {
  const [one] = await selectAssignments(tx, actor, eq(objectiveAssignments.id, id));
  if (!one) throw notFound("Objective assignment not found");
  return one;
}

/**
 * spec §4 Cascade parent links: department objectives link to general-department parents, general
 * department to division, division to CEO; the CEO has none. The screen requires a parent below CEO;
 * the API checks one when it is given (spec §5: 'The data schema itself does not enforce the parent').
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
    .where(
      and(
        eq(objectiveAssignments.id, parentId),
        inOrganization(objectiveAssignments.organizationId, actor.orgId),
      ),
    );
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
  return withTenant(deps.db, actor, async (tx) => {
    const fn = await findFunctionFor(tx, actor, "organizationFunctionId", input.organizationFunctionId);
    if (input.organizationLevel && input.organizationLevel !== fn.level) {
      const message = `The level must be the function's level (${levelName(fn.level)})`;
      throw badRequest(message, { organizationLevel: message });
    }
    const objective = await findObjectiveFor(tx, actor, "objectiveId", input.objectiveId);
    const [duplicate] = await tx
      .select({ id: objectiveAssignments.id })
      .from(objectiveAssignments)
      .where(
        and(
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
          eq(objectiveAssignments.objectiveId, objective.id),
          eq(objectiveAssignments.organizationFunctionId, fn.id),
        ),
      );
    if (duplicate) throw conflict(`"${objective.name}" is already assigned to ${fn.name}`);
    await checkParent(tx, actor, fn.level, input.parentObjectiveAssignmentId);
    const owner = input.ownerId ? await findOwnerFor(tx, actor, "ownerId", input.ownerId) : null;
    // spec §7 sends a fixed Q4 label of a past year; D1 makes it the current quarter's label.
    const now = new Date();
    const quarter = currentPeriod("quarterly", now);
    const [row] = await tx
      .insert(objectiveAssignments)
      .values({
        organizationId: actor.orgId,
        objectiveId: objective.id,
        organizationFunctionId: fn.id,
        organizationLevel: fn.level,
        ownerId: owner?.id ?? actor.userId,
        parentObjectiveAssignmentId: input.parentObjectiveAssignmentId ?? null,
        weight: input.weight,
        target: input.target ?? null,
        period: input.period || periodLabel("quarterly", quarter.key, quarter.year),
        // spec §4: 'status is set to Active on creation'.
        status: "Active",
        updatedBy: actor.userId,
      })
      .returning();
    await recordActivity(tx, actor, {
      action: "assigned",
      entityType: "objective_assignment",
      entityId: row!.id,
      entityName: objective.name,
      category: "assignments",
      details: { newValue: { function: fn.name, level: fn.level, weight: row!.weight } },
    });
    return readOne(tx, actor, row!.id);
  });
}

export function updateObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateObjectiveAssignmentData,
  ifMatch?: string,
): Promise<ObjectiveAssignment> {
  return withTenant(deps.db, actor, async (tx) => {
    const before = await findOwnAssignment(tx, actor, id);
    assertVersion(before.updatedAt, input.version ?? ifMatch);
    if (input.parentObjectiveAssignmentId !== undefined) {
      await checkParent(tx, actor, before.organizationLevel, input.parentObjectiveAssignmentId, id);
    }
    // spec §4: the status is kept as it is on edit; the objective, function and level never move.
    await tx
      .update(objectiveAssignments)
      .set({
        weight: input.weight,
        ...(input.parentObjectiveAssignmentId !== undefined
          ? { parentObjectiveAssignmentId: input.parentObjectiveAssignmentId }
          : {}),
        ...(input.target !== undefined ? { target: input.target } : {}),
        ...(input.period !== undefined ? { period: input.period } : {}),
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(
        and(
          eq(objectiveAssignments.id, id),
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
        ),
      );
    const after = await readOne(tx, actor, id);
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "objective_assignment",
      entityId: id,
      entityName: after.objectiveName,
      category: "assignments",
      details: {
        oldValue: { weight: before.weight, parentObjectiveAssignmentId: before.parentObjectiveAssignmentId },
        newValue: { weight: after.weight, parentObjectiveAssignmentId: after.parentObjectiveAssignmentId },
      },
    });
    return after;
  });
}

/** D6: an objective assignment takes its KPI assignments and their measurements (foreign keys cascade). */
export function deleteObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ message: string; deletedKpiAssignments: number }> {
  return withTenant(deps.db, actor, async (tx) => {
    const existing = await readOne(tx, actor, id);
    const [counted] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from kpi_assignments where objective_assignment_id = ${id}`,
    );
    await tx
      .delete(objectiveAssignments)
      .where(
        and(
          eq(objectiveAssignments.id, id),
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
        ),
      );
    const deletedKpiAssignments = counted?.n ?? 0;
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "objective_assignment",
      entityId: id,
      entityName: existing.objectiveName,
      category: "assignments",
      details: {
        oldValue: { function: existing.functionName, weight: existing.weight, deletedKpiAssignments },
      },
    });
    return { message: "Objective assignment removed successfully", deletedKpiAssignments };
  });
}
