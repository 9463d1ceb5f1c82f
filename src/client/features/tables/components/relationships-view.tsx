import { ArrowRight } from "lucide-react";
import type { Relationship } from "../../../../domain/schemas/admin";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { describeFailure } from "../../../lib/errors";
import { useRead } from "../../../lib/resources";

/** Relationship (ADMIN-7): the foreign keys into and out of the chosen table. */
export function RelationshipsView({ table, onSelect }: { table: string; onSelect: (table: string) => void }) {
  // Every foreign key between the product's tables.
  const relationships = useRead<Relationship[]>("/api/admin/tables/relationships");
  if (relationships.isPending) return <Skeleton className="h-32" />;
  if (relationships.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        {describeFailure(relationships.error, "The relationships could not be loaded.")}
      </p>
    );
  }
  const mine = relationships.data.filter((r) => r.sourceTable === table || r.targetTable === table);
  if (mine.length === 0) {
    return <p className="py-6 text-sm text-muted-foreground">No foreign keys lead to or from {table}.</p>;
  }
  const link = (name: string) =>
    name === table ? (
      <span className="font-medium">{name}</span>
    ) : (
      <button type="button" className="text-primary hover:underline" onClick={() => onSelect(name)}>
        {name}
      </button>
    );
  return (
    <div className="min-w-0 rounded-lg border">
      <Table className="text-xs">
        <TableHeader>
          <TableRow>
            <TableHead>From</TableHead>
            <TableHead className="w-8">
              <span className="sr-only">references</span>
            </TableHead>
            <TableHead>To</TableHead>
            <TableHead className="hidden md:table-cell">Constraint</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {mine.map((r) => (
            <TableRow key={`${r.constraintName}-${r.sourceColumn}`}>
              <TableCell className="font-mono">
                {link(r.sourceTable)}.{r.sourceColumn}
              </TableCell>
              <TableCell>
                <ArrowRight className="size-3.5 text-muted-foreground" aria-label="references" />
              </TableCell>
              <TableCell className="font-mono">
                {link(r.targetTable)}.{r.targetColumn}
              </TableCell>
              <TableCell className="hidden font-mono text-muted-foreground md:table-cell">
                {r.constraintName}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
