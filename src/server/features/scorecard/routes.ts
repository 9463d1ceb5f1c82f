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
import * as scorecardService from "./service";

/** UI-17: the scorecard of one function, and a KPI assignment's history; every role may read (ROLE-2). */
export const scorecardRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["scorecard"];

    app.get(
      "/scorecard",
      { schema: { tags, querystring: scorecardQuerySchema, response: { 200: scorecardSchema } } },
      async (request) => scorecardService.getScorecard(deps, requireTenant(request), request.query),
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
