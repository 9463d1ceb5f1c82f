// The resource kernel's routes (docs/decisions/007, ARCH-3): a resource's create, update and delete read
// the same things from a request — the tenant with the role the write needs (ROLE-3), the id in the path, the
// version the caller saw (VERSION-1: in the body, the query or If-Match) — and call one service function.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Role } from "../../domain/schemas/auth";
import type { Actor } from "../db/tenant";
import { requireTenant } from "../plugins/auth";
import { deleteQuery, idParams, type messageSchema } from "./schemas";
import { versionOf } from "./version";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Versioned = z.ZodType<{ version?: string | null | undefined }>;

type RouteOptions<R extends z.ZodType> = {
  tags: string[];
  /** Who may call it; a member (the default) is checked further by the service. */
  role?: Role;
  response: R;
};

/**
 * The 200 answer's schema. Fastify's reply type cannot follow a schema given as a type parameter, so the
 * answer is typed where the route is declared (`z.infer<R>` of the service function) instead.
 */
const answered = (response: z.ZodType) => ({ 200: response });

/** `POST url`: creates from the body and answers 201 with what `create` answers. */
export function createRoute<B extends z.ZodType, R extends z.ZodType>(
  app: ZodApp,
  url: string,
  { tags, role, response, body }: RouteOptions<R> & { body: B },
  create: (actor: Actor, body: z.infer<B>) => Promise<z.infer<R>>,
): void {
  app.post(
    url,
    { schema: { tags, body, response: { 201: response as z.ZodType } } },
    async (request, reply) => {
      const created = await create(requireTenant(request, role), request.body as z.infer<B>);
      return reply.status(201).send(created);
    },
  );
}

/** `DELETE url` (url ends with `/:id`): answers what `remove` answers. */
export function deleteRoute<R extends z.ZodType>(
  app: ZodApp,
  url: string,
  { tags, role, response }: RouteOptions<R>,
  remove: (actor: Actor, id: string, version: string | undefined) => Promise<z.infer<R>>,
): void {
  app.delete(
    url,
    { schema: { tags, params: idParams, querystring: deleteQuery, response: answered(response) } },
    async (request) =>
      remove(requireTenant(request, role), request.params.id, versionOf(request, request.query.version)),
  );
}

/** A delete whose answer is a sentence: `{ message }`. */
export const deletedWith =
  (message: string, remove: (actor: Actor, id: string, version: string | undefined) => Promise<unknown>) =>
  async (actor: Actor, id: string, version: string | undefined): Promise<z.infer<typeof messageSchema>> => {
    await remove(actor, id, version);
    return { message };
  };

/** `PUT` or `PATCH url` (url ends with `/:id`) with a body that may carry the version. */
export function updateRoute<B extends Versioned, R extends z.ZodType>(
  app: ZodApp,
  method: "put" | "patch",
  url: string,
  { tags, role, response, body }: RouteOptions<R> & { body: B },
  update: (actor: Actor, id: string, body: z.infer<B>, version: string | undefined) => Promise<z.infer<R>>,
): void {
  app[method](
    url,
    { schema: { tags, params: idParams, body, response: answered(response) } },
    async (request) => {
      const sent = request.body as z.infer<B>;
      const actor = requireTenant(request, role);
      return update(actor, request.params.id, sent, versionOf(request, sent.version));
    },
  );
}
