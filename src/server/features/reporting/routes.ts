import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  myUpdatesQuerySchema,
  myUpdatesResponseSchema,
  reportingStatusQuerySchema,
  reportingStatusResponseSchema,
} from "../../../domain/schemas/reporting";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { listMyUpdates } from "./my-updates";
import { reportingStatus } from "./status";

/** The reporting cycle's reads (CYCLE-20..CYCLE-32): My Updates and the completeness of reporting. */
export const reportingRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["reporting"];

    // CYCLE-22: the caller's periods to report (due, overdue, submitted, approved) and reminders sent.
    app.get(
      "/my-updates",
      { schema: { tags, querystring: myUpdatesQuerySchema, response: { 200: myUpdatesResponseSchema } } },
      async (request) => listMyUpdates(deps, requireTenant(request), request.query.year),
    );

    // CYCLE-30: per function, expected / reported / approved / overdue for a period and each period.
    app.get(
      "/reporting-status",
      {
        schema: {
          tags,
          querystring: reportingStatusQuerySchema,
          response: { 200: reportingStatusResponseSchema },
        },
      },
      async (request) => reportingStatus(deps, requireTenant(request), request.query),
    );
  };
