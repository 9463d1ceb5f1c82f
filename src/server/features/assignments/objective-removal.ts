// Removing an objective assignment (CASCADE-4, CASCADE-10, CASCADE-11, CASCADE-13, STRAT-4): what a
// removal would touch, and the removal itself, deleted or ended from a year.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ChildObjective, ObjectiveRemovalPreview } from "../../../domain/schemas/assignment-changes";
import { selectRows, type Tx } from "../../db/client";
import { joinObjectivePlace } from "../../db/kpi-place";
import { kpiAssignments, objectiveAssignments, objectives, organizationFunctions } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { assertVersion, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { assertNoClosedHistory, assertWeightsOpen } from "../period-locks";
import { assignmentRows, readOne } from "./objective-service";

/**
 * CASCADE-13: the objective assignments linked to this one as their parent (still part of some year),
 * with their functions, so a removal can name them.
 */
async function childObjectivesOf(tx: Tx, actor: TenantContext, id: string): Promise<ChildObjective[]> {
  const rows = await joinObjectivePlace(
    tx
      .select({
        id: objectiveAssignments.id,
        objectiveName: objectives.name,
        functionId: organizationFunctions.id,
        functionName: organizationFunctions.name,
      })
      .from(objectiveAssignments)
      .$dynamic(),
  )
    .where(
      and(
        assignmentRows.inOrg(actor),
        eq(objectiveAssignments.parentObjectiveAssignmentId, id),
        isNull(objectiveAssignments.endedFromYear),
      ),
    )
    .orderBy(asc(organizationFunctions.name), asc(objectives.name));
  return rows;
}

async function countKpis(tx: Tx, id: string): Promise<number> {
  const [counted] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from kpi_assignments where objective_assignment_id = ${id}`,
  );
  return counted?.n ?? 0;
}

/** The KPI assignments under an objective assignment (they are deleted with it, CASCADE-4). */
async function kpiIdsOf(tx: Tx, actor: TenantContext, id: string): Promise<string[]> {
  const rows = await tx
    .select({ id: kpiAssignments.id })
    .from(kpiAssignments)
    .where(
      and(
        inOrganization(kpiAssignments.organizationId, actor.orgId),
        eq(kpiAssignments.objectiveAssignmentId, id),
      ),
    );
  return rows.map((row) => row.id);
}

/** STRAT-4: the strategy map links that end at this assignment (deleting it deletes them). */
async function countStrategyLinks(tx: Tx, id: string): Promise<number> {
  const [counted] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from strategy_links
        where from_objective_assignment_id = ${id} or to_objective_assignment_id = ${id}`,
  );
  return counted?.n ?? 0;
}

/** CASCADE-13: GET /api/objective-assignments/{id}/removal: what a removal would touch, for its confirmation. */
export function previewObjectiveRemoval(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
): Promise<ObjectiveRemovalPreview> {
  return withTenant(deps.db, actor, async (tx) => {
    await assignmentRows.find(tx, actor, id);
    return {
      childObjectives: await childObjectivesOf(tx, actor, id),
      kpiAssignments: await countKpis(tx, id),
      strategyLinks: await countStrategyLinks(tx, id),
    };
  });
}

/**
 * CASCADE-10, CASCADE-11: with `endFromYear`, the assignment is ended from that year on: earlier years
 * keep it with its KPIs, weights, targets, actuals and scores. Without it, CASCADE-4: it is deleted with
 * its KPI assignments and their measurements of every year (foreign keys cascade). CASCADE-13: either
 * way the answer names the child objectives linked to it, which then need a parent (CASCADE-12).
 */
export function deleteObjectiveAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
  endFromYear?: number,
) {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const row = await assignmentRows.lock(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const existing = await readOne(tx, actor, id);
    const childObjectives = await childObjectivesOf(tx, actor, id);
    const kpiCount = await countKpis(tx, id);
    const children = childObjectives.map((child) => `${child.objectiveName} (${child.functionName})`);
    if (endFromYear !== undefined) {
      // LOCK-6: ending it re-weights every period of that year.
      await assertWeightsOpen(tx, actor, endFromYear);
      const ended = await assignmentRows.update(tx, actor, id, { endedFromYear: endFromYear });
      await assignmentRows.audit(
        w,
        "updated",
        ended,
        {
          oldValue: { endedFromYear: row.endedFromYear },
          newValue: {
            endedFromYear: endFromYear,
            function: existing.functionName,
            childObjectives: children,
          },
        },
        existing.objectiveName,
      );
      return {
        message: `Objective assignment ended from ${endFromYear}; earlier years keep it`,
        deletedKpiAssignments: 0,
        outcome: "ended" as const,
        endedFromYear: endFromYear,
        childObjectives,
      };
    }
    await assertNoClosedHistory(tx, actor, await kpiIdsOf(tx, actor, id));
    await assignmentRows.delete(tx, actor, id);
    await assignmentRows.audit(
      w,
      "deleted",
      row,
      {
        oldValue: {
          function: existing.functionName,
          weight: existing.weight,
          deletedKpiAssignments: kpiCount,
          // STRAT-4: its strategy map links go with it (the keys cascade).
          deletedStrategyLinks: await countStrategyLinks(tx, id),
          childObjectives: children,
        },
      },
      existing.objectiveName,
    );
    return {
      message: "Objective assignment removed successfully",
      deletedKpiAssignments: kpiCount,
      outcome: "deleted" as const,
      endedFromYear: null,
      childObjectives,
    };
  });
}
