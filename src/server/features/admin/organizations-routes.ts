import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOrganizationSchema,
  createOrganizationSchema,
  deleteOrganizationResultSchema,
  organizationPlanBodySchema,
  organizationStatusBodySchema,
} from "../../../domain/schemas/admin";
import { idParams, uuidParams } from "../../kernel";
import { requireSuperAdmin } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as organizationsService from "./organizations-service";

const orgIdParams = uuidParams("orgId");

/** API-1 Admin: organizations (list with user counts, create, status, plan, delete). */
export const organizationsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];

    app.get(
      "/admin/organizations",
      { schema: { tags, response: { 200: z.array(adminOrganizationSchema) } } },
      async (request) => {
        requireSuperAdmin(request);
        return organizationsService.listOrganizations(deps.db);
      },
    );

    app.post(
      "/admin/organizations",
      { schema: { tags, body: createOrganizationSchema, response: { 201: adminOrganizationSchema } } },
      async (request, reply) => {
        const actor = requireSuperAdmin(request);
        const created = await organizationsService.createOrganization(deps.db, actor, request.body);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/admin/organizations/:orgId/status",
      {
        schema: {
          tags,
          params: orgIdParams,
          body: organizationStatusBodySchema,
          response: { 200: adminOrganizationSchema },
        },
      },
      async (request) =>
        organizationsService.setOrganizationStatus(
          deps.db,
          requireSuperAdmin(request),
          request.params.orgId,
          request.body.status,
        ),
    );

    app.patch(
      "/admin/organizations/:orgId/plan",
      {
        schema: {
          tags,
          params: orgIdParams,
          body: organizationPlanBodySchema,
          response: { 200: adminOrganizationSchema },
        },
      },
      async (request) =>
        organizationsService.setOrganizationPlan(
          deps.db,
          requireSuperAdmin(request),
          request.params.orgId,
          request.body.plan,
        ),
    );

    app.delete(
      "/admin/organizations/:id",
      { schema: { tags, params: idParams, response: { 200: deleteOrganizationResultSchema } } },
      async (request) => {
        const deletedUsers = await organizationsService.deleteOrganization(
          deps.db,
          requireSuperAdmin(request),
          request.params.id,
        );
        return { message: "Organization deleted successfully", deletedUsers };
      },
    );
  };
