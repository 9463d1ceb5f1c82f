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
import { deleteQuery, idParams, messageSchema, versionOf } from "../../kernel";
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

    app.post(
      "/objectives",
      { schema: { tags: objectiveTags, body: objectiveInputSchema, response: { 201: objectiveSchema } } },
      async (request, reply) => {
        const created = await objectivesService.createObjective(
          deps,
          requireTenant(request, "admin"),
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      "/objectives/:id",
      {
        schema: {
          tags: objectiveTags,
          params: idParams,
          body: objectiveInputSchema,
          response: { 200: objectiveSchema },
        },
      },
      async (request) =>
        objectivesService.updateObjective(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/objectives/:id",
      {
        schema: {
          tags: objectiveTags,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await objectivesService.deleteObjective(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        );
        return { message: "Objective deleted successfully" };
      },
    );

    // --- KPIs -------------------------------------------------------------------------------------
    const kpiTags = ["kpis"];
    app.get("/kpis", { schema: { tags: kpiTags, response: { 200: z.array(kpiSchema) } } }, async (request) =>
      kpisService.listKpis(deps, requireTenant(request)),
    );

    app.post(
      "/kpis",
      { schema: { tags: kpiTags, body: kpiCreateSchema, response: { 201: kpiSchema } } },
      async (request, reply) => {
        const created = await kpisService.createKpi(deps, requireTenant(request, "admin"), request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      "/kpis/:id",
      { schema: { tags: kpiTags, params: idParams, body: kpiUpdateSchema, response: { 200: kpiSchema } } },
      async (request) =>
        kpisService.updateKpi(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/kpis/:id",
      {
        schema: {
          tags: kpiTags,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await kpisService.deleteKpi(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        );
        return { message: "KPI deleted successfully" };
      },
    );

    // --- Themes -----------------------------------------------------------------------------------
    const themeTags = ["themes"];
    app.get(
      "/themes",
      { schema: { tags: themeTags, response: { 200: z.array(themeSchema) } } },
      async (request) => themesService.listThemes(deps, requireTenant(request)),
    );

    app.post(
      "/themes",
      { schema: { tags: themeTags, body: themeCreateSchema, response: { 201: themeSchema } } },
      async (request, reply) => {
        const created = await themesService.createTheme(deps, requireTenant(request, "admin"), request.body);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/themes/:id",
      {
        schema: {
          tags: themeTags,
          params: idParams,
          body: themeUpdateSchema,
          response: { 200: themeSchema },
        },
      },
      async (request) =>
        themesService.updateTheme(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/themes/:id",
      {
        schema: {
          tags: themeTags,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await themesService.deleteTheme(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        );
        return { message: "Theme deleted successfully" };
      },
    );
  };
