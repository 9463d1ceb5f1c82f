import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock, Download, FileUp, MinusCircle, XCircle } from "lucide-react";
import { type ChangeEvent, useMemo, useRef, useState } from "react";
import {
  type HeaderMapping,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_ROWS_MESSAGE,
  mapHeader,
  rowFromCells,
} from "../../../../domain/imports";
import { currentYear } from "../../../../domain/periods";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import type {
  ImportMode,
  ImportResponse,
  ImportRowResult,
  ImportStatus,
  ImportTotals,
} from "../../../../domain/schemas/imports";
import { SCREEN_HEADINGS } from "../../../../domain/screen-headings";
import { PageHeader } from "../../../components/page-header";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { formatNumber } from "../../../lib/intl";
import { refreshAfterWrite } from "../../../lib/resources";
import { errorFileCsv, saveText } from "../lib/error-file";
import { ACCEPTED_FILES, type FileLine, readImportFile } from "../lib/read-file";

const IMPORT_URL = "/api/imports/measurements";
const TEMPLATE_URL = "/api/imports/measurements/template.csv";
// UI-84: a valid-only import is sent in chunks so the bar can move; the preview is paged.
const CHUNK_ROWS = 1000;
const PAGE_ROWS = 100;

type Loaded = {
  fileName: string;
  headings: string[];
  lines: FileLine[];
  mapping: HeaderMapping;
};

type Phase =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "checking" }
  | { step: "preview" }
  | { step: "importing"; done: number; total: number | null }
  | { step: "done"; totals: ImportTotals; committed: boolean };

const STATUS: Record<ImportStatus, { label: string; variant: BadgeVariant; icon: typeof CheckCircle2 }> = {
  ok: { label: "Ready", variant: "success", icon: CheckCircle2 },
  warning: { label: "Warning", variant: "warning", icon: AlertTriangle },
  pending: { label: "For approval", variant: "purple", icon: Clock },
  skipped: { label: "Unchanged", variant: "grey", icon: MinusCircle },
  error: { label: "Error", variant: "destructive", icon: XCircle },
};
const COLUMN_LABELS: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  function: "Function",
  kpi: "KPI",
  year: "Year",
  period: "Period",
  target: "Target",
  actual: "Actual",
};
const DONE_STATUS: Partial<Record<ImportStatus, string>> = { ok: "Imported", warning: "Imported" };

