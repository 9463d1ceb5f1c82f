import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { managedUserSchema } from "../../../domain/schemas/users";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { listEmployees } from "./service";

/** API-1 GET /api/employees; USER-6: the organization's users with status Active or Pending. */
export const employeesRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/employees",
      { schema: { tags: ["employees"], response: { 200: z.array(managedUserSchema) } } },
      async (request) => listEmployees(deps.db, requireTenant(request)),
    );
  };
