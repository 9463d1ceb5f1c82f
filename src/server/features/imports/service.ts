// Import of targets and actuals (IMPORT-1..IMPORT-27, docs/decisions/014-measurement-import.md): every
// row is read, resolved and checked against what a direct write checks (LOCK-3, APPROVAL-1, CALC-10,
// VALUE-1, ROLE-2, COMMENT-4), all errors of all rows at once; then, unless it is a dry run (or an
// all-or-nothing import with errors), the valid rows are written in one transaction, one write per
// KPI assignment and year. An import above IMPORT-24's size is a background job instead (./job.ts).
import { and } from "drizzle-orm";
import type * as PapaTypes from "papaparse";
import {
  duplicateGroups,
  IMPORT_COLUMNS,
  IMPORT_JOB_MIN_ROWS,
  IMPORT_RATE_MESSAGE,
  IMPORT_RUNNING_MESSAGE,
  IMPORTS_PER_HOUR,
  type ImportIssue,
  importYearWindow,
  periodKeyFor,
  type ReadRow,
  readImportRow,
  yearsOutsideWindow,
} from "../../../domain/imports";
import { isLocked, periodLockedMessage } from "../../../domain/period-locks";
import {
  type Frequency,
  frequencyOfKey,
  isPeriodKey,
  type PeriodKey,
  type PeriodValues,
  periodKeysFor,
} from "../../../domain/periods";
import type {
  ImportMode,
  ImportResponse,
  ImportRowResult,
  ImportStatus,
} from "../../../domain/schemas/imports";
import type { JobAccepted } from "../../../domain/schemas/jobs";
import { CSV_OPTIONS, neutraliseCell } from "../../../domain/spreadsheet-cells";
import { kpiActiveIn } from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow } from "../../db/fiscal-year";
import { joinKpiPlace } from "../../db/kpi-place";
import { organizationSettingsOf } from "../../db/organization-settings";
import { kpiAssignments, kpis, organizationFunctions } from "../../db/schema";
import { type Actor, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, HttpError } from "../../http-error";
import { enqueueJob, letRequestsThrough } from "../../jobs";
import { recordActivity, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { readYearValues, writeValues } from "../../values";
import { enforceLimits } from "../auth";
import { assertAnalysisWhereRequired } from "../commentary";
import { locksOfYear } from "../period-locks";
import { actualsNeedApproval } from "../submissions";

// CALC-10: the same refusal as a direct write of a calculated KPI's actual.
export const CALCULATED_ACTUAL_MESSAGE =
  "This KPI is calculated from its formula: its actual results cannot be entered.";
export const NOT_OWNER_MESSAGE = "You can import values only for KPI assignments you own.";
export const TARGET_ADMIN_MESSAGE = "Only an administrator can change targets.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Assignment = {
  id: string;
  kpiId: string;
  kpiName: string;
  frequency: Frequency;
  formula: string | null;
  ownerId: string | null;
  functionId: string;
  functionName: string;
};

/** A row on its way through the checks. */
export type Work = {
  read: ReadRow;
  errors: ImportIssue[];
  warnings: ImportIssue[];
  assignment?: Assignment;
  key?: PeriodKey;
  writeTarget: boolean;
  writeActual: boolean;
  pending: boolean;
};

const quote = (value: string) => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The organization's functions and the KPI assignments active in the years of the import (IMPORT-5). */
async function loadPlaces(tx: Tx, actor: Actor, years: readonly number[]) {
  const functions = await tx
    .select({ id: organizationFunctions.id, name: organizationFunctions.name })
    .from(organizationFunctions)
    .where(inOrganization(organizationFunctions.organizationId, actor.orgId));
  const byYear = new Map<number, Assignment[]>();
  for (const year of years) {
    const rows = await joinKpiPlace(
      tx
        .select({
          id: kpiAssignments.id,
          kpiId: kpiAssignments.kpiId,
          kpiName: kpis.name,
          frequency: kpis.frequency,
          formula: kpis.formula,
          ownerId: kpiAssignments.ownerId,
          functionId: organizationFunctions.id,
          functionName: organizationFunctions.name,
        })
        .from(kpiAssignments)
        .$dynamic(),
    )
      // CASCADE-10: an ended assignment is not part of the year.
      .where(and(inOrganization(kpiAssignments.organizationId, actor.orgId), kpiActiveIn(year)));
    byYear.set(year, rows);
  }
  return { functions, byYear };
}

