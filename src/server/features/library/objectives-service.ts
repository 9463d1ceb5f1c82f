import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import { objectivesResource } from "../../../domain/resources";
import type { Objective, ObjectiveValues } from "../../../domain/schemas/library";
import type { Tx } from "../../db/client";
import { kpiAssignments, objectiveAssignments, objectives, themes, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, notFound } from "../../http-error";
import { auditedResource, owned } from "../../kernel";
import type { ServiceDeps } from "../../services";

// A parent chain longer than this is treated as a loop; real cascades are four levels deep.
const MAX_PARENT_DEPTH = 100;

/** The objective list's columns: the row plus its theme's and its live owner's names. */
function selectObjectives(tx: Tx, orgId: string) {
  return tx
    .select({
      row: objectives,
      themeName: themes.name,
      themeColor: themes.color,
      ownerUserId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
    })
    .from(objectives)
    .leftJoin(themes, and(eq(themes.id, objectives.themeId), inOrganization(themes.organizationId, orgId)))
    .leftJoin(users, and(eq(users.id, objectives.ownerId), inOrganization(users.organizationId, orgId)))
    .$dynamic();
}

type SelectedObjective = Awaited<ReturnType<ReturnType<typeof selectObjectives>["execute"]>>[number];

/** Owner (LIBRARY-7): the owner's name from users, else the name kept when they left, else 'Unknown'. */
function toObjective(selected: SelectedObjective): Objective {
  const { row } = selected;
  const ownerName = selected.ownerUserId
    ? displayName({
        firstName: selected.ownerFirstName,
        lastName: selected.ownerLastName,
        email: selected.ownerEmail,
      })
    : row.ownerName || "Unknown";
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    bscPerspective: row.bscPerspective,
    themeId: row.themeId,
    themeName: selected.themeName ?? null,
    themeColor: selected.themeColor ?? null,
    status: row.status,
    parentObjectiveId: row.parentObjectiveId,
    ownerId: row.ownerId,
    ownerName,
    organizationLevel: row.organizationLevel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const objectiveRows = auditedResource(objectivesResource, objectives, {
  name: (row) => row.name,
  // What an activity row keeps of an objective (ACTIVITY-2 oldValue/newValue).
  snapshot: (row) => ({
    name: row.name,
    description: row.description,
    bscPerspective: row.bscPerspective,
    themeId: row.themeId,
    status: row.status,
    parentObjectiveId: row.parentObjectiveId,
  }),
});
const themeRows = owned(themes, "Theme not found");
const assignmentRows = owned(objectiveAssignments, "Objective assignment not found");
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

async function loadObjective(tx: Tx, actor: TenantContext, id: string): Promise<Objective> {
  const [selected] = await selectObjectives(tx, actor.orgId).where(objectiveRows.byId(actor, id));
  if (!selected) throw notFound("Objective not found");
  return toObjective(selected);
}

/** An unknown theme, or another organization's, is refused the same way (TENANT-2). */
async function assertThemeExists(tx: Tx, actor: TenantContext, themeId: string): Promise<void> {
  const [theme] = await tx.select({ id: themes.id }).from(themes).where(themeRows.byId(actor, themeId));
  if (!theme) {
    const message = "The selected theme does not exist";
    throw badRequest(message, { themeId: message });
  }
}

/** The parent must be one of ours, and not the objective itself or one of its descendants. */
async function assertParentAllowed(
  tx: Tx,
  actor: TenantContext,
  parentId: string,
  selfId: string | null,
): Promise<void> {
  const loop = "An objective cannot be its own parent or the parent of one of its parents";
  let current: string | null = parentId;
  for (let depth = 0; current && depth < MAX_PARENT_DEPTH; depth++) {
    if (current === selfId) throw badRequest(loop, { parentObjectiveId: loop });
    const [row]: { parentId: string | null }[] = await tx
      .select({ parentId: objectives.parentObjectiveId })
      .from(objectives)
      .where(objectiveRows.byId(actor, current));
    if (!row) {
      if (depth === 0) {
        const message = "The selected parent objective does not exist";
        throw badRequest(message, { parentObjectiveId: message });
      }
      return;
    }
    current = row.parentId;
  }
  if (current) throw badRequest(loop, { parentObjectiveId: loop });
}

async function checkReferences(tx: Tx, actor: TenantContext, input: ObjectiveValues, selfId: string | null) {
  if (input.themeId) await assertThemeExists(tx, actor, input.themeId);
  if (input.parentObjectiveId) await assertParentAllowed(tx, actor, input.parentObjectiveId, selfId);
}

export function listObjectives(deps: ServiceDeps, actor: TenantContext): Promise<Objective[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await selectObjectives(tx, actor.orgId)
      .where(objectiveRows.inOrg(actor))
      .orderBy(sql`lower(${objectives.name})`, asc(objectives.createdAt));
    return rows.map(toObjective);
  });
}

