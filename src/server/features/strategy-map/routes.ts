import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createStrategyLinkSchema,
  saveStrategyMapPositionsSchema,
  strategyLinkSchema,
  strategyLinksQuerySchema,
  strategyMapPositionsResponseSchema,
  strategyMapQuerySchema,
  strategyMapSchema,
  updateStrategyLinkSchema,
} from "../../../domain/schemas/strategy-map";
import { deleteQuery, idParams, messageSchema, versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as linksService from "./links-service";
import * as mapService from "./map-service";

/** The strategy map (API-15 links, API-16 the map); ROLE-2 reads for members, writes for admins. */
export const strategyMapRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["strategy-map"];

    app.get(
      "/strategy-links",
      {
        schema: {
          tags,
          querystring: strategyLinksQuerySchema,
          response: { 200: z.array(strategyLinkSchema) },
        },
      },
      async (request) => linksService.listLinks(deps, requireTenant(request), request.query.functionId),
    );

    app.post(
      "/strategy-links",
      { schema: { tags, body: createStrategyLinkSchema, response: { 201: strategyLinkSchema } } },
      async (request, reply) => {
        const created = await linksService.createLink(deps, requireTenant(request, "admin"), request.body);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/strategy-links/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateStrategyLinkSchema,
          response: { 200: strategyLinkSchema },
        },
      },
      async (request) =>
        linksService.updateLink(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/strategy-links/:id",
      { schema: { tags, params: idParams, querystring: deleteQuery, response: { 200: messageSchema } } },
      async (request) => {
        await linksService.deleteLink(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        );
        return { message: "Strategy link deleted successfully" };
      },
    );

    app.get(
      "/strategy-map",
      { schema: { tags, querystring: strategyMapQuerySchema, response: { 200: strategyMapSchema } } },
      async (request) => mapService.getStrategyMap(deps, requireTenant(request), request.query),
    );

    app.put(
      "/strategy-map/positions",
      {
        schema: {
          tags,
          body: saveStrategyMapPositionsSchema,
          response: { 200: strategyMapPositionsResponseSchema },
        },
      },
      async (request) => mapService.savePositions(deps, requireTenant(request, "admin"), request.body),
    );
  };
