import { useQuery } from "@tanstack/react-query";
import type { TableInfo } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";

export const tablesQueryKey = ["/api/admin/tables"] as const;

/** GET /api/admin/tables: the product's tables with column and row counts (spec §3 Database info). */
export const getTables = (signal?: AbortSignal) => api.get<TableInfo[]>("/api/admin/tables", { signal });

export const useTables = () =>
  useQuery({ queryKey: tablesQueryKey, queryFn: ({ signal }) => getTables(signal) });
