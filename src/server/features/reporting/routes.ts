import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  myUpdatesQuerySchema,
  myUpdatesResponseSchema,
  reportingItemsSchema,
  reportingMatrixQuerySchema,
  reportingMatrixSchema,
  reportingStatusQuerySchema,
  reportingStatusResponseSchema,
} from "../../../domain/schemas/reporting";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { listMyUpdates } from "./my-updates";
import { reportingItems, reportingMatrix, reportingStatus } from "./status";

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

    // UI-97: the same functions × periods figures, compact (the screen's first read).
    app.get(
      "/reporting-status/matrix",
      {
        schema: {
          tags,
          description:
            "UI-97: GET /api/reporting-status's functions and cells in a compact form: each function once, its parent as an index into `functions`, its figures and each period's cell as [expected, reported, approved, overdue].",
          querystring: reportingMatrixQuerySchema,
          response: { 200: reportingMatrixSchema },
        },
      },
      async (request) => reportingMatrix(deps, requireTenant(request), request.query),
    );

    // UI-97: one function's KPI periods (a heatmap cell's list), without the grid around them.
    app.get(
      "/reporting-status/functions/:id/items",
      {
        schema: {
          tags,
          description:
            "UI-97: the `items` of GET /api/reporting-status?functionId= (CYCLE-33) alone: that function's KPI periods of ?period= (all periods without it). Another organization's function answers 404.",
          params: idParams,
          querystring: reportingMatrixQuerySchema,
          response: { 200: reportingItemsSchema },
        },
      },
      async (request) =>
        reportingItems(deps, requireTenant(request), { ...request.query, functionId: request.params.id }),
    );
  };
