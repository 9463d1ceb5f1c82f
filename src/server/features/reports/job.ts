// Report schedules' job (REPORT-14..REPORT-17, docs/decisions/015): every node runs it; for each schedule whose
// period just ended plus its days has come, the (schedule, year, period) delivery row is the claim, and the
// mails with the briefing book attached are queued in the same transaction, so no period is mailed twice.
import { eq } from "drizzle-orm";
import type { Locale } from "../../../domain/locale";
import { type PeriodKey, periodLabel } from "../../../domain/periods";
import { type ReportCadence, scheduleDay, scheduledPeriodDue } from "../../../domain/report-schedules";
import { localIsoDay } from "../../../domain/time-zone";
import { fiscalStartMonthOf, organizationDayOf } from "../../db/fiscal-year";
import { reportDeliveries, reportSchedules, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { organizationLocale } from "../../i18n";
import { activeOrganizationIds, jobActor, type PeriodicJob, startPeriodicJob } from "../../jobs";
import { tenantWrite } from "../../kernel";
import { scheduledReportMail, withUnsubscribe } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { unsubscribeLinks } from "../notifications";
import { type BriefingBook, briefingBookIn } from "./service";

export type ReportRun = { schedules: number; deliveries: number; mails: number };

/** REPORT-14: runs every active organization's schedules; safe to run often and on many nodes. */
export async function runReportSchedules(deps: ServiceDeps, now: Date): Promise<ReportRun> {
  const orgIds = await activeOrganizationIds(deps.db);
  const run: ReportRun = { schedules: 0, deliveries: 0, mails: 0 };
  const failures: unknown[] = [];
  for (const orgId of orgIds) {
    const actor = jobActor(orgId);
    const due = await withTenant(deps.db, actor, async (tx) => {
      const schedules = await tx
        .select()
        .from(reportSchedules)
        .where(inOrganization(reportSchedules.organizationId, orgId));
      if (schedules.length === 0) return [];
      const start = await fiscalStartMonthOf(tx, actor);
      // REPORT-28: a send day is the organization's, and its book goes from 07:00 on its clocks.
      const { timeZone } = await organizationDayOf(tx, actor, now);
      const today = scheduleDay(now, timeZone);
      return schedules.flatMap((schedule) => {
        const period = scheduledPeriodDue(
          {
            cadence: schedule.cadence as ReportCadence,
            daysAfterPeriodEnd: schedule.daysAfterPeriodEnd,
            createdDay: localIsoDay(schedule.createdAt, timeZone),
          },
          today,
          start,
        );
        return period ? [{ schedule, period, start }] : [];
      });
    });
    run.schedules += due.length;
    // One transaction per schedule and period: a failed book leaves neither the claim nor any mail, and the
    // other schedules still go (the failure is reported once the run is over; the next run tries again).
    for (const { schedule, period, start } of due) {
      const mails = await tenantWrite(deps, actor, async (w) => {
        const { tx } = w;
        // REPORT-16: the claim. A row another run made wins (it waits here until that run commits).
        const [claimed] = await tx
          .insert(reportDeliveries)
          .values({
            organizationId: orgId,
            scheduleId: schedule.id,
            year: period.year,
            period: period.key,
          })
          .onConflictDoNothing({
            target: [reportDeliveries.scheduleId, reportDeliveries.year, reportDeliveries.period],
          })
          .returning({ id: reportDeliveries.id });
        if (!claimed) return null;
        const people = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
          .from(users)
          .where(inOrganization(users.organizationId, orgId));
        // REPORT-29, MAIL-22: each recipient's book and mail in their language, each language's book made once.
        const organizationDefault = await organizationLocale(tx, orgId);
        const recipients = people
          .filter((p) => schedule.recipientUserIds.includes(p.id))
          .sort((a, b) => a.id.localeCompare(b.id));
        if (recipients.length > 0) {
          const books = new Map<Locale, BriefingBook>();
          const bookIn = async (locale: Locale) => {
            let book = books.get(locale);
            if (!book) {
              book = await briefingBookIn(
                tx,
                actor,
                {
                  functionId: schedule.functionId,
                  year: period.year,
                  frequency: schedule.cadence as ReportCadence,
                  period: period.key,
                  view: "period",
                },
                now,
                locale,
              );
              books.set(locale, book);
            }
            return book;
          };
          const label = periodLabel(
            schedule.cadence as ReportCadence,
            period.key as PeriodKey,
            period.year,
            start,
          );
          // MAIL-15: one mail per recipient, each with the book attached; MAIL-21: and its unsubscribe link.
          const mails = [];
          for (const p of recipients) {
            const locale = p.locale ?? organizationDefault;
            const book = await bookIn(locale);
            const content = {
              ...scheduledReportMail(
                { firstName: p.firstName, scheduleName: schedule.name, periodLabel: label },
                locale,
              ),
              attachments: [{ filename: book.filename, contentType: "application/pdf", content: book.pdf }],
            };
            const links = await unsubscribeLinks(w, deps, p.id, [], schedule.id);
            mails.push({ to: p.email, content: withUnsubscribe(content, links, locale, "report") });
          }
          await w.mailAll(mails);
        }
        await tx
          .update(reportDeliveries)
          .set({ recipients: recipients.length })
          .where(eq(reportDeliveries.id, claimed.id));
        return recipients.length;
      }).catch((error: unknown) => {
        failures.push(error);
        return null;
      });
      if (mails === null) continue;
      run.deliveries += 1;
      run.mails += mails;
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} scheduled briefing book(s) not sent this time`);
  }
  return run;
}

export type ReportJob = PeriodicJob;

/** REPORT-14: every 15 minutes in each app process (first a minute after start); never keeps the process up. */
export const REPORT_INTERVAL_MS = 15 * 60 * 1000;

export function startReportJob(
  deps: ServiceDeps,
  log: { warn(obj: object, msg: string): void },
  options: { firstRunMs?: number; intervalMs?: number } = {},
): ReportJob {
  return startPeriodicJob((now) => runReportSchedules(deps, now), {
    log,
    failure: "scheduled reports not sent this time",
    firstRunMs: options.firstRunMs ?? 60_000,
    intervalMs: options.intervalMs ?? REPORT_INTERVAL_MS,
  });
}
