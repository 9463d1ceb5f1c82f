import { IMPORT_COLUMNS } from "../../../../domain/imports";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import type { Loaded } from "../lib/import-state";
import { COLUMN_LABELS, plural } from "../lib/present";
import type { ImportScreen } from "../lib/use-import";
import { PreviewRow } from "./preview-row";

/** UI-85: every row of the file with its status and messages, a page at a time. */
export function RowsCard({ screen, loaded }: { screen: ImportScreen; loaded: Loaded }) {
  const { state, dispatch, pageLines, pages, shown } = screen;
  const { errorsOnly, page, results, phase } = state;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Rows</CardTitle>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Checkbox
            id="import-errors-only"
            checked={errorsOnly}
            onCheckedChange={(checked) => dispatch({ type: "errorsOnly", on: checked === true })}
          />
          <label htmlFor="import-errors-only" className="cursor-pointer">
            Show only rows with errors
          </label>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="overflow-auto rounded-lg border">
          <Table data-testid="import-preview">
            <TableHeader>
              <TableRow>
                <TableHead className="md:w-16">Row</TableHead>
                <TableHead className="md:w-32">Status</TableHead>
                {/* UI-85: the messages come right after the status and wrap, so they are in view at any
                    width; below md the file's columns fold into the messages cell. */}
                <TableHead className="min-w-36 md:min-w-72">Messages</TableHead>
                {IMPORT_COLUMNS.map((column) => (
                  <TableHead key={column} className="hidden md:table-cell">
                    {COLUMN_LABELS[column]}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {pageLines.map((line) => (
                <PreviewRow
                  key={line.row}
                  line={line}
                  mapping={loaded.mapping}
                  result={results.get(line.row)}
                  imported={phase.step === "done"}
                />
              ))}
              {pageLines.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={IMPORT_COLUMNS.length + 3}
                    className="py-6 text-center text-muted-foreground"
                  >
                    No rows with errors.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-2 text-sm" aria-label="Pages of rows">
            <Button
              variant="outline"
              size="sm"
              onClick={() => dispatch({ type: "page", page: page - 1 })}
              disabled={page === 0}
            >
              Previous
            </Button>
            <span className="text-muted-foreground">
              Page {page + 1} of {pages} · {plural(shown.length, "row")}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => dispatch({ type: "page", page: page + 1 })}
              disabled={page + 1 >= pages}
            >
              Next
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
