// Pending submissions (APPROVAL-1, APPROVAL-3, docs/decisions/010-approval-of-actuals.md): whether a
// member's actuals wait for approval, what waits, and making the submissions a write of values turns its
// actuals into. The writer of values (src/server/values) calls this; it never writes an actual itself.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { type PeriodKey, type PeriodValues, periodLabel } from "../../../domain/periods";
import type { PendingSubmission } from "../../../domain/schemas/evidence-approval";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { organizationSettingsOf } from "../../db/organization-settings";
import { actualSubmissions, kpiAssignments } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { owned, recordActivity, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { placesOf } from "../../values/places";
import { impactsOf } from "./impact";
import { tellApprovers } from "./notices";

export const SUBMISSION_NOT_FOUND = "Submission not found";
export const submissionRows = owned(actualSubmissions, SUBMISSION_NOT_FOUND);
const assignmentRows = owned(kpiAssignments, "KPI assignment not found");
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
/** What every read of submissions by assignment takes: the submission, its assignment and its values. */
const KEYED = {
  id: actualSubmissions.id,
  assignmentId: actualSubmissions.kpiAssignmentId,
  values: actualSubmissions.values,
};

/** The organization's submissions of `year` in a status, of some assignments (`undefined`: all). */
const submissionsOf = (
  actor: TenantContext,
  year: number,
  assignmentIds: readonly string[] | undefined,
  status: SQL,
) =>
  and(
    submissionRows.inOrg(actor),
    status,
    eq(actualSubmissions.year, year),
    assignmentIds ? inArray(actualSubmissions.kpiAssignmentId, [...assignmentIds]) : undefined,
  );

export async function pendingByAssignment(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[] | undefined,
  year: number,
): Promise<Map<string, Map<string, { submissionId: string; value: number | null }>>> {
  if (assignmentIds?.length === 0) return new Map();
  const rows = await tx
    .select(KEYED)
    .from(actualSubmissions)
    .where(submissionsOf(actor, year, assignmentIds, eq(actualSubmissions.status, "pending")));
  const out = new Map<string, Map<string, { submissionId: string; value: number | null }>>();
  for (const row of rows) {
    const keys = new Map<string, { submissionId: string; value: number | null }>();
    for (const [key, value] of Object.entries(row.values)) keys.set(key, { submissionId: row.id, value });
    out.set(row.assignmentId, keys);
  }
  return out;
}

/** APPROVAL-15: a refused value as its submitter sees it: the value, the reason, who refused it and when. */
export type RejectedValue = {
  submissionId: string;
  value: number | null;
  reason: string | null;
  deciderName: string | null;
  decidedAt: Date;
};

/**
 * APPROVAL-15: for each assignment and period key of `year`, the last decided submission's value when that
 * decision was a rejection (a later approval of the same period hides it); the reader compares its time
 * with the recorded actual's, so a value entered since also hides it.
 */
export async function rejectionsByAssignment(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[] | undefined,
  year: number,
): Promise<Map<string, Map<string, RejectedValue>>> {
  if (assignmentIds?.length === 0) return new Map();
  const rows = await tx
    .select({
      ...KEYED,
      status: actualSubmissions.status,
      reason: actualSubmissions.reason,
      deciderName: actualSubmissions.deciderName,
      decidedAt: actualSubmissions.decidedAt,
    })
    .from(actualSubmissions)
    .where(
      submissionsOf(actor, year, assignmentIds, inArray(actualSubmissions.status, ["approved", "rejected"])),
    )
    .orderBy(asc(actualSubmissions.decidedAt));
  const last = new Map<string, Map<string, RejectedValue & { rejected: boolean }>>();
  for (const row of rows) {
    if (!row.decidedAt) continue;
    const keys = last.get(row.assignmentId) ?? new Map<string, RejectedValue & { rejected: boolean }>();
    last.set(row.assignmentId, keys);
    for (const [key, value] of Object.entries(row.values)) {
      keys.set(key, {
        submissionId: row.id,
        value,
        reason: row.reason,
        deciderName: row.deciderName,
        decidedAt: row.decidedAt,
        rejected: row.status === "rejected",
      });
    }
  }
  const out = new Map<string, Map<string, RejectedValue>>();
  for (const [assignmentId, keys] of last) {
    const refused = new Map<string, RejectedValue>();
    for (const [key, { rejected, ...value }] of keys) if (rejected) refused.set(key, value);
    if (refused.size > 0) out.set(assignmentId, refused);
  }
  return out;
}

/** Actuals of one KPI assignment and year on their way to approval. */
export type ActualsToSubmit = { kpiAssignmentId: string; year: number; values: PeriodValues };

/**
 * APPROVAL-1, APPROVAL-3: makes (or merges into) the pending submission of each assignment and year, in
 * the caller's write; one answer per item, in order. The impact of every submission is computed in one
 * batch (APPROVAL-6). Called by the writer of values after the lock and analysis checks (LOCK-3, COMMENT).
 */
export async function submitActuals(
  w: WriteContext,
  deps: ServiceDeps,
  items: readonly ActualsToSubmit[],
): Promise<PendingSubmission[]> {
  if (items.length === 0) return [];
  const { tx, actor } = w;
  const ids = [...new Set(items.map((item) => item.kpiAssignmentId))].sort();
  // APPROVAL-3: the assignments' rows are locked (in one order) so two submissions of a year are serialised.
  await tx
    .select({ id: kpiAssignments.id })
    .from(kpiAssignments)
    .where(assignmentRows.byIds(actor, ids))
    .orderBy(asc(kpiAssignments.id))
    .for("update");
  const places = await placesOf(tx, actor, ids);
  const existing = await tx
    .select()
    .from(actualSubmissions)
    .where(
      and(
        submissionRows.inOrg(actor),
        inArray(actualSubmissions.kpiAssignmentId, ids),
        inArray(actualSubmissions.year, [...new Set(items.map((item) => item.year))]),
        eq(actualSubmissions.status, "pending"),
      ),
    );
  const batch = items.map((item) => {
    const sent = Object.fromEntries(
      Object.entries(item.values).filter((entry): entry is [string, number | null] => entry[1] !== undefined),
    );
    const before = existing.find(
      (row) => row.kpiAssignmentId === item.kpiAssignmentId && row.year === item.year,
    );
    const place = places.get(item.kpiAssignmentId)!;
    return { item, sent, before, place, values: { ...(before?.values ?? {}), ...sent } };
  });
  const impacts = await impactsOf(
    tx,
    actor,
    batch.map(({ item, place, values }) => ({ place, year: item.year, values })),
  );
  const start = await fiscalStartMonthOf(tx, actor);
  const answers: PendingSubmission[] = [];
  for (const [index, { item, sent, before, place, values }] of batch.entries()) {
    const impact = { periods: impacts[index]! };
    const row = before
      ? await submissionRows.update(tx, actor, before.id, {
          values,
          impact,
          submittedBy: actor.userId,
          submitterName: actor.userName,
          submittedAt: new Date(),
        })
      : await submissionRows.insert(tx, actor, {
          kpiAssignmentId: item.kpiAssignmentId,
          year: item.year,
          values,
          impact,
          submittedBy: actor.userId,
          submitterName: actor.userName,
        });
    await tellApprovers(w, deps, row, place);
    await recordActivity(tx, actor, {
      action: before ? "updated" : "created",
      entityType: "actual_result",
      entityId: item.kpiAssignmentId,
      entityName: place.kpiName,
      category: "actual_result_update",
      details: {
        newValue: { submitted: sent, status: "pending" },
        kpiName: place.kpiName,
        functionName: place.functionName,
        period: Object.keys(sent)
          .map((key) => periodLabel(place.frequency, key as PeriodKey, item.year, start))
          .join(", "),
      },
    });
    answers.push({ status: "pending", submissionId: row.id, message: PENDING_MESSAGE });
  }
  return answers;
}
