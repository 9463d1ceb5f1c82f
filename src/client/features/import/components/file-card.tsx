import { AlertTriangle, FileUp } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from "../../../../domain/imports";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatNumber } from "../../../lib/intl";
import type { ImportState } from "../lib/import-state";
import { plural } from "../lib/present";
import { ACCEPTED_FILES } from "../lib/read-file";

/** UI-84 step 1: choosing the file, what was read of it, and why it cannot go on. */
export function FileCard({
  state: { loaded, phase, problem },
  onFile,
}: {
  state: ImportState;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const importing = phase.step === "importing";
  return (
    <Card>
      <CardHeader>
        <CardTitle>1. Choose a file</CardTitle>
        <CardDescription>
          A CSV or .xlsx file of up to 5 MB and {formatNumber(IMPORT_MAX_ROWS)} rows, with the columns{" "}
          {IMPORT_COLUMNS.join(", ")} (any order and case). Functions and KPIs are matched by their exact name
          or id; a period is a month, a quarter (Q1) or annual. Empty values leave what is stored.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id="import-file"
            type="file"
            accept={ACCEPTED_FILES}
            className="sr-only"
            aria-label="CSV or XLSX file to import"
            data-testid="import-file-input"
            onChange={onFile}
            disabled={importing || phase.step === "checking"}
          />
          <Button
            onClick={() => input.current?.click()}
            disabled={importing || phase.step === "checking" || phase.step === "reading"}
          >
            <FileUp aria-hidden="true" />
            {loaded ? "Choose another file" : "Choose file"}
          </Button>
          {loaded && (
            <span className="text-sm text-muted-foreground" data-testid="import-file-name">
              {loaded.fileName} · {plural(loaded.lines.length, "row")}
            </span>
          )}
          {(phase.step === "reading" || phase.step === "checking") && (
            <span className="text-sm text-muted-foreground" role="status">
              {phase.step === "reading" ? "Reading the file…" : "Checking every row…"}
            </span>
          )}
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="import-problem">
            {problem}
          </p>
        )}
        {loaded && (
          <div className="grid gap-2 text-sm">
            <p>
              <span className="font-medium">Columns found: </span>
              {IMPORT_COLUMNS.filter((column) => loaded.mapping.columns[column] !== undefined).join(", ") ||
                "none"}
            </p>
            {loaded.mapping.unknown.length > 0 && (
              <p className="text-amber-700 dark:text-amber-300" data-testid="import-unknown-columns">
                <AlertTriangle className="mr-1 inline size-4" aria-hidden="true" />
                Unknown {loaded.mapping.unknown.length === 1 ? "column" : "columns"}:{" "}
                {loaded.mapping.unknown.map((column) => `"${column.name}"`).join(", ")}. Rows with a value in
                {loaded.mapping.unknown.length === 1 ? " it" : " them"} are refused; remove{" "}
                {loaded.mapping.unknown.length === 1 ? "the column" : "these columns"} from the file.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
