import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useMemo, useReducer } from "react";
import { type HeaderMapping, mapHeader, rowFromCells } from "../../../../domain/imports";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import type { ImportResponse, ImportTotals } from "../../../../domain/schemas/imports";
import type { JobAccepted } from "../../../../domain/schemas/jobs";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";
import { describeFailure } from "../../../lib/errors";
import { refreshAfterWrite } from "../../../lib/resources";
import { awaitJob, JobFailed } from "../../jobs";
import { errorFileCsv } from "./error-file";
import { importReducer, initialImportState, loadedProblem } from "./import-state";
import { plural } from "./present";
import { type FileLine, readImportFile } from "./read-file";

export const IMPORT_URL = "/api/imports/measurements";
// UI-84: a valid-only import is sent in chunks so the bar can move; the preview is paged.
const CHUNK_ROWS = 1000;
export const PAGE_ROWS = 100;

const requestRows = (lines: readonly FileLine[], mapping: HeaderMapping) =>
  lines.map((line) => rowFromCells(line.cells, mapping, line.row, true));

/**
 * IMPORT-24, UI-111: sends one part of an import; a large part comes back 202 as a job, polled until it
 * finishes (`onProgress` gets its rows done), whose result is the answer a small part gets at once.
 */
async function sendImport(body: object, onProgress: (done: number) => void): Promise<ImportResponse> {
  const answer = await api.post<ImportResponse | JobAccepted>(IMPORT_URL, body);
  if (!("jobId" in answer)) return answer;
  const job = await awaitJob(answer.jobId, (progress) => onProgress(progress.progress.done));
  if (job.state === "failed" || !job.result)
    throw new JobFailed(job.error ?? "The import failed on the server.");
  return job.result as ImportResponse;
}

/**
 * The import screen's state and its steps (UI-83..UI-86, IMPORT-12..IMPORT-14): reading and checking a
 * chosen file, importing it, and the error file; plus what the screen shows of it.
 */
export function useImport() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const { loaded, results, phase, check, mode, errorsOnly, page } = state;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = "";
    if (!file) return;
    dispatch({ type: "read" });
    const read = await readImportFile(file);
    if (!read.ok) {
      dispatch({ type: "refuse", message: read.message });
      return;
    }
    const next = {
      fileName: read.fileName,
      headings: read.headings,
      lines: read.lines,
      mapping: mapHeader(read.headings),
    };
    const problem = loadedProblem(next);
    if (problem) {
      dispatch({ type: "refuse", message: problem, loaded: next });
      return;
    }
    // IMPORT-1: a dry run of every row at once (duplicates are found across the whole file).
    dispatch({ type: "check", loaded: next });
    try {
      const answer = await api.post<ImportResponse>(`${IMPORT_URL}?dryRun=true`, {
        mode: "valid-only",
        rows: requestRows(next.lines, next.mapping),
      });
      dispatch({ type: "checked", results: answer.results, totals: answer.totals });
    } catch (error) {
      dispatch({
        type: "refuse",
        message: describeFailure(error, "The file could not be checked. Try again."),
      });
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
        dispatch({ type: "progress", done: 0, total: null });
        // IMPORT-14: all-or-nothing writes in one transaction at the end: its bar pulses until then.
        const answer = await sendImport({ mode, rows: all }, () => {});
        add(answer);
        committed = answer.committed;
      } else {
        // IMPORT-13: only the rows the check found valid are sent; the others keep their errors.
        const valid = all.filter((row) => results.get(row.row as number)?.status !== "error");
        const refused = all.length - valid.length;
        totals.rows = refused;
        totals.errors = refused;
        dispatch({ type: "progress", done: 0, total: valid.length });
        for (let start = 0; start < valid.length; start += CHUNK_ROWS) {
          const answer = await sendImport(
            {
              mode,
              rows: valid.slice(start, start + CHUNK_ROWS),
              // IMPORT-23: the activity row counts the file's refused rows too (once, with the first part).
              ...(start === 0 && refused > 0 ? { refusedRows: refused } : {}),
            },
            (done) => dispatch({ type: "progress", done: start + done, total: valid.length }),
          );
          add(answer);
          committed = committed || answer.committed;
          dispatch({
            type: "progress",
            done: Math.min(start + CHUNK_ROWS, valid.length),
            total: valid.length,
          });
        }
      }
    } catch (error) {
      toast({
        title: "Import stopped",
        description:
          error instanceof JobFailed
            ? error.message
            : describeFailure(error, "The import failed. Rows already imported stay imported."),
        variant: "destructive",
      });
    }
    dispatch({ type: "finish", results: merged, totals, committed });
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

  return {
    state,
    dispatch,
    onFile,
    startImport,
    downloadErrors,
    errorCount,
    shown,
    pages: Math.max(1, Math.ceil(shown.length / PAGE_ROWS)),
    pageLines: shown.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS),
    importing: phase.step === "importing",
    toImport: check ? check.valid - check.unchanged : 0,
  };
}

export type ImportScreen = ReturnType<typeof useImport>;
