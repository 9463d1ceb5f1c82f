// Reminders and escalation (CYCLE-23..CYCLE-28, docs/decisions/011): once a day at most, each person gets
// one digest of the missing values they are newly to be told about: their own (a reminder from
// reminderLeadDays before the due date, then once overdue) and those escalated to them as a head of a
// function up the tree, with their notifications that wait for the digest (NOTIFY-37, ./digest.ts).
// Every node runs the job; the digest's (user, day) row is the claim. CYCLE-36: the day is the organization's,
// and its digest goes from 07:00 on its clocks.
import { and, gte } from "drizzle-orm";
import { currentYear, FREQUENCIES, periodLabel } from "../../../domain/periods";
import {
  addDays,
  askedInPeriod,
  dueDateOf,
  escalationChain,
  escalationsDue,
  type HeadStep,
  openPeriods,
  ownerStage,
} from "../../../domain/reporting-calendar";
import { instantAt } from "../../../domain/time-zone";
import { organizationDayOf } from "../../db/fiscal-year";
import { organizationFunctions, type ReminderItem, reminderDeliveries } from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import {
  activeOrganizationIds,
  JOB_SLICE,
  jobActor,
  letRequestsThrough,
  type PeriodicJob,
  startPeriodicJob,
} from "../../jobs";
import { tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { pendingSubmissions, readAssignments, readCalendar, readHeldPeriods } from "../reporting";
import { reminderNoticeKey, sendDailyMail } from "./digest";

/** CYCLE-28: how far back the digests sent are read to know who was already told what. */
const TOLD_LOOKBACK_DAYS = 800;
export type ReminderRun = { organizations: number; digests: number };

/** CYCLE-36: the local time from which an organization's day's digest is sent. */
export const DIGEST_LOCAL_TIME = "07:00";

const itemKey = (userId: string, item: Pick<ReminderItem, "kpiAssignmentId" | "year" | "period" | "stage">) =>
  `${userId}|${item.kpiAssignmentId}|${item.year}|${item.period}|${item.stage}`;

/** CYCLE-27: runs the day's reminders for every active organization; safe to run often and on many nodes. */
export async function runReminders(deps: ServiceDeps, now: Date): Promise<ReminderRun> {
  const orgIds = await activeOrganizationIds(deps.db);
  let digests = 0;
  for (const orgId of orgIds) digests += await remindOrganization(deps, orgId, now);
  return { organizations: orgIds.length, digests };
}

async function remindOrganization(deps: ServiceDeps, orgId: string, now: Date): Promise<number> {
  const actor = jobActor(orgId);
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    // CYCLE-36: the organization's day; nothing before 07:00 on its clocks (the digest rows, unique per
    // person and that day, still claim each mail: CYCLE-28).
    const { timeZone, day: today, month } = await organizationDayOf(tx, actor, now);
    if (now < instantAt(today, DIGEST_LOCAL_TIME, timeZone)) return 0;
    const calendar = await readCalendar(tx, actor);
    const thisYear = currentYear(month, calendar.fiscalYearStartMonth);
    const tree = await tx
      .select({
        id: organizationFunctions.id,
        name: organizationFunctions.name,
        parentId: organizationFunctions.parentId,
        headUserId: organizationFunctions.headUserId,
      })
      .from(organizationFunctions)
      .where(inOrganization(organizationFunctions.organizationId, orgId));
    const byId = new Map(tree.map((f) => [f.id, f]));
    // CYCLE-25: the function, then each ancestor to the root (a cycle cannot occur; the guard bounds it).
    const headsUp = (functionId: string): HeadStep[] => {
      const steps: HeadStep[] = [];
      for (
        let f = byId.get(functionId);
        f && steps.length < 64;
        f = f.parentId ? byId.get(f.parentId) : undefined
      ) {
        steps.push({ functionId: f.id, functionName: f.name, headUserId: f.headUserId });
      }
      return steps;
    };
    const told = new Set<string>();
    const sent = await tx
      .select({ userId: reminderDeliveries.userId, items: reminderDeliveries.items })
      .from(reminderDeliveries)
      .where(
        and(
          inOrganization(reminderDeliveries.organizationId, orgId),
          gte(reminderDeliveries.day, addDays(today, -TOLD_LOOKBACK_DAYS)),
        ),
      );
    for (const row of sent) for (const item of row.items) told.add(itemKey(row.userId, item));

    const news = new Map<string, ReminderItem[]>();
    // NOTIFY-38: every item still due today, told or not: the reminder notifications of the others clear.
    const stillDue = new Set<string>();
    const add = (userId: string, item: ReminderItem) => {
      stillDue.add(reminderNoticeKey(userId, item));
      if (told.has(itemKey(userId, item))) return;
      const list = news.get(userId) ?? [];
      list.push(item);
      news.set(userId, list);
    };
    // CYCLE-22: this fiscal year and the one before (last year's final periods fall due in this one).
    for (const year of [thisYear - 1, thisYear]) {
      const assignments = await readAssignments(tx, actor, year);
      // Whether a period holds a value is all the job asks: one row per assignment, not one per value
      // (24,000 for 2,000 monthly KPIs, whose mapping held the event loop for 60 ms at a time).
      const held = await readHeldPeriods(tx, actor, year);
      const pending = await pendingSubmissions(tx, actor, undefined, year);
      // The periods open so far depend on the frequency only: worked out once each, with their rule of
      // who is asked (CYCLE-22) and their due date, not per assignment.
      const open = new Map(
        FREQUENCIES.map((frequency) => {
          const keys = openPeriods(frequency, year, calendar, today);
          const periods = keys.map((key) => ({
            key,
            asked: askedInPeriod(year, key, calendar),
            dueDate: dueDateOf(year, key, calendar),
          }));
          return [frequency, periods] as const;
        }),
      );
      for (const [index, a] of assignments.entries()) {
        if (index % JOB_SLICE === JOB_SLICE - 1) await letRequestsThrough();
        const values = held.get(a.id);
        const waiting = pending.get(a.id);
        for (const { key, asked, dueDate } of open.get(a.frequency) ?? []) {
          // CYCLE-23: only missing values: neither recorded nor waiting for approval.
          if (values?.actual.has(key) || waiting?.has(key)) continue;
          if (!asked(a.collectFrom)) continue;
          const base = {
            kpiAssignmentId: a.id,
            kpiName: a.name,
            functionName: a.functionName,
            year,
            period: key,
            periodLabel: periodLabel(a.frequency, key, year, calendar.fiscalYearStartMonth),
            dueDate,
            ownerName: a.ownerName,
          };
          const stage = ownerStage(dueDate, today, calendar);
          if (stage && a.ownerId) add(a.ownerId, { ...base, stage });
          for (const step of escalationsDue(
            escalationChain(dueDate, headsUp(a.functionId), a.ownerId, calendar),
            today,
          )) {
            add(step.userId, { ...base, stage: "escalation", level: step.level });
          }
        }
      }
    }
    // CYCLE-27, NOTIFY-37: the reminders become notifications, and the day's one mail holds them with the
    // notifications that wait for the digest.
    return sendDailyMail(w, deps, news, stillDue, today);
  });
}

export type ReminderJob = PeriodicJob;

/** CYCLE-27: every 15 minutes in each app process (first shortly after start); never keeps the process up. */
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;

export function startReminderJob(
  deps: ServiceDeps,
  log: { warn(obj: object, msg: string): void },
  options: { firstRunMs?: number; intervalMs?: number } = {},
): ReminderJob {
  return startPeriodicJob((now) => runReminders(deps, now), {
    log,
    failure: "reminders not sent this time",
    firstRunMs: options.firstRunMs ?? 30_000,
    intervalMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
  });
}
