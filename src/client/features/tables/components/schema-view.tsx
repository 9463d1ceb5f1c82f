import { KeyRound, Link2, Lock } from "lucide-react";
import type { TableSchema } from "../../../../domain/schemas/admin";
import { Badge } from "../../../components/ui/badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { describeFailure } from "../../../lib/errors";
import { useRead } from "../../../lib/resources";

/** Schema column (ADMIN-7): name, type, nullable, default, primary key; with its foreign keys. */
export function SchemaView({ table }: { table: string }) {
  const schema = useRead<TableSchema>(`/api/admin/tables/${encodeURIComponent(table)}/schema`);
  if (schema.isPending) return <Skeleton className="h-40" />;
  if (schema.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        {describeFailure(schema.error, "The schema could not be loaded.")}
      </p>
    );
  }
  const references = new Map(schema.data.foreignKeys.map((fk) => [fk.columnName, fk]));
  return (
    <div className="min-w-0 rounded-lg border">
      <Table className="text-xs">
        <TableHeader>
          <TableRow>
            <TableHead>Column</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Nullable</TableHead>
            <TableHead>Default</TableHead>
            <TableHead>Keys</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {schema.data.columns.map((column) => {
            const reference = references.get(column.columnName);
            return (
              <TableRow key={column.columnName}>
                <TableCell className="font-mono font-medium">{column.columnName}</TableCell>
                <TableCell className="font-mono whitespace-nowrap text-muted-foreground">
                  {column.dataType}
                </TableCell>
                <TableCell>{column.isNullable ? "Yes" : "No"}</TableCell>
                <TableCell
                  className="max-w-[16rem] truncate font-mono"
                  title={column.columnDefault ?? undefined}
                >
                  {column.columnDefault ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    {column.isPrimaryKey && (
                      <Badge variant="warning">
                        <KeyRound aria-hidden="true" />
                        Primary key
                      </Badge>
                    )}
                    {reference && (
                      <Badge variant="secondary" className="font-mono">
                        <Link2 aria-hidden="true" />
                        {reference.referencedTable}.{reference.referencedColumn}
                      </Badge>
                    )}
                    {column.isMasked && (
                      <Badge variant="outline">
                        <Lock aria-hidden="true" />
                        Masked
                      </Badge>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
