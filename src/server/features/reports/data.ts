// The briefing book's content (REPORT-2..REPORT-8): every figure is the scorecard's own (scoreFunctionIn),
// the map the strategy map's (strategyMapIn); nothing here scores anything itself.
import { eq } from "drizzle-orm";
import { type PeriodKey, periodKeysFor, periodLabel, periodName } from "../../../domain/periods";
import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { StrategyMap } from "../../../domain/schemas/strategy-map";
import type { Tx } from "../../db/client";
import { organizations } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { currentCommentaryOf } from "../commentary";
import { scoreFunctionIn } from "../scorecard";
import { strategyMapIn } from "../strategy-map";
import { type BriefingInitiative, initiativesForBriefing } from "./initiatives";

export type BriefingCommentary = { analysis: string; recommendations: string };

export type BriefingData = {
  organizationName: string;
  card: ScorecardResponse;
  periodLabel: string;
  generatedAt: Date;
  map: StrategyMap | null;
  /** REPORT-5: the year's periods of the query's frequency, and each KPI's score in each (null: none). */
  trendLabels: string[];
  trends: Map<string, (number | null)[]>;
  /** REPORT-6: the period's current commentary of each KPI assignment that has one. */
  commentary: Map<string, BriefingCommentary>;
  /** REPORT-7: null when the initiatives feature is not there to ask. */
  initiatives: BriefingInitiative[] | null;
};

/** Reads everything the briefing book shows, in the caller's tenant transaction. */
export async function briefingData(
  tx: Tx,
  ctx: TenantContext,
  query: ScorecardQuery,
  now: Date,
  scored?: ScorecardResponse,
): Promise<BriefingData> {
  const card = scored ?? (await scoreFunctionIn(tx, ctx, query, now));
  const [org] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, ctx.orgId));
  const pinned: ScorecardQuery = {
    functionId: card.functionId ?? undefined,
    year: card.year,
    frequency: card.frequency,
    period: card.period,
    view: card.view,
  };
  const map = card.functionId ? await strategyMapIn(tx, ctx, pinned, now) : null;

  // REPORT-5: the sparkline is the scorecard of each period of the year (period view), KPI by KPI.
  const keys = periodKeysFor(card.frequency, card.fiscalYearStartMonth) as PeriodKey[];
  const trends = new Map<string, (number | null)[]>();
  const kpiIds = card.objectives.flatMap((o) => o.kpis.map((k) => k.kpiAssignmentId));
  for (const id of kpiIds) trends.set(id, []);
  if (card.functionId && kpiIds.length > 0) {
    for (const key of keys) {
      const periodCard =
        key === card.period && card.view === "period"
          ? card
          : await scoreFunctionIn(tx, ctx, { ...pinned, period: key, view: "period" }, now);
      const scoreOf = new Map(
        periodCard.objectives.flatMap((o) => o.kpis.map((k) => [k.kpiAssignmentId, k.score] as const)),
      );
      for (const [id, series] of trends) series.push(scoreOf.get(id) ?? null);
    }
  }

  // REPORT-6: each KPI's current commentary for the period shown, where it says something.
  const commentary = new Map<string, BriefingCommentary>();
  for (const [id, text] of await currentCommentaryOf(tx, ctx, kpiIds, card.year, card.period)) {
    if (text.analysis.trim() || text.recommendations.trim()) commentary.set(id, text);
  }

  const initiatives = await initiativesForBriefing(
    tx,
    ctx,
    card.objectives.map((o) => o.objectiveAssignmentId),
    now,
  );

  return {
    organizationName: org?.name ?? "",
    card,
    periodLabel:
      card.view === "ytd" && card.frequency !== "annual"
        ? `${periodLabel(card.frequency, card.period as PeriodKey, card.year, card.fiscalYearStartMonth)} (year to date)`
        : periodLabel(card.frequency, card.period as PeriodKey, card.year, card.fiscalYearStartMonth),
    generatedAt: now,
    map,
    trendLabels: keys.map((key) => periodName(key)),
    trends,
    commentary,
    initiatives,
  };
}
