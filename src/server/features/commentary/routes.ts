import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commentaryInputSchema,
  commentaryListSchema,
  commentaryQuerySchema,
  periodCommentarySchema,
} from "../../../domain/schemas/commentary";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as commentary from "./service";

/** Commentary per KPI per period (COMMENT-1..COMMENT-3). */
export const commentaryRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["commentary"];

    app.get(
      "/kpi-assignments/:id/commentary",
      {
        schema: {
          tags,
          params: idParams,
          querystring: commentaryQuerySchema,
          response: { 200: commentaryListSchema },
        },
      },
      async (request) =>
        commentary.listCommentary(deps, requireTenant(request), request.params.id, request.query.year),
    );

    app.put(
      "/kpi-assignments/:id/commentary",
      {
        schema: {
          tags,
          params: idParams,
          body: commentaryInputSchema,
          response: { 200: periodCommentarySchema },
        },
      },
      // COMMENT-2: members reach the service (USER_WRITABLE_ROUTES), which checks ownership.
      async (request) =>
        commentary.saveCommentary(deps, requireTenant(request), request.params.id, request.body),
    );
  };
