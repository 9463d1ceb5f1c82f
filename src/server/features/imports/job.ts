// IMPORT-24: an import of more than IMPORT_JOB_MIN_ROWS rows, run by the job runner (docs/decisions/023).
// Every row is checked first, in short read-only transactions (IMPORT-28). Valid-only then writes the valid rows in slices of
// whole KPI assignments and years, each slice one transaction that checks its rows again and writes them
// (IMPORT-15 per slice), with the job's progress written and requests let through between slices; so the
// database is never held for more than one slice. All-or-nothing writes in one transaction (IMPORT-14: a
// failure leaves nothing written), only once the whole file checked clean.
import type { Role } from "../../../domain/schemas/auth";
import type { ImportResponse } from "../../../domain/schemas/imports";
import { type Actor, withTenant } from "../../db/tenant";
import { HttpError } from "../../http-error";
import { type JobContext, JobRefused, letRequestsThrough } from "../../jobs";
import { tenantWrite } from "../../kernel";
import {
  check,
  checkAndWrite,
  concludeCheck,
  groupsOf,
  type ImportInput,
  outcome,
  recordImportSummary,
  totalsOf,
  type Work,
} from "./service";

/** IMPORT-24: rows per slice of a valid-only import job (whole KPI assignments and years, so a little more). */
export const IMPORT_SLICE_ROWS = 24;

/** What the request queued: the import and who asked for it (TENANT-1: the organization is the job's). */
export type ImportJobPayload = ImportInput & { actor: { userId: string; role: Role; userName: string } };

const toWrite = (work: Work) => work.errors.length === 0 && (work.writeTarget || work.writeActual);

/** The rows to write, by their place in the file, in slices of whole KPI assignments and years. */
function slicesOf(works: readonly Work[]): number[][] {
  const place = new Map(works.map((work, index) => [work, index]));
  const slices: number[][] = [];
  let slice: number[] = [];
  for (const group of groupsOf(works.filter(toWrite)).values()) {
    slice.push(...group.map((work) => place.get(work)!));
    if (slice.length >= IMPORT_SLICE_ROWS) {
      slices.push(slice);
      slice = [];
    }
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}

/** JOB-4: a refusal of the writer (a 4xx) is the job's message and is not retried. */
async function refusingAsJob<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw new JobRefused(error.message);
    throw error;
  }
}

export async function runImportJob({ job, deps, progress }: JobContext): Promise<ImportResponse> {
  const { actor: who, ...input } = job.payload as ImportJobPayload;
  const actor: Actor = { orgId: job.organizationId, ...who };
  const total = input.rows.length;
  // IMPORT-28: the whole file is checked in steps, each a short read transaction with requests let
  // through after it, so checking a large file never holds the database either.
  const checkedRows = await check(
    async (step) => {
      const result = await withTenant(deps.db, actor, step);
      await letRequestsThrough();
      return result;
    },
    actor,
    input.rows,
  );
  const checked = await concludeCheck(deps, null, input, checkedRows, { summary: false });
  if (input.mode === "all-or-nothing") {
    const answer =
      checked.totals.errors > 0
        ? checked
        : await refusingAsJob(() =>
            tenantWrite(deps, actor, (w) => checkAndWrite(deps, actor, w.tx, w, input, { summary: true })),
          );
    await progress(total);
    const { works: _works, ...body } = answer;
    return { ...body, dryRun: false };
  }

  const works = [...checked.works];
  const slices = slicesOf(works);
  let done = total - slices.reduce((sum, slice) => sum + slice.length, 0);
  await progress(done);
  let committed = false;
  for (const slice of slices) {
    // IMPORT-13: each row keeps its number in the file when it is checked again in its slice.
    const rows = slice.map((index) => ({ ...input.rows[index], row: works[index]!.read.row }));
    const answer = await refusingAsJob(() =>
      tenantWrite(deps, actor, (w) =>
        checkAndWrite(deps, actor, w.tx, w, { mode: "valid-only", rows }, { summary: false }),
      ),
    );
    answer.works.forEach((work, k) => {
      works[slice[k]!] = work;
    });
    committed = committed || answer.committed;
    done += slice.length;
    await progress(done);
    await letRequestsThrough();
  }
  const { results } = outcome(works, false);
  const totals = totalsOf(results, works, false);
  if (committed) await tenantWrite(deps, actor, (w) => recordImportSummary(w, input, totals));
  return { dryRun: false, mode: input.mode, committed, results, totals };
}
