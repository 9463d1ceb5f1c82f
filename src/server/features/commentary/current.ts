import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { kpiCommentary } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { commentaryRows } from "./rows";

export type CurrentCommentary = { analysis: string; recommendations: string };

/**
 * COMMENT-1: the current commentary (the newest version) of each of these KPI assignments for one period
 * of a year, by KPI assignment id; a KPI with none is absent.
 */
export async function currentCommentaryOf(
  tx: Tx,
  ctx: TenantContext,
  kpiAssignmentIds: readonly string[],
  year: number,
  periodKey: string,
): Promise<Map<string, CurrentCommentary>> {
  const current = new Map<string, CurrentCommentary>();
  if (kpiAssignmentIds.length === 0) return current;
  const rows = await tx
    .selectDistinctOn([kpiCommentary.kpiAssignmentId], {
      kpiAssignmentId: kpiCommentary.kpiAssignmentId,
      analysis: kpiCommentary.analysis,
      recommendations: kpiCommentary.recommendations,
    })
    .from(kpiCommentary)
    .where(
      and(
        commentaryRows.inOrg(ctx),
        inArray(kpiCommentary.kpiAssignmentId, [...kpiAssignmentIds]),
        eq(kpiCommentary.year, year),
        eq(kpiCommentary.periodKey, periodKey),
      ),
    )
    .orderBy(asc(kpiCommentary.kpiAssignmentId), desc(kpiCommentary.createdAt), desc(kpiCommentary.id));
  for (const { kpiAssignmentId, ...text } of rows) current.set(kpiAssignmentId, text);
  return current;
}
