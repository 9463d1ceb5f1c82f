// GET /api/strategy-map and PUT /api/strategy-map/positions (STRAT-5..STRAT-16,
// API-16). The nodes' figures are the scorecard's own (scoreFunctionIn); the evidence scores each month
// of two fiscal years with the same domain engine (rollUpScorecard) and correlates them in
// src/domain/strategy-evidence.ts. Nothing here scores anything itself.
import { and, asc, eq, sql } from "drizzle-orm";
import type { PeriodValues } from "../../../domain/periods";
import { periodKeysFor } from "../../../domain/periods";
import type { ScorecardQuery } from "../../../domain/schemas/scorecard";
import type {
  SaveStrategyMapPositionsInput,
  StrategyMap,
  StrategyMapEdge,
  StrategyMapPositions,
} from "../../../domain/schemas/strategy-map";
import { rollUpScorecard, type ScorecardKpi, type ScorecardObjective } from "../../../domain/scorecard";
import { linkEvidence, type MonthlySeries } from "../../../domain/strategy-evidence";
import {
  kpiActiveIn,
  kpiWeightIn,
  kpiYearValues,
  objectiveActiveIn,
  objectiveWeightIn,
} from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { kpiCalculationColumns } from "../../db/kpi-scoring-columns";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  strategyLinks,
  strategyMapPositions,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { formulaTree } from "../../formulas";
