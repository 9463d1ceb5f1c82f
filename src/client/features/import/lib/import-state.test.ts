import { describe, expect, it } from "vitest";
import { IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_MESSAGE, mapHeader } from "../../../../domain/imports";
import type { ImportRowResult, ImportTotals } from "../../../../domain/schemas/imports";
import {
  type ImportAction,
  type ImportState,
  importReducer,
  initialImportState,
  type Loaded,
  loadedProblem,
} from "./import-state";

const HEADINGS = ["function", "kpi", "year", "period", "target", "actual"];
const loaded = (lines = 2, headings = HEADINGS): Loaded => ({
  fileName: "values.csv",
  headings,
  lines: Array.from({ length: lines }, (_, i) => ({
    row: i + 2,
    cells: ["Sales", "Revenue", 2026, "q1", 1, 2],
  })),
  mapping: mapHeader(headings),
});
const totals: ImportTotals = { rows: 2, valid: 1, errors: 1, written: 0, pending: 0, unchanged: 0 };
const result = (row: number, status: ImportRowResult["status"]): ImportRowResult => ({
  row,
  status,
  errors: [],
  warnings: [],
});
const preview: ImportState = {
  ...initialImportState,
  loaded: loaded(),
  phase: { step: "preview" },
  results: new Map([[2, result(2, "ok")]]),
  check: totals,
  mode: "all-or-nothing",
  errorsOnly: true,
  page: 3,
};

describe("importReducer", () => {
  it.each<[string, ImportState, ImportAction, Partial<ImportState>]>([
    [
      "a new file clears the last one but keeps the mode",
      preview,
      { type: "read" },
      { ...initialImportState, mode: "all-or-nothing", phase: { step: "reading" } },
    ],
    [
      "starting again keeps the mode",
      preview,
      { type: "reset" },
      { ...initialImportState, mode: "all-or-nothing" },
    ],
    [
      "an unreadable file says why and goes back to idle",
      { ...initialImportState, phase: { step: "reading" } },
      { type: "refuse", message: "Not a CSV" },
      { loaded: null, problem: "Not a CSV", phase: { step: "idle" } },
    ],
    [
      "a file read but unfit keeps what was read",
      { ...initialImportState, phase: { step: "reading" } },
      { type: "refuse", message: "No rows", loaded: preview.loaded as Loaded },
      { loaded: preview.loaded, problem: "No rows", phase: { step: "idle" } },
    ],
    [
      "checking holds the file",
      { ...initialImportState, phase: { step: "reading" } },
      { type: "check", loaded: preview.loaded as Loaded },
      { loaded: preview.loaded, phase: { step: "checking" } },
    ],
    [
      "a failed check keeps the file and says why",
      { ...initialImportState, loaded: preview.loaded, phase: { step: "checking" } },
      { type: "refuse", message: "Try again" },
      { loaded: preview.loaded, problem: "Try again", check: null, phase: { step: "idle" } },
    ],
    [
      "the dry run's results are kept by row",
      { ...initialImportState, loaded: preview.loaded, phase: { step: "checking" } },
      { type: "checked", results: [result(2, "ok"), result(3, "error")], totals },
      {
        results: new Map([
          [2, result(2, "ok")],
          [3, result(3, "error")],
        ]),
        check: totals,
        phase: { step: "preview" },
      },
    ],
    [
      "the import moves its bar",
      preview,
      { type: "progress", done: 1000, total: 2500 },
      { phase: { step: "importing", done: 1000, total: 2500 }, check: totals },
    ],
    [
      "the finished import keeps its totals and results",
      { ...preview, phase: { step: "importing", done: 0, total: null } },
      {
        type: "finish",
        results: new Map([[2, result(2, "pending")]]),
        totals: { ...totals, pending: 1 },
        committed: true,
      },
      {
        results: new Map([[2, result(2, "pending")]]),
        phase: { step: "done", totals: { ...totals, pending: 1 }, committed: true },
        check: totals,
      },
    ],
    ["the mode is chosen", preview, { type: "mode", mode: "valid-only" }, { mode: "valid-only", page: 3 }],
    [
      "showing only errors goes back to the first page",
      preview,
      { type: "errorsOnly", on: false },
      { errorsOnly: false, page: 0 },
    ],
    ["paging moves the page only", preview, { type: "page", page: 4 }, { page: 4, errorsOnly: true }],
  ])("%s", (_, state, action, expected) => {
    expect(importReducer(state, action)).toMatchObject(expected);
  });
});

describe("loadedProblem", () => {
  it.each<[string, Loaded, string | null]>([
    ["a file with every column and some rows is fine", loaded(), null],
    [
      "a missing column is named with the columns the first line must name",
      loaded(2, ["function", "kpi", "year"]),
      "The file has no period column. Its first line must name the columns function, kpi, year, period, target, actual.",
    ],
    [
      "several missing columns are named together",
      loaded(2, ["function", "kpi"]),
      "The file has no year, period columns. Its first line must name the columns function, kpi, year, period, target, actual.",
    ],
    ["a header without rows", loaded(0), "The file has no rows under its header line."],
    ["too many rows", loaded(IMPORT_MAX_ROWS + 1), IMPORT_MAX_ROWS_MESSAGE],
    ["exactly the most rows is fine", loaded(IMPORT_MAX_ROWS), null],
  ])("%s", (_, file, expected) => {
    expect(loadedProblem(file)).toBe(expected);
  });
});
