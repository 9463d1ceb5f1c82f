import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createKpiAssignmentSchema,
  createObjectiveAssignmentSchema,
  kpiAssignmentSchema,
  kpiAssignmentsQuerySchema,
  objectiveAssignmentSchema,
  updateKpiAssignmentSchema,
  updateObjectiveAssignmentSchema,
} from "../../../domain/schemas/assignments";
import { deleteQuery, idParams, messageSchema, versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as kpiService from "./kpi-service";
import * as objectiveService from "./objective-service";

/**
 * Objective assignments and KPI assignments (API-1). ROLE-2: members read everything; a `user` may PATCH
 * only the actual results of KPI assignments they own (checked in the service); every other write is
 * for admins.
 */
export const assignmentsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["assignments"];

    app.get(
      "/objective-assignments",
      { schema: { tags, response: { 200: z.array(objectiveAssignmentSchema) } } },
      async (request) => objectiveService.listObjectiveAssignments(deps, requireTenant(request)),
    );

    app.post(
      "/objective-assignments",
      {
        schema: { tags, body: createObjectiveAssignmentSchema, response: { 201: objectiveAssignmentSchema } },
      },
      async (request, reply) => {
        const created = await objectiveService.createObjectiveAssignment(
          deps,
          requireTenant(request, "admin"),
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      "/objective-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateObjectiveAssignmentSchema,
          response: { 200: objectiveAssignmentSchema },
        },
      },
      async (request) =>
        objectiveService.updateObjectiveAssignment(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/objective-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: messageSchema.extend({ deletedKpiAssignments: z.number().int() }) },
        },
      },
      async (request) =>
        objectiveService.deleteObjectiveAssignment(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        ),
    );

    app.get(
      "/kpi-assignments",
      {
        schema: {
          tags,
          querystring: kpiAssignmentsQuerySchema,
          response: { 200: z.array(kpiAssignmentSchema) },
        },
      },
      async (request) =>
        kpiService.listKpiAssignments(
          deps,
          requireTenant(request),
          request.query.year ?? kpiService.thisYear(),
        ),
    );

    app.post(
      "/kpi-assignments",
      { schema: { tags, body: createKpiAssignmentSchema, response: { 201: kpiAssignmentSchema } } },
      async (request, reply) => {
        const created = await kpiService.createKpiAssignment(
          deps,
          requireTenant(request, "admin"),
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/kpi-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateKpiAssignmentSchema,
          response: { 200: kpiAssignmentSchema },
        },
      },
      async (request) =>
        kpiService.updateKpiAssignment(
          deps,
          requireTenant(request),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        ),
    );

    app.delete(
      "/kpi-assignments/:id",
      { schema: { tags, params: idParams, querystring: deleteQuery, response: { 200: messageSchema } } },
      async (request) =>
        kpiService.deleteKpiAssignment(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
        ),
    );
  };
