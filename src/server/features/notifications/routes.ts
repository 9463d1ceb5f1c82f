import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  attentionSchema,
  followInputSchema,
  followListSchema,
  followQuerySchema,
  followSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  preferencesInputSchema,
  preferencesSchema,
  readAllAnswerSchema,
  readAnswerSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from "../../../domain/schemas/notifications";
import { idParams } from "../../kernel";
import { requireTenant } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as followService from "./follows";
import * as preferences from "./preferences";
import * as service from "./service";
import { describeUnsubscribe, unsubscribe } from "./unsubscribe";

/**
 * A person's notifications, preferences and follows (API-33..API-35), and the e-mails' one-click
 * unsubscribe (API-36). Every member calls them for themselves (USER_WRITABLE_ROUTES); the unsubscribe
 * is public (plugins/access).
 */
export const notificationsRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["notifications"];

    // API-36: mail clients POST the one-click unsubscribe as a form (RFC 8058: List-Unsubscribe=One-Click);
    // its fields say nothing the token does not, so they are read and ignored. Only this plugin's routes
    // see this parser, and plugins/security lets the form through to the unsubscribe route alone.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      "/notifications",
      { schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } } },
      async (request) => service.listNotifications(deps, requireTenant(request), request.query),
    );

    app.get(
      "/notifications/attention",
      { schema: { tags, response: { 200: attentionSchema } } },
      async (request) => service.listAttention(deps, requireTenant(request)),
    );

    app.post(
      "/notifications/:id/read",
      { schema: { tags, params: idParams, response: { 200: readAnswerSchema } } },
      async (request) => service.markRead(deps, requireTenant(request), request.params.id),
    );

    app.post(
      "/notifications/read-all",
      { schema: { tags, response: { 200: readAllAnswerSchema } } },
      async (request) => service.markAllRead(deps, requireTenant(request)),
    );

    app.get(
      "/notification-preferences",
      { schema: { tags, response: { 200: preferencesSchema } } },
      async (request) => preferences.getPreferences(deps, requireTenant(request)),
    );

    app.put(
      "/notification-preferences",
      { schema: { tags, body: preferencesInputSchema, response: { 200: preferencesSchema } } },
      async (request) => preferences.savePreferences(deps, requireTenant(request), request.body),
    );

    app.get("/follows", { schema: { tags, response: { 200: followListSchema } } }, async (request) =>
      followService.listFollows(deps, requireTenant(request)),
    );

    app.post(
      "/follows",
      { schema: { tags, body: followInputSchema, response: { 200: followSchema, 201: followSchema } } },
      async (request, reply) => {
        const { follow, created } = await followService.follow(deps, requireTenant(request), request.body);
        return reply.status(created ? 201 : 200).send(follow);
      },
    );

    app.delete(
      "/follows",
      { schema: { tags, querystring: followQuerySchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await followService.unfollow(deps, requireTenant(request), request.query);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/notifications/unsubscribe",
      { schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: unsubscribeAnswerSchema } } },
      async (request) => describeUnsubscribe(deps, request.query.token, request.ip),
    );

    app.post(
      "/notifications/unsubscribe",
      { schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: unsubscribeAnswerSchema } } },
      async (request) => unsubscribe(deps, request.query.token, request.ip),
    );
  };
