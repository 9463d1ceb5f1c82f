import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createPeriodLockSchema,
  periodLockSchema,
  periodLocksQuerySchema,
  reopenBodySchema,
  reopenQuerySchema,
  reopenReasonSchema,
  reopenResponseSchema,
} from "../../../domain/schemas/period-locks";
import { badRequest } from "../../http-error";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as locks from "./service";

/** Closed periods (LOCK-1, LOCK-4): members read; administrators close and reopen. */
export const periodLocksRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["period-locks"];

    app.get(
      "/period-locks",
      { schema: { tags, querystring: periodLocksQuerySchema, response: { 200: z.array(periodLockSchema) } } },
      async (request) => locks.listPeriodLocks(deps, requireTenant(request), request.query.year),
    );

    app.post(
      "/period-locks",
      { schema: { tags, body: createPeriodLockSchema, response: { 201: periodLockSchema } } },
      async (request, reply) => {
        const created = await locks.createPeriodLock(deps, requireTenant(request, "admin"), request.body);
        return reply.status(201).send(created);
      },
    );

    app.delete(
      "/period-locks/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: reopenQuerySchema,
          body: reopenBodySchema,
          response: { 200: reopenResponseSchema },
        },
      },
      async (request) => {
        const actor = requireTenant(request, "admin");
        // LOCK-4: the reason, from the JSON body or the query; without one the period stays closed.
        const parsed = reopenReasonSchema.safeParse(request.body?.reason ?? request.query.reason);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? "A reason is required to reopen a period";
          throw badRequest(message, { reason: message });
        }
        return locks.reopenPeriodLock(deps, actor, request.params.id, parsed.data);
      },
    );
  };
