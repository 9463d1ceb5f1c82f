import { useQuery } from "@tanstack/react-query";
import type { TableSchema } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";

/** GET /api/admin/tables/{table}/schema: columns, primary key and foreign keys. */
export const getTableSchema = (table: string, signal?: AbortSignal) =>
  api.get<TableSchema>(`/api/admin/tables/${encodeURIComponent(table)}/schema`, { signal });

export const useTableSchema = (table: string | null) =>
  useQuery({
    queryKey: ["/api/admin/tables", table, "schema"],
    queryFn: ({ signal }) => getTableSchema(table as string, signal),
    enabled: table !== null,
  });
