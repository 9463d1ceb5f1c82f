// Approval of actuals (APPROVAL-1..APPROVAL-14, docs/decisions/010-approval-of-actuals.md): while the
// organization's data collection workflow requires approval, an actual entered by a member who is not an
// admin waits as a pending submission; the scores keep the approved value until an admin or a head of
// the KPI's function (or of a function above it) approves it.
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { type PeriodKey, type PeriodValues, periodLabel } from "../../../domain/periods";
import type { PeriodImpact, Submission, SubmissionStatus } from "../../../domain/schemas/evidence-approval";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { actualSubmissions, kpiAssignments, objectiveAssignments } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { conflict, forbidden } from "../../http-error";
import { recordActivity, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { writeValues } from "../../values";
import { placesOf, type ValuePlace } from "../../values/places";
import { headsUpTheTree, subtreeFunctionIds } from "../functions";
import { impactsOf } from "./impact";
import { tellSubmitter } from "./notices";
import { submissionRows } from "./pending";

type Place = ValuePlace;

/** APPROVAL-8: admins decide any submission; heads the ones of their function or a function below it. */
async function mayDecide(tx: Tx, actor: TenantContext, functionId: string, submittedBy: string | null) {
  if (actor.role === "admin") return true;
  // APPROVAL-9: nobody decides their own submission.
  if (submittedBy === actor.userId) return false;
  const heads = await headsUpTheTree(tx, actor, functionId);
  return heads.some((head) => head.headUserId === actor.userId);
}

type Row = typeof actualSubmissions.$inferSelect;

function present(row: Row, place: Place, canDecide: boolean): Submission {
  const stored = (row.impact as { periods?: PeriodImpact[] } | null)?.periods ?? [];
  return {
    id: row.id,
    kpiAssignmentId: row.kpiAssignmentId,
    kpiName: place.kpiName,
    unit: place.unit,
    functionId: place.functionId,
    functionName: place.functionName,
    objectiveName: place.objectiveName,
    year: row.year,
    status: row.status,
    values: row.values,
    submittedBy: row.submittedBy,
    submitterName: row.submitterName,
    submittedAt: row.submittedAt.toISOString(),
    decidedBy: row.decidedBy,
    deciderName: row.deciderName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    impact: stored,
    canDecide: canDecide && row.status === "pending",
  };
}

/**
 * GET /api/submissions?status= (APPROVAL-7): admins see every submission; heads those of the functions
 * they head and below; everyone their own. Newest first, at most 500.
 */
export function listSubmissions(deps: ServiceDeps, actor: TenantContext, status: SubmissionStatus) {
  return withTenant(deps.db, actor, async (tx) => {
    let visible: SQL | undefined;
    let headed = new Set<string>();
    if (actor.role !== "admin") {
      headed = new Set(await subtreeFunctionIds(tx, actor, actor.userId));
      const inSubtree =
        headed.size > 0
          ? inArray(
              actualSubmissions.kpiAssignmentId,
              tx
                .select({ id: kpiAssignments.id })
                .from(kpiAssignments)
                .innerJoin(
                  objectiveAssignments,
                  eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId),
                )
                .where(inArray(objectiveAssignments.organizationFunctionId, [...headed])),
            )
          : undefined;
      const own = eq(actualSubmissions.submittedBy, actor.userId);
      visible = inSubtree ? or(own, inSubtree) : own;
    }
    const rows = await tx
      .select()
      .from(actualSubmissions)
      .where(and(submissionRows.inOrg(actor), eq(actualSubmissions.status, status), visible))
      .orderBy(desc(actualSubmissions.submittedAt))
      .limit(500);
    const places = await placesOf(tx, actor, [...new Set(rows.map((row) => row.kpiAssignmentId))]);
    return rows.flatMap((row) => {
      const place = places.get(row.kpiAssignmentId);
      if (!place) return [];
      const canDecide =
        actor.role === "admin" || (row.submittedBy !== actor.userId && headed.has(place.functionId));
      return [present(row, place, canDecide)];
    });
  });
}

/** Locks a submission, checks it is pending and that the caller may decide it (APPROVAL-8, APPROVAL-10). */
async function lockForDecision(w: WriteContext, id: string) {
  const row = await submissionRows.lock(w.tx, w.actor, id);
  const place = (await placesOf(w.tx, w.actor, [row.kpiAssignmentId])).get(row.kpiAssignmentId)!;
  if (!(await mayDecide(w.tx, w.actor, place.functionId, row.submittedBy))) throw forbidden();
  // APPROVAL-10: a decided submission stays decided.
  if (row.status !== "pending") throw conflict(`This submission was already ${row.status}`);
  return { row, place };
}

/**
 * POST /api/submissions/{id}/approve (APPROVAL-4, APPROVAL-11): the values are written as the actuals,
 * with their activity rows, in one transaction; a period closed since the submission refuses (423).
 */
export function approveSubmission(deps: ServiceDeps, actor: Actor, id: string): Promise<Submission> {
  return tenantWrite(deps, actor, async (w) => {
    const { row, place } = await lockForDecision(w, id);
    // APPROVAL-6: the impact is recomputed against the scores as they are now, and kept with the decision.
    const [impact] = await impactsOf(w.tx, actor, [{ place, year: row.year, values: row.values }]);
    // APPROVAL-11: every submitted period must still be open; ACTIVITY-2: the rows name the approver.
    await writeValues(
      w,
      deps,
      [{ kpiAssignmentId: row.kpiAssignmentId, year: row.year, actuals: row.values as PeriodValues }],
      { source: "approval" },
    );
    const decided = await submissionRows.update(w.tx, actor, id, {
      status: "approved",
      decidedBy: actor.userId,
      deciderName: actor.userName,
      decidedAt: new Date(),
      impact: { periods: impact! },
    });
    await tellSubmitter(w, deps, decided, place, "approved");
    return present(decided, place, false);
  });
}

/** POST /api/submissions/{id}/reject {reason} (APPROVAL-4, APPROVAL-13): nothing is written to the actuals. */
export function rejectSubmission(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<Submission> {
  return tenantWrite(deps, actor, async (w) => {
    const { row, place } = await lockForDecision(w, id);
    const decided = await submissionRows.update(w.tx, actor, id, {
      status: "rejected",
      decidedBy: actor.userId,
      deciderName: actor.userName,
      decidedAt: new Date(),
      reason,
    });
    const start = await fiscalStartMonthOf(w.tx, actor);
    await recordActivity(w.tx, actor, {
      action: "updated",
      entityType: "actual_result",
      entityId: row.kpiAssignmentId,
      entityName: place.kpiName,
      category: "actual_result_update",
      details: {
        oldValue: { submitted: row.values, status: "pending" },
        newValue: { status: "rejected", reason },
        kpiName: place.kpiName,
        functionName: place.functionName,
        period: Object.keys(row.values)
          .map((key) => periodLabel(place.frequency, key as PeriodKey, row.year, start))
          .join(", "),
      },
    });
    await tellSubmitter(w, deps, decided, place, "rejected", reason);
    return present(decided, place, false);
  });
}
