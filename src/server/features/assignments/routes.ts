import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  copyYearResponseSchema,
  copyYearSchema,
  objectiveRemovalPreviewSchema,
  removeAssignmentQuerySchema,
  removeKpiAssignmentResponseSchema,
  removeObjectiveAssignmentResponseSchema,
} from "../../../domain/schemas/assignment-changes";
import {
  createKpiAssignmentSchema,
  createObjectiveAssignmentSchema,
  kpiAssignmentSchema,
  kpiAssignmentsQuerySchema,
  objectiveAssignmentSchema,
  objectiveAssignmentsQuerySchema,
  updateKpiAssignmentSchema,
  updateObjectiveAssignmentSchema,
} from "../../../domain/schemas/assignments";
import { pendingSubmissionSchema } from "../../../domain/schemas/evidence-approval";
import { myKpisQuerySchema, myKpisResponseSchema } from "../../../domain/schemas/my-kpis";
import { createRoute, idParams, updateRoute, versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { copyYear } from "./copy-year";
import * as kpiService from "./kpi-service";
import { listMyKpis } from "./my-kpis";
import * as objectiveRemoval from "./objective-removal";
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

    // WEIGHT-7: ?year= gives that year's weights and leaves out assignments ended by then (CASCADE-10).
    app.get(
      "/objective-assignments",
      {
        schema: {
          tags,
          querystring: objectiveAssignmentsQuerySchema,
          response: { 200: z.array(objectiveAssignmentSchema) },
        },
      },
      async (request) =>
        objectiveService.listObjectiveAssignments(deps, requireTenant(request), request.query.year),
    );

    // CASCADE-13: what removing an objective assignment touches (child objectives, KPIs), for its dialog.
    app.get(
      "/objective-assignments/:id/removal",
      { schema: { tags, params: idParams, response: { 200: objectiveRemovalPreviewSchema } } },
      async (request) =>
        objectiveRemoval.previewObjectiveRemoval(deps, requireTenant(request), request.params.id),
    );

    const admin = { tags, role: "admin" } as const;
    createRoute(
      app,
      "/objective-assignments",
      { ...admin, body: createObjectiveAssignmentSchema, response: objectiveAssignmentSchema },
      (actor, body) => objectiveService.createObjectiveAssignment(deps, actor, body),
    );

    updateRoute(
      app,
      "put",
      "/objective-assignments/:id",
      { ...admin, body: updateObjectiveAssignmentSchema, response: objectiveAssignmentSchema },
      (actor, id, body, version) =>
        objectiveService.updateObjectiveAssignment(deps, actor, id, body, version),
    );

    app.delete(
      "/objective-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          description:
            "CASCADE-11: with ?endFromYear=YYYY the assignment is ended from that year on (earlier years keep it and their scores); without it, it is deleted with its whole history. The answer names the child objectives linked to it (CASCADE-13).",
          querystring: removeAssignmentQuerySchema,
          response: { 200: removeObjectiveAssignmentResponseSchema },
        },
      },
      async (request) =>
        objectiveRemoval.deleteObjectiveAssignment(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
          request.query.endFromYear,
        ),
    );

    // TARGET-5: copy a year's targets and weights of a function's assignments to another year.
    app.post(
      "/functions/:id/copy-year",
      {
        schema: {
          tags,
          params: idParams,
          body: copyYearSchema,
          response: { 200: copyYearResponseSchema },
        },
      },
      async (request) => copyYear(deps, requireTenant(request, "admin"), request.params.id, request.body),
    );

    // MYKPI-1: the KPI assignments the caller owns, across functions, with what is due.
    app.get(
      "/my-kpis",
      { schema: { tags, querystring: myKpisQuerySchema, response: { 200: myKpisResponseSchema } } },
      async (request) => listMyKpis(deps, requireTenant(request), request.query.year),
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
      async (request) => kpiService.listKpiAssignments(deps, requireTenant(request), request.query.year),
    );

    app.get(
      "/kpi-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: kpiAssignmentsQuerySchema,
          description: "API-37: one KPI assignment as GET /api/kpi-assignments answers it for the year.",
          response: { 200: kpiAssignmentSchema },
        },
      },
      async (request) =>
        kpiService.getKpiAssignment(deps, requireTenant(request), request.params.id, request.query.year),
    );

    createRoute(
      app,
      "/kpi-assignments",
      { ...admin, body: createKpiAssignmentSchema, response: kpiAssignmentSchema },
      (actor, body) => kpiService.createKpiAssignment(deps, actor, body),
    );

    app.patch(
      "/kpi-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateKpiAssignmentSchema,
          // APPROVAL-1: 202 when the actuals wait for approval.
          response: { 200: kpiAssignmentSchema, 202: pendingSubmissionSchema },
        },
      },
      async (request, reply) => {
        const result = await kpiService.updateKpiAssignment(
          deps,
          requireTenant(request),
          request.params.id,
          request.body,
          versionOf(request, request.body.version),
        );
        return "submissionId" in result ? reply.status(202).send(result) : result;
      },
    );

    app.delete(
      "/kpi-assignments/:id",
      {
        schema: {
          tags,
          params: idParams,
          description:
            "CASCADE-11: with ?endFromYear=YYYY the KPI assignment is ended from that year on (earlier years keep it); without it, it is deleted with its targets and actuals of every year.",
          querystring: removeAssignmentQuerySchema,
          response: { 200: removeKpiAssignmentResponseSchema },
        },
      },
      async (request) =>
        kpiService.deleteKpiAssignment(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
          request.query.endFromYear,
        ),
    );
  };
