// COMMENT-4: an actual that scores below the at-risk threshold needs an analysis for its period first,
// when the organization asks for it (requireAnalysisBelowAtRisk).
import { and, eq, inArray, sql } from "drizzle-orm";
import { type PeriodKey, type PeriodValues, periodName } from "../../../domain/periods";
import { scoreValueDetail } from "../../../domain/scoring";
import type { Tx } from "../../db/client";
import { inFiscalYear } from "../../db/measurement-years";
import { organizationSettingsOf } from "../../db/organization-settings";
import { kpiCommentary, kpiMeasurements, kpis } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest } from "../../http-error";
import { commentaryRows, kpiRows } from "./rows";

/** COMMENT-4: the 400 message, word for word. */
export function analysisRequiredMessage(key: PeriodKey, year: number): string {
  return `Add an analysis for ${periodName(key)} ${year}: results that score below At Risk need one.`;
}

/** The periods (of `keys`) whose current commentary has a non-blank analysis (COMMENT-1: newest wins). */
async function periodsWithAnalysis(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentId: string,
  year: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .selectDistinctOn([kpiCommentary.periodKey], {
      key: kpiCommentary.periodKey,
      analysis: kpiCommentary.analysis,
    })
    .from(kpiCommentary)
    .where(
      and(
        commentaryRows.inOrg(actor),
        eq(kpiCommentary.kpiAssignmentId, kpiAssignmentId),
        eq(kpiCommentary.year, year),
        inArray(kpiCommentary.periodKey, [...keys]),
      ),
    )
    .orderBy(kpiCommentary.periodKey, sql`${kpiCommentary.createdAt} desc, ${kpiCommentary.id} desc`);
  return new Set(rows.filter((row) => row.analysis.trim() !== "").map((row) => row.key));
}

/** COMMENT-4: whether the period's current commentary has an analysis. */
export async function hasAnalysis(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentId: string,
  year: number,
  key: string,
): Promise<boolean> {
  return (await periodsWithAnalysis(tx, actor, kpiAssignmentId, year, [key])).has(key);
}

/**
 * COMMENT-4: when the setting is on, each non-null value of `values` (the actuals about to be written or
 * submitted) that scores below the at-risk threshold against the period's target needs an analysis for
 * that period; else 400 naming `actualResults.{key}`. `targets` are targets written in the same request,
 * which take the place of the stored ones.
 */
export async function assertAnalysisWhereRequired(
  tx: Tx,
  actor: TenantContext,
  assignment: { id: string; kpiId: string },
  year: number,
  values: PeriodValues,
  targets: PeriodValues = {},
): Promise<void> {
  const entries = (Object.entries(values) as [PeriodKey, number | null | undefined][]).filter(
    (entry): entry is [PeriodKey, number] => typeof entry[1] === "number",
  );
  if (entries.length === 0) return;
  const settings = await organizationSettingsOf(tx, actor.orgId);
  if (!settings?.requireAnalysisBelowAtRisk) return;
  const [kpi] = await tx
    .select({ polarity: kpis.polarity, scoring: kpis.scoring, baseline: kpis.baseline })
    .from(kpis)
    .where(kpiRows.byId(actor, assignment.kpiId));
  if (!kpi) return;
  const keys = entries.map(([key]) => key);
  const stored = await tx
    .select({ key: kpiMeasurements.periodKey, target: kpiMeasurements.target })
    .from(kpiMeasurements)
    .where(
      and(
        inOrganization(kpiMeasurements.organizationId, actor.orgId),
        eq(kpiMeasurements.kpiAssignmentId, assignment.id),
        // FISCAL-8: the year's months under their calendar years.
        inFiscalYear(year, settings.fiscalYearStartMonth),
        inArray(kpiMeasurements.periodKey, keys),
      ),
    );
  const storedTargets = new Map(stored.map((row) => [row.key, row.target]));
  const below = entries
    .filter(([key, actual]) => {
      const target = targets[key] !== undefined ? targets[key] : (storedTargets.get(key) ?? null);
      const detail = scoreValueDetail({
        actual,
        target,
        polarity: kpi.polarity,
        cap: settings.scoreCapPercentage,
        method: kpi.scoring,
        baseline: kpi.baseline,
      });
      // SCORE-9: the status reads the unrounded score; below the at-risk threshold is 'Below Target'.
      return detail.exactScore !== null && detail.exactScore < settings.atRiskThreshold;
    })
    .map(([key]) => key);
  if (below.length === 0) return;
  const explained = await periodsWithAnalysis(tx, actor, assignment.id, year, below);
  const missing = below.find((key) => !explained.has(key));
  if (missing) {
    const message = analysisRequiredMessage(missing, year);
    throw badRequest(message, { [`actualResults.${missing}`]: message });
  }
}
