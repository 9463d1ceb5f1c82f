// Exports (EXPORT-1..EXPORT-22): the scorecard of the screen as XLSX or CSV, and
// the organization's year as a flat facts feed. Nothing here scores anything: the scorecard export takes
// the scorecard service's own answer (scoreFunctionIn), the facts feed runs the same domain engine
// (rollUpScorecard) over one read of the whole year (facts-rows.ts).
import { and, asc, eq } from "drizzle-orm";
import { type PeriodCommentaryText, scorecardExportFileName } from "../../../domain/exports";
import { perspectiveName } from "../../../domain/labels";
import { currentYear } from "../../../domain/periods";
import type { FactsQuery } from "../../../domain/schemas/exports";
import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import { BSC_PERSPECTIVES } from "../../../domain/scorecard";
import { fileNamePart } from "../../../domain/spreadsheet-cells";
import {
  kpiActiveIn,
  kpiWeightIn,
  kpiYearValues,
  objectiveActiveIn,
  objectiveWeightIn,
} from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { organizationDayOf } from "../../db/fiscal-year";
import { kpiCalculationColumns } from "../../db/kpi-scoring-columns";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizations,
} from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { answerCacheKey, type HeavyAnswer, heavyDownload, keyedByDay } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { currentCommentaryOf } from "../commentary";
import { engineKpiOf, scoreFunctionIn, scoringSetupOf } from "../scorecard";
import { type FactsYear, factRowSlices } from "./facts-rows";
import { factsCsv, factsJson } from "./files";

export type ScorecardExportData = {
  organization: string;
  card: ScorecardResponse;
  /** COMMENT-1: each KPI assignment's current commentary of the exported year and period. */
  commentary: Map<string, PeriodCommentaryText>;
};

async function organizationName(tx: Tx, ctx: TenantContext): Promise<string> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, ctx.orgId));
  return row?.name ?? "Organization";
}

/**
 * EXPORT-1, EXPORT-2, EXPORT-8: the scorecard exactly as GET /api/scorecard answers the same query (the
 * same service, same defaults, same 404 for another organization's function), with each KPI's current
 * commentary of the answered period, in one tenant transaction.
 */
export function scorecardExportData(
  deps: ServiceDeps,
  ctx: TenantContext,
  query: ScorecardQuery,
  now = new Date(),
): Promise<ScorecardExportData> {
  return withTenant(deps.db, ctx, async (tx) => {
    const card = await scoreFunctionIn(tx, ctx, query, now);
    const organization = await organizationName(tx, ctx);
    const ids = card.objectives.flatMap((objective) => objective.kpis.map((kpi) => kpi.kpiAssignmentId));
    // EXPORT-9: each KPI's current commentary of the answered period.
    const commentary = await currentCommentaryOf(tx, ctx, ids, card.year, card.period);
    return { organization, card, commentary };
  });
}

export const exportFileName = scorecardExportFileName;

/** EXPORT-6: `<organization>-facts-<year>.csv`. */
export function factsFileName(organization: string, year: number): string {
  return `${fileNamePart(organization, "organization")}-facts-${year}.csv`;
}

/**
 * EXPORT-10..EXPORT-15, API-30: the facts feed as JSON or CSV, a heavy download (EXPORT-19..EXPORT-22):
 * kept per organization, year, day and data version; made afresh within the limits, streamed. Four
 * set-based reads whatever the organization's size (settings, functions, objective assignments, KPI
 * assignments with the year's values; EXPORT-14), then the scorecard engine once per view of the year,
 * every function at once, after the transaction.
 */
export function factsDownload(
  deps: ServiceDeps,
  ctx: TenantContext,
  query: FactsQuery,
  format: "json" | "csv",
  ifNoneMatch: string | undefined,
  now = new Date(),
): Promise<HeavyAnswer> {
  // EXPORT-19: the answer depends on the year asked for (or today's, by the day) and nothing of the caller's.
  const key = keyedByDay(ctx.orgId, now, (day) =>
    answerCacheKey(ctx.orgId, ["facts", format, query.year], day),
  );
  return heavyDownload(deps, ctx, key, ifNoneMatch, async (tx) => {
    const year = await readFactsYear(tx, ctx, query, now);
    return {
      fileName: factsFileName(year.organization, year.year),
      make: () => (format === "json" ? factsJson(year, factRowSlices(year)) : factsCsv(factRowSlices(year))),
    };
  });
}

/** EXPORT-14: what the feed reads of a year, in the caller's tenant transaction. */
async function readFactsYear(tx: Tx, ctx: TenantContext, query: FactsQuery, now: Date): Promise<FactsYear> {
  const org = ctx.orgId;
  const { settings, thresholds, fiscalYearStartMonth } = await scoringSetupOf(tx, org);
  // FISCAL-2: the year is the fiscal year, today's by default.
  const { month } = await organizationDayOf(tx, ctx, now);
  const year = query.year ?? currentYear(month, fiscalYearStartMonth);
  const organization = await organizationName(tx, ctx);
  const functions = await tx
    .select({
      id: organizationFunctions.id,
      name: organizationFunctions.name,
      level: organizationFunctions.level,
    })
    .from(organizationFunctions)
    .where(inOrganization(organizationFunctions.organizationId, org))
    .orderBy(asc(organizationFunctions.createdAt), asc(organizationFunctions.id));
  const objectiveRows = await tx
    .select({
      id: objectiveAssignments.id,
      functionId: objectiveAssignments.organizationFunctionId,
      name: objectives.name,
      perspective: objectives.bscPerspective,
      // WEIGHT-7: each year scores with its own weights.
      weight: objectiveWeightIn(year),
    })
    .from(objectiveAssignments)
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .where(and(inOrganization(objectiveAssignments.organizationId, org), objectiveActiveIn(year)))
    .orderBy(asc(objectiveAssignments.createdAt), asc(objectiveAssignments.id));
  const kpiRows = await tx
    .select({
      id: kpiAssignments.id,
      objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
      kpiId: kpiAssignments.kpiId,
      name: kpis.name,
      ...kpiCalculationColumns,
      weight: kpiWeightIn(year),
      values: kpiYearValues(year, fiscalYearStartMonth),
    })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    // CASCADE-10: what ended by `year` is not part of it.
    .where(and(inOrganization(kpiAssignments.organizationId, org), kpiActiveIn(year)))
    .orderBy(asc(kpiAssignments.createdAt), asc(kpiAssignments.id));
  return {
    organization,
    year,
    fiscalYearStartMonth,
    thresholds,
    perspectiveNames: new Map(BSC_PERSPECTIVES.map((key) => [key, perspectiveName(key, settings)])),
    functions,
    objectives: objectiveRows.map((row) => ({ ...row, weight: Number(row.weight) })),
    kpis: kpiRows.map((row) => ({
      id: row.id,
      objectiveAssignmentId: row.objectiveAssignmentId,
      kpiId: row.kpiId,
      name: row.name,
      unit: row.unit,
      frequency: row.frequency,
      aggregation: row.aggregation,
      polarity: row.polarity,
      scoring: row.scoring,
      weight: Number(row.weight),
      engine: engineKpiOf(row),
    })),
  };
}
