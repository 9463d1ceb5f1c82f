// UI-83..UI-86: the import screen's steps as one state machine. A file is read, checked on the server
// (a dry run), previewed, imported and summed up; every step is one action, so the screen's state can
// only move the ways listed here.
import {
  type HeaderMapping,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_ROWS_MESSAGE,
} from "../../../../domain/imports";
import type { ImportMode, ImportRowResult, ImportTotals } from "../../../../domain/schemas/imports";
import type { FileLine } from "./read-file";

/** A file read in the browser, with its header matched to the import's columns. */
export type Loaded = {
  fileName: string;
  headings: string[];
  lines: FileLine[];
  mapping: HeaderMapping;
};

export type Phase =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "checking" }
  | { step: "preview" }
  | { step: "importing"; done: number; total: number | null }
  | { step: "done"; totals: ImportTotals; committed: boolean };

export type ImportState = {
  loaded: Loaded | null;
  /** Why the file cannot be checked or imported, in the words shown under it. */
  problem: string | null;
  phase: Phase;
  /** Each row's result by its line number: the dry run's, then the import's. */
  results: ReadonlyMap<number, ImportRowResult>;
  /** The dry run's totals; null until the file was checked. */
  check: ImportTotals | null;
  mode: ImportMode;
  errorsOnly: boolean;
  page: number;
};

export type ImportAction =
  /** Back to no file; the chosen mode stays. */
  | { type: "reset" }
  /** A new file is being read: what the last one left is gone. */
  | { type: "read" }
  /** The file cannot go on; `loaded` when it was read but is not fit to check. */
  | { type: "refuse"; message: string; loaded?: Loaded }
  | { type: "check"; loaded: Loaded }
  | { type: "checked"; results: readonly ImportRowResult[]; totals: ImportTotals }
  | { type: "progress"; done: number; total: number | null }
  | {
      type: "finish";
      results: ReadonlyMap<number, ImportRowResult>;
      totals: ImportTotals;
      committed: boolean;
    }
  | { type: "mode"; mode: ImportMode }
  | { type: "errorsOnly"; on: boolean }
  | { type: "page"; page: number };

export const initialImportState: ImportState = {
  loaded: null,
  problem: null,
  phase: { step: "idle" },
  results: new Map(),
  check: null,
  mode: "valid-only",
  errorsOnly: false,
  page: 0,
};

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case "reset":
      return { ...initialImportState, mode: state.mode };
    case "read":
      return { ...initialImportState, mode: state.mode, phase: { step: "reading" } };
    case "refuse":
      return {
        ...state,
        problem: action.message,
        phase: { step: "idle" },
        ...(action.loaded ? { loaded: action.loaded } : {}),
      };
    case "check":
      return { ...state, loaded: action.loaded, phase: { step: "checking" } };
    case "checked":
      return {
        ...state,
        results: new Map(action.results.map((result) => [result.row, result])),
        check: action.totals,
        phase: { step: "preview" },
      };
    case "progress":
      return { ...state, phase: { step: "importing", done: action.done, total: action.total } };
    case "finish":
      return {
        ...state,
        results: action.results,
        phase: { step: "done", totals: action.totals, committed: action.committed },
      };
    case "mode":
      return { ...state, mode: action.mode };
    case "errorsOnly":
      return { ...state, errorsOnly: action.on, page: 0 };
    case "page":
      return { ...state, page: action.page };
  }
}

/** Why a file read whole cannot be checked, or null when it can. */
export function loadedProblem(loaded: Loaded): string | null {
  const { missing } = loaded.mapping;
  if (missing.length > 0) {
    return `The file has no ${missing.join(", ")} ${missing.length === 1 ? "column" : "columns"}. Its first line must name the columns ${IMPORT_COLUMNS.join(", ")}.`;
  }
  if (loaded.lines.length === 0) return "The file has no rows under its header line.";
  if (loaded.lines.length > IMPORT_MAX_ROWS) return IMPORT_MAX_ROWS_MESSAGE;
  return null;
}
