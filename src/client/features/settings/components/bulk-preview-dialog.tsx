import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { usersResource } from "../../../../domain/resources";
import { type BulkUsersResponse, bulkSummary } from "../../../../domain/schemas/bulk-users";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "../../../components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { refreshAfterWrite, sendAction } from "../../../lib/resources";
import { importInChunks, type RowOutcome } from "../lib/import-users";
import { NO_VALID_USERS } from "../lib/parse-users-csv";
import type { BulkPreview } from "./bulk-upload";

// A table of 10,000 rows would freeze the dialog; the rest are counted, and errors can be listed alone.
const SHOWN_ROWS = 200;

type Phase = { step: "preview" } | { step: "importing"; done: number; total: number } | { step: "done" };

/** UI-19 Bulk upload preview: status, names, email, role, errors; valid count; progress; 'Import N Users'. */
export function BulkPreviewDialog({
  preview,
  onClose,
}: {
  preview: BulkPreview | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-5xl" onInteractOutside={(event) => event.preventDefault()}>
        {preview && (
          <PreviewBody key={preview.fileName + preview.rows.length} preview={preview} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ preview, onClose }: { preview: BulkPreview; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: "preview" });
  const [outcomes, setOutcomes] = useState<Map<number, RowOutcome>>(new Map());
  const [errorsOnly, setErrorsOnly] = useState(false);

  const valid = preview.checks.filter((check) => check.user !== null);
  const invalidCount = preview.checks.length - valid.length;
  const outcomeCount = (status: RowOutcome["status"]) =>
    [...outcomes.values()].filter((outcome) => outcome.status === status).length;
  const created = outcomeCount("created");
  // USER-4: the rows the preview refused and the ones the server refused on their own checks are
  // skipped as invalid; a valid row the server could not create failed.
  const skipped = invalidCount + outcomeCount("skipped");
  const failed = outcomeCount("failed");

  const startImport = async () => {
    if (valid.length === 0) {
      toast({ ...NO_VALID_USERS, variant: "destructive" });
      return;
    }
    setPhase({ step: "importing", done: 0, total: valid.length });
    const results = await importInChunks(
      valid.map((check) => ({ index: check.index, user: check.user! })),
      // POST /api/users/bulk: creates the valid rows of one request and answers per row.
      (request) => sendAction<BulkUsersResponse>(usersResource, { name: "bulk" }, { body: request }),
      {
        onProgress: (done, total) => setPhase({ step: "importing", done, total }),
        describe: (error) => describeFailure(error, "the request failed"),
      },
    );
    setOutcomes(results);
    setPhase({ step: "done" });
    const count = (status: RowOutcome["status"]) =>
      [...results.values()].filter((outcome) => outcome.status === status).length;
    const createdNow = count("created");
    const summary = bulkSummary(createdNow, count("failed"), invalidCount + count("skipped"));
    toast({ ...summary, variant: createdNow > 0 ? "success" : "destructive" });
    void refreshAfterWrite(queryClient, usersResource);
  };

  const rows = preview.checks
    .map((check) => ({ check, input: preview.rows[check.index]!, outcome: outcomes.get(check.index) }))
    .filter(
      ({ check, outcome }) =>
        !errorsOnly || check.errors.length > 0 || (outcome !== undefined && outcome.status !== "created"),
    );
  const shown = rows.slice(0, SHOWN_ROWS);
  const importing = phase.step === "importing";

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeading
        title="Bulk Upload Preview"
        description={
          <>
            {preview.checks.length} {preview.checks.length === 1 ? "row" : "rows"} read from{" "}
            {preview.fileName}. Rows with errors are skipped; each new user gets an invitation email.
          </>
        }
      />

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span
          className="inline-flex items-center gap-1.5 font-medium text-success"
          data-testid="bulk-valid-count"
        >
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          {valid.length} valid
        </span>
        <span
          className={cn(
            "inline-flex items-center gap-1.5 font-medium",
            invalidCount ? "text-destructive" : "text-muted-foreground",
          )}
        >
          <XCircleIcon className="size-4" aria-hidden="true" />
          {invalidCount} with errors
        </span>
        {phase.step === "done" && (
          <span className="font-medium" data-testid="bulk-outcome-counts">
            <span data-testid="bulk-created-count">{created} created</span>
            {" · "}
            <span data-testid="bulk-skipped-count">{skipped} skipped as invalid</span>
            {" · "}
            <span data-testid="bulk-failed-count" className={cn(failed > 0 && "text-destructive")}>
              {failed} failed
            </span>
          </span>
        )}
        <div className="ml-auto flex items-center gap-2 text-muted-foreground">
          <Checkbox
            id="bulk-errors-only"
            checked={errorsOnly}
            onCheckedChange={(checked) => setErrorsOnly(checked === true)}
          />
          <label htmlFor="bulk-errors-only" className="cursor-pointer">
            Show only rows with errors
          </label>
        </div>
      </div>

      {importing && (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={phase.total}
            aria-valuenow={phase.done}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300"
              style={{ width: `${phase.total ? (phase.done / phase.total) * 100 : 0}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Importing {phase.done} of {phase.total} users...
          </p>
        </div>
      )}

      <div className="max-h-[50dvh] overflow-auto rounded-lg border">
        <Table>
          <TableHeader className="sticky top-0 z-10 bg-card">
            <TableRow>
              <TableHead className="w-28">Status</TableHead>
              <TableHead>First Name</TableHead>
              <TableHead>Last Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Errors</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map(({ check, input, outcome }) => {
              const errors = outcome?.errors.length ? outcome.errors : check.errors;
              return (
                <TableRow key={check.index} data-row={check.index}>
                  <TableCell>
                    <RowStatus valid={check.user !== null} outcome={outcome} />
                  </TableCell>
                  <TableCell>{input.firstName || <Missing />}</TableCell>
                  <TableCell>{input.lastName || <Missing />}</TableCell>
                  <TableCell className="max-w-64 truncate" title={input.email ?? ""}>
                    {input.email || <Missing />}
                  </TableCell>
                  <TableCell>{input.role || "user"}</TableCell>
                  <TableCell className="min-w-48 text-destructive">
                    {errors.length > 0 ? (
                      <ul className="grid gap-0.5 text-xs">
                        {errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="py-6 text-center text-muted-foreground">
                  No rows with errors.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {rows.length > SHOWN_ROWS && (
        <p className="text-xs text-muted-foreground">
          Showing the first {SHOWN_ROWS} of {rows.length} rows.
        </p>
      )}

      <DialogFooter>
        {phase.step === "done" ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={importing}>
              Cancel
            </Button>
            <Button onClick={startImport} disabled={importing}>
              {importing ? "Importing..." : `Import ${valid.length} Users`}
            </Button>
          </>
        )}
      </DialogFooter>
    </div>
  );
}

function Missing() {
  return <span className="text-muted-foreground italic">missing</span>;
}

function RowStatus({ valid, outcome }: { valid: boolean; outcome: RowOutcome | undefined }) {
  if (outcome?.status === "created") {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
        Created
      </span>
    );
  }
  if (outcome?.status === "failed" || outcome?.status === "skipped" || !valid) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
        <XCircleIcon className="size-4" aria-hidden="true" />
        {outcome?.status === "failed" ? "Failed" : outcome ? "Skipped" : "Error"}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
      <CheckCircle2Icon className="size-4" aria-hidden="true" />
      Valid
    </span>
  );
}
