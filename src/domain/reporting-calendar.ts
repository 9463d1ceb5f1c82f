// The reporting calendar (CYCLE-20..CYCLE-29): when a period's actual is due, which periods an owner is
// asked for, the state of each, and who is reminded or told of a missing value on which day.
// Pure (ARCH-2): dates are ISO calendar days ("2026-11-24", UTC); callers pass today.
import {
  type CalendarMonth,
  DEFAULT_FISCAL_START_MONTH,
  type Frequency,
  frequencyOfKey,
  monthKeyForNumber,
  type PeriodKey,
  periodEndMonth,
  periodKeysFor,
  periodLabel,
  periodName,
} from "./periods";

/** The organization's reporting calendar (SETTINGS: reportingDueDays, reminderLeadDays, escalationGraceDays). */
export type ReportingCalendar = {
  reportingDueDays: number;
  reminderLeadDays: number;
  escalationGraceDays: number;
  fiscalYearStartMonth: number;
};

export const DEFAULT_REPORTING_CALENDAR: ReportingCalendar = {
  reportingDueDays: 10,
  reminderLeadDays: 3,
  escalationGraceDays: 2,
  fiscalYearStartMonth: DEFAULT_FISCAL_START_MONTH,
};

/** A calendar day, "YYYY-MM-DD". */
export type IsoDate = string;

const DAY_MS = 86_400_000;

