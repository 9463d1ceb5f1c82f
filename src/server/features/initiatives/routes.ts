import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createMilestoneSchema,
  deletedInitiativeSchema,
  initiativeBodySchema,
  initiativeDetailSchema,
  initiativeSchema,
  initiativesQuerySchema,
  updateMilestoneSchema,
} from "../../../domain/schemas/initiatives";
import { createRoute, deleteRoute, idParams, updateRoute } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as milestones from "./milestones";
import * as read from "./read";
import * as service from "./service";

/**
 * Initiatives (API-24) and their milestones (API-25). ROLE-2 reads for members; INIT-32:
 * members write the initiatives they own (the service checks; plugins/access lists them as member-writes).
 * Health and the needle are computed for the request's own time (INIT-19).
 */
export const initiativesRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["initiatives"];

    app.get(
      "/initiatives",
      { schema: { tags, querystring: initiativesQuerySchema, response: { 200: z.array(initiativeSchema) } } },
      async (request) => read.listInitiatives(deps, requireTenant(request), request.query, new Date()),
    );

    createRoute(
      app,
      "/initiatives",
      { tags, body: initiativeBodySchema, response: initiativeSchema },
      (actor, body) => service.createInitiative(deps, actor, body, new Date()),
    );

    app.get(
      "/initiatives/:id",
      { schema: { tags, params: idParams, response: { 200: initiativeDetailSchema } } },
      async (request) => read.getInitiative(deps, requireTenant(request), request.params.id, new Date()),
    );

    updateRoute(
      app,
      "put",
      "/initiatives/:id",
      { tags, body: initiativeBodySchema, response: initiativeSchema },
      (actor, id, body, version) => service.updateInitiative(deps, actor, id, body, version, new Date()),
    );

    deleteRoute(app, "/initiatives/:id", { tags, response: deletedInitiativeSchema }, (actor, id, version) =>
      service.deleteInitiative(deps, actor, id, version),
    );

    app.post(
      "/initiatives/:id/milestones",
      {
        schema: { tags, params: idParams, body: createMilestoneSchema, response: { 201: initiativeSchema } },
      },
      async (request, reply) => {
        const initiative = await milestones.addMilestone(
          deps,
          requireTenant(request),
          request.params.id,
          request.body,
          new Date(),
        );
        return reply.status(201).send(initiative);
      },
    );

    app.patch(
      "/milestones/:id",
      {
        schema: { tags, params: idParams, body: updateMilestoneSchema, response: { 200: initiativeSchema } },
      },
      async (request) =>
        milestones.updateMilestone(deps, requireTenant(request), request.params.id, request.body, new Date()),
    );

    app.delete(
      "/milestones/:id",
      { schema: { tags, params: idParams, response: { 200: initiativeSchema } } },
      async (request) =>
        milestones.deleteMilestone(deps, requireTenant(request), request.params.id, new Date()),
    );
  };
