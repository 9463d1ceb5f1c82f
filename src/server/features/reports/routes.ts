import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobAcceptedSchema } from "../../../domain/schemas/jobs";
import { createReportScheduleSchema, reportScheduleSchema } from "../../../domain/schemas/reports";
import { scorecardQuerySchema } from "../../../domain/schemas/scorecard";
import { localeFor } from "../../i18n";
import { encodedBody, HEAVY_DOWNLOAD_RESPONSES, idParams, messageSchema, notModified } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as reports from "./service";
import { BRIEFING_JOB_MIN_KPIS } from "./service";

/** REPORT-1, API-31: the book as an attachment, not kept by the browser. */
function sendPdf(reply: FastifyReply, fileName: string, body: Buffer | Readable) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(body);
}

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
            "REPORT-1, EXPORT-19..EXPORT-22: the briefing book of the scorecard's query as an A4 PDF download (Content-Disposition: attachment, not cached by the browser). The ETag names the organization's data version: `If-None-Match` with it answers 304. A member with a feed or book being made, or an organization with two, is answered 429 with Retry-After.",
          response: {
            200: z.string().describe("The PDF's bytes"),
            202: jobAcceptedSchema.describe(
              `EXPORT-24: a book of more than ${BRIEFING_JOB_MIN_KPIS} KPIs, not kept, is made by a job: poll GET /api/jobs/{jobId} (Location), then download GET /api/jobs/{jobId}/file`,
            ),
            ...HEAVY_DOWNLOAD_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const answer = await reports.briefingBookDownload(
          deps,
          requireTenant(request),
          request.query,
          request.headers["if-none-match"],
          localeFor(request),
        );
        if (answer.kind === "not-modified") return notModified(reply, answer.tag);
        if (answer.kind === "job") {
          return reply.code(202).header("location", `/api/jobs/${answer.job.jobId}`).send(answer.job);
        }
        return sendPdf(
          reply.header("etag", answer.tag),
          answer.fileName,
          encodedBody(request, reply, answer),
        );
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