import { badRequest } from "../../http-error";
import { owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { scoreFunctionIn } from "../scorecard";
import { toStrategyLink } from "./links-service";

const FUNCTION_NOT_FOUND = "Function not found";
const POSITION_OUTSIDE_MESSAGE = "Every position must name an objective assignment of this function";

const functionRows = owned(organizationFunctions, FUNCTION_NOT_FOUND);
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");
// STRAT-14: a node's place on one function's map, keyed by the two.
const positionRows = owned(strategyMapPositions);

type EngineInput = { objectives: ScorecardObjective[]; kpis: ScorecardKpi[] };

/**
 * The engine's input for one function in each of two fiscal years (`years`): the objectives and KPIs
 * active in each (CASCADE-10), with that year's weights (WEIGHT-7) and measurements. Two queries for
 * both years (STRAT-19).
 */
async function engineInputsOf(
  tx: Tx,
  ctx: TenantContext,
  functionId: string,
  years: readonly [number, number],
  start: number,
): Promise<[EngineInput, EngineInput]> {
  const [y0, y1] = years;
  const objectiveRows = await tx
    .select({
      id: objectiveAssignments.id,
      bscPerspective: objectives.bscPerspective,
      w0: objectiveWeightIn(y0),
      w1: objectiveWeightIn(y1),
      in0: sql<boolean>`${objectiveActiveIn(y0)}`,
      in1: sql<boolean>`${objectiveActiveIn(y1)}`,
    })
    .from(objectiveAssignments)
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .where(
      and(
        inOrganization(objectiveAssignments.organizationId, ctx.orgId),
        eq(objectiveAssignments.organizationFunctionId, functionId),
        // Ending is from a year on: whatever is part of y1 is part of the earlier y0 too.
        objectiveActiveIn(y0),
      ),
    );
  const kpiRows = await tx
    .select({
      id: kpiAssignments.id,
      objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
      ...kpiCalculationColumns,
      w0: kpiWeightIn(y0),
      w1: kpiWeightIn(y1),
      in0: sql<boolean>`${kpiActiveIn(y0)}`,
      in1: sql<boolean>`${kpiActiveIn(y1)}`,
      v0: kpiYearValues(y0, start),
      v1: kpiYearValues(y1, start),
    })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .where(
      and(
        inOrganization(kpiAssignments.organizationId, ctx.orgId),
        eq(objectiveAssignments.organizationFunctionId, functionId),
        kpiActiveIn(y0),
      ),
    )
    .orderBy(asc(kpiAssignments.createdAt), asc(kpiAssignments.id));
  const empty: PeriodValues = {};
  const inputFor = (which: 0 | 1): EngineInput => ({
    objectives: objectiveRows
      .filter((row) => (which === 0 ? row.in0 : row.in1))
      .map((row) => ({
        id: row.id,
        functionId,
        weight: Number(which === 0 ? row.w0 : row.w1),
        perspective: row.bscPerspective,
      })),
    kpis: kpiRows
      .filter((row) => (which === 0 ? row.in0 : row.in1))
      .map((row) => {
        const values = which === 0 ? row.v0 : row.v1;
        return {
          id: row.id,
          objectiveAssignmentId: row.objectiveAssignmentId,
          weight: Number(which === 0 ? row.w0 : row.w1),
          frequency: row.frequency,
          polarity: row.polarity,
          isCumulative: row.isCumulative,
          aggregation: row.aggregation,
          unit: row.unit,
          scoring: row.scoring,
          baseline: row.baseline,
          targets: values?.t ?? empty,
          actuals: values?.a ?? empty,
          code: row.code,
          formula: formulaTree(row.formula),
        };
      }),
  });
  return [inputFor(0), inputFor(1)];
}

/**
 * STRAT-8: each objective's score month by month over the fiscal year before `year` and `year` (24
 * months, oldest first), scored by the scorecard's engine for the monthly period view (FISCAL-3: months
 * in fiscal order). A month without a score is null.
 */
export async function monthlyObjectiveScores(
  tx: Tx,
  ctx: TenantContext,
  functionId: string,
  year: number,
  fiscalYearStartMonth: number,
  thresholds: Parameters<typeof rollUpScorecard>[0]["settings"],
  wanted: ReadonlySet<string>,
): Promise<Map<string, (number | null)[]>> {
  const series = new Map<string, (number | null)[]>();
  for (const id of wanted) series.set(id, []);
  const months = periodKeysFor("monthly", fiscalYearStartMonth);
  for (const input of await engineInputsOf(tx, ctx, functionId, [year - 1, year], fiscalYearStartMonth)) {
    // Only the objectives the links name (and every KPI of the function: formulas read them, CALC-5).
    const kpisNeeded = input.kpis.filter(
      (kpi) => wanted.has(kpi.objectiveAssignmentId) || kpi.formula || kpi.code,
    );
    const objectivesWanted = input.objectives.filter((objective) => wanted.has(objective.id));
    for (const month of months) {
      const scored = rollUpScorecard({
        functions: [],
        objectives: input.objectives,
        kpis: kpisNeeded,
        view: "period",
        viewFrequency: "monthly",
        period: month,
        settings: thresholds,
        fiscalYearStartMonth,
      });
      const present = new Set(objectivesWanted.map((objective) => objective.id));
      for (const [id, values] of series) {
        values.push(present.has(id) ? (scored.objectives[id]?.score ?? null) : null);
      }
    }
  }
  return series;
}

/** API-16 GET /api/strategy-map: the scorecard's query, its figures per node, the links with evidence. */
export function getStrategyMap(
  deps: ServiceDeps,
  ctx: TenantContext,
  query: ScorecardQuery,
  now = new Date(),
): Promise<StrategyMap> {
  return withTenant(deps.db, ctx, (tx) => strategyMapIn(tx, ctx, query, now));
}

/** The strategy map inside a transaction the caller holds (the briefing book draws it, REPORT-3). */
export async function strategyMapIn(
  tx: Tx,
  ctx: TenantContext,
  query: ScorecardQuery,
  now = new Date(),
): Promise<StrategyMap> {
  {
    // STRAT-6, STRAT-7: the very scorecard of the function (defaults, fiscal year, figures).
    const card = await scoreFunctionIn(tx, ctx, query, now);
    const functionId = card.functionId;
    const perspectives = card.perspectives.map((p) => ({ key: p.key, name: p.name }));
    const base = {
      functionId,
      functionName: card.functionName,
      year: card.year,
      frequency: card.frequency,
      period: card.period,
      view: card.view,
      perspectives,
    };
    if (!functionId) return { ...base, themes: [], nodes: [], edges: [] };

    const links = await tx
      .select()
      .from(strategyLinks)
      .where(
        and(
          inOrganization(strategyLinks.organizationId, ctx.orgId),
          eq(strategyLinks.functionId, functionId),
        ),
      )
      .orderBy(asc(strategyLinks.createdAt), asc(strategyLinks.id));
    const positions = await tx
      .select()
      .from(strategyMapPositions)
      .where(and(positionRows.inOrg(ctx), eq(strategyMapPositions.functionId, functionId)));
    const positionOf = new Map(positions.map((p) => [p.objectiveAssignmentId, { x: p.x, y: p.y }]));

    const themes = new Map<string, { id: string; name: string; color: string | null }>();
    const nodes = card.objectives.map((objective) => {
      if (objective.themeId && objective.themeName && !themes.has(objective.themeId)) {
        themes.set(objective.themeId, {
          id: objective.themeId,
          name: objective.themeName,
          color: objective.themeColor,
        });
      }
      return {
        objectiveAssignmentId: objective.objectiveAssignmentId,
        objectiveId: objective.objectiveId,
        name: objective.name,
        perspective: objective.bscPerspective,
        themeId: objective.themeId,
        themeName: objective.themeName,
        themeColor: objective.themeColor,
        score: objective.score,
        status: objective.status,
        coverage: objective.coverage,
        weight: objective.weight,
        position: positionOf.get(objective.objectiveAssignmentId) ?? null,
      };
    });

    // STRAT-4: a year's map draws only the links whose ends are both part of that year (CASCADE-10).
    const shown = new Set(nodes.map((node) => node.objectiveAssignmentId));
    const drawn = links.filter(
      (link) => shown.has(link.fromObjectiveAssignmentId) && shown.has(link.toObjectiveAssignmentId),
    );
    // STRAT-8..STRAT-12: the evidence of each link, from the two fiscal years' monthly scores.
    const ends = new Set(
      drawn.flatMap((link) => [link.fromObjectiveAssignmentId, link.toObjectiveAssignmentId]),
    );
    const monthly =
      drawn.length > 0
        ? await monthlyObjectiveScores(
            tx,
            ctx,
            functionId,
            card.year,
            card.fiscalYearStartMonth,
            card.thresholds,
            ends,
          )
        : new Map<string, MonthlySeries>();
    const edges: StrategyMapEdge[] = drawn.map((link) => ({
      ...toStrategyLink(link),
      evidence: linkEvidence(
        monthly.get(link.fromObjectiveAssignmentId) ?? [],
        monthly.get(link.toObjectiveAssignmentId) ?? [],
        link.direction,
      ),
    }));

    return { ...base, themes: [...themes.values()], nodes, edges };
  }
}

/**
 * STRAT-14 PUT /api/strategy-map/positions: where a user left each node of one function's map (admins;
 * every id an objective assignment of that function, else 400 and nothing written). Other nodes keep
 * theirs. No activity row: a layout is not a change to the strategy.
 */
export function savePositions(
  deps: ServiceDeps,
  actor: Actor,
  input: SaveStrategyMapPositionsInput,
): Promise<StrategyMapPositions> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const fn = await functionRows.find(tx, actor, input.functionId);
    // The last position of an id sent twice wins.
    const byId = new Map(input.positions.map((p) => [p.objectiveAssignmentId, p]));
    const ids = [...byId.keys()];
    if (ids.length > 0) {
      const inside = await tx
        .select({ id: objectiveAssignments.id })
        .from(objectiveAssignments)
        .where(
          and(
            objectiveAssignmentRows.byIds(actor, ids),
            eq(objectiveAssignments.organizationFunctionId, fn.id),
          ),
        );
      if (inside.length !== ids.length) {
        throw badRequest(POSITION_OUTSIDE_MESSAGE, { positions: POSITION_OUTSIDE_MESSAGE });
      }
      await tx
        .insert(strategyMapPositions)
        .values(
          positionRows.rowsFor(
            actor,
            [...byId.values()].map((p) => ({
              functionId: fn.id,
              objectiveAssignmentId: p.objectiveAssignmentId,
              x: p.x,
              y: p.y,
            })),
          ),
        )
        .onConflictDoUpdate({
          target: [strategyMapPositions.functionId, strategyMapPositions.objectiveAssignmentId],
          set: { x: sql`excluded.x`, y: sql`excluded.y` },
        });
    }
    const saved = await tx
      .select()
      .from(strategyMapPositions)
      .where(and(positionRows.inOrg(actor), eq(strategyMapPositions.functionId, fn.id)));
    return {
      functionId: fn.id,
      positions: saved.map((p) => ({ objectiveAssignmentId: p.objectiveAssignmentId, x: p.x, y: p.y })),
    };
  });
}