/**
 * IMPORT-5: the function of a row, by id or by its exact name (trimmed, case-sensitive); no match or
 * several matches is the row's error.
 */
function resolveFunction(
  ref: string,
  functions: { byId: Map<string, string>; byName: Map<string, string[]> },
): { id: string } | { error: string } {
  if (UUID.test(ref) && functions.byId.has(ref.toLowerCase())) return { id: ref.toLowerCase() };
  const named = functions.byName.get(ref) ?? [];
  if (named.length === 1) return { id: named[0]! };
  if (named.length > 1) {
    return { error: `Several functions are named ${quote(ref)}; use the function's id instead.` };
  }
  return { error: `No function is named ${quote(ref)}.` };
}

/** IMPORT-5: the KPI assignment of a row in its function and year: by KPI assignment id, library KPI id or exact KPI name. */
function resolveAssignment(
  ref: string,
  functionId: string,
  functionName: string,
  year: number,
  inYear: Assignment[],
): { assignment: Assignment } | { error: string } {
  const ofFunction = inYear.filter((one) => one.functionId === functionId);
  const lower = ref.toLowerCase();
  const matches = UUID.test(ref)
    ? ofFunction.filter((one) => one.id === lower || one.kpiId === lower)
    : ofFunction.filter((one) => one.kpiName.trim() === ref);
  if (matches.length === 1) return { assignment: matches[0]! };
  if (matches.length > 1) {
    return {
      error: `The KPI ${quote(ref)} is assigned more than once in ${quote(functionName)}; use the KPI assignment's id instead.`,
    };
  }
  return { error: `No KPI ${quote(ref)} is assigned to ${quote(functionName)} in ${year}.` };
}

type Outcome = { results: ImportRowResult[]; works: Work[] };

/**
 * How `check` reads the database: inside the caller's transaction (a request, a slice), or (IMPORT-28) in
 * short read transactions of their own, one per step, as a job checks a whole file.
 */
export type Reader = <T>(step: (tx: Tx) => Promise<T>) => Promise<T>;

