// Period keys, years, labels and the current period (PERIOD-5, AGG-2, AGG-3, AGG-4, AGG-5, PERIOD-3,
// PERIOD-4).
// Pure: callers pass `now`; nothing here reads the clock.

export const FREQUENCIES = ["monthly", "quarterly", "annual"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MONTH_KEYS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

export const QUARTER_KEYS = ["q1", "q2", "q3", "q4"] as const;
export type QuarterKey = (typeof QUARTER_KEYS)[number];

export const ANNUAL_KEYS = ["annual"] as const;
export type AnnualKey = (typeof ANNUAL_KEYS)[number];

export type PeriodKey = MonthKey | QuarterKey | AnnualKey;

/** Per-period values of one KPI assignment for one year (PERIOD-6: number or null; PERIOD-1: keyed per year). */
export type PeriodValues = Partial<Record<PeriodKey, number | null>>;

/** A calendar month: `month` runs 1 (January) to 12 (December). */
export type CalendarMonth = { year: number; month: number };

/** A period of a given year, e.g. { year: 2026, key: "q2" } (PERIOD-1: years are real). */
export type PeriodRef = { year: number; key: PeriodKey };

// Period keys (PERIOD-5): monthly january..december, quarterly q1..q4, annual annual.
const KEYS_BY_FREQUENCY: Record<Frequency, readonly PeriodKey[]> = {
  monthly: MONTH_KEYS,
  quarterly: QUARTER_KEYS,
  annual: ANNUAL_KEYS,
};

// The last calendar month each key covers. PERIOD-5: q1 Jan-Mar, q2 Apr-Jun, q3 Jul-Sep, q4 Oct-Dec;
// the annual value covers the whole year. Comparing end months is how views line up different frequencies.
const END_MONTH: Record<PeriodKey, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  q1: 3,
  q2: 6,
  q3: 9,
  q4: 12,
  annual: 12,
};

const FREQUENCY_OF_KEY: Record<PeriodKey, Frequency> = {
  ...(Object.fromEntries(MONTH_KEYS.map((key) => [key, "monthly"])) as Record<MonthKey, Frequency>),
  ...(Object.fromEntries(QUARTER_KEYS.map((key) => [key, "quarterly"])) as Record<QuarterKey, Frequency>),
  annual: "annual",
};

export function periodKeysFor(frequency: Frequency): readonly PeriodKey[] {
  return KEYS_BY_FREQUENCY[frequency];
}

export function isPeriodKey(value: unknown): value is PeriodKey {
  return typeof value === "string" && Object.hasOwn(END_MONTH, value);
}

export function isPeriodKeyOf(frequency: Frequency, value: unknown): value is PeriodKey {
  return isPeriodKey(value) && FREQUENCY_OF_KEY[value] === frequency;
}

export function frequencyOfKey(key: PeriodKey): Frequency {
  return FREQUENCY_OF_KEY[key];
}

/** The last calendar month (1-12) a period covers: march → 3, q2 → 6, annual → 12. */
export function endMonthOf(key: PeriodKey): number {
  return END_MONTH[key];
}

/**
 * PERIOD-4: frequency is stored as monthly, quarterly or annual; the create form's 'annually' (LIBRARY-3) is
 * an
 * alias of 'annual'. Anything else is not a frequency: null, so callers decide how to report it.
 */
export function normaliseFrequency(value: unknown): Frequency | null {
  if (typeof value !== "string") return null;
  const word = value.trim().toLowerCase();
  if (word === "annually") return "annual";
  return (FREQUENCIES as readonly string[]).includes(word) ? (word as Frequency) : null;
}

/** The month key of a month number 1-12, or null outside that range. */
export function monthKeyForNumber(month: number): MonthKey | null {
  return MONTH_KEYS[month - 1] ?? null;
}

/** The quarter a month belongs to (january → q1, may → q2), used to find the current quarter. */
export function quarterContainingMonth(month: MonthKey): QuarterKey {
  return QUARTER_KEYS[Math.floor(MONTH_KEYS.indexOf(month) / 3)]!;
}

