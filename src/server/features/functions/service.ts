// Organization functions (UI-15, CASCADE-1, API-1, CASCADE-4, VERSION-1,
// TENANT-1, TENANT-2, ROLE-1). The level rules live here, not in the screen: a child's level comes from its
// parent.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { childLevelOf, type FunctionLevel, levelName } from "../../../domain/labels";
import { displayName } from "../../../domain/people";
import { functionsResource } from "../../../domain/resources";
import {
  type CreateFunctionInput,
  type DeleteFunctionResponse,
  HEAD_USER_MESSAGE,
  type OrganizationalFunction,
  type OrganizationFunction,
  type UpdateFunctionInput,
} from "../../../domain/schemas/functions";
import { selectRows, type Tx } from "../../db/client";
import { kpiAssignments, objectiveAssignments, organizationFunctions, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, conflict } from "../../http-error";
import { auditedResource, owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

type FunctionRow = typeof organizationFunctions.$inferSelect;

function toFunction(
  row: FunctionRow,
  objectiveCount = 0,
  kpiCount = 0,
  headName: string | null = null,
): OrganizationFunction {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    level: row.level,
    parentId: row.parentId,
    headUserId: row.headUserId,
    headName: row.headUserId ? headName : null,
    objectiveCount,
    kpiCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.updatedAt.toISOString(),
  };
}

const functionRows = auditedResource(functionsResource, organizationFunctions, {
  name: (row) => row.name,
  snapshot: (row) => ({
    name: row.name,
    description: row.description,
    level: row.level,
    headUserId: row.headUserId,
  }),
});
const userRows = owned(users, HEAD_USER_MESSAGE);

/** CYCLE-1: a head sent in a body is a user of the organization (else 400 naming headUserId). */
async function headFor(tx: Tx, actor: Actor, headUserId: string | null | undefined) {
  if (!headUserId) return null;
  const user = await userRows.reference(tx, actor, "headUserId", headUserId, HEAD_USER_MESSAGE);
  return { id: user.id, name: displayName(user) };
}

/** CYCLE-1: the display names of the heads of the organization's functions, by user id. */
async function headNames(tx: Tx, actor: TenantContext): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(organizationFunctions, eq(organizationFunctions.headUserId, users.id))
    .where(functionRows.inOrg(actor));
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

export function listFunctions(deps: ServiceDeps, actor: TenantContext): Promise<OrganizationFunction[]> {
  return withTenant(deps.db, actor, (tx) => readFunctions(tx, actor));
}

/**
 * The organization's functions with their counts and heads, in order of creation (GET /api/functions);
 * with `onlyId`, that function alone (none when it is not the organization's).
 */
export async function readFunctions(
  tx: Tx,
  actor: TenantContext,
  onlyId?: string,
): Promise<OrganizationFunction[]> {
  const rows = await tx
    .select()
    .from(organizationFunctions)
    .where(onlyId ? functionRows.byId(actor, onlyId) : functionRows.inOrg(actor))
    .orderBy(asc(organizationFunctions.createdAt), asc(organizationFunctions.name));
  const onlyFunction = onlyId ? eq(objectiveAssignments.organizationFunctionId, onlyId) : undefined;
  const objectiveCounts = await tx
    .select({ functionId: objectiveAssignments.organizationFunctionId, n: count() })
    .from(objectiveAssignments)
    .where(and(objectiveAssignmentRows.inOrg(actor), onlyFunction))
    .groupBy(objectiveAssignments.organizationFunctionId);
  const kpiCounts = await tx
    .select({ functionId: objectiveAssignments.organizationFunctionId, n: count() })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(kpiAssignments.objectiveAssignmentId, objectiveAssignments.id))
    .where(and(kpiAssignmentRows.inOrg(actor), onlyFunction))
    .groupBy(objectiveAssignments.organizationFunctionId);
  const objectivesOf = new Map(objectiveCounts.map((c) => [c.functionId, Number(c.n)]));
  const kpisOf = new Map(kpiCounts.map((c) => [c.functionId, Number(c.n)]));
  const heads = await headNames(tx, actor);
  return rows.map((row) =>
    toFunction(
      row,
      objectivesOf.get(row.id) ?? 0,
      kpisOf.get(row.id) ?? 0,
      row.headUserId ? (heads.get(row.headUserId) ?? null) : null,
    ),
  );
}

export function listOrganizationalFunctions(
  deps: ServiceDeps,
  actor: TenantContext,
): Promise<OrganizationalFunction[]> {
  return withTenant(deps.db, actor, (tx) =>
    tx
      .select({
        id: organizationFunctions.id,
        name: organizationFunctions.name,
        level: organizationFunctions.level,
      })
      .from(organizationFunctions)
      .where(functionRows.inOrg(actor))
      .orderBy(asc(organizationFunctions.createdAt), asc(organizationFunctions.name)),
  );
}

