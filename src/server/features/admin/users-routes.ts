import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { displayName } from "../../../domain/people";
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserDetailsSchema,
  adminUserSchema,
  userViewBodySchema,
} from "../../../domain/schemas/admin";
import { reassignToSchema, userHoldingsSchema } from "../../../domain/schemas/users";
import { messageSchema, versionOf } from "../../kernel";
import { requireSuperAdmin } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as usersService from "./users-service";

// The console's routes name the user in their messages (the tenant routes use the kernel's idParams).
const USER_ID_MESSAGE = "The user id must be a UUID";
const userIdParams = z.object({ userId: z.uuid(USER_ID_MESSAGE) });
const idParams = z.object({ id: z.uuid(USER_ID_MESSAGE) });

/** API-1 Admin: users across organizations (list, create, edit role and organization, view, delete). */
export const adminUsersRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];

    app.get(
      "/admin/users",
      { schema: { tags, response: { 200: z.array(adminUserSchema) } } },
      async (request) => {
        requireSuperAdmin(request);
        return usersService.listUsers(deps);
      },
    );

    app.post(
      "/admin/users",
      { schema: { tags, body: adminCreateUserSchema, response: { 201: adminUserSchema } } },
      async (request, reply) => {
        const actor = requireSuperAdmin(request);
        const created = await usersService.createUser(
          deps,
          { ...actor, name: `${displayName(actor)} (Meridian)` },
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/admin/users/:userId",
      {
        schema: {
          tags,
          params: userIdParams,
          body: adminUpdateUserSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => {
        const actor = requireSuperAdmin(request);
        const version = versionOf(request, request.body.version);
        return usersService.updateUser(deps, actor, request.params.userId, { ...request.body, version });
      },
    );

    app.post(
      "/admin/user-view",
      { schema: { tags, body: userViewBodySchema, response: { 200: adminUserDetailsSchema } } },
      async (request) => usersService.viewUser(deps, requireSuperAdmin(request), request.body.userId),
    );

    // USER-8: what the user owns in their organization, for the delete dialog.
    app.get(
      "/admin/users/:id/holdings",
      { schema: { tags, params: idParams, response: { 200: userHoldingsSchema } } },
      async (request) => {
        requireSuperAdmin(request);
        return usersService.userHoldings(deps, request.params.id);
      },
    );

    // USER-9: a user who owns anything is deleted only with ?reassignTo= naming who takes it over.
    app.delete(
      "/admin/users/:id",
      {
        schema: {
          tags,
          params: idParams,
          querystring: z.object({ reassignTo: reassignToSchema }),
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await usersService.deleteUser(
          deps,
          requireSuperAdmin(request),
          request.params.id,
          request.query.reassignTo,
        );
        return { message: "User deleted successfully" };
      },
    );
  };
