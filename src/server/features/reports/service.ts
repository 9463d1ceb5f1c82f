// The briefing book (REPORT-1..REPORT-10) and report schedules (REPORT-11..REPORT-18).
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale";
import { displayName } from "../../../domain/people";
import { type PeriodKey, periodLabel } from "../../../domain/periods";
import { reportScheduleCap } from "../../../domain/plans";
import { firstScheduledSend, type ReportCadence } from "../../../domain/report-schedules";
import type { JobAccepted } from "../../../domain/schemas/jobs";
import type { CreateReportScheduleInput, ReportSchedule } from "../../../domain/schemas/reports";
import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import { localIsoDay } from "../../../domain/time-zone";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, timeZoneOf } from "../../db/fiscal-year";
import {
  jobs,
  organizationFunctions,
  organizations,
  reportDeliveries,
  reportSchedules,
  users,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { errorMessages as m } from "../../error-messages";
import { described, HttpError } from "../../http-error";
import { type ClaimedJob, enqueueJob, type JobContext, jobActor } from "../../jobs";
import {
  answerCacheKey,
  type CacheKeyOf,
  type DownloadRecipe,
  downloadFile,
  type HeavyAnswer,
  heavyDownload,
  keyedByDay,
  owned,
  recordActivity,
  tenantWrite,
} from "../../kernel";
import type { ServiceDeps } from "../../services";
import { scoreFunctionIn } from "../scorecard";
import { briefingData } from "./data";
import { renderBriefingPdf } from "./pdf";

export type BriefingBook = { pdf: Buffer; filename: string };

const scheduleRows = owned(reportSchedules, described(m.scheduleNotFound));
const functionRows = owned(organizationFunctions, described(m.scheduleFunctionNotFound));
const userRows = owned(users, described(m.scheduleRecipientNotFound));

/** A file name of plain letters, digits and dashes: 'briefing-ceo-q3-2026.pdf'. */
export function briefingFilename(functionName: string | null, period: string, year: number): string {
  const slug = (functionName ?? "organization")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `briefing-${slug || "function"}-${period}-${year}.pdf`;
}

/** The briefing book inside a transaction the caller holds (the route's read, the schedule job's write). */
export async function briefingBookIn(
  tx: Tx,
  ctx: TenantContext,
  query: ScorecardQuery,
  now: Date,
  locale: Locale,
): Promise<BriefingBook> {
  const data = await briefingData(tx, ctx, query, now);
  return {
    pdf: await renderBriefingPdf(data, locale),
    filename: briefingFilename(data.card.functionName, data.card.period, data.card.year),
  };
}

/**
 * EXPORT-24: a book of more KPIs than this (the KPIs of the function's scorecard) is made by a job, not
 * within the request.
 */
export const BRIEFING_JOB_MIN_KPIS = 150;

/** EXPORT-24: what the book's job is given: the query and the day the book is made for. */
type BriefingJobPayload = { query: ScorecardQuery; now: string; locale?: Locale };

/** EXPORT-24: a large book's request is answered with its job, not its bytes. */
class LargeBook extends Error {
  constructor(readonly kpis: number) {
    super("large briefing book");
  }
}

/**
 * REPORT-1 GET /api/reports/briefing.pdf: every member reads (ROLE-2), like the scorecard. A heavy download
 * (EXPORT-19..EXPORT-22): kept per organization, query, day and data version; made afresh within the
 * limits, its data read in the transaction and its pages drawn after it. A large book not kept is queued
 * as a job (EXPORT-24), answered 202 with it.
 */
export async function briefingBookDownload(
  deps: ServiceDeps,
  ctx: Actor,
  query: ScorecardQuery,
  ifNoneMatch: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<HeavyAnswer | { kind: "job"; job: JobAccepted }> {
  try {
    return await heavyDownload(
      deps,
      ctx,
      briefingCacheKey(ctx.orgId, query, now, locale),
      ifNoneMatch,
      (tx) => briefingRecipe(tx, ctx, query, now, locale, BRIEFING_JOB_MIN_KPIS),
    );
  } catch (error) {
    if (!(error instanceof LargeBook)) throw error;
    const payload: BriefingJobPayload = { query, now: now.toISOString(), locale };
    const job = await withTenant(deps.db, ctx, (tx) =>
      enqueueJob(tx, ctx, { kind: "briefing-book", payload, total: error.kpis }),
    );
    if (!job) throw new HttpError(500, described(m.briefingNotQueued));
    deps.kickJobs?.();
    return { kind: "job", job: { jobId: job.id, state: "queued", progress: { done: 0, total: error.kpis } } };
  }
}

/**
 * EXPORT-22: the briefing book made off a request, for a job: the organization and the scorecard's query
 * in, the PDF's bytes out, its pages drawn a few at a time between other work, and kept in the downloads
 * cache (when `deps` has it) under the key GET /api/reports/briefing.pdf reads, so the member's download
 * of the same book and data version is then a cache hit. No limits: a job runner paces its own work.
 */
export async function makeBriefingBook(
  deps: ServiceDeps,
  orgId: string,
  query: ScorecardQuery,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<BriefingBook> {
  const file = await downloadFile(deps, jobActor(orgId), briefingCacheKey(orgId, query, now, locale), (tx) =>
    briefingRecipe(tx, jobActor(orgId), query, now, locale),
  );
  return { pdf: file.body, filename: file.fileName };
}

/**
 * EXPORT-24, JOB-8: the job of a large book: makes it (`makeBriefingBook`, into this process's downloads
 * cache when it has one) and keeps its bytes on the job, so any node serves GET /api/jobs/{id}/file.
 */
export async function runBriefingBookJob({ job, deps, progress }: JobContext): Promise<BriefingJobResult> {
  const { query, now, locale } = job.payload as BriefingJobPayload;
  const book = await makeBriefingBook(deps, job.organizationId, query, new Date(now), locale);
  await storeJobFile(deps, job, book.pdf);
  const pages = countPdfPages(book.pdf);
  await progress(pages, pages);
  return { fileName: book.filename, contentType: "application/pdf", bytes: book.pdf.length, pages };
}

const jobFileRows = owned(jobs, "Job not found");

/** JOB-8: what a job that made a file answers; the file itself is GET /api/jobs/{id}/file. */
export type BriefingJobResult = { fileName: string; contentType: string; bytes: number; pages: number };

async function storeJobFile(deps: ServiceDeps, job: ClaimedJob, file: Buffer): Promise<void> {
  await withTenant(deps.db, jobActor(job.organizationId), (tx) =>
    tx
      .update(jobs)
      .set({ resultFile: file })
      .where(jobFileRows.byId({ orgId: job.organizationId }, job.id)),
  );
}

/** A PDF's page count: its page objects (`/Type /Page`, not `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/**
 * EXPORT-19: a book depends on the scorecard's query, the organization's day and its language (REPORT-29),
 * not on who asks (REPORT-3, ROLE-2).
 */
function briefingCacheKey(orgId: string, query: ScorecardQuery, now: Date, locale: Locale): CacheKeyOf {
  const { functionId, year, frequency, period, view } = query;
  return keyedByDay(orgId, now, (day) =>
    answerCacheKey(orgId, ["briefing", functionId, year, frequency, period, view, locale], day),
  );
}

async function briefingRecipe(
  tx: Tx,
  ctx: TenantContext,
  query: ScorecardQuery,
  now: Date,
  locale: Locale,
  maxKpis = Number.POSITIVE_INFINITY,
): Promise<DownloadRecipe> {
  // EXPORT-24: the scorecard first, to count the book's KPIs before anything else is read.
  const card: ScorecardResponse = await scoreFunctionIn(tx, ctx, query, now);
  const kpis = card.objectives.reduce((sum, objective) => sum + objective.kpis.length, 0);
  if (kpis > maxKpis) throw new LargeBook(kpis);
  const data = await briefingData(tx, ctx, query, now, card);
  return {
    fileName: briefingFilename(data.card.functionName, data.card.period, data.card.year),
    make: async function* () {
      yield await renderBriefingPdf(data, locale);
    },
    // EXPORT-23: a PDF's pages are compressed already (nor does PLATFORM-9 compress application/pdf).
    encode: false,
  };
}

// ---- Report schedules (REPORT-11..REPORT-13) ----

async function selectSchedules(tx: Tx, ctx: TenantContext, id?: string): Promise<ReportSchedule[]> {
  const rows = await tx
    .select({ schedule: reportSchedules, functionName: organizationFunctions.name })
    .from(reportSchedules)
    .innerJoin(organizationFunctions, eq(organizationFunctions.id, reportSchedules.functionId))
    .where(id ? scheduleRows.byId(ctx, id) : scheduleRows.inOrg(ctx))
    .orderBy(asc(reportSchedules.name), asc(reportSchedules.createdAt));
  if (rows.length === 0) return [];
  const recipientIds = [...new Set(rows.flatMap((r) => r.schedule.recipientUserIds))];
  const people = recipientIds.length
    ? await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(userRows.byIds(ctx, recipientIds))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const deliveries = await tx
    .selectDistinctOn([reportDeliveries.scheduleId], {
      scheduleId: reportDeliveries.scheduleId,
      year: reportDeliveries.year,
      period: reportDeliveries.period,
      createdAt: reportDeliveries.createdAt,
    })
    .from(reportDeliveries)
    .where(
      and(
        inOrganization(reportDeliveries.organizationId, ctx.orgId),
        inArray(
          reportDeliveries.scheduleId,
          rows.map((r) => r.schedule.id),
        ),
      ),
    )
    .orderBy(reportDeliveries.scheduleId, desc(reportDeliveries.createdAt));
  const last = new Map(deliveries.map((d) => [d.scheduleId, d]));
  const start = await fiscalStartMonthOf(tx, ctx);
  const timeZone = await timeZoneOf(tx, ctx);
  return rows.map(({ schedule, functionName }) => {
    const delivery = last.get(schedule.id);
    return {
      id: schedule.id,
      name: schedule.name,
      functionId: schedule.functionId,
      functionName,
      cadence: schedule.cadence,
      daysAfterPeriodEnd: schedule.daysAfterPeriodEnd,
      recipientUserIds: schedule.recipientUserIds,
      // REPORT-13: a recipient removed since is not listed (the job skips them too).
      recipients: schedule.recipientUserIds.flatMap((uid) => {
        const p = person.get(uid);
        return p ? [{ id: p.id, name: displayName(p), email: p.email }] : [];
      }),
      lastDelivery: delivery
        ? {
            year: delivery.year,
            period: delivery.period,
            label: periodLabel(schedule.cadence, delivery.period as PeriodKey, delivery.year, start),
            sentAt: delivery.createdAt.toISOString(),
          }
        : null,
      firstSend: delivery ? null : firstSendOf(schedule, start, timeZone),
      createdAt: schedule.createdAt.toISOString(),
    };
  });
}

/** REPORT-26: the first send of a schedule not yet mailed, by the scheduler's own rule. */
function firstSendOf(
  schedule: { cadence: string; daysAfterPeriodEnd: number; createdAt: Date },
  start: number,
  timeZone: string,
): ReportSchedule["firstSend"] {
  const cadence = schedule.cadence as ReportCadence;
  const first = firstScheduledSend(
    {
      cadence,
      daysAfterPeriodEnd: schedule.daysAfterPeriodEnd,
      createdDay: localIsoDay(schedule.createdAt, timeZone),
    },
    start,
  );
  return first
    ? {
        year: first.year,
        period: first.key,
        label: periodLabel(cadence, first.key, first.year, start),
        sendDay: first.sendDay,
      }
    : null;
}

/** REPORT-11 GET /api/report-schedules (administrators only, REPORT-18). */
export function listSchedules(deps: ServiceDeps, ctx: TenantContext): Promise<ReportSchedule[]> {
  return withTenant(deps.db, ctx, (tx) => selectSchedules(tx, ctx));
}

export const scheduleCapMessage = (cap: number) =>
  `Your plan allows up to ${cap} report schedules. Remove one, or upgrade the plan.`;

/**
 * REPORT-27: an organization keeps at most its plan's number of schedules (fewer on Free and on trial),
 * counted with its row locked so two creates cannot both take the last place (PLAN-6).
 */
async function assertScheduleRoom(tx: Tx, actor: Actor): Promise<void> {
  const [organization] = await tx
    .select({ plan: organizations.subscriptionTier, trialEndsAt: organizations.trialEndsAt })
    .from(organizations)
    .where(eq(organizations.id, actor.orgId))
    .for("update");
  if (!organization) return;
  const onTrial = organization.trialEndsAt !== null && organization.trialEndsAt > new Date();
  const cap = reportScheduleCap(organization.plan, onTrial);
  const [row] = await tx.select({ n: count() }).from(reportSchedules).where(scheduleRows.inOrg(actor));
  if ((row?.n ?? 0) >= cap) throw new HttpError(422, scheduleCapMessage(cap), "PLAN_LIMIT");
}

/** REPORT-12, REPORT-13, TENANT-4: POST /api/report-schedules; every id is looked up in the organization. */
export function createSchedule(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateReportScheduleInput,
): Promise<ReportSchedule> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    await assertScheduleRoom(tx, actor);
    await functionRows.reference(tx, actor, "functionId", input.functionId);
    const wanted = [...new Set(input.recipientUserIds)];
    await userRows.referenceAll(tx, actor, "recipientUserIds", wanted);
    const row = await scheduleRows.insert(tx, actor, {
      name: input.name,
      functionId: input.functionId,
      cadence: input.cadence,
      daysAfterPeriodEnd: input.daysAfterPeriodEnd,
      recipientUserIds: wanted,
      createdBy: actor.userId,
    });
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "other",
      entityId: row.id,
      entityName: `Report schedule ${row.name}`,
      category: "organization",
      details: {
        newValue: {
          name: row.name,
          functionId: row.functionId,
          cadence: row.cadence,
          daysAfterPeriodEnd: row.daysAfterPeriodEnd,
          recipients: wanted.length,
        },
      },
    });
    const [schedule] = await selectSchedules(tx, actor, row.id);
    return schedule!;
  });
}

/** REPORT-12 DELETE /api/report-schedules/{id}: another organization's id answers 404 (TENANT-2). */
export function deleteSchedule(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ message: string; id: string }> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const row = await scheduleRows.lock(tx, actor, id);
    await scheduleRows.delete(tx, actor, id);
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "other",
      entityId: row.id,
      entityName: `Report schedule ${row.name}`,
      category: "organization",
      details: { oldValue: { name: row.name, cadence: row.cadence, functionId: row.functionId } },
    });
    return { message: `Report schedule ${row.name} deleted`, id: row.id };
  });
}
