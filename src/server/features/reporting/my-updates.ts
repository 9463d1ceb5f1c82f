// My Updates (CYCLE-21, CYCLE-22, CYCLE-29): the periods the caller is asked to report, each with its due
// date and state, and the reminder digests they were sent.
import { and, desc, eq, gte } from "drizzle-orm";
import { currentYear, periodLabel } from "../../../domain/periods";
import {
  APPROVED_LISTED_DAYS,
  addDays,
  daysBetween,
  myUpdateState,
  reportingYears,
  STATE_ORDER,
} from "../../../domain/reporting-calendar";
import type { MyUpdateItem, MyUpdatesResponse } from "../../../domain/schemas/reporting";
import { organizationDayOf } from "../../db/fiscal-year";
import { reminderDeliveries } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import type { ServiceDeps } from "../../services";
import { readCalendar } from "./data";
import { periodsOwedBy } from "./owed";
import { standingRejections } from "./pending";

/** CYCLE-29: the digests shown to their recipient, from this many days back. */
export const REMINDERS_SHOWN_DAYS = 30;

export function listMyUpdates(
  deps: ServiceDeps,
  actor: TenantContext,
  requestedYear: number | undefined,
  now: Date = new Date(),
): Promise<MyUpdatesResponse> {
  return withTenant(deps.db, actor, async (tx) => {
    const calendar = await readCalendar(tx, actor);
    // SETTINGS-17: today is the organization's.
    const { day: today, month } = await organizationDayOf(tx, actor, now);
    // CYCLE-22: without ?year= this fiscal year and the one before (last year's final periods fall due in
    // this one).
    const years = reportingYears(requestedYear, currentYear(month, calendar.fiscalYearStartMonth));
    const items: MyUpdateItem[] = [];
    // CYCLE-35: the periods owed, as My KPIs reads them.
    const owedPeriods = await periodsOwedBy(tx, actor, actor.userId, years, calendar, today);
    const rejectionsOf = new Map<number, Awaited<ReturnType<typeof standingRejections>>>();
    for (const year of years) {
      const ids = owedPeriods.filter((owed) => owed.year === year).map((owed) => owed.assignment.id);
      rejectionsOf.set(year, await standingRejections(tx, actor, [...new Set(ids)], year));
    }
    for (const owed of owedPeriods) {
      const { assignment: a, year, key, dueDate, facts } = owed;
      // APPROVAL-15: a refused value stays in sight, with its reason, until a value replaces it.
      const rejection = facts.pending === null ? (rejectionsOf.get(year)?.get(a.id)?.get(key) ?? null) : null;
      const state = myUpdateState({
        hasActual: facts.actual !== null,
        pending: facts.pending !== null,
        rejected: rejection !== null,
        dueDate,
        today,
      });
      // CYCLE-22: an approved period stays listed until 45 days after its due date; older ones have
      // left the list (KPI Results keeps them).
      if (state === "approved" && daysBetween(dueDate, today) > APPROVED_LISTED_DAYS) continue;
      items.push({
        kpiAssignmentId: a.id,
        kpiId: a.kpiId,
        name: a.name,
        unit: a.unit,
        polarity: a.polarity,
        frequency: a.frequency,
        isCumulative: a.isCumulative,
        aggregation: a.aggregation,
        scoring: a.scoring,
        baseline: a.baseline,
        functionId: a.functionId,
        functionName: a.functionName,
        objectiveName: a.objectiveName,
        year,
        period: key,
        periodLabel: periodLabel(a.frequency, key, year, calendar.fiscalYearStartMonth),
        dueDate,
        state,
        actual: facts.actual,
        target: facts.target,
        pendingValue: facts.pending?.value ?? null,
        submissionId: facts.pending?.submissionId ?? null,
        rejection: rejection && { ...rejection, decidedAt: rejection.decidedAt.toISOString() },
      });
    }
    // CYCLE-21: overdue first, then due, submitted and approved; by due date, then name, within each.
    items.sort(
      (x, y) =>
        STATE_ORDER[x.state] - STATE_ORDER[y.state] ||
        x.dueDate.localeCompare(y.dueDate) ||
        x.name.localeCompare(y.name) ||
        x.functionName.localeCompare(y.functionName),
    );
    const count = (state: MyUpdateItem["state"]) => items.filter((item) => item.state === state).length;
    // CYCLE-29: what was sent to the caller in the last 30 days, newest first.
    const sent = await tx
      .select({
        day: reminderDeliveries.day,
        createdAt: reminderDeliveries.createdAt,
        items: reminderDeliveries.items,
      })
      .from(reminderDeliveries)
      .where(
        and(
          inOrganization(reminderDeliveries.organizationId, actor.orgId),
          eq(reminderDeliveries.userId, actor.userId),
          gte(reminderDeliveries.day, addDays(today, -REMINDERS_SHOWN_DAYS)),
        ),
      )
      .orderBy(desc(reminderDeliveries.day));
    return {
      years,
      today,
      calendar: {
        reportingDueDays: calendar.reportingDueDays,
        reminderLeadDays: calendar.reminderLeadDays,
        escalationGraceDays: calendar.escalationGraceDays,
      },
      items,
      counts: {
        due: count("due"),
        overdue: count("overdue"),
        submitted: count("submitted"),
        approved: count("approved"),
        rejected: count("rejected"),
      },
      // NOTIFY-39: a day's mail with notifications only holds no reminder to show.
      reminders: sent
        .filter((row) => row.items.length > 0)
        .map((row) => ({ day: row.day, sentAt: row.createdAt.toISOString(), items: row.items })),
    };
  });
}
