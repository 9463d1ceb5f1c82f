import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  relationshipSchema,
  tableDataPageSchema,
  tableDataQuerySchema,
  tableInfoSchema,
  tableSchemaSchema,
} from "../../../domain/schemas/admin";
import { requireSuperAdmin } from "../../plugins/auth";
import type { ServiceDeps } from "../../services";
import * as tablesService from "./tables-service";

// Any string: it is only ever looked up in the allow-list (an unknown one answers 404).
const tableParams = z.object({ table: z.string() });

/** API-1 Admin database browser: read-only, allow-listed tables, secrets masked (ADMIN-7). */
export const tablesRoutes =
  (deps: ServiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];

    app.get(
      "/admin/tables",
      { schema: { tags, response: { 200: z.array(tableInfoSchema) } } },
      async (request) => {
        requireSuperAdmin(request);
        return tablesService.listTables(deps.db);
      },
    );

    app.get(
      "/admin/tables/relationships",
      { schema: { tags, response: { 200: z.array(relationshipSchema) } } },
      async (request) => {
        requireSuperAdmin(request);
        return tablesService.relationships(deps.db);
      },
    );

    app.get(
      "/admin/tables/:table/schema",
      { schema: { tags, params: tableParams, response: { 200: tableSchemaSchema } } },
      async (request) => {
        requireSuperAdmin(request);
        return tablesService.tableSchema(deps.db, request.params.table);
      },
    );

    app.get(
      "/admin/tables/:table/data",
      {
        schema: {
          tags,
          params: tableParams,
          querystring: tableDataQuerySchema,
          response: { 200: tableDataPageSchema },
        },
      },
      async (request) => {
        const actor = requireSuperAdmin(request);
        const { page, limit } = request.query;
        return tablesService.tableData(deps.db, actor, request.params.table, page, limit);
      },
    );
  };
