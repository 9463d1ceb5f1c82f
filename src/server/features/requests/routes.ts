import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createRequestSchema,
  requestSchema,
  requestSummarySchema,
  requestsQuerySchema,
  updateRequestSchema,
} from "../../../domain/schemas/requests";
import { deleteQuery, idParams, messageSchema, versionOf } from "../../kernel";
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

    app.post(
      "/requests",
      { schema: { tags, body: createRequestSchema, response: { 201: requestSchema } } },
      async (request, reply) => {
        const created = await service.createRequest(deps, requireTenant(request), request.body);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/requests/:id",
      { schema: { tags, params: idParams, body: updateRequestSchema, response: { 200: requestSchema } } },
      async (request) =>
        service.updateRequest(
          deps,
          requireTenant(request),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/requests/:id",
      { schema: { tags, params: idParams, querystring: deleteQuery, response: { 200: messageSchema } } },
      async (request) =>
        service.deleteRequest(
          deps,
          requireTenant(request),
          request.params.id,
          versionOf(request, request.query.version),
        ),
    );
  };
