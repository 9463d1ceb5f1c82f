import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bulkUsersRequestSchema, bulkUsersResponseSchema } from "../../../domain/schemas/bulk-users";
import {
  createUserSchema,
  managedUserSchema,
  reassignToSchema,
  userFormSchema,
  userHoldingsSchema,
} from "../../../domain/schemas/users";
import { createRoute, deleteQuery, idParams, messageSchema, updateRoute, versionOf } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import { bulkCreateUsers } from "./bulk";
import * as usersService from "./service";

/** Users (API-1); ROLE-3: admins only, within their own organization. */
export const usersRoutes =
  (deps: usersService.UsersDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["users"];

    app.get("/users", { schema: { tags, response: { 200: z.array(managedUserSchema) } } }, async (request) =>
      usersService.listUsers(deps, requireTenant(request)),
    );

    const admin = { tags, role: "admin", response: managedUserSchema } as const;
    createRoute(app, "/users", { ...admin, body: createUserSchema }, (actor, body) =>
      usersService.createUser(deps, actor, body),
    );

    // USER-4: validates every row, creates the valid ones in one call, answers per row (200 even
    // when some rows or all of them fail: the per-row results say which and why).
    app.post(
      "/users/bulk",
      { schema: { tags, body: bulkUsersRequestSchema, response: { 200: bulkUsersResponseSchema } } },
      async (request) => bulkCreateUsers(deps, requireTenant(request, "admin"), request.body),
    );

    updateRoute(
      app,
      "put",
      "/users/:id",
      { ...admin, body: userFormSchema.extend({ version: z.string().optional() }) },
      (actor, id, body, version) => usersService.updateUser(deps, actor, id, body, version),
    );

    // USER-8: what the user owns, for the delete dialog's new-owner question.
    app.get(
      "/users/:id/holdings",
      { schema: { tags, params: idParams, response: { 200: userHoldingsSchema } } },
      async (request) => usersService.userHoldings(deps, requireTenant(request), request.params.id),
    );

    // USER-9: a user who owns anything is deleted only with ?reassignTo= naming who takes it over.
    app.delete(
      "/users/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: deleteQuery.extend({ reassignTo: reassignToSchema }),
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await usersService.deleteUser(
          deps,
          requireTenant(request, "admin"),
          request.params.id,
          versionOf(request, request.query.version),
          request.query.reassignTo,
        );
        return { message: "User deleted successfully" };
      },
    );

    app.post(
      "/users/:id/resend-invitation",
      { schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        await usersService.resendInvitation(deps, requireTenant(request, "admin"), request.params.id);
        return { message: "Invitation email sent successfully" };
      },
    );
  };
