// Report schedules (REPORT-14, REPORT-15): which period a schedule mails on a given day. Pure: `today` is
// passed in (ARCH-2); FISCAL-3: periods are the organization's fiscal months or quarters.
import { currentPeriod, type PeriodKey, periodKeysFor } from "./periods";
import { addDays, type IsoDate, periodLastDay } from "./reporting-calendar";
import { instantAt, localIsoDay } from "./time-zone";

/** REPORT-28: the local time on a send day from which its books go, on the organization's clocks. */
export const REPORT_SEND_TIME = "07:00";

/**
 * REPORT-28: the day the scheduler counts as today at `now`: the organization's date once its clocks show
 * REPORT_SEND_TIME, the day before until then (a send day's books go from 07:00, not from midnight).
 */
export function scheduleDay(now: Date, timeZone: string): IsoDate {
  const today = localIsoDay(now, timeZone);
  return now < instantAt(today, REPORT_SEND_TIME, timeZone) ? addDays(today, -1) : today;
}

export const REPORT_CADENCES = ["monthly", "quarterly"] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

export type ScheduledPeriod = { year: number; key: PeriodKey; sendDay: IsoDate };

/** The period of `cadence` before `period` (the last of the year before after the first). */
function previousPeriod(
  cadence: ReportCadence,
  period: { year: number; key: PeriodKey },
  startMonth: number,
) {
  const keys = periodKeysFor(cadence, startMonth);
  const index = keys.indexOf(period.key);
  return index > 0
    ? { year: period.year, key: keys[index - 1]! }
    : { year: period.year - 1, key: keys[keys.length - 1]! };
}

/**
 * REPORT-14: the period a schedule mails today: the latest one whose send day (its last day plus
 * `daysAfterPeriodEnd`) has come. REPORT-15: null when that send day is before the day the schedule was
 * made (a new schedule waits for the next period instead of mailing an old one).
 */
export function scheduledPeriodDue(
  schedule: { cadence: ReportCadence; daysAfterPeriodEnd: number; createdDay: IsoDate },
  today: IsoDate,
  startMonth: number,
): ScheduledPeriod | null {
  const [y, m] = today.split("-").map(Number) as [number, number];
  let period: { year: number; key: PeriodKey } = currentPeriod(
    schedule.cadence,
    { year: y, month: m },
    startMonth,
  );
  // At most 60 days after the end: three months back always reaches it (the bound guards the loop).
  for (let step = 0; step < 6; step++) {
    const sendDay = addDays(periodLastDay(period.year, period.key, startMonth), schedule.daysAfterPeriodEnd);
    if (sendDay <= today) return sendDay >= schedule.createdDay ? { ...period, sendDay } : null;
    period = previousPeriod(schedule.cadence, period, startMonth);
  }
  return null;
}

/**
 * REPORT-26: the first mail of a new schedule: the first day, from the day it was made, on which the
 * scheduler's own rule (`scheduledPeriodDue`, REPORT-14 and REPORT-15) names a period, with that period.
 */
export function firstScheduledSend(
  schedule: { cadence: ReportCadence; daysAfterPeriodEnd: number; createdDay: IsoDate },
  startMonth: number,
): ScheduledPeriod | null {
  // A quarter plus 60 days is the longest wait; a year and a half bounds the walk.
  for (let day = schedule.createdDay, step = 0; step < 550; step++, day = addDays(day, 1)) {
    const due = scheduledPeriodDue(schedule, day, startMonth);
    if (due) return due;
  }
  return null;
}
