import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import type { Objective, ObjectiveValues } from "../../../domain/schemas/library";
import { assertVersion } from "../../concurrency";
import type { Tx } from "../../db/client";
import { kpiAssignments, objectiveAssignments, objectives, themes, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { recordActivity } from "../activities/record";

type ObjectiveRow = typeof objectives.$inferSelect;

const NOT_FOUND = "Objective not found";
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

/** spec §2 Owner: the owner's name from users, else the name kept when they left, else 'Unknown'. */
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

/** What an activity row keeps of an objective (spec §3 Activity details oldValue/newValue). */
function snapshot(row: ObjectiveRow) {
  return {
    name: row.name,
    description: row.description,
    bscPerspective: row.bscPerspective,
    themeId: row.themeId,
    status: row.status,
    parentObjectiveId: row.parentObjectiveId,
  };
}

async function loadObjective(tx: Tx, actor: TenantContext, id: string): Promise<Objective> {
  const [selected] = await selectObjectives(tx, actor.orgId).where(
    and(eq(objectives.id, id), inOrganization(objectives.organizationId, actor.orgId)),
  );
  if (!selected) throw notFound(NOT_FOUND);
  return toObjective(selected);
}

/** The row, locked for the rest of the transaction so a version check and its write are one step. */
async function lockOwnObjective(tx: Tx, actor: TenantContext, id: string): Promise<ObjectiveRow> {
  const [row] = await tx
    .select()
    .from(objectives)
    .where(and(eq(objectives.id, id), inOrganization(objectives.organizationId, actor.orgId)))
    .for("update");
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** An unknown theme, or another organization's, is refused the same way (D8). */
async function assertThemeExists(tx: Tx, actor: TenantContext, themeId: string): Promise<void> {
  const [theme] = await tx
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.id, themeId), inOrganization(themes.organizationId, actor.orgId)));
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
      .where(and(eq(objectives.id, current), inOrganization(objectives.organizationId, actor.orgId)));
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
      .where(inOrganization(objectives.organizationId, actor.orgId))
      .orderBy(sql`lower(${objectives.name})`, asc(objectives.createdAt));
    return rows.map(toObjective);
  });
}

/** spec §7 POST /api/objectives; the owner is the user who creates it (issue 5). */
export function createObjective(deps: ServiceDeps, actor: Actor, input: ObjectiveValues): Promise<Objective> {
  return withTenant(deps.db, actor, async (tx) => {
    await checkReferences(tx, actor, input, null);
    const [row] = await tx
      .insert(objectives)
      .values({
        organizationId: actor.orgId,
        name: input.name,
        description: input.description ?? null,
        bscPerspective: input.bscPerspective,
        themeId: input.themeId ?? null,
        status: input.status ?? "Active",
        parentObjectiveId: input.parentObjectiveId ?? null,
        organizationLevel: input.organizationLevel ?? "ceo",
        ownerId: actor.userId,
        ownerName: actor.userName,
        updatedBy: actor.userId,
      })
      .returning();
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "objective",
      entityId: row!.id,
      entityName: row!.name,
      category: "library",
      details: { newValue: snapshot(row!) },
    });
    return loadObjective(tx, actor, row!.id);
  });
}

/** spec §7 PUT /api/objectives/{id}: the form's fields; one left out keeps its value. */
export function updateObjective(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: ObjectiveValues,
  version: string | undefined,
): Promise<Objective> {
  return withTenant(deps.db, actor, async (tx) => {
    const before = await lockOwnObjective(tx, actor, id);
    assertVersion(before.updatedAt, version);
    await checkReferences(tx, actor, input, id);
    const [after] = await tx
      .update(objectives)
      .set({
        name: input.name,
        description: input.description,
        bscPerspective: input.bscPerspective,
        themeId: input.themeId,
        status: input.status,
        parentObjectiveId: input.parentObjectiveId,
        organizationLevel: input.organizationLevel,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(objectives.id, id), inOrganization(objectives.organizationId, actor.orgId)))
      .returning();
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "objective",
      entityId: id,
      entityName: after!.name,
      category: "library",
      details: { oldValue: snapshot(before), newValue: snapshot(after!) },
    });
    return loadObjective(tx, actor, id);
  });
}

/**
 * D6: an objective takes its assignments and their KPI assignments (with their targets and actuals)
 * through the foreign keys, in this one transaction with its activity row. Objectives that named it
 * as their parent lose the link, and their version moves on so a stale edit cannot restore it.
 */
export function deleteObjective(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return withTenant(deps.db, actor, async (tx) => {
    const row = await lockOwnObjective(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const assignments = await tx
      .select({ id: objectiveAssignments.id })
      .from(objectiveAssignments)
      .where(
        and(
          eq(objectiveAssignments.objectiveId, id),
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
        ),
      );
    const [kpiCount] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(kpiAssignments)
      .where(
        and(
          inOrganization(kpiAssignments.organizationId, actor.orgId),
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
      .where(
        and(eq(objectives.parentObjectiveId, id), inOrganization(objectives.organizationId, actor.orgId)),
      );
    await tx
      .delete(objectives)
      .where(and(eq(objectives.id, id), inOrganization(objectives.organizationId, actor.orgId)));
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "objective",
      entityId: id,
      entityName: row.name,
      category: "library",
      details: {
        oldValue: {
          ...snapshot(row),
          removedObjectiveAssignments: assignments.length,
          removedKpiAssignments: kpiCount?.n ?? 0,
        },
      },
    });
  });
}
