import { type HeaderMapping, IMPORT_COLUMNS } from "../../../../domain/imports";
import type { ImportRowResult } from "../../../../domain/schemas/imports";
import { Badge } from "../../../components/ui/badge";
import { TableCell, TableRow } from "../../../components/ui/table";
import { DONE_STATUS, STATUS } from "../lib/present";
import type { FileLine } from "../lib/read-file";

/** One line of the file: its cells under the import's columns, its status and its messages. */
export function PreviewRow({
  line,
  mapping,
  result,
  imported,
}: {
  line: FileLine;
  mapping: HeaderMapping;
  result: ImportRowResult | undefined;
  imported: boolean;
}) {
  const status = result ? STATUS[result.status] : null;
  const label = result && imported ? (DONE_STATUS[result.status] ?? status?.label) : status?.label;
  const Icon = status?.icon;
  const cells = IMPORT_COLUMNS.map((column) => {
    const index = mapping.columns[column];
    return { column, value: String((index === undefined ? "" : line.cells[index]) ?? "") };
  });
  return (
    <TableRow data-row={line.row} data-status={result?.status}>
      <TableCell className="tabular-nums text-muted-foreground">{line.row}</TableCell>
      <TableCell>
        {status && Icon && (
          <Badge variant={status.variant} className="gap-1">
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </Badge>
        )}
      </TableCell>
      <TableCell className="text-xs whitespace-normal break-words">
        <p className="mb-1 text-muted-foreground md:hidden" data-testid="import-row-values">
          {cells
            .filter((cell) => cell.value !== "")
            .map((cell) => cell.value)
            .join(" · ")}
        </p>
        {result && (result.errors.length > 0 || result.warnings.length > 0) ? (
          <ul className="grid gap-0.5">
            {result.errors.map((error) => (
              <li key={`e-${error.field}-${error.message}`} className="text-destructive">
                {error.message}
              </li>
            ))}
            {result.warnings.map((warning) => (
              <li key={`w-${warning.field}-${warning.message}`} className="text-muted-foreground">
                {warning.message}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </TableCell>
      {cells.map((cell) => (
        <TableCell key={cell.column} className="hidden max-w-48 truncate md:table-cell" title={cell.value}>
          {cell.value}
        </TableCell>
      ))}
    </TableRow>
  );
}
