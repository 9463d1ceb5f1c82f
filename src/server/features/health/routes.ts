import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      { schema: { tags: ["system"], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return { status: "ok" as const, database: database.driver };
        } catch {
          return reply.status(503).send({ status: "unavailable" as const, database: database.driver });
        }
      },
    );
  };
