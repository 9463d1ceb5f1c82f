// CYCLE-21: the pending submissions of approval (APPROVAL), through the submissions feature's public entry;
// APPROVAL-15: the refused values a submitter still has to see.
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { kpiMeasurements } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { pendingByAssignment, type RejectedValue, rejectionsByAssignment } from "../submissions";
import type { PendingValue } from "./data";

/** By assignment and period key; `assignmentIds` undefined: every assignment of the organization. */
export function pendingSubmissions(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[] | undefined,
  year: number,
): Promise<Map<string, Map<string, PendingValue>>> {
  return pendingByAssignment(tx, actor, assignmentIds, year);
}

/**
 * APPROVAL-15: by assignment and period key, the refused value still standing: the period's last decision
 * was a rejection and no actual has been recorded since.
 */
export async function standingRejections(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[],
  year: number,
): Promise<Map<string, Map<string, RejectedValue>>> {
  const rejections = await rejectionsByAssignment(tx, actor, assignmentIds, year);
  if (rejections.size === 0) return rejections;
  const written = await tx
    .select({
      id: kpiMeasurements.kpiAssignmentId,
      key: kpiMeasurements.periodKey,
      at: kpiMeasurements.actualUpdatedAt,
    })
    .from(kpiMeasurements)
    .where(
      and(
        inOrganization(kpiMeasurements.organizationId, actor.orgId),
        eq(kpiMeasurements.year, year),
        inArray(kpiMeasurements.kpiAssignmentId, [...rejections.keys()]),
      ),
    );
  for (const row of written) {
    const rejection = rejections.get(row.id)?.get(row.key);
    if (rejection && row.at && row.at > rejection.decidedAt) rejections.get(row.id)!.delete(row.key);
  }
  return rejections;
}