/** IMPORT-4..IMPORT-11: reads and checks every row; nothing is written. */
export async function check(
  read: Reader,
  actor: Actor,
  rows: readonly Record<string, unknown>[],
): Promise<Work[]> {
  const works: Work[] = rows.map((raw, index) => {
    const read = readImportRow(raw, index);
    return {
      read,
      errors: [...read.errors],
      warnings: [],
      writeTarget: false,
      writeActual: false,
      pending: false,
    };
  });
  const years = [...new Set(works.map((w) => w.read.year).filter((y): y is number => y !== null))];
  const { functions, byYear } = await read((tx) => loadPlaces(tx, actor, years));
  const functionIndex = {
    byId: new Map(functions.map((f) => [f.id, f.name])),
    byName: new Map<string, string[]>(),
  };
  for (const f of functions) push(functionIndex.byName, f.name.trim(), f.id);

  // IMPORT-5..IMPORT-7, IMPORT-9, IMPORT-10: references, period, ownership and calculated KPIs.
  const isAdmin = actor.role === "admin";
  for (const work of works) {
    const { read } = work;
    if (read.functionRef === null || read.year === null) continue;
    const fn = resolveFunction(read.functionRef, functionIndex);
    if ("error" in fn) {
      work.errors.push({ field: "function", message: fn.error });
      continue;
    }
    if (read.kpiRef === null) continue;
    const found = resolveAssignment(
      read.kpiRef,
      fn.id,
      functionIndex.byId.get(fn.id) ?? "",
      read.year,
      byYear.get(read.year) ?? [],
    );
    if ("error" in found) {
      work.errors.push({ field: "kpi", message: found.error });
      continue;
    }
    const assignment = found.assignment;
    work.assignment = assignment;
    if (!isAdmin && assignment.ownerId !== actor.userId) {
      work.errors.push({ field: "kpi", message: NOT_OWNER_MESSAGE });
    }
    if (read.period !== null) {
      const key = periodKeyFor(assignment.frequency, read.period);
      if (key.ok) work.key = key.key;
      else work.errors.push({ field: "period", message: key.message });
    }
    if (assignment.formula && read.actual !== null) {
      work.errors.push({ field: "actual", message: CALCULATED_ACTUAL_MESSAGE });
    }
  }

  // IMPORT-8: the same function, KPI, year and period twice: every such row is flagged.
  const duplicates = duplicateGroups(
    works.map((w) =>
      w.assignment && w.key && w.read.year !== null ? `${w.assignment.id}|${w.read.year}|${w.key}` : null,
    ),
  );
  for (const [index, group] of duplicates) {
    const others = group.filter((other) => other !== index).map((other) => works[other]!.read.row);
    works[index]!.errors.push({
      field: "period",
      message: `The same function, KPI, year and period as row ${others.join(", ")}; keep one of them.`,
    });
  }

  // IMPORT-9, IMPORT-11, LOCK-3: compare with what is stored; only changed values are writes.
  const { start, needsApproval } = await read(async (tx) => ({
    start: await fiscalStartMonthOf(tx, actor),
    needsApproval: await actualsNeedApproval(tx, actor),
  }));
  for (const year of years) {
    const ofYear = works.filter((w) => w.read.year === year && w.assignment && w.key);
    if (ofYear.length === 0) continue;
    const ids = [...new Set(ofYear.map((w) => w.assignment!.id))];
    const { stored, locks } = await read(async (tx) => ({
      stored: await readYearValues(tx, actor, year, ids),
      locks: await locksOfYear(tx, actor, year),
    }));
    for (const work of ofYear) {
      const { read } = work;
      const assignment = work.assignment!;
      const key = work.key!;
      const values = stored.get(assignment.id);
      const oldTarget = values?.targets[key] ?? null;
      const oldActual = values?.actuals[key] ?? null;
      work.writeTarget = read.target !== null && read.target !== oldTarget;
      work.writeActual = read.actual !== null && read.actual !== oldActual && !assignment.formula;
      if (work.writeTarget && !isAdmin) {
        work.errors.push({ field: "target", message: TARGET_ADMIN_MESSAGE });
      }
      if ((work.writeTarget || work.writeActual) && isLocked(locks, year, assignment.frequency, key, start)) {
        work.errors.push({ field: "period", message: periodLockedMessage(key, year) });
      }
      if (read.target === null && read.actual === null) {
        work.warnings.push({ field: "target", message: "The row has neither a target nor an actual." });
      }
      if (work.writeTarget && oldTarget !== null) {
        work.warnings.push({ field: "target", message: `Replaces the stored target ${oldTarget}.` });
      }
      if (work.writeActual && oldActual !== null) {
        work.warnings.push({ field: "actual", message: `Replaces the stored actual ${oldActual}.` });
      }
      work.pending = work.writeActual && needsApproval;
    }
  }

  // COMMENT-4: a new actual below at risk needs an analysis when the organization asks for one; the same
  // check as a direct write, per KPI assignment and year, on the rows without other errors.
  const settings = await read((tx) => organizationSettingsOf(tx, actor.orgId));
  const withActuals = settings?.requireAnalysisBelowAtRisk
    ? works.filter((w) => w.errors.length === 0 && w.writeActual)
    : [];
  for (const [, group] of groupsOf(withActuals)) {
    const first = group[0]!;
    const actuals = Object.fromEntries(group.map((w) => [w.key!, w.read.actual]));
    const targets = Object.fromEntries(
      group.filter((w) => w.read.target !== null).map((w) => [w.key!, w.read.target]),
    );
    try {
      await read((tx) =>
        assertAnalysisWhereRequired(
          tx,
          actor,
          { id: first.assignment!.id, kpiId: first.assignment!.kpiId },
          first.read.year!,
          actuals,
          targets,
        ),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      for (const work of group) work.errors.push({ field: "actual", message: sentence(error.message) });
    }
  }
  return works;
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** The rows of each KPI assignment and year (IMPORT-16: one write each). */
export function groupsOf(works: readonly Work[]): Map<string, Work[]> {
  const groups = new Map<string, Work[]>();
  for (const work of works) push(groups, `${work.assignment!.id}|${work.read.year}`, work);
  return groups;
}

function statusOf(work: Work): ImportStatus {
  if (work.errors.length > 0) return "error";
  if (!work.writeTarget && !work.writeActual) return "skipped";
  if (work.pending && !work.writeTarget) return "pending";
  return work.warnings.length > 0 ? "warning" : "ok";
}

export function outcome(works: Work[], abandoned: boolean): Outcome {
  const results = works.map((work): ImportRowResult => {
    let status = statusOf(work);
    const warnings = [...work.warnings];
    if (abandoned && status !== "error") {
      // IMPORT-14: an all-or-nothing import with errors writes nothing, and says so on every row.
      status = "skipped";
      warnings.push({
        field: "row",
        message: "Not imported: other rows have errors and the import is all-or-nothing.",
      });
    } else if (status === "skipped" && (work.read.target !== null || work.read.actual !== null)) {
      warnings.push({ field: "row", message: "The values are already stored; nothing changes." });
    } else if (status === "pending" || (work.pending && status !== "error")) {
      warnings.push({ field: "actual", message: "The actual waits for approval before scores use it." });
    }
    return {
      row: work.read.row,
      status,
      errors: work.errors,
      warnings,
      ...(work.assignment ? { kpiAssignmentId: work.assignment.id } : {}),
    };
  });
  return { results, works };
}

// IMPORT-24: KPI assignments and years per call of the writer inside one transaction, between which the
// process answers other requests (an all-or-nothing job's one transaction, docs/decisions/023).
const WRITE_SLICE = 50;

/**
 * IMPORT-15..IMPORT-18: the valid rows through the writer of values, one change per KPI assignment and
 * year (IMPORT-16: written in bulk; APPROVAL-3: a member's actuals under approval one submission each).
 */
async function write(w: WriteContext, deps: ServiceDeps, works: readonly Work[]): Promise<void> {
  const changes = [...groupsOf(works).values()].map((group) => {
    const targets: PeriodValues = {};
    const actuals: PeriodValues = {};
    for (const work of group) {
      if (work.writeTarget) targets[work.key!] = work.read.target;
      if (work.writeActual) actuals[work.key!] = work.read.actual;
    }
    return {
      kpiAssignmentId: group[0]!.assignment!.id,
      year: group[0]!.read.year!,
      targets: Object.keys(targets).length > 0 ? targets : undefined,
      actuals: Object.keys(actuals).length > 0 ? actuals : undefined,
    };
  });
  for (let start = 0; start < changes.length; start += WRITE_SLICE) {
    if (start > 0) await letRequestsThrough();
    await writeValues(w, deps, changes.slice(start, start + WRITE_SLICE), { source: "import" });
  }
}

export function totalsOf(results: readonly ImportRowResult[], works: readonly Work[], abandoned: boolean) {
  const errors = results.filter((r) => r.status === "error").length;
  const live = abandoned ? [] : works.filter((w) => w.errors.length === 0);
  return {
    rows: results.length,
    valid: results.length - errors,
    errors,
    written: live.filter((w) => w.writeTarget || (w.writeActual && !w.pending)).length,
    pending: live.filter((w) => w.pending).length,
    unchanged: works.filter((w) => w.errors.length === 0 && !w.writeTarget && !w.writeActual).length,
  };
}

export type ImportInput = {
  mode: ImportMode;
  rows: readonly Record<string, unknown>[];
  refusedRows?: number;
};

/** IMPORT-18: one summary activity per import. */
export function recordImportSummary(
  w: WriteContext,
  input: ImportInput,
  totals: ReturnType<typeof totalsOf>,
): Promise<void> {
  return recordActivity(w.tx, w.actor, {
    action: "uploaded_data",
    entityType: "actual_result",
    entityName: "Import of targets and actuals",
    category: "actual_result_update",
    details: {
      newValue: {
        mode: input.mode,
        rows: totals.rows,
        written: totals.written,
        pending: totals.pending,
        unchanged: totals.unchanged,
        errors: totals.errors,
        // IMPORT-23: the file's rows the screen's check refused before sending.
        refused: input.refusedRows ?? 0,
      },
    },
  });
}

/**
 * IMPORT-1, IMPORT-15: checks the rows and, given a write context (not a dry run), writes the valid ones in
 * that transaction, so what was checked is what is written; `summary` records the import's activity row.
 */
export async function checkAndWrite(
  deps: ServiceDeps,
  actor: Actor,
  tx: Tx,
  w: WriteContext | null,
  input: ImportInput,
  options: { summary: boolean },
): Promise<ImportResponse & { works: Work[] }> {
  return concludeCheck(deps, w, input, await check((step) => step(tx), actor, input.rows), options);
}

/** What a check of every row answers; given a write context (not a dry run), the valid rows are written in it. */
export async function concludeCheck(
  deps: ServiceDeps,
  w: WriteContext | null,
  input: ImportInput,
  works: Work[],
  options: { summary: boolean },
): Promise<ImportResponse & { works: Work[] }> {
  const hasErrors = works.some((work) => work.errors.length > 0);
  const abandoned = input.mode === "all-or-nothing" && hasErrors;
  const { results } = outcome(works, abandoned);
  const totals = totalsOf(results, works, abandoned);
  const valid = works.filter((work) => work.errors.length === 0 && (work.writeTarget || work.writeActual));
  const committed = w !== null && !abandoned && valid.length > 0;
  if (w && committed) {
    await write(w, deps, valid);
    if (options.summary) await recordImportSummary(w, input, totals);
  }
  return { dryRun: w === null, mode: input.mode, committed, results, totals, works };
}

/** The answer of POST /api/imports/measurements: the import's result, or the job that will make it. */
export type ImportAnswer = { status: 200; body: ImportResponse } | { status: 202; body: JobAccepted };

/**
 * POST /api/imports/measurements (IMPORT-1): a dry run checks in a read-only transaction; an import
 * checks and writes in one transaction, so what was checked is what is written (IMPORT-15); an import of
 * more than IMPORT_JOB_MIN_ROWS rows is queued as a job (IMPORT-24) and answered 202.
 */
export async function importMeasurements(
  deps: ServiceDeps,
  actor: Actor,
  input: ImportInput,
  dryRun: boolean,
): Promise<ImportAnswer> {
  // IMPORT-26: a member's imports and checks are counted before any row is read.
  await enforceLimits(deps.db, [
    [`imports:user:${actor.userId}`, { max: IMPORTS_PER_HOUR, windowSeconds: 3600 }],
  ]).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 429
      ? new HttpError(429, IMPORT_RATE_MESSAGE)
      : error;
  });
  if (!dryRun && input.rows.length > IMPORT_JOB_MIN_ROWS) {
    const job = await withTenant(deps.db, actor, async (tx) => {
      await assertYearsInWindow(tx, actor, input.rows);
      return enqueueJob(tx, actor, {
        kind: "measurement-import",
        payload: { actor: { userId: actor.userId, role: actor.role, userName: actor.userName }, ...input },
        total: input.rows.length,
      });
    });
    // IMPORT-25: the database keeps one queued or running import per member.
    if (!job) throw new HttpError(429, IMPORT_RUNNING_MESSAGE);
    deps.kickJobs?.();
    return {
      status: 202,
      body: { jobId: job.id, state: "queued", progress: { done: 0, total: input.rows.length } },
    };
  }
  const run = async (tx: Tx, w: WriteContext | null) => {
    await assertYearsInWindow(tx, actor, input.rows);
    const { works: _works, ...body } = await checkAndWrite(deps, actor, tx, w, input, {
      summary: w !== null,
    });
    return body;
  };
  const body = dryRun
    ? await withTenant(deps.db, actor, (tx) => run(tx, null))
    : await tenantWrite(deps, actor, (w) => run(w.tx, w));
  return { status: 200, body };
}

