// Approval of actuals (APPROVAL-1..APPROVAL-14, docs/decisions/010-approval-of-actuals.md): while the
// organization's data collection workflow requires approval, an actual entered by a member who is not an
// admin waits as a pending submission; the scores keep the approved value until an admin or a head of
// the KPI's function (or of a function above it) approves it.
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { type Frequency, type PeriodKey, type PeriodValues, periodLabel } from "../../../domain/periods";
import type {
  PendingSubmission,
  PeriodImpact,
  ScoreMove,
  Submission,
  SubmissionStatus,
} from "../../../domain/schemas/evidence-approval";
import type { ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { organizationSettingsOf } from "../../db/organization-settings";
import {
  actualSubmissions,
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { conflict, forbidden } from "../../http-error";
import { owned, recordActivity, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { readYearValues, writePeriodValues } from "../assignments";
import { headsUpTheTree, subtreeFunctionIds } from "../functions";
import { tellKpiStatusChanges, watchKpiStatuses } from "../notifications";
import { assertPeriodsOpen } from "../period-locks";
import { scoreFunctionIn } from "../scorecard";
import { tellApprovers, tellSubmitter } from "./notices";

export const SUBMISSION_NOT_FOUND = "Submission not found";
const submissionRows = owned(actualSubmissions, SUBMISSION_NOT_FOUND);
export const PENDING_MESSAGE = "Your value was submitted for approval. Scores use it once it is approved.";

/** APPROVAL-1: whether the organization's data collection workflow requires approval of actuals. */
export async function approvalRequired(tx: Tx, actor: TenantContext): Promise<boolean> {
  const row = await organizationSettingsOf(tx, actor.orgId);
  return row?.dataCollectionWorkflow?.requiresApproval === true;
}

/** APPROVAL-1: a non-admin's actuals wait for approval while the workflow asks for it. */
export async function actualsNeedApproval(tx: Tx, actor: TenantContext): Promise<boolean> {
  return actor.role !== "admin" && (await approvalRequired(tx, actor));
}

/**
 * The pending values of some KPI assignments in one year: assignment → period key → the submission and
 * its value (CYCLE-2x state `submitted`, the "Pending approval" marks of KPI Input).
 */
export async function pendingByAssignment(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[] | undefined,
  year: number,
): Promise<Map<string, Map<string, { submissionId: string; value: number | null }>>> {
  if (assignmentIds?.length === 0) return new Map();
  const rows = await tx
    .select({
      id: actualSubmissions.id,
      assignmentId: actualSubmissions.kpiAssignmentId,
      values: actualSubmissions.values,
    })
    .from(actualSubmissions)
    .where(
      and(
        submissionRows.inOrg(actor),
        eq(actualSubmissions.status, "pending"),
        eq(actualSubmissions.year, year),
        assignmentIds ? inArray(actualSubmissions.kpiAssignmentId, [...assignmentIds]) : undefined,
      ),
    );
  const out = new Map<string, Map<string, { submissionId: string; value: number | null }>>();
  for (const row of rows) {
    const keys = new Map<string, { submissionId: string; value: number | null }>();
    for (const [key, value] of Object.entries(row.values)) keys.set(key, { submissionId: row.id, value });
    out.set(row.assignmentId, keys);
  }
  return out;
}

type Place = {
  id: string;
  kpiName: string;
  unit: string | null;
  frequency: Frequency;
  ownerId: string | null;
  objectiveAssignmentId: string;
  objectiveName: string;
  functionId: string;
  functionName: string;
};

/** The KPI assignment with its KPI, objective and function (APPROVAL-5's names). */
async function placeOf(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[],
): Promise<Map<string, Place>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: kpiAssignments.id,
      kpiName: kpis.name,
      unit: kpis.unit,
      frequency: kpis.frequency,
      ownerId: kpiAssignments.ownerId,
      objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
      objectiveName: objectives.name,
      functionId: organizationFunctions.id,
      functionName: organizationFunctions.name,
    })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .where(
      and(
        inOrganization(kpiAssignments.organizationId, actor.orgId),
        inArray(kpiAssignments.id, [...assignmentIds]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

function move(
  id: string | null,
  name: string | null,
  before: { score: number | null; status: ScoreMove["beforeStatus"] } | undefined,
  after: { score: number | null; status: ScoreMove["afterStatus"] } | undefined,
): ScoreMove {
  return {
    id,
    name,
    before: before?.score ?? null,
    after: after?.score ?? null,
    beforeStatus: before?.status ?? "No Data",
    afterStatus: after?.status ?? "No Data",
  };
}

function kpiIn(card: ScorecardResponse, kpiAssignmentId: string) {
  for (const objective of card.objectives) {
    const kpi = objective.kpis.find((one) => one.kpiAssignmentId === kpiAssignmentId);
    if (kpi) return kpi;
  }
  return undefined;
}

/**
 * APPROVAL-6: each submitted period's score before → after for the KPI, its objective, its function and
 * the CEO, in that period's own view, scored by the scorecard service with the submitted values laid over
 * the approved ones (the same engine and reads as the Corporate BSC; nothing is written).
 */
export async function impactOf(
  tx: Tx,
  actor: TenantContext,
  place: Place,
  year: number,
  values: Record<string, number | null>,
  now = new Date(),
): Promise<PeriodImpact[]> {
  const start = await fiscalStartMonthOf(tx, actor);
  const stored = (await readYearValues(tx, actor, year, [place.id])).get(place.id)?.actuals ?? {};
  const substitutes = new Map([[place.id, values as PeriodValues]]);
  const out: PeriodImpact[] = [];
  for (const [key, newValue] of Object.entries(values)) {
    const query = {
      functionId: place.functionId,
      year,
      frequency: place.frequency,
      period: key,
      view: "period" as const,
    };
    const before = await scoreFunctionIn(tx, actor, query, now);
    const after = await scoreFunctionIn(tx, actor, query, now, substitutes);
    const objectiveBefore = before.objectives.find(
      (o) => o.objectiveAssignmentId === place.objectiveAssignmentId,
    );
    const objectiveAfter = after.objectives.find(
      (o) => o.objectiveAssignmentId === place.objectiveAssignmentId,
    );
    // ROLLUP: the CEO score is the CEO function's own level score; it moves only when the KPI is there.
    const ceoQuery = { ...query, functionId: undefined };
    const ceoBefore = await scoreFunctionIn(tx, actor, ceoQuery, now);
    const ceoAfter =
      ceoBefore.functionId === place.functionId
        ? after
        : await scoreFunctionIn(tx, actor, ceoQuery, now, substitutes);
    out.push({
      period: key,
      periodLabel: periodLabel(place.frequency, key as PeriodKey, year, start),
      oldValue: stored[key as PeriodKey] ?? null,
      newValue,
      kpi: move(place.id, place.kpiName, kpiIn(before, place.id), kpiIn(after, place.id)),
      objective: move(place.objectiveAssignmentId, place.objectiveName, objectiveBefore, objectiveAfter),
      function: move(place.functionId, place.functionName, before, after),
      ceo: ceoBefore.functionId
        ? move(ceoBefore.functionId, ceoBefore.functionName, ceoBefore, ceoAfter)
        : null,
    });
  }
  return out;
}

/**
 * APPROVAL-1, APPROVAL-3: makes (or merges into) the pending submission of an assignment and year, in the
 * caller's write. Called from the actual write path after the lock and analysis checks (LOCK-3, COMMENT).
 */
export async function submitActuals(
  w: WriteContext,
  deps: ServiceDeps,
  assignmentId: string,
  year: number,
  values: PeriodValues,
): Promise<PendingSubmission> {
  const { tx, actor } = w;
  const sent = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, number | null] => entry[1] !== undefined),
  );
  // APPROVAL-3: the assignment's row is locked so two submissions of the same year are serialised.
  await tx
    .select({ id: kpiAssignments.id })
    .from(kpiAssignments)
    .where(
      and(inOrganization(kpiAssignments.organizationId, actor.orgId), eq(kpiAssignments.id, assignmentId)),
    )
    .for("update");
  const place = (await placeOf(tx, actor, [assignmentId])).get(assignmentId)!;
  const [existing] = await tx
    .select()
    .from(actualSubmissions)
    .where(
      and(
        submissionRows.inOrg(actor),
        eq(actualSubmissions.kpiAssignmentId, assignmentId),
        eq(actualSubmissions.year, year),
        eq(actualSubmissions.status, "pending"),
      ),
    );
  const merged = { ...(existing?.values ?? {}), ...sent };
  const impact = await impactOf(tx, actor, place, year, merged);
  const now = new Date();
  const row = existing
    ? await submissionRows.update(tx, actor, existing.id, {
        values: merged,
        impact: { periods: impact },
        submittedBy: actor.userId,
        submitterName: actor.userName,
        submittedAt: now,
      })
    : await submissionRows.insert(tx, actor, {
        kpiAssignmentId: assignmentId,
        year,
        values: merged,
        impact: { periods: impact },
        submittedBy: actor.userId,
        submitterName: actor.userName,
      });
  await tellApprovers(w, deps, row, place);
  const start = await fiscalStartMonthOf(tx, actor);
  await recordActivity(tx, actor, {
    action: existing ? "updated" : "created",
    entityType: "actual_result",
    entityId: assignmentId,
    entityName: place.kpiName,
    category: "actual_result_update",
    details: {
      newValue: { submitted: sent, status: "pending" },
      kpiName: place.kpiName,
      functionName: place.functionName,
      period: Object.keys(sent)
        .map((key) => periodLabel(place.frequency, key as PeriodKey, year, start))
        .join(", "),
    },
  });
  return { status: "pending", submissionId: row.id, message: PENDING_MESSAGE };
}

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
    const places = await placeOf(tx, actor, [...new Set(rows.map((row) => row.kpiAssignmentId))]);
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
  const place = (await placeOf(w.tx, w.actor, [row.kpiAssignmentId])).get(row.kpiAssignmentId)!;
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
    const { tx } = w;
    const { row, place } = await lockForDecision(w, id);
    await assertPeriodsOpen(tx, actor, {
      year: row.year,
      frequency: place.frequency,
      keys: Object.keys(row.values),
    });
    // APPROVAL-6: the impact is recomputed against the scores as they are now, and kept with the decision.
    const impact = await impactOf(tx, actor, place, row.year, row.values);
    // NOTIFY-27: a pending value is not an actual; the KPI's status changes when it is approved.
    const statusWatch = await watchKpiStatuses(tx, actor, [
      { kpiAssignmentId: row.kpiAssignmentId, year: row.year },
    ]);
    const changes = await writePeriodValues(
      tx,
      actor,
      row.kpiAssignmentId,
      row.year,
      "actual",
      row.values as PeriodValues,
    );
    const start = await fiscalStartMonthOf(tx, actor);
    // ACTIVITY-2: the same row as an actual entered directly, naming the approver as the one who acted.
    for (const change of changes) {
      await recordActivity(tx, actor, {
        action: "actual_result_update",
        entityType: "actual_result",
        entityId: row.kpiAssignmentId,
        entityName: place.kpiName,
        category: "actual_result_update",
        details: {
          oldValue: change.oldValue,
          newValue: change.newValue,
          kpiName: place.kpiName,
          functionName: place.functionName,
          period: periodLabel(place.frequency, change.key, row.year, start),
        },
      });
    }
    const decided = await submissionRows.update(tx, actor, id, {
      status: "approved",
      decidedBy: actor.userId,
      deciderName: actor.userName,
      decidedAt: new Date(),
      impact: { periods: impact },
    });
    await tellKpiStatusChanges(w, deps, statusWatch);
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
