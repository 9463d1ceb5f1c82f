import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  kpiHistoryQuerySchema,
  kpiHistorySchema,
  scorecardQuerySchema,
  scorecardSchema,
} from "../../../domain/schemas/scorecard";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { scorecardCacheKey } from "./answer-cache";
import * as scorecardService from "./service";

/** Issue 7: the scorecard of one function, and a KPI assignment's history; every role may read (ROLE-2). */
export const scorecardRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["scorecard"];

    app.get(
      "/scorecard",
      { schema: { tags, querystring: scorecardQuerySchema, response: { 200: scorecardSchema } } },
      async (request) => {
        const actor = requireTenant(request);
        // SCORE-15: a cached answer when this organization's data has not changed since.
        const cache = deps.scorecardCache;
        if (!cache) return scorecardService.getScorecard(deps, actor, request.query);
        const now = new Date();
        const key = scorecardCacheKey(request.query, now);
        const cached = cache.get(actor.orgId, key);
        if (cached) return cached;
        const ticket = cache.ticket(actor.orgId);
        const answer = await scorecardService.getScorecard(deps, actor, request.query, now);
        cache.set(actor.orgId, key, answer, ticket);
        return answer;
      },
    );

    // The other /api/kpi-assignments routes belong to the cascade feature; only the history is here.
    app.get(
      "/kpi-assignments/:id/history",
      {
        schema: {
          tags,
          params: idParams,
          querystring: kpiHistoryQuerySchema,
          response: { 200: kpiHistorySchema },
        },
      },
      async (request) =>
        scorecardService.getKpiHistory(deps, requireTenant(request), request.params.id, request.query),
    );
  };
