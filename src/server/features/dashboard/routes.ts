import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardSummaryQuerySchema, dashboardSummarySchema } from "../../../domain/schemas/dashboard";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { getDashboardSummary } from "./service";

/** API-19 GET /api/dashboard-summary: the Dashboard's figures (UI-4); every member reads it (ROLE-2). */
export const dashboardRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/dashboard-summary",
      {
        schema: {
          tags: ["dashboard"],
          querystring: dashboardSummaryQuerySchema,
          response: { 200: dashboardSummarySchema },
        },
      },
      async (request) => getDashboardSummary(deps.db, requireTenant(request), request.query),
    );
  };
