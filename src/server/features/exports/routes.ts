import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { factsQuerySchema, factsSchema } from "../../../domain/schemas/exports";
import { scorecardQuerySchema } from "../../../domain/schemas/scorecard";
import { localeFor } from "../../i18n";
import { encodedBody, HEAVY_DOWNLOAD_RESPONSES, notModified } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { scorecardCsv, scorecardXlsx } from "./files";
import * as service from "./service";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPE = "text/csv; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

/** EXPORT-6, API-29: a download, named in safe characters, never cached (API-13). */
function download(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  body: Buffer | string | Readable,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(body);
}

/** EXPORT-22: the bytes are JSON already; the response schema documents them and is not run on them. */
function sendJson(reply: FastifyReply, body: Buffer | Readable) {
  return reply.header("content-type", JSON_TYPE).send(body);
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
        return download(reply, XLSX_TYPE, name, await scorecardXlsx(data, localeFor(request)));
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
        return download(reply, CSV_TYPE, name, await scorecardCsv(data, localeFor(request)));
      },
    );

    app.get(
      "/facts.csv",
      {
        schema: {
          tags,
          querystring: factsQuerySchema,
          description:
            "API-30, EXPORT-10..EXPORT-15, EXPORT-19..EXPORT-22: one row per function × KPI assignment × period of the year, as CSV, streamed. The ETag names the organization's data version: `If-None-Match` with it answers 304. A member with a feed or book being made, or an organization with two, is answered 429 with Retry-After.",
          response: {
            200: z.string().describe("The CSV text, columns as in facts.json's `columns`"),
            ...HEAVY_DOWNLOAD_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const answer = await service.factsDownload(
          deps,
          requireTenant(request),
          request.query,
          "csv",
          request.headers["if-none-match"],
        );
        if (answer.kind === "not-modified") return notModified(reply, answer.tag);
        return download(
          reply.header("etag", answer.tag),
          CSV_TYPE,
          answer.fileName,
          encodedBody(request, reply, answer),
        );
      },
    );

    app.get(
      "/facts.json",
      {
        schema: {
          tags,
          querystring: factsQuerySchema,
          description:
            "API-30, EXPORT-10..EXPORT-15, EXPORT-19..EXPORT-22: the facts feed as JSON, one object per row, streamed. The ETag names the organization's data version: `If-None-Match` with it answers 304. A member with a feed or book being made, or an organization with two, is answered 429 with Retry-After.",
          response: { 200: factsSchema, ...HEAVY_DOWNLOAD_RESPONSES },
        },
      },
      async (request, reply) => {
        const answer = await service.factsDownload(
          deps,
          requireTenant(request),
          request.query,
          "json",
          request.headers["if-none-match"],
        );
        if (answer.kind === "not-modified") return notModified(reply, answer.tag);
        return sendJson(reply.header("etag", answer.tag), encodedBody(request, reply, answer));
      },
    );
  };
