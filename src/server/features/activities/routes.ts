import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  activitiesQuerySchema,
  activityCountsSchema,
  activitySchema,
} from "../../../domain/schemas/activities";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as activitiesService from "./service";

/** Activities (UI-18), API-1 GET /api/activities: every member of the organization reads the log (ROLE-2). */
export const activitiesRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["activities"];

    app.get(
      "/activities",
      { schema: { tags, querystring: activitiesQuerySchema, response: { 200: z.array(activitySchema) } } },
      async (request) => activitiesService.listActivities(deps.db, requireTenant(request), request.query),
    );

    app.get(
      "/activities/counts",
      { schema: { tags, response: { 200: activityCountsSchema } } },
      async (request) => activitiesService.countActivities(deps.db, requireTenant(request)),
    );
  };
