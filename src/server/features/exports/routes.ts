import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { factsQuerySchema, factsSchema } from "../../../domain/schemas/exports";
import { scorecardQuerySchema } from "../../../domain/schemas/scorecard";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { factsCsv, scorecardCsv, scorecardXlsx } from "./files";
import * as service from "./service";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPE = "text/csv; charset=utf-8";

/** EXPORT-6, API-29: a download, named in safe characters, never cached (API-13). */
function download(reply: FastifyReply, contentType: string, fileName: string, body: Buffer | string) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(body);
}

/**
 * API-29, API-30: the scorecard of a screen as a file, and the facts feed; every member may
 * read them, as they may read the scorecard (ROLE-2).
 */
export const exportsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["exports"];

    app.get(
      "/exports/scorecard.xlsx",
      {
        schema: {
          tags,
          querystring: scorecardQuerySchema,
          description:
            "API-29, EXPORT-1..EXPORT-8: GET /api/scorecard's answer for the same query as an XLSX workbook (a download).",
          response: { 200: z.string().describe("The XLSX file's bytes") },
        },
      },
      async (request, reply) => {
        const data = await service.scorecardExportData(deps, requireTenant(request), request.query);
        const name = service.exportFileName(data.organization, data.card, "xlsx");
        return download(reply, XLSX_TYPE, name, await scorecardXlsx(data));
      },
    );

    app.get(
      "/exports/scorecard.csv",
      {
        schema: {
          tags,
          querystring: scorecardQuerySchema,
          description:
            "API-29, EXPORT-1..EXPORT-8: GET /api/scorecard's answer for the same query as CSV (UTF-8 with a BOM; a download).",
          response: { 200: z.string().describe("The CSV text") },
        },
      },
      async (request, reply) => {
        const data = await service.scorecardExportData(deps, requireTenant(request), request.query);
        const name = service.exportFileName(data.organization, data.card, "csv");
        return download(reply, CSV_TYPE, name, await scorecardCsv(data));
      },
    );

    app.get(
      "/facts.csv",
      {
        schema: {
          tags,
          querystring: factsQuerySchema,
          description:
            "API-30, EXPORT-10..EXPORT-15: one row per function × KPI assignment × period of the year, as CSV.",
          response: { 200: z.string().describe("The CSV text, columns as in facts.json's `columns`") },
        },
      },
      async (request, reply) => {
        const feed = await service.facts(deps, requireTenant(request), request.query);
        const name = service.factsFileName(feed.organization, feed.year);
        return download(reply, CSV_TYPE, name, await factsCsv(feed.rows));
      },
    );

    app.get(
      "/facts.json",
      {
        schema: {
          tags,
          querystring: factsQuerySchema,
          description: "API-30, EXPORT-10..EXPORT-15: the facts feed as JSON, one object per row.",
          response: { 200: factsSchema },
        },
      },
      async (request) => service.facts(deps, requireTenant(request), request.query),
    );
  };
