import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createRequestSchema,
  requestSchema,
  requestSummarySchema,
  requestsQuerySchema,
  updateRequestSchema,
} from "../../../domain/schemas/requests";
import { createRoute, deleteRoute, idParams, messageSchema, updateRoute } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as service from "./service";

/**
 * Change requests (API-21..API-23). Every member reads the requests they may see and asks for
 * changes; the service decides who approves, rejects, moves, comments and deletes (REQUEST-16..REQUEST-34).
 */
export const requestsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["requests"];

    app.get(
      "/requests",
      {
        schema: { tags, querystring: requestsQuerySchema, response: { 200: z.array(requestSummarySchema) } },
      },
      async (request) => service.listRequests(deps, requireTenant(request), request.query),
    );

    app.get(
      "/requests/:id",
      { schema: { tags, params: idParams, response: { 200: requestSchema } } },
      async (request) => service.getRequest(deps, requireTenant(request), request.params.id),
    );

    const member = { tags, response: requestSchema };
    createRoute(app, "/requests", { ...member, body: createRequestSchema }, (actor, body) =>
      service.createRequest(deps, actor, body),
    );

    updateRoute(
      app,
      "patch",
      "/requests/:id",
      { ...member, body: updateRequestSchema },
      (actor, id, body, version) => service.updateRequest(deps, actor, id, body, version),
    );

    deleteRoute(app, "/requests/:id", { tags, response: messageSchema }, (actor, id, version) =>
      service.deleteRequest(deps, actor, id, version),
    );
  };
