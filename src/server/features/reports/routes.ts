import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createReportScheduleSchema, reportScheduleSchema } from "../../../domain/schemas/reports";
import { scorecardQuerySchema } from "../../../domain/schemas/scorecard";
import { idParams, messageSchema } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as reports from "./service";

/**
 * API-31, API-32: the briefing book (API-31; every member reads it, like the scorecard) and report
 * schedules (API-32; administrators only, all three routes, REPORT-18).
 */
export const reportsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["reports"];

    app.get(
      "/reports/briefing.pdf",
      {
        schema: {
          tags,
          querystring: scorecardQuerySchema,
          description:
            "REPORT-1: the briefing book of the scorecard's query as an A4 PDF download (Content-Disposition: attachment, not cached).",
        },
      },
      async (request, reply) => {
        const book = await reports.getBriefingBook(deps, requireTenant(request), request.query);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${book.filename}"`)
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .send(book.pdf);
      },
    );

    app.get(
      "/report-schedules",
      { schema: { tags, response: { 200: z.array(reportScheduleSchema) } } },
      async (request) => reports.listSchedules(deps, requireTenant(request, "admin")),
    );

    app.post(
      "/report-schedules",
      { schema: { tags, body: createReportScheduleSchema, response: { 201: reportScheduleSchema } } },
      async (request, reply) => {
        const created = await reports.createSchedule(deps, requireTenant(request, "admin"), request.body);
        return reply.status(201).send(created);
      },
    );

    app.delete(
      "/report-schedules/:id",
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: messageSchema.extend({ id: z.string() }) },
        },
      },
      async (request) => reports.deleteSchedule(deps, requireTenant(request, "admin"), request.params.id),
    );
  };
