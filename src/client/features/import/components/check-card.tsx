import { Download } from "lucide-react";
import type { ImportTotals } from "../../../../domain/schemas/imports";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { Loaded } from "../lib/import-state";
import { plural } from "../lib/present";
import type { ImportScreen } from "../lib/use-import";
import { ImportCounts, ImportProgress, ModeChoice } from "./import-parts";

/** UI-85 step 2, then 3: the dry run's counts, the mode and the import; afterwards, its summary. */
export function CheckCard({
  screen,
  check,
  loaded,
}: {
  screen: ImportScreen;
  check: ImportTotals;
  loaded: Loaded;
}) {
  const { state, dispatch, importing, toImport, errorCount } = screen;
  const { phase, mode } = state;
  const done = phase.step === "done" ? phase : null;
  const allOrNothingRefused = mode === "all-or-nothing" && check.errors > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{done ? "3. Summary" : "2. Check and import"}</CardTitle>
        <CardDescription>
          {done
            ? done.committed
              ? "The import is finished. Rows with errors were not imported."
              : "Nothing was imported."
            : "Every row was checked as if it were imported now; nothing has been written yet."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ImportCounts
          check={check}
          done={done?.totals ?? null}
          toImport={toImport}
          lineCount={loaded.lines.length}
        />
        {!done && (
          <ModeChoice
            mode={mode}
            disabled={importing}
            onChange={(next) => dispatch({ type: "mode", mode: next })}
          />
        )}
        {phase.step === "importing" && <ImportProgress done={phase.done} total={phase.total} />}
        <div className="flex flex-wrap gap-2">
          {!done && (
            <Button
              onClick={screen.startImport}
              disabled={importing || toImport === 0 || allOrNothingRefused}
              data-testid="import-start"
            >
              {importing ? "Importing…" : `Import ${plural(Math.max(toImport, 0), "row")}`}
            </Button>
          )}
          {errorCount > 0 && (
            <Button variant="outline" onClick={screen.downloadErrors} data-testid="import-error-file">
              <Download aria-hidden="true" />
              Download the error rows
            </Button>
          )}
          {done && (
            <Button variant="outline" onClick={() => dispatch({ type: "reset" })}>
              Import another file
            </Button>
          )}
        </div>
        {!done && allOrNothingRefused && (
          <p className="text-sm text-destructive">
            {plural(check.errors, "row has", "rows have")} errors: in all-or-nothing mode nothing would be
            imported. Fix them, or import the valid rows only.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
