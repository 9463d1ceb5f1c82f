import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kpiInputPageSchema, kpiInputQuerySchema } from "../../../domain/schemas/kpi-input";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { getKpiInputPage } from "./service";

/**
 * KPIIN-1 GET /api/kpi-input: one page of KPI Input, searched, filtered, sorted and scored on the server;
 * every member reads it (ROLE-2), as they read the assignment list it replaces on that screen.
 */
export const kpiInputRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/kpi-input",
      {
        schema: {
          tags: ["kpi-input"],
          querystring: kpiInputQuerySchema,
          response: { 200: kpiInputPageSchema },
        },
      },
      async (request) => getKpiInputPage(deps, requireTenant(request), request.query),
    );
  };
