import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  cascadeFunctionQuerySchema,
  cascadeFunctionReadSchema,
  cascadeTreeSchema,
} from "../../../domain/schemas/set-cascade";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import { readCascadeFunction, readCascadeTree } from "./service";

/** Set and Cascade's reads (CASCADE-14, CASCADE-15); every member may read them (ROLE-2). */
export const setCascadeRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["set-cascade"];

    app.get(
      "/set-cascade",
      {
        schema: {
          tags,
          description:
            "CASCADE-14: every function of the organization for the function chart, with the number of objective and KPI assignments on each (all years, as GET /api/functions counts them).",
          response: { 200: cascadeTreeSchema },
        },
      },
      async (request) => readCascadeTree(deps, requireTenant(request)),
    );

    app.get(
      "/set-cascade/functions/:id",
      {
        schema: {
          tags,
          description:
            "CASCADE-15: one function's objective and KPI assignments of ?year= (default: this fiscal year) with that year's weights, targets and actuals, and its parent function's objective assignments. Another organization's function answers 404.",
          params: idParams,
          querystring: cascadeFunctionQuerySchema,
          response: { 200: cascadeFunctionReadSchema },
        },
      },
      async (request) =>
        readCascadeFunction(deps, requireTenant(request), request.params.id, request.query.year),
    );
  };
