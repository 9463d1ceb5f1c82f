import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
} from "../../../domain/schemas/settings";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as settingsService from "./service";

/** D7: the version may come as the body's `version` or as an If-Match header (quotes allowed). */
function ifMatch(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.replace(/^W\//, "").replace(/^"|"$/g, "") || undefined;
}

/** spec §7 GET/PUT /api/organization-settings; D9: every member reads, only admins write. */
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
          deps.db,
          requireTenant(request, "admin"),
          request.body,
          request.body.version ?? ifMatch(request.headers["if-match"]),
        ),
    );
  };
