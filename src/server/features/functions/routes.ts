import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createFunctionSchema,
  deleteFunctionResponseSchema,
  organizationalFunctionSchema,
  organizationFunctionSchema,
  updateFunctionSchema,
} from "../../../domain/schemas/functions";
import { deleteQuery, idParams, versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as functionsService from "./service";

/** Functions (API-1) and GET /api/organizational-functions; ROLE-3: reads for members, writes for admins. */
export const functionsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["functions"];

    app.get(
      "/functions",
      { schema: { tags, response: { 200: z.array(organizationFunctionSchema) } } },
      async (request) => functionsService.listFunctions(deps, requireTenant(request)),
    );

    app.get(
      "/organizational-functions",
      { schema: { tags, response: { 200: z.array(organizationalFunctionSchema) } } },
      async (request) => functionsService.listOrganizationalFunctions(deps, requireTenant(request)),
    );

    app.post(
      "/functions",
      { schema: { tags, body: createFunctionSchema, response: { 201: organizationFunctionSchema } } },
      async (request, reply) => {
        const created = await functionsService.createFunction(
          deps,
          requireTenant(request, "admin"),
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      "/functions/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateFunctionSchema,
          response: { 200: organizationFunctionSchema },
        },
      },
      async (request) =>
        functionsService.updateFunction(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/functions/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: deleteFunctionResponseSchema },
        },
      },
      async (request) =>
        functionsService.deleteFunction(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        ),
    );
  };
