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
import { createRoute, deletedWith, deleteRoute, messageSchema, updateRoute } from "../../kernel";
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

    const admin = { tags, role: "admin" } as const;
    createRoute(
      app,
      "/strategy-links",
      { ...admin, body: createStrategyLinkSchema, response: strategyLinkSchema },
      (actor, body) => linksService.createLink(deps, actor, body),
    );

    updateRoute(
      app,
      "patch",
      "/strategy-links/:id",
      { ...admin, body: updateStrategyLinkSchema, response: strategyLinkSchema },
      (actor, id, body, version) => linksService.updateLink(deps, actor, id, body, version),
    );

    deleteRoute(
      app,
      "/strategy-links/:id",
      { ...admin, response: messageSchema },
      deletedWith("Strategy link deleted successfully", (actor, id, version) =>
        linksService.deleteLink(deps, actor, id, version),
      ),
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