/** LIBRARY-2: the owner is the user who creates it. */
export function createObjective(deps: ServiceDeps, actor: Actor, input: ObjectiveValues): Promise<Objective> {
  return objectiveRows.create(deps, actor, {
    check: ({ tx }) => checkReferences(tx, actor, input, null),
    values: {
      name: input.name,
      description: input.description ?? null,
      bscPerspective: input.bscPerspective,
      themeId: input.themeId ?? null,
      status: input.status ?? "Active",
      parentObjectiveId: input.parentObjectiveId ?? null,
      organizationLevel: input.organizationLevel ?? "ceo",
      ownerId: actor.userId,
      ownerName: actor.userName,
    },
    present: ({ tx }, row) => loadObjective(tx, actor, row.id),
  });
}

/** PUT: the form's fields; one left out keeps its value. */
export function updateObjective(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: ObjectiveValues,
  version: string | undefined,
): Promise<Objective> {
  return objectiveRows.edit(deps, actor, id, version, {
    check: ({ tx }) => checkReferences(tx, actor, input, id),
    changes: {
      name: input.name,
      description: input.description,
      bscPerspective: input.bscPerspective,
      themeId: input.themeId,
      status: input.status,
      parentObjectiveId: input.parentObjectiveId,
      organizationLevel: input.organizationLevel,
    },
    present: ({ tx }, row) => loadObjective(tx, actor, row.id),
  });
}

/**
 * CASCADE-4: an objective takes its assignments and their KPI assignments (with their targets and
 * actuals) through the foreign keys, in this one transaction with its activity row. Objectives that
 * named it as their parent lose the link, and their version moves on so a stale edit cannot restore it.
 */
export function deleteObjective(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return objectiveRows.remove(deps, actor, id, version, {
    cleanUp: async ({ tx }) => {
      const assignments = await tx
        .select({ id: objectiveAssignments.id })
        .from(objectiveAssignments)
        .where(and(eq(objectiveAssignments.objectiveId, id), assignmentRows.inOrg(actor)));
      const [kpiCount] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(kpiAssignments)
        .where(
          and(
            kpiAssignmentRows.inOrg(actor),
            assignments.length > 0
              ? sql`(${kpiAssignments.linkedObjectiveId} = ${id} or ${inArray(
                  kpiAssignments.objectiveAssignmentId,
                  assignments.map((a) => a.id),
                )})`
              : eq(kpiAssignments.linkedObjectiveId, id),
          ),
        );
      await tx
        .update(objectives)
        .set({ parentObjectiveId: null, updatedAt: new Date(), updatedBy: actor.userId })
        .where(and(eq(objectives.parentObjectiveId, id), objectiveRows.inOrg(actor)));
      return {
        removedObjectiveAssignments: assignments.length,
        removedKpiAssignments: kpiCount?.n ?? 0,
      };
    },
  });
}