/** IMPORT-27: years far from today refuse the request as a whole (400), before any row is checked. */
async function assertYearsInWindow(tx: Tx, actor: Actor, rows: readonly unknown[]): Promise<void> {
  const outside = yearsOutsideWindow(rows, importYearWindow(await fiscalYearNow(tx, actor)));
  if (outside) throw badRequest(outside.message, outside.fields);
}

/**
 * GET /api/imports/measurements/template.csv (IMPORT-20..IMPORT-22): one line per writable KPI assignment
 * and period of the year (admins: every assignment; members: the ones they own, not calculated), with the
 * stored target and actual; names where they are unique, ids where they are not (IMPORT-5).
 */
export function measurementTemplate(
  deps: ServiceDeps,
  actor: Actor,
  query: { year?: number; frequency?: Frequency; period?: string },
): Promise<{ year: number; csv: string }> {
  return withTenant(deps.db, actor, async (tx) => {
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    const start = await fiscalStartMonthOf(tx, actor);
    let period: PeriodKey | undefined;
    if (query.period !== undefined) {
      const lower = query.period.toLowerCase();
      if (!isPeriodKey(lower) || (query.frequency && frequencyOfKey(lower) !== query.frequency)) {
        const message = `The period must be a period key${query.frequency ? ` of ${query.frequency} frequency` : ""}, such as q1, january or annual.`;
        throw badRequest(message, { period: message });
      }
      period = lower;
    }
    const { functions, byYear } = await loadPlaces(tx, actor, [year]);
    const all = byYear.get(year) ?? [];
    // ROLE-2: a member writes only the actuals of what they own (a calculated KPI has none to write).
    const writable = all.filter(
      (one) =>
        (actor.role === "admin" || (one.ownerId === actor.userId && !one.formula)) &&
        (!query.frequency || one.frequency === query.frequency) &&
        (!period || frequencyOfKey(period) === one.frequency),
    );
    const functionNames = new Map<string, number>();
    for (const f of functions) functionNames.set(f.name.trim(), (functionNames.get(f.name.trim()) ?? 0) + 1);
    const kpiNames = new Map<string, number>();
    for (const one of all) {
      const key = `${one.functionId}|${one.kpiName.trim()}`;
      kpiNames.set(key, (kpiNames.get(key) ?? 0) + 1);
    }
    const values = await readYearValues(
      tx,
      actor,
      year,
      writable.map((one) => one.id),
    );
    const data: string[][] = [];
    const sorted = [...writable].sort(
      (a, b) => a.functionName.localeCompare(b.functionName) || a.kpiName.localeCompare(b.kpiName),
    );
    for (const one of sorted) {
      const fn = functionNames.get(one.functionName.trim()) === 1 ? one.functionName.trim() : one.functionId;
      const kpi = kpiNames.get(`${one.functionId}|${one.kpiName.trim()}`) === 1 ? one.kpiName.trim() : one.id;
      const stored = values.get(one.id);
      for (const key of period ? [period] : periodKeysFor(one.frequency, start)) {
        const target = stored?.targets[key];
        const actual = stored?.actuals[key];
        data.push([
          // IMPORT-22: text cells are neutralised; the numbers the app writes cannot start a formula.
          neutraliseCell(fn),
          neutraliseCell(kpi),
          String(year),
          key,
          target === null || target === undefined ? "" : String(target),
          one.formula || actual === null || actual === undefined ? "" : String(actual),
        ]);
      }
    }
    // papaparse loads with the first template, not with the server: a library loads only where it is used.
    const papa = (await import("papaparse")) as typeof PapaTypes & { default?: typeof PapaTypes };
    const csv = (papa.default ?? papa).unparse({ fields: [...IMPORT_COLUMNS], data }, CSV_OPTIONS);
    return { year, csv: `\uFEFF${csv}\r\n` };
  });
}