/**
 * CASCADE-1: the first function without a parent is the CEO (one per organization); a child of ceo is a
 * division, of a division a general department, of a general department a department; a department
 * has no children. A level sent that disagrees with the derived one is refused rather than ignored.
 */
async function levelForNewFunction(tx: Tx, actor: Actor, input: CreateFunctionInput): Promise<FunctionLevel> {
  if (!input.parentId) {
    const [ceo] = await tx
      .select({ id: organizationFunctions.id })
      .from(organizationFunctions)
      .where(and(functionRows.inOrg(actor), eq(organizationFunctions.level, "ceo")));
    if (ceo) {
      throw conflict(
        "This organization already has a CEO function. Choose a parent function for the new one.",
      );
    }
    if (input.level && input.level !== "ceo") {
      const message = "A function without a parent is the CEO function; choose a parent function";
      throw badRequest(message, { parentId: message });
    }
    return "ceo";
  }
  const [parent] = await tx
    .select()
    .from(organizationFunctions)
    .where(functionRows.byId(actor, input.parentId));
  if (!parent) throw badRequest("Parent function not found", { parentId: "Parent function not found" });
  if (parent.level === "department") {
    const message = "A department function cannot have child functions";
    throw badRequest(message, { parentId: message });
  }
  const level = childLevelOf(parent.level);
  if (input.level && input.level !== level) {
    const message = `A child of a ${levelName(parent.level)} function is a ${levelName(level)} function`;
    throw badRequest(message, { level: message });
  }
  return level;
}

export function createFunction(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateFunctionInput,
): Promise<OrganizationFunction> {
  return tenantWrite(deps, actor, async (w) => {
    const level = await levelForNewFunction(w.tx, actor, input);
    const head = await headFor(w.tx, actor, input.headUserId);
    const row = await functionRows.insert(w.tx, actor, {
      name: input.name,
      description: input.description,
      level,
      parentId: input.parentId ?? null,
      headUserId: head?.id ?? null,
    });
    await functionRows.audit(w, "created", row, {
      newValue: { name: row.name, level, parentId: row.parentId, headUserId: row.headUserId },
    });
    return toFunction(row, 0, 0, head?.name ?? null);
  });
}

export function updateFunction(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateFunctionInput,
  version: string | undefined,
): Promise<OrganizationFunction> {
  return functionRows.edit(deps, actor, id, version, {
    // CASCADE-1: the level cannot change in edit mode.
    check: async (w, before) => {
      if (input.level && input.level !== before.level) {
        const message = "The level of a function cannot change";
        throw badRequest(message, { level: message });
      }
      await headFor(w.tx, actor, input.headUserId);
    },
    changes: {
      name: input.name,
      description: input.description,
      ...(input.headUserId !== undefined ? { headUserId: input.headUserId } : {}),
    },
    present: async ({ tx }, after) => {
      const [counts] = await selectRows<{ objectives: number; kpis: number }>(
        tx,
        sql`select
            (select count(*)::int from objective_assignments where organization_function_id = ${id}) as objectives,
            (select count(*)::int from kpi_assignments k join objective_assignments o
               on o.id = k.objective_assignment_id where o.organization_function_id = ${id}) as kpis`,
      );
      const head = after.headUserId ? await headFor(tx, actor, after.headUserId) : null;
      return toFunction(after, counts?.objectives ?? 0, counts?.kpis ?? 0, head?.name ?? null);
    },
  });
}

/**
 * CASCADE-4: a function takes its child functions and their assignments (the foreign keys cascade),
 * in one transaction with its activity row. CASCADE-2: the CEO function cannot be deleted.
 */
export function deleteFunction(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<DeleteFunctionResponse> {
  return functionRows.remove(deps, actor, id, version, {
    check: async (_w, row) => {
      if (row.level === "ceo") throw badRequest("The CEO function cannot be deleted");
    },
    cleanUp: async ({ tx }) => {
      const [counts] = await selectRows<{ functions: number; objectives: number; kpis: number }>(
        tx,
        sql`with recursive subtree as (
            select id from organization_functions where id = ${id} and organization_id = ${actor.orgId}
            union all
            select f.id from organization_functions f join subtree s on f.parent_id = s.id
          )
          select
            (select count(*)::int from subtree) as functions,
            (select count(*)::int from objective_assignments
               where organization_function_id in (select id from subtree)) as objectives,
            (select count(*)::int from kpi_assignments k join objective_assignments o
               on o.id = k.objective_assignment_id
               where o.organization_function_id in (select id from subtree)) as kpis`,
      );
      return {
        deletedFunctions: counts?.functions ?? 1,
        deletedObjectiveAssignments: counts?.objectives ?? 0,
        deletedKpiAssignments: counts?.kpis ?? 0,
      };
    },
    present: (_w, _row, deleted) => ({
      message: "Function deleted successfully",
      ...(deleted as Omit<DeleteFunctionResponse, "message">),
    }),
  });
}