/**
 * AGG-5: a quarterly KPI viewed monthly maps march to q1, june to q2, september to q3 and december
 * to q4; other months show nothing (null). Unlike `quarterContainingMonth`, only quarter-end months map.
 */
export function quarterKeyForMonth(month: string): QuarterKey | null {
  if (!isPeriodKeyOf("monthly", month)) return null;
  const end = END_MONTH[month];
  return end % 3 === 0 ? QUARTER_KEYS[end / 3 - 1]! : null;
}

function toCalendarMonth(now: Date | CalendarMonth): CalendarMonth {
  // A Date is read in the caller's local calendar: "today" is the user's today (PERIOD-3 defaults to today's
  // year, quarter and month). A caller that wants another calendar passes { year, month } instead.
  return now instanceof Date ? { year: now.getFullYear(), month: now.getMonth() + 1 } : now;
}

export function currentYear(now: Date | CalendarMonth): number {
  return toCalendarMonth(now).year;
}

/**
 * Corporate BSC (PERIOD-7): changing frequency resets the period to the current one of that frequency
 * (current month name, current quarter, or annual); PERIOD-3 adds the current year.
 */
export function currentPeriod(frequency: Frequency, now: Date | CalendarMonth): PeriodRef {
  const { year, month } = toCalendarMonth(now);
  const monthKey = monthKeyForNumber(month);
  if (monthKey === null) throw new RangeError(`Month must be 1 to 12, got ${month}`);
  if (frequency === "monthly") return { year, key: monthKey };
  if (frequency === "quarterly") return { year, key: quarterContainingMonth(monthKey) };
  return { year, key: "annual" };
}

/** The periods of a frequency from the first through `key` (AGG-2); [] if `key` is not one. */
export function periodsThrough(frequency: Frequency, key: PeriodKey): PeriodKey[] {
  const keys = periodKeysFor(frequency);
  const index = keys.indexOf(key);
  return index < 0 ? [] : keys.slice(0, index + 1);
}

const MONTHS_COVERED: Record<Frequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

// How many of a frequency's periods have ended by the end of calendar month `month` (0-12). Keys are in
// calendar order, so the periods ended are always a prefix of periodKeysFor(frequency).
function countEndedBy(frequency: Frequency, month: number): number {
  return Math.floor(month / MONTHS_COVERED[frequency]);
}

/** The periods of `frequency` that have ended by the end of `key`, of any frequency: q2 → january..june. */
export function periodsEndingBy(frequency: Frequency, key: PeriodKey): PeriodKey[] {
  return periodKeysFor(frequency).slice(0, countEndedBy(frequency, END_MONTH[key]));
}

/**
 * The periods of `frequency` that end inside `key`: monthly within q2 → april, may, june; quarterly
 * within june → q2, within may → nothing (exactly the AGG-5 quarter-end-month mapping).
 */
export function periodsWithin(frequency: Frequency, key: PeriodKey): PeriodKey[] {
  const end = END_MONTH[key];
  const start = end - MONTHS_COVERED[FREQUENCY_OF_KEY[key]];
  return periodKeysFor(frequency).slice(countEndedBy(frequency, start), countEndedBy(frequency, end));
}

const MONTH_NAMES: Record<MonthKey, string> = {
  january: "January",
  february: "February",
  march: "March",
  april: "April",
  may: "May",
  june: "June",
  july: "July",
  august: "August",
  september: "September",
  october: "October",
  november: "November",
  december: "December",
};

/** The short name of a key without a year: 'March', 'Q2', 'Annual'. */
export function periodName(key: PeriodKey): string {
  if (key === "annual") return "Annual";
  return FREQUENCY_OF_KEY[key] === "quarterly" ? key.toUpperCase() : MONTH_NAMES[key as MonthKey];
}

/**
 * Labels as the screens show them: 'Q2 2026', 'March 2026', '2026' (the spec's screens hard-code one year;
 * PERIOD-1 asks for real years).
 * An annual view is labelled by its year whatever key is passed; otherwise the key decides the label.
 */
export function periodLabel(frequency: Frequency, key: PeriodKey, year: number): string {
  if (frequency === "annual" || key === "annual") return String(year);
  return `${periodName(key)} ${year}`;
}
