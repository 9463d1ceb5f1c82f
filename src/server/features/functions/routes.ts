import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../services";

export const functionsRoutes =
  (_deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (_app) => {};
