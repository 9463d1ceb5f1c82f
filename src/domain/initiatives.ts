// Initiatives' computed figures (INIT-14..INIT-30, docs/decisions/013): percent complete from
// milestones, expected percent from the calendar, schedule variance, spend percent, health with its
// reason, and "did it move the needle": a KPI's average score before and since the start date.
// Pure (ARCH-2): callers pass today as a calendar day.
import { type ScoreKpiInput, scoreKpi } from "./kpi-score";
import {
  DEFAULT_FISCAL_START_MONTH,
  type Frequency,
  fiscalYearOf,
  type PeriodKey,
  type PeriodValues,
  periodKeysFor,
  periodLabel,
} from "./periods";
import { daysBetween, type IsoDate, periodLastDay } from "./reporting-calendar";
import type { InitiativeHealth } from "./schemas/initiatives";

/** INIT-17: how far (percentage points) spend may run ahead of progress before it is over budget. */
export const BUDGET_TOLERANCE = 10;
/** INIT-18: how far (percentage points) progress may trail the calendar before it is behind. */
export const SCHEDULE_TOLERANCE = 10;
/** INIT-24: the needle looks back at most this many fiscal years before the start. */
export const NEEDLE_MAX_YEARS_BACK = 10;

/** INIT-19: figures are shown to one decimal place. */
export function roundTenth(value: number): number {
  return Math.round(value * 10 + (value >= 0 ? 1e-9 : -1e-9)) / 10;
}

export type MilestoneProgress = { weight: number; completed: boolean };

/**
 * INIT-14: with milestones, percent complete is the weight of the completed ones over the weight of all,
 * × 100; without, the entered value (0 when none was entered).
 */
export function percentComplete(milestones: readonly MilestoneProgress[], entered: number | null): number {
  if (milestones.length === 0) return roundTenth(Math.min(100, Math.max(0, entered ?? 0)));
  const total = milestones.reduce((sum, m) => sum + m.weight, 0);
  if (!(total > 0)) return 0;
  const done = milestones.reduce((sum, m) => sum + (m.completed ? m.weight : 0), 0);
  return roundTenth((done / total) * 100);
}

/**
 * INIT-15: the share of the initiative's days that have passed by the start of `today`. An initiative
 * runs from its start day through its end day, both included (end − start + 1 days); on the start day
 * 0 % is expected, on the end day (days − 1) / days, and from the day after the end 100 %.
 */
export function expectedPercent(startDate: IsoDate, endDate: IsoDate, today: IsoDate): number {
  const days = daysBetween(startDate, endDate) + 1;
  if (days <= 0) return 100;
  const elapsed = daysBetween(startDate, today);
  return roundTenth(Math.min(100, Math.max(0, (elapsed / days) * 100)));
}

/** INIT-16: spent / budget × 100; null without a budget above 0 or without a spend. */
export function spendPercent(budget: number | null, spent: number | null): number | null {
  if (budget === null || spent === null || !(budget > 0)) return null;
  return roundTenth((spent / budget) * 100);
}

const norm = (status: string) => status.trim().toLowerCase();
/** INIT-17: the statuses that mean finished (by name, whatever the list's order). */
export const COMPLETION_STATUSES = ["completed", "complete", "done"];
/** INIT-17: the statuses that mean stopped. */
export const CANCELLED_STATUSES = ["cancelled", "canceled"];

export function isCompletionStatus(status: string): boolean {
  return COMPLETION_STATUSES.includes(norm(status));
}
export function isCancelledStatus(status: string): boolean {
  return CANCELLED_STATUSES.includes(norm(status));
}

export type HealthInput = {
  startDate: IsoDate;
  endDate: IsoDate;
  status: string;
  percentComplete: number;
  budget: number | null;
  spent: number | null;
  today: IsoDate;
};

const pct = (value: number) => `${roundTenth(value)}%`;

/**
 * INIT-17: health, the first rule that holds, in this order:
 * 1. done — the status is a completion status, or percent complete is 100; also a cancelled initiative
 *    (it is no longer tracked, so it is neither behind nor over budget);
 * 2. not_started — today is before the start date and nothing is complete;
 * 3. over_budget — spend percent exceeds percent complete by more than BUDGET_TOLERANCE points;
 * 4. behind — percent complete trails expected percent by more than SCHEDULE_TOLERANCE points;
 * 5. on_track.
 */