function plural(count: number, one: string, many = `${one}s`) {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * Import (UI-83..UI-86, IMPORT-12..IMPORT-14): choose a CSV or XLSX file, see its columns, check every row
 * on the server (a dry run), choose the mode, import with a progress bar, read the summary, and take the
 * rows with errors back as a file to fix.
 */
export function ImportPage() {
  const queryClient = useQueryClient();
  const fiscalStart = useFiscalStartMonth();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [results, setResults] = useState<Map<number, ImportRowResult>>(new Map());
  const [check, setCheck] = useState<ImportTotals | null>(null);
  const [mode, setMode] = useState<ImportMode>("valid-only");
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [page, setPage] = useState(0);
  const year = currentYear(new Date(), fiscalStart);

  const requestRows = (lines: readonly FileLine[], mapping: HeaderMapping) =>
    lines.map((line) => rowFromCells(line.cells, mapping, line.row, true));

  const reset = () => {
    setLoaded(null);
    setProblem(null);
    setPhase({ step: "idle" });
    setResults(new Map());
    setCheck(null);
    setPage(0);
    setErrorsOnly(false);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = "";
    if (!file) return;
    reset();
    setPhase({ step: "reading" });
    const read = await readImportFile(file);
    if (!read.ok) {
      setProblem(read.message);
      setPhase({ step: "idle" });
      return;
    }
    const mapping = mapHeader(read.headings);
    const next = { fileName: read.fileName, headings: read.headings, lines: read.lines, mapping };
    setLoaded(next);
    if (mapping.missing.length > 0) {
      setProblem(
        `The file has no ${mapping.missing.join(", ")} ${mapping.missing.length === 1 ? "column" : "columns"}. Its first line must name the columns ${IMPORT_COLUMNS.join(", ")}.`,
      );
      setPhase({ step: "idle" });
      return;
    }
    if (read.lines.length === 0) {
      setProblem("The file has no rows under its header line.");
      setPhase({ step: "idle" });
      return;
    }
    if (read.lines.length > IMPORT_MAX_ROWS) {
      setProblem(IMPORT_MAX_ROWS_MESSAGE);
      setPhase({ step: "idle" });
      return;
    }
    // IMPORT-1: a dry run of every row at once (duplicates are found across the whole file).
    setPhase({ step: "checking" });
    try {
      const answer = await api.post<ImportResponse>(`${IMPORT_URL}?dryRun=true`, {
        mode: "valid-only",
        rows: requestRows(read.lines, mapping),
      });
      setResults(new Map(answer.results.map((result) => [result.row, result])));
      setCheck(answer.totals);
      setPhase({ step: "preview" });
    } catch (error) {
      setProblem(describeFailure(error, "The file could not be checked. Try again."));
      setPhase({ step: "idle" });
    }
  };

  const startImport = async () => {
    if (!loaded) return;
    const all = requestRows(loaded.lines, loaded.mapping);
    const merged = new Map(results);
    const totals: ImportTotals = { rows: 0, valid: 0, errors: 0, written: 0, pending: 0, unchanged: 0 };
    const add = (answer: ImportResponse) => {
      for (const result of answer.results) merged.set(result.row, result);
      for (const key of Object.keys(totals) as (keyof ImportTotals)[]) totals[key] += answer.totals[key];
    };
    let committed = false;
    try {
      if (mode === "all-or-nothing") {
        setPhase({ step: "importing", done: 0, total: null });
        const answer = await api.post<ImportResponse>(IMPORT_URL, { mode, rows: all });
        add(answer);
        committed = answer.committed;
      } else {
        // IMPORT-13: only the rows the check found valid are sent; the others keep their errors.
        const valid = all.filter((row) => results.get(row.row as number)?.status !== "error");
        const refused = all.length - valid.length;
        totals.rows = refused;
        totals.errors = refused;
        setPhase({ step: "importing", done: 0, total: valid.length });
        for (let start = 0; start < valid.length; start += CHUNK_ROWS) {
          const answer = await api.post<ImportResponse>(IMPORT_URL, {
            mode,
            rows: valid.slice(start, start + CHUNK_ROWS),
          });
          add(answer);
          committed = committed || answer.committed;
          setPhase({
            step: "importing",
            done: Math.min(start + CHUNK_ROWS, valid.length),
            total: valid.length,
          });
        }
      }
    } catch (error) {
      toast({
        title: "Import stopped",
        description: describeFailure(error, "The import failed. Rows already imported stay imported."),
        variant: "destructive",
      });
    }
    setResults(merged);
    setPhase({ step: "done", totals, committed });
    if (committed) void refreshAfterWrite(queryClient, kpiAssignmentsResource);
    toast({
      title: committed ? "Import finished" : "Nothing was imported",
      description: `${plural(totals.written, "row")} imported, ${plural(totals.pending, "row")} for approval, ${plural(totals.errors, "row")} with errors.`,
      variant: committed ? "success" : "destructive",
    });
  };

  const downloadErrors = async () => {
    if (!loaded) return;
    const text = await errorFileCsv(loaded.headings, loaded.lines, results);
    const base = loaded.fileName.replace(/\.[^.]+$/, "");
    saveText(text, `${base}-errors.csv`);
  };

  const errorCount = useMemo(
    () => [...results.values()].filter((result) => result.status === "error").length,
    [results],
  );
  const shown = useMemo(
    () => (loaded?.lines ?? []).filter((line) => !errorsOnly || results.get(line.row)?.status === "error"),
    [loaded, results, errorsOnly],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_ROWS));
  const pageLines = shown.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
  const importing = phase.step === "importing";
  const done = phase.step === "done" ? phase : null;
  const toImport = check ? check.valid - check.unchanged : 0;

  return (
    <div className="space-y-6">
      <PageHeader
        {...SCREEN_HEADINGS["/import"]}
        actions={
          <Button variant="outline" asChild>
            <a href={`${TEMPLATE_URL}?year=${year}`} download>
              <Download aria-hidden="true" />
              Download template
            </a>
          </Button>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>1. Choose a file</CardTitle>
          <CardDescription>
            A CSV or .xlsx file of up to 5 MB and {formatNumber(IMPORT_MAX_ROWS)} rows, with the columns{" "}
            {IMPORT_COLUMNS.join(", ")} (any order and case). Functions and KPIs are matched by their exact
            name or id; a period is a month, a quarter (Q1) or annual. Empty values leave what is stored.
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
                  {loaded.mapping.unknown.map((column) => `"${column.name}"`).join(", ")}. Rows with a value
                  in
                  {loaded.mapping.unknown.length === 1 ? " it" : " them"} are refused; remove{" "}
                  {loaded.mapping.unknown.length === 1 ? "the column" : "these columns"} from the file.
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>

      {check && loaded && (
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
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="import-counts">
              {(done
                ? [
                    ["Imported", done.totals.written, "text-success"],
                    ["For approval", done.totals.pending, "text-purple-600 dark:text-purple-300"],
                    ["Unchanged", done.totals.unchanged, "text-muted-foreground"],
                    ["With errors", done.totals.errors, "text-destructive"],
                    ["Rows", loaded.lines.length, ""],
                  ]
                : [
                    ["Ready", toImport - check.pending, "text-success"],
                    ["For approval", check.pending, "text-purple-600 dark:text-purple-300"],
                    ["Unchanged", check.unchanged, "text-muted-foreground"],
                    ["With errors", check.errors, "text-destructive"],
                    ["Rows", check.rows, ""],
                  ]
              ).map(([label, value, tone]) => (
                <div key={label as string} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd
                    className={cn("text-2xl font-semibold tabular-nums", tone as string)}
                    data-count={label}
                  >
                    {formatNumber(value as number)}
                  </dd>
                </div>
              ))}
            </dl>

            {!done && (
              <fieldset className="grid gap-2" disabled={importing}>
                <legend className="mb-1 text-sm font-medium">Mode</legend>
                {(
                  [
                    [
                      "valid-only",
                      "Import the valid rows",
                      "Rows with errors are left out; fix them from the error file.",
                    ],
                    ["all-or-nothing", "All or nothing", "If any row has an error, nothing is imported."],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label key={value} className="flex cursor-pointer items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name="import-mode"
                      value={value}
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="mt-1 accent-primary"
                    />
                    <span>
                      <span className="font-medium">{label}</span>
                      <span className="block text-muted-foreground">{hint}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}

            {importing && (
              <div className="grid gap-1.5">
                <div
                  role="progressbar"
                  aria-label="Import progress"
                  aria-valuemin={0}
                  {...(phase.total === null
                    ? {}
                    : { "aria-valuemax": phase.total, "aria-valuenow": phase.done })}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={cn(
                      "h-full rounded-full bg-primary transition-[width] duration-300",
                      phase.total === null && "w-1/3 animate-pulse",
                    )}
                    style={
                      phase.total === null
                        ? undefined
                        : { width: `${phase.total ? (phase.done / phase.total) * 100 : 100}%` }
                    }
                  />
                </div>
                <p className="text-xs text-muted-foreground">
                  {phase.total === null
                    ? "Importing every row in one transaction…"
                    : `Importing ${formatNumber(phase.done)} of ${formatNumber(phase.total)} rows…`}
                </p>
              </div>
            )}

            <div className="flex flex-wrap gap-2">
              {!done && (
                <Button
                  onClick={startImport}
                  disabled={importing || toImport === 0 || (mode === "all-or-nothing" && check.errors > 0)}
                  data-testid="import-start"
                >
                  {importing ? "Importing…" : `Import ${plural(Math.max(toImport, 0), "row")}`}
                </Button>
              )}
              {errorCount > 0 && (
                <Button variant="outline" onClick={downloadErrors} data-testid="import-error-file">
                  <Download aria-hidden="true" />
                  Download the error rows
                </Button>
              )}
              {done && (
                <Button variant="outline" onClick={reset}>
                  Import another file
                </Button>
              )}
            </div>
            {!done && mode === "all-or-nothing" && check.errors > 0 && (
              <p className="text-sm text-destructive">
                {plural(check.errors, "row has", "rows have")} errors: in all-or-nothing mode nothing would be
                imported. Fix them, or import the valid rows only.
              </p>
            )}
          </CardContent>
        </Card>
      )}

      {check && loaded && (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>Rows</CardTitle>
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <Checkbox
                id="import-errors-only"
                checked={errorsOnly}
                onCheckedChange={(checked) => {
                  setErrorsOnly(checked === true);
                  setPage(0);
                }}
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
                    <TableHead className="w-16">Row</TableHead>
                    <TableHead className="w-32">Status</TableHead>
                    {IMPORT_COLUMNS.map((column) => (
                      <TableHead key={column}>{COLUMN_LABELS[column]}</TableHead>
                    ))}
                    <TableHead className="min-w-64">Messages</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {pageLines.map((line) => {
                    const result = results.get(line.row);
                    return (
                      <PreviewRow
                        key={line.row}
                        line={line}
                        mapping={loaded.mapping}
                        result={result}
                        imported={done !== null}
                      />
                    );
                  })}
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
                <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
                  Previous
                </Button>
                <span className="text-muted-foreground">
                  Page {page + 1} of {pages} · {plural(shown.length, "row")}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage(page + 1)}
                  disabled={page + 1 >= pages}
                >
                  Next
                </Button>
              </nav>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function PreviewRow({
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
      {IMPORT_COLUMNS.map((column) => {
        const index = mapping.columns[column];
        const value = index === undefined ? "" : line.cells[index];
        return (
          <TableCell key={column} className="max-w-48 truncate" title={String(value ?? "")}>
            {String(value ?? "")}
          </TableCell>
        );
      })}
      <TableCell className="text-xs">
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
    </TableRow>
  );
}
