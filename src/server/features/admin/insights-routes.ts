import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminAnalyticsSchema, adminSystemSchema, usageMetricSchema } from "../../../domain/schemas/admin";
import { requireSuperAdmin } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as insightsService from "./insights-service";

/** API-1 Admin analytics and usage metrics; ADMIN-6 the System tab's measured values. */
export const insightsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];

    app.get(
      "/admin/analytics",
      { schema: { tags, response: { 200: adminAnalyticsSchema } } },
      async (request) => {
        requireSuperAdmin(request);
        return insightsService.analytics(deps.db);
      },
    );

    app.get(
      "/admin/usage-metrics",
      { schema: { tags, response: { 200: z.array(usageMetricSchema) } } },
      async (request) => {
        requireSuperAdmin(request);
        return insightsService.usageMetrics(deps.db);
      },
    );

    // Not among the brief's calls (API-1): ADMIN-6 asks for measured values, which the spec's fixed ones
    // never needed a call for.
    app.get("/admin/system", { schema: { tags, response: { 200: adminSystemSchema } } }, async (request) => {
      requireSuperAdmin(request);
      return insightsService.system(deps.db, app.responseTimes);
    });
  };