const dayNumber = (iso: IsoDate): number => {
  const [y, m, d] = iso.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
};
const fromDayNumber = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The UTC calendar day of an instant (the job and the APIs pass their `now`). */
export function isoDay(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** FISCAL-2: the last calendar day of a period of fiscal year `year`. */
export function periodLastDay(
  year: number,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): IsoDate {
  return remembered(`${year}|${key}|${startMonth}`, () => {
    const end = periodEndMonth(year, key, startMonth);
    // Day 0 of the next month is the last day of this one.
    return fromDayNumber(Date.UTC(end.year, end.month, 0) / DAY_MS);
  });
}

/** CYCLE-20: a period's actual is due `reportingDueDays` days after the period's last day. */
export function dueDateOf(year: number, key: PeriodKey, calendar: ReportingCalendar): IsoDate {
  const { fiscalYearStartMonth: start, reportingDueDays: days } = calendar;
  return remembered(`${year}|${key}|${start}|${days}`, () => addDays(periodLastDay(year, key, start), days));
}

// Period days are asked for each assignment and period of a year (24,000 times for the reporting
// status of a 2,000-KPI organization) but have a handful of distinct inputs: each is computed once.
const rememberedDays = new Map<string, IsoDate>();
function remembered(key: string, compute: () => IsoDate): IsoDate {
  let day = rememberedDays.get(key);
  if (day === undefined) {
    day = compute();
    if (rememberedDays.size < 10_000) rememberedDays.set(key, day);
  }
  return day;
}

/**
 * CYCLE-22: the day a period is first asked for: the day after it ends, or `reminderLeadDays` before its
 * due date if that is earlier (a due date of 0 days with a lead of 3 opens it 3 days before it ends).
 */
export function opensOn(year: number, key: PeriodKey, calendar: ReportingCalendar): IsoDate {
  const dayAfterEnd = addDays(periodLastDay(year, key, calendar.fiscalYearStartMonth), 1);
  const leadDay = addDays(dueDateOf(year, key, calendar), -calendar.reminderLeadDays);
  if (leadDay < dayAfterEnd) return leadDay;
  return dayAfterEnd;
}

/** CYCLE-22: the periods of `frequency` in `year` that are open for reporting on `today`, in order. */
export function openPeriods(
  frequency: Frequency,
  year: number,
  calendar: ReportingCalendar,
  today: IsoDate,
): PeriodKey[] {
  return periodKeysFor(frequency, calendar.fiscalYearStartMonth).filter(
    (key) => opensOn(year, key, calendar) <= today,
  );
}

/** A calendar month, "YYYY-MM". */
export type IsoMonth = string;

/** "YYYY-MM" of a calendar month. */
export function isoMonth(month: CalendarMonth): IsoMonth {
  return `${String(month.year).padStart(4, "0")}-${String(month.month).padStart(2, "0")}`;
}

/**
 * CYCLE-34: the month an assignment collects values from: the one an administrator chose, else the month
 * it was made in (the period in which it was assigned is its first).
 */
export function collectFromOf(chosen: string | null | undefined, madeOn: IsoDate): IsoMonth {
  return (chosen ?? madeOn).slice(0, 7);
}

/** CYCLE-34: the first month of a period of fiscal year `year`, as "collect values from" offers it. */
export function periodStartMonth(
  year: number,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): IsoMonth {
  const months = { monthly: 1, quarterly: 3, annual: 12 }[frequencyOfKey(key)];
  const end = periodEndMonth(year, key, startMonth);
  const index = end.year * 12 + (end.month - 1) - (months - 1);
  return isoMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}

/** CYCLE-34: a month as the screens name it: "2026-11" → "November 2026". */
export function monthLabel(month: IsoMonth): string {
  const [year, number] = month.split("-").map(Number);
  const key = monthKeyForNumber(number ?? 0);
  return key ? `${periodName(key)} ${year}` : month;
}

/**
 * CYCLE-34: what "Collect values from …" offers for a KPI: each period of the year before `year` and of
 * `year`, oldest first, by its first month and labelled as the screens label it (FISCAL-6).
 */
export function collectFromChoices(
  frequency: Frequency,
  year: number,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): { value: IsoMonth; label: string }[] {
  return [year - 1, year].flatMap((one) =>
    periodKeysFor(frequency, startMonth).map((key) => ({
      value: periodStartMonth(one, key, startMonth),
      label: periodLabel(frequency, key, one, startMonth),
    })),
  );
}

/**
 * CYCLE-22, CYCLE-34: whether an assignment is asked for a period: only when the period ends in or after
 * the month it collects values from. A value held (a target spread over the year, an actual, a pending
 * one) never makes an earlier period asked for.
 */
export function isAskedFor(
  year: number,
  key: PeriodKey,
  calendar: ReportingCalendar,
  collectFrom: IsoMonth,
): boolean {
  return askedInPeriod(year, key, calendar)(collectFrom);
}

/** isAskedFor of one period, its month computed once, for the many assignments of an organization's grid. */
export function askedInPeriod(
  year: number,
  key: PeriodKey,
  calendar: ReportingCalendar,
): (collectFrom: IsoMonth) => boolean {
  const endMonth = isoMonth(periodEndMonth(year, key, calendar.fiscalYearStartMonth));
  return (collectFrom) => endMonth >= collectFrom;
}

export type ItemState = "due" | "overdue" | "submitted" | "approved";

/**
 * CYCLE-21: an item's state. A pending submission is `submitted` (it waits for approval, even where an
 * earlier approved value exists); else an actual is `approved`; else `overdue` after its due date and
 * `due` until then (the due date itself is still `due`).
 */
export function itemState(input: {
  hasActual: boolean;
  pending: boolean;
  dueDate: IsoDate;
  today: IsoDate;
}): ItemState {
  if (input.pending) return "submitted";
  if (input.hasActual) return "approved";
  return input.today > input.dueDate ? "overdue" : "due";
}

/** My Updates' states: an item's, and APPROVAL-15's `rejected`. */
export type MyUpdateState = ItemState | "rejected";

/**
 * APPROVAL-15: on My Updates a refused value still standing (no value entered since, nothing pending) is
 * `rejected`, whether or not an earlier value was approved; otherwise the item's state.
 */
export function myUpdateState(input: Parameters<typeof itemState>[0] & { rejected: boolean }): MyUpdateState {
  if (!input.pending && input.rejected) return "rejected";
  return itemState(input);
}

/** CYCLE-21: the order of My Updates: overdue, rejected, due, submitted, approved; then by due date. */
export const STATE_ORDER: Record<MyUpdateState, number> = {
  overdue: 0,
  rejected: 1,
  due: 2,
  submitted: 3,
  approved: 4,
};

/** CYCLE-35: each state's word, the same on My Updates and My KPIs. */
export const STATE_LABEL: Record<MyUpdateState, string> = {
  overdue: "Overdue",
  due: "Due",
  rejected: "Rejected",
  submitted: "Submitted for approval",
  approved: "Approved",
};

/**
 * CYCLE-22, CYCLE-35: the years looked at for what is owed: the one asked for, else this fiscal year and
 * the one before (last year's final periods fall due in this one).
 */
export function reportingYears(requested: number | undefined, thisYear: number): number[] {
  return requested === undefined ? [thisYear - 1, thisYear] : [requested];
}

/** One period an owner reports, with its due date and state (CYCLE-21). */
export type ReportedPeriod = { year: number; key: PeriodKey; dueDate: IsoDate; state: ItemState };

/**
 * CYCLE-21, CYCLE-22, CYCLE-35: the one definition of what an owner owes for a KPI assignment in a year:
 * each period open for reporting on `today` (openPeriods) that it is asked for (isAskedFor), with its due
 * date and its state (itemState). My Updates lists these; My KPIs sums them up (summarizeReporting).
 */
export function periodsToReport(input: {
  frequency: Frequency;
  year: number;
  calendar: ReportingCalendar;
  today: IsoDate;
  collectFrom: IsoMonth;
  hasActual: (key: PeriodKey) => boolean;
  pending: (key: PeriodKey) => boolean;
}): ReportedPeriod[] {
  const { frequency, year, calendar, today, collectFrom } = input;
  return openPeriods(frequency, year, calendar, today)
    .filter((key) => isAskedFor(year, key, calendar, collectFrom))
    .map((key) => {
      const dueDate = dueDateOf(year, key, calendar);
      const state = itemState({
        hasActual: input.hasActual(key),
        pending: input.pending(key),
        dueDate,
        today,
      });
      return { year, key, dueDate, state };
    });
}

/** CYCLE-21: My Updates' order: overdue, due, submitted, approved; by due date within each. */
export function byReportingOrder(a: ReportedPeriod, b: ReportedPeriod): number {
  return STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.dueDate.localeCompare(b.dueDate);
}

/** CYCLE-35: what a KPI owes, in one state: the most pressing of its periods', or nothing owed. */
export type ReportingSummaryState = "overdue" | "due" | "submitted" | "up-to-date" | "not-started";

export type ReportingSummary = {
  state: ReportingSummaryState;
  /** The period that decides the state (the first My Updates lists of this KPI); null when none. */
  period: ReportedPeriod | null;
  overdue: number;
  due: number;
  submitted: number;
};

/**
 * CYCLE-35: a KPI's periods to report (periodsToReport, of every year looked at) summed up as My KPIs shows
 * them: overdue when one is overdue, else due, else submitted (waiting for approval), else up to date when
 * a period was asked for, else not started; the period shown is the one My Updates lists first.
 */
export function summarizeReporting(periods: readonly ReportedPeriod[]): ReportingSummary {
  const count = (state: ItemState) => periods.filter((p) => p.state === state).length;
  const first = [...periods].sort(byReportingOrder)[0] ?? null;
  const counts = { overdue: count("overdue"), due: count("due"), submitted: count("submitted") };
  if (first === null) return { state: "not-started", period: null, ...counts };
  if (first.state === "approved") return { state: "up-to-date", period: null, ...counts };
  return { state: first.state, period: first, ...counts };
}

/** CYCLE-22: an approved period stays listed until this many days after its due date. */
export const APPROVED_LISTED_DAYS = 45;

/**
 * CYCLE-23, CYCLE-24: what the owner of a missing value is told on `today`: `reminder` from
 * `reminderLeadDays` before the due date to the due date itself, `overdue` after it; null before.
 */
export function ownerStage(
  dueDate: IsoDate,
  today: IsoDate,
  calendar: ReportingCalendar,
): "reminder" | "overdue" | null {
  if (today > dueDate) return "overdue";
  if (today >= addDays(dueDate, -calendar.reminderLeadDays)) return "reminder";
  return null;
}

/** A function and its head, as the function tree gives them: the function first, then each ancestor. */
export type HeadStep = { functionId: string; functionName: string; headUserId: string | null };

export type Escalation = {
  userId: string;
  functionId: string;
  functionName: string;
  level: number;
  from: IsoDate;
};

/**
 * CYCLE-25, CYCLE-26: who is told of a missing value, up the function tree. The heads of the KPI's
 * function and of each ancestor to the root make the chain, leaving out functions without a head, the
 * owner themselves and anyone already in it; the n-th person of the chain is told from the due date plus
 * n × escalationGraceDays. The chain ends at the root function's head.
 */
export function escalationChain(
  dueDate: IsoDate,
  heads: readonly HeadStep[],
  ownerId: string | null,
  calendar: ReportingCalendar,
): Escalation[] {
  const chain: Escalation[] = [];
  const seen = new Set<string>();
  for (const step of heads) {
    if (!step.headUserId || step.headUserId === ownerId || seen.has(step.headUserId)) continue;
    seen.add(step.headUserId);
    const level = chain.length + 1;
    chain.push({
      userId: step.headUserId,
      functionId: step.functionId,
      functionName: step.functionName,
      level,
      from: addDays(dueDate, level * calendar.escalationGraceDays),
    });
  }
  return chain;
}

/** CYCLE-25: the people of the chain who are to be told by `today`. */
export function escalationsDue(chain: readonly Escalation[], today: IsoDate): Escalation[] {
  return chain.filter((step) => step.from <= today);
}
