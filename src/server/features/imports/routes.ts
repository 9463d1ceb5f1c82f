import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMPORT_JOB_MIN_ROWS, IMPORT_MAX_BYTES } from "../../../domain/imports";
import {
  importQuerySchema,
  importRequestSchema,
  importResponseSchema,
  importTemplateQuerySchema,
} from "../../../domain/schemas/imports";
import { jobAcceptedSchema } from "../../../domain/schemas/jobs";
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
          description: `API-27, IMPORT-1..IMPORT-27: checks (dryRun=true) or imports up to 10,000 rows of targets and actuals; every row's errors and warnings are answered at once, with the row's number (its \`row\`, else its place + 1 after the header line). An import (not a dry run) of more than ${IMPORT_JOB_MIN_ROWS} rows is a background job: 202 with the job to poll at GET /api/jobs/{jobId}, whose result is this 200's answer (IMPORT-24). 429 while the member's previous import runs (IMPORT-25) or past 60 imports and checks an hour (IMPORT-26); 400 naming the rows whose year is outside the fiscal year today −10 … +5 (IMPORT-27).`,
          querystring: importQuerySchema,
          body: importRequestSchema,
          response: { 200: importResponseSchema, 202: jobAcceptedSchema },
        },
      },
      async (request, reply) => {
        const answer = await importMeasurements(
          deps,
          requireTenant(request),
          request.body,
          request.query.dryRun,
        );
        if (answer.status === 202) {
          return reply.code(202).header("location", `/api/jobs/${answer.body.jobId}`).send(answer.body);
        }
        return answer.body;
      },
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
