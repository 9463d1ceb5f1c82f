import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createFunctionSchema,
  deleteFunctionResponseSchema,
  organizationalFunctionSchema,
  organizationFunctionSchema,
  updateFunctionSchema,
} from "../../../domain/schemas/functions";
import { createRoute, deleteRoute, updateRoute } from "../../kernel";
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

    const admin = { tags, role: "admin" } as const;
    createRoute(
      app,
      "/functions",
      { ...admin, body: createFunctionSchema, response: organizationFunctionSchema },
      (actor, body) => functionsService.createFunction(deps, actor, body),
    );
    updateRoute(
      app,
      "put",
      "/functions/:id",
      { ...admin, body: updateFunctionSchema, response: organizationFunctionSchema },
      (actor, id, body, version) => functionsService.updateFunction(deps, actor, id, body, version),
    );
    deleteRoute(
      app,
      "/functions/:id",
      { ...admin, response: deleteFunctionResponseSchema },
      (actor, id, version) => functionsService.deleteFunction(deps, actor, id, version),
    );
  };