export function initiativeHealth(input: HealthInput): InitiativeHealth {
  const complete = roundTenth(input.percentComplete);
  const expected = expectedPercent(input.startDate, input.endDate, input.today);
  const variance = roundTenth(complete - expected);
  const spend = spendPercent(input.budget, input.spent);
  const figures = {
    expectedPercent: expected,
    percentComplete: complete,
    scheduleVariance: variance,
    spendPercent: spend,
  };
  const answer = (health: InitiativeHealthValue, reason: string): InitiativeHealth => ({
    ...figures,
    health,
    reason,
  });
  if (isCancelledStatus(input.status)) {
    return answer("done", `It was cancelled (${input.status.trim()}), so it is no longer tracked.`);
  }
  if (isCompletionStatus(input.status)) {
    return answer("done", `Its status is ${input.status.trim()}.`);
  }
  if (complete >= 100) return answer("done", "All of its work is complete (100%).");
  if (input.today < input.startDate && complete === 0) {
    return answer("not_started", `It starts on ${input.startDate} and nothing is complete yet.`);
  }
  if (spend !== null && spend - complete > BUDGET_TOLERANCE) {
    return answer(
      "over_budget",
      `${pct(spend)} of the budget is spent but only ${pct(complete)} of the work is complete, more than ${BUDGET_TOLERANCE} points apart.`,
    );
  }
  if (expected - complete > SCHEDULE_TOLERANCE) {
    return answer(
      "behind",
      `${pct(complete)} is complete where ${pct(expected)} of its time has passed, more than ${SCHEDULE_TOLERANCE} points behind.`,
    );
  }
  return answer(
    "on_track",
    `${pct(complete)} is complete with ${pct(expected)} of its time passed${
      spend === null ? "" : ` and ${pct(spend)} of the budget spent`
    }.`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Did it move the needle (INIT-20..INIT-30)

/** One year's stored values of a KPI (its targets and actuals by period key). */
export type YearValues = { targets: PeriodValues; actuals: PeriodValues };

export type NeedleInput = Omit<
  ScoreKpiInput,
  "targets" | "actuals" | "view" | "viewFrequency" | "period" | "fiscalYearStartMonth" | "viewed"
> & {
  fiscalYearStartMonth?: number;
  /** The KPI's stored values by fiscal year. */
  years: ReadonlyMap<number, YearValues>;
  startDate: IsoDate;
  today: IsoDate;
};

export type NeedleWindow = { averageScore: number | null; periods: number; withData: number };
export type NeedlePointValue = {
  period: PeriodKey;
  label: string;
  year: number;
  endDate: IsoDate;
  score: number | null;
  actual: number | null;
  target: number | null;
  since: boolean;
};
export type NeedleResult = {
  startPeriodLabel: string;
  before: NeedleWindow;
  since: NeedleWindow;
  change: number | null;
  trend: NeedlePointValue[];
};

type PeriodSlot = { year: number; key: PeriodKey; endDate: IsoDate };

/** The KPI's periods (of its frequency) in fiscal years first..last, oldest first. */
function slotsBetween(frequency: Frequency, first: number, last: number, startMonth: number): PeriodSlot[] {
  const keys = periodKeysFor(frequency, startMonth);
  const slots: PeriodSlot[] = [];
  for (let year = first; year <= last; year++) {
    for (const key of keys) slots.push({ year, key, endDate: periodLastDay(year, key, startMonth) });
  }
  return slots;
}

function windowOf(points: readonly NeedlePointValue[]): NeedleWindow {
  const scores = points.map((p) => p.score).filter((s): s is number => s !== null);
  return {
    averageScore: scores.length ? roundTenth(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    periods: points.length,
    withData: scores.length,
  };
}

/**
 * INIT-20..INIT-26: the needle of one target KPI.
 * - A period is *since* when it ends on or after the start date and has ended before today (its last
 *   day is earlier than today): the period holding the start date is the first since period.
 * - *Before* is the periods immediately before the first since period, as many as there are since
 *   periods (at least 1), but none earlier than NEEDLE_MAX_YEARS_BACK fiscal years before the start.
 * - Each period's score is the scorecard's own score of that period (scoreKpi, view "period" in the
 *   KPI's own frequency); the averages are of the periods that have a score (coverage: withData of
 *   periods); change is since − before when both have one.
 */
export function needleOf(input: NeedleInput): NeedleResult {
  const startMonth = input.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH;
  const [sy, sm] = input.startDate.split("-").map(Number) as [number, number];
  const [ty, tm] = input.today.split("-").map(Number) as [number, number];
  const startYear = fiscalYearOf({ year: sy, month: sm }, startMonth);
  const todayYear = Math.max(startYear, fiscalYearOf({ year: ty, month: tm }, startMonth));
  const firstYear = startYear - NEEDLE_MAX_YEARS_BACK;
  const slots = slotsBetween(input.frequency, firstYear, todayYear, startMonth);
  const firstSince = slots.findIndex((slot) => slot.endDate >= input.startDate);
  const sinceSlots = slots.slice(firstSince).filter((slot) => slot.endDate < input.today);
  const beforeCount = Math.max(1, sinceSlots.length);
  const beforeSlots = slots.slice(Math.max(0, firstSince - beforeCount), firstSince);
  const startSlot = slots[firstSince]!;

  const point = (slot: PeriodSlot, since: boolean): NeedlePointValue => {
    const values = input.years.get(slot.year) ?? { targets: {}, actuals: {} };
    const scored = scoreKpi({
      ...input,
      targets: values.targets,
      actuals: values.actuals,
      view: "period",
      viewFrequency: input.frequency,
      period: slot.key,
      fiscalYearStartMonth: startMonth,
    });
    return {
      period: slot.key,
      label: periodLabel(input.frequency, slot.key, slot.year, startMonth),
      year: slot.year,
      endDate: slot.endDate,
      score: scored.score,
      actual: scored.actual,
      target: scored.target,
      since,
    };
  };
  const before = beforeSlots.map((slot) => point(slot, false));
  const since = sinceSlots.map((slot) => point(slot, true));
  const beforeWindow = windowOf(before);
  const sinceWindow = windowOf(since);
  return {
    startPeriodLabel: periodLabel(input.frequency, startSlot.key, startSlot.year, startMonth),
    before: beforeWindow,
    since: sinceWindow,
    change:
      beforeWindow.averageScore !== null && sinceWindow.averageScore !== null
        ? roundTenth(sinceWindow.averageScore - beforeWindow.averageScore)
        : null,
    trend: [...before, ...since],
  };
}

/**
 * INIT-36: a milestone not complete is overdue from the day after its due date. Both are YYYY-MM-DD
 * calendar days (`today` is INIT-19's UTC day), compared as days: a time of day never enters.
 */
export function milestoneOverdue(
  milestone: { dueDate: IsoDate; completedAt: unknown },
  today: IsoDate,
): boolean {
  return milestone.completedAt === null && milestone.dueDate.slice(0, 10) < today.slice(0, 10);
}

/** INIT-11: the window a milestone's due date must lie in: a year before the start to a year after the end. */
export function milestoneDueBounds(startDate: IsoDate, endDate: IsoDate): { from: IsoDate; to: IsoDate } {
  const shiftYear = (day: IsoDate, by: number) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    // 29 February a year on or back is 28 February (or 1 March); the day is clamped to the month.
    const last = new Date(Date.UTC(y + by, m, 0)).getUTCDate();
    return `${String(y + by).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
  };
  return { from: shiftYear(startDate, -1), to: shiftYear(endDate, 1) };
}

export const INITIATIVE_HEALTHS = ["on_track", "behind", "over_budget", "not_started", "done"] as const;

export type InitiativeHealthValue = (typeof INITIATIVE_HEALTHS)[number];

export const INITIATIVE_HEALTH_LABELS: Record<InitiativeHealthValue, string> = {
  on_track: "On track",
  behind: "Behind",
  over_budget: "Over budget",
  not_started: "Not started",
  done: "Done",
};

/** INIT-3: the organization setting's default list (SETTINGS: initiativeStatuses). */
export const DEFAULT_INITIATIVE_STATUSES = [
  "Not Started",
  "On Track",
  "At Risk",
  "Delayed",
  "Completed",
  "Cancelled",
] as const;
