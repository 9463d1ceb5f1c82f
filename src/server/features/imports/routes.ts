import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMPORT_MAX_BYTES } from "../../../domain/imports";
import {
  importQuerySchema,
  importRequestSchema,
  importResponseSchema,
  importTemplateQuerySchema,
} from "../../../domain/schemas/imports";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { importMeasurements, measurementTemplate } from "./service";

/**
 * Import of targets and actuals (API-27, API-28, IMPORT-1..IMPORT-22): every member may import (ROLE-2:
 * a member's rows are checked against the KPI assignments they own, row by row, in the service).
 */
export const importsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["imports"];

    app.post(
      "/imports/measurements",
      {
        // IMPORT-3: a request body of up to 5 MB (the app's own limit is 2 MB).
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          description:
            "API-27, IMPORT-1..IMPORT-19: checks (dryRun=true) or imports up to 10,000 rows of targets and actuals; every row's errors and warnings are answered at once, with the row's number (its `row`, else its place + 1 after the header line).",
          querystring: importQuerySchema,
          body: importRequestSchema,
          response: { 200: importResponseSchema },
        },
      },
      async (request) => importMeasurements(deps, requireTenant(request), request.body, request.query.dryRun),
    );

    app.get(
      "/imports/measurements/template.csv",
      {
        schema: {
          tags,
          description:
            "API-28, IMPORT-20..IMPORT-22: the caller's writable KPI assignments of a year (optionally of one frequency and period) with their stored values, as CSV (UTF-8 with a BOM; a download).",
          querystring: importTemplateQuerySchema,
          response: { 200: z.string().describe("The CSV text") },
        },
      },
      async (request, reply) => {
        const { year, csv } = await measurementTemplate(deps, requireTenant(request), request.query);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="measurements-${year}.csv"`)
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .send(csv);
      },
    );
  };
