import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../services";
import { insightsRoutes } from "./insights-routes";
import { organizationsRoutes } from "./organizations-routes";
import { tablesRoutes } from "./tables-routes";
import { adminUsersRoutes } from "./users-routes";

/**
 * The platform console (UI-20, UI-21, API-1 Admin): super admins only (ROLE-4),
 * across organizations on purpose, so every service here runs withPlatform and audits its actions.
 */
export const adminRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(organizationsRoutes(deps));
    await app.register(adminUsersRoutes(deps));
    await app.register(insightsRoutes(deps));
    await app.register(tablesRoutes(deps));
  };
