// Objective assignments (CASCADE-6, CASCADE-3, API-1, WEIGHT-5, CASCADE-4, VERSION-1,
// TENANT-1, TENANT-2, ROLE-1): a library objective placed on a function with a weight and a link to a
// parent-level objective.
import { and, asc, eq, type SQL } from "drizzle-orm";
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
import {
  objectiveActiveIn,
  objectiveWeightIn,
  objectiveWeightYearIn,
  setObjectiveWeight,
} from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow, organizationDayOf } from "../../db/fiscal-year";
import { objectiveAssignments, objectives, organizationFunctions, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, conflict, notFound } from "../../http-error";
import { assertVersion, auditedResource, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { assertWeightsOpen } from "../period-locks";
import { findOwnerFor, functionRows, objectiveRows } from "./lookups";

const parent = alias(objectiveAssignments, "parent_assignment");
const parentObjective = alias(objectives, "parent_objective");

/**
 * The objective assignments of `year` (WEIGHT-7: with that year's weights; CASCADE-10: ended ones left
 * out unless `includeEnded`).
 */
export async function selectAssignments(
  tx: Tx,
  actor: TenantContext,
  year: number,
  where?: SQL,
  includeEnded = false,
): Promise<ObjectiveAssignment[]> {
  const rows = await tx
    .select({
      assignment: objectiveAssignments,
      yearWeight: objectiveWeightIn(year),
      weightYear: objectiveWeightYearIn(year),
      parentEndedFromYear: parent.endedFromYear,
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
    .where(and(assignmentRows.inOrg(actor), includeEnded ? undefined : objectiveActiveIn(year), where))
    .orderBy(asc(objectiveAssignments.createdAt), asc(objectives.name));
  return rows.map((r) => {
    const { assignment: a, objective, functionName, owner, parentObjectiveName } = r;
    // CASCADE-12: below the CEO, an objective with no parent in this year needs one.
    const parentGone =
      a.parentObjectiveAssignmentId === null ||
      (r.parentEndedFromYear !== null && r.parentEndedFromYear <= year);
    return {
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
      weight: Number(r.yearWeight),
      weightYear: r.weightYear === null ? null : Number(r.weightYear),
      year,
      endedFromYear: a.endedFromYear,
      needsParent: a.organizationLevel !== "ceo" && parentGone,
      target: a.target,
      period: a.period,
      status: a.status,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      version: a.updatedAt.toISOString(),
    };
  });
}

export const assignmentRows = auditedResource(objectiveAssignmentsResource, objectiveAssignments, {
  // An assignment is named after its library item, which is not on its row: every audit call passes it.
  name: () => "",
  snapshot: (row) => ({ weight: row.weight, parentObjectiveAssignmentId: row.parentObjectiveAssignmentId }),
});

export async function readOne(
  tx: Tx,
  actor: TenantContext,
  id: string,
  year?: number,
): Promise<ObjectiveAssignment> {
  // PERIOD-2, SETTINGS-17: without a year, the organization's current one.
  const theYear = year ?? (await fiscalYearNow(tx, actor));
  const [one] = await selectAssignments(tx, actor, theYear, eq(objectiveAssignments.id, id), true);
  if (!one) throw notFound("Objective assignment not found");
  return one;
}

/**
 * Cascade parent links (CASCADE-3, CASCADE-17): department objectives link to general-department parents,
 * general department to division, division to CEO; the CEO has none. The screen requires a parent below
 * CEO; the API checks one when it is given: an assignment of this function's parent function (UI-27's
 * picker offers only those), else 400 naming the field.
 */
async function checkParent(
  tx: Tx,
  actor: TenantContext,
  fn: { level: FunctionLevel; parentId: string | null },
  parentId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const field = "parentObjectiveAssignmentId";
  const expected = parentLevelOf(fn.level);
  if (expected === null) {
    const message = `A ${levelName("ceo")} objective has no parent objective`;
    throw badRequest(message, { [field]: message });
  }
  const [row] = await tx
    .select({
      id: objectiveAssignments.id,
      level: objectiveAssignments.organizationLevel,
      functionId: objectiveAssignments.organizationFunctionId,
    })
    .from(objectiveAssignments)
    .where(assignmentRows.byId(actor, parentId));
  if (!row || row.id === selfId)
    throw badRequest("Parent objective not found", { [field]: "Parent objective not found" });
  if (row.level !== expected) {
    const message = `The parent objective must be assigned at the ${levelName(expected)} level`;
    throw badRequest(message, { [field]: message });
  }
  if (row.functionId !== fn.parentId) {
    const [parentFunction] = fn.parentId
      ? await tx
          .select({ name: organizationFunctions.name })
          .from(organizationFunctions)
          .where(functionRows.byId(actor, fn.parentId))
      : [];
    const message = parentFunction
      ? `The parent objective must be an objective of ${parentFunction.name}, the parent function`
      : "The parent objective must be an objective of the parent function";
    throw badRequest(message, { [field]: message });
  }
}

export function listObjectiveAssignments(deps: ServiceDeps, actor: TenantContext, year?: number) {
  // FISCAL-2: without ?year= the organization's fiscal year of today.
  return withTenant(deps.db, actor, async (tx) =>
    selectAssignments(tx, actor, year ?? (await fiscalYearNow(tx, actor))),
  );
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
    await checkParent(tx, actor, fn, input.parentObjectiveAssignmentId);
    const owner = input.ownerId ? await findOwnerFor(tx, actor, "ownerId", input.ownerId) : null;
    // PERIOD-6: the assignment's period label is the current quarter's.
    // FISCAL-4, FISCAL-6: the organization's fiscal quarter, labelled as the screens label it.
    const start = await fiscalStartMonthOf(tx, actor);
    const { month } = await organizationDayOf(tx, actor, new Date());
    const quarter = currentPeriod("quarterly", month, start);
    const row = await assignmentRows.insert(tx, actor, {
      objectiveId: objective.id,
      organizationFunctionId: fn.id,
      organizationLevel: fn.level,
      ownerId: owner?.id ?? actor.userId,
      parentObjectiveAssignmentId: input.parentObjectiveAssignmentId ?? null,
      weight: input.weight,
      target: input.target ?? null,
      period: input.period || periodLabel("quarterly", quarter.key, quarter.year, start),
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
      const [fn] = await tx
        .select({ parentId: organizationFunctions.parentId })
        .from(organizationFunctions)
        .where(functionRows.byId(actor, before.organizationFunctionId));
      const own = { level: before.organizationLevel, parentId: fn?.parentId ?? null };
      await checkParent(tx, actor, own, input.parentObjectiveAssignmentId, id);
    }
    // WEIGHT-8: the weight is set for the year sent (default the current one); the base stays.
    const year = input.year ?? (await fiscalYearNow(tx, actor));
    const weightChange = await setObjectiveWeight(tx, actor, id, year, input.weight);
    if (weightChange) await assertWeightsOpen(tx, actor, year);
    // CASCADE-3: the status is kept as it is on edit; the objective, function and level never move.
    const row = await assignmentRows.update(tx, actor, id, {
      parentObjectiveAssignmentId: input.parentObjectiveAssignmentId,
      target: input.target,
      period: input.period,
    });
    const after = await readOne(tx, actor, id, year);
    await assignmentRows.audit(
      w,
      "updated",
      row,
      {
        oldValue: {
          weight: weightChange?.oldValue ?? after.weight,
          parentObjectiveAssignmentId: before.parentObjectiveAssignmentId,
        },
        newValue: { weight: after.weight, parentObjectiveAssignmentId: after.parentObjectiveAssignmentId },
        // ACTIVITY-7: the sentence names the function and the year the weight is for.
        functionName: after.functionName,
        period: String(year),
      },
      after.objectiveName,
    );
    return after;
  });
}
