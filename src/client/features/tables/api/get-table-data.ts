import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { TABLE_PAGE_SIZE, type TableDataPage } from "../../../../domain/schemas/admin";
import { api } from "../../../lib/api-client";

/** GET /api/admin/tables/{table}/data?page={n}&limit={n} (spec §7); 50 rows a page (spec §9). */
export const getTableData = (table: string, page: number, limit: number, signal?: AbortSignal) =>
  api.get<TableDataPage>(`/api/admin/tables/${encodeURIComponent(table)}/data?page=${page}&limit=${limit}`, {
    signal,
  });

export const useTableData = (table: string | null, page: number, limit = TABLE_PAGE_SIZE) =>
  useQuery({
    queryKey: ["/api/admin/tables", table, "data", { page, limit }],
    queryFn: ({ signal }) => getTableData(table as string, page, limit, signal),
    enabled: table !== null,
    // Rows are live data: each visit to a page reads it again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
