import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { TABLE_PAGE_SIZE, type TableDataPage, type TableSchema } from "../../../../domain/schemas/admin";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { describeFailure } from "../../../lib/errors";
import { formatNumber } from "../../../lib/intl";
import { listQuery, useRead } from "../../../lib/resources";
import { Cell } from "./cell";

/** Data tab (ADMIN-7): 50 rows a page from page 1; long text cut at 100 characters. */
export function TableDataView({
  table,
  page,
  onPageChange,
}: {
  table: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const path = `/api/admin/tables/${encodeURIComponent(table)}` as const;
  const schema = useRead<TableSchema>(`${path}/schema`);
  const data = useQuery({
    ...listQuery<TableDataPage>(`${path}/data`, { page, limit: TABLE_PAGE_SIZE }),
    // Rows are live data: each visit to a page reads it again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  if (data.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p className="text-sm text-muted-foreground">
          {describeFailure(data.error, "The rows could not be loaded.")}
        </p>
        <Button variant="outline" onClick={() => data.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (data.isPending || schema.isPending) {
    return (
      <div className="grid gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8" />
        ))}
      </div>
    );
  }
  // The schema gives the columns in table order; the rows come keyed by name.
  const columns = schema.data?.columns.map((c) => c.columnName) ?? Object.keys(data.data.data[0] ?? {});
  const { totalRows, totalPages } = data.data;
  const first = totalRows === 0 ? 0 : (page - 1) * data.data.limit + 1;
  const last = Math.min(page * data.data.limit, totalRows);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="min-w-0 rounded-lg border">
        <Table className="text-xs">
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column} className="font-mono normal-case">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.data.map((row, index) => (
              // Rows have no common key column across tables; their place on the page is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column} className="max-w-[24rem] align-top font-mono">
                    <Cell value={row[column]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {data.data.data.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={Math.max(1, columns.length)}
                  className="py-8 text-center text-muted-foreground"
                >
                  {totalRows === 0 ? "This table has no rows." : "No rows on this page."}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <span aria-live="polite">
          {totalRows === 0
            ? "0 rows"
            : `Rows ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(totalRows)} · Page ${page} of ${Math.max(1, totalPages)}`}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
