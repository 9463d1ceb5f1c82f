import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  kpiCreateSchema,
  kpiSchema,
  kpiUpdateSchema,
  objectiveInputSchema,
  objectiveSchema,
  themeCreateSchema,
  themeSchema,
  themeUpdateSchema,
} from "../../../domain/schemas/library";
import { createRoute, deletedWith, deleteRoute, messageSchema, updateRoute } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as kpisService from "./kpis-service";
import * as objectivesService from "./objectives-service";
import * as themesService from "./themes-service";

/**
 * Objectives, KPIs and Themes (API-1). Everyone in the organization reads; writes are for admins
 * (ROLE-3: a `user` gets 403). The tenant is the session's (TENANT-1).
 */
export const libraryRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // --- Objectives -------------------------------------------------------------------------------
    const objectiveTags = ["objectives"];
    app.get(
      "/objectives",
      { schema: { tags: objectiveTags, response: { 200: z.array(objectiveSchema) } } },
      async (request) => objectivesService.listObjectives(deps, requireTenant(request)),
    );

    createRoute(
      app,
      "/objectives",
      { tags: objectiveTags, role: "admin", body: objectiveInputSchema, response: objectiveSchema },
      (actor, body) => objectivesService.createObjective(deps, actor, body),
    );

    updateRoute(
      app,
      "put",
      "/objectives/:id",
      { tags: objectiveTags, role: "admin", body: objectiveInputSchema, response: objectiveSchema },
      (actor, id, body, version) => objectivesService.updateObjective(deps, actor, id, body, version),
    );
    deleteRoute(
      app,
      "/objectives/:id",
      { tags: objectiveTags, role: "admin", response: messageSchema },
      deletedWith("Objective deleted successfully", (actor, id, version) =>
        objectivesService.deleteObjective(deps, actor, id, version),
      ),
    );

    // --- KPIs -------------------------------------------------------------------------------------
    const kpiTags = ["kpis"];
    app.get("/kpis", { schema: { tags: kpiTags, response: { 200: z.array(kpiSchema) } } }, async (request) =>
      kpisService.listKpis(deps, requireTenant(request)),
    );

    createRoute(
      app,
      "/kpis",
      { tags: kpiTags, role: "admin", body: kpiCreateSchema, response: kpiSchema },
      (actor, body) => kpisService.createKpi(deps, actor, body),
    );

    updateRoute(
      app,
      "put",
      "/kpis/:id",
      { tags: kpiTags, role: "admin", body: kpiUpdateSchema, response: kpiSchema },
      (actor, id, body, version) => kpisService.updateKpi(deps, actor, id, body, version),
    );
    deleteRoute(
      app,
      "/kpis/:id",
      { tags: kpiTags, role: "admin", response: messageSchema },
      deletedWith("KPI deleted successfully", (actor, id, version) =>
        kpisService.deleteKpi(deps, actor, id, version),
      ),
    );

    // --- Themes -----------------------------------------------------------------------------------
    const themeTags = ["themes"];
    app.get(
      "/themes",
      { schema: { tags: themeTags, response: { 200: z.array(themeSchema) } } },
      async (request) => themesService.listThemes(deps, requireTenant(request)),
    );

    createRoute(
      app,
      "/themes",
      { tags: themeTags, role: "admin", body: themeCreateSchema, response: themeSchema },
      (actor, body) => themesService.createTheme(deps, actor, body),
    );

    updateRoute(
      app,
      "patch",
      "/themes/:id",
      { tags: themeTags, role: "admin", body: themeUpdateSchema, response: themeSchema },
      (actor, id, body, version) => themesService.updateTheme(deps, actor, id, body, version),
    );
    deleteRoute(
      app,
      "/themes/:id",
      { tags: themeTags, role: "admin", response: messageSchema },
      deletedWith("Theme deleted successfully", (actor, id, version) =>
        themesService.deleteTheme(deps, actor, id, version),
      ),
    );
  };
