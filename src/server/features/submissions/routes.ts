import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  rejectSubmissionSchema,
  submissionSchema,
  submissionsQuerySchema,
} from "../../../domain/schemas/evidence-approval";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as service from "./service";

/**
 * Approval of actuals (APPROVAL-4, APPROVAL-7, APPROVAL-8): the submissions a caller may see, and the
 * decisions of admins and heads (members' routes: the service checks who may decide).
 */
export const submissionsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["approval"];

    app.get(
      "/submissions",
      {
        schema: {
          tags,
          querystring: submissionsQuerySchema,
          response: { 200: z.array(submissionSchema) },
        },
      },
      async (request) => service.listSubmissions(deps, requireTenant(request), request.query.status),
    );

    app.post(
      "/submissions/:id/approve",
      { schema: { tags, params: idParams, response: { 200: submissionSchema } } },
      async (request) => service.approveSubmission(deps, requireTenant(request), request.params.id),
    );

    app.post(
      "/submissions/:id/reject",
      {
        schema: { tags, params: idParams, body: rejectSubmissionSchema, response: { 200: submissionSchema } },
      },
      async (request) =>
        service.rejectSubmission(deps, requireTenant(request), request.params.id, request.body.reason),
    );
  };
