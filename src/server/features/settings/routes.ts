import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
} from "../../../domain/schemas/settings";
import { versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as settingsService from "./service";

/** API-1 GET/PUT /api/organization-settings; ROLE-3: every member reads, only admins write. */
export const settingsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["organization settings"];

    app.get(
      "/organization-settings",
      { schema: { tags, response: { 200: organizationSettingsSchema } } },
      async (request) => settingsService.getSettings(deps.db, requireTenant(request)),
    );

    app.put(
      "/organization-settings",
      {
        schema: {
          tags,
          body: organizationSettingsUpdateSchema,
          response: { 200: organizationSettingsSchema },
        },
      },
      async (request) =>
        settingsService.updateSettings(
          deps,
          requireTenant(request, "admin"),
          request.body,
          versionOf(request, request.body.version),
        ),
    );
  };
