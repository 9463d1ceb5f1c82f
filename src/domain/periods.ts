// Period keys, years, labels and the current period (PERIOD-5, AGG-2, AGG-3, AGG-4, AGG-5, PERIOD-3,
// PERIOD-4), in the organization's fiscal year (FISCAL-1..FISCAL-6): every function that maps periods takes
// the fiscal start month as its last argument, default 1 (January: the calendar year, as before).
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

/** FISCAL-1: the month a fiscal year starts in, 1 (January, the calendar year) to 12. */
export const DEFAULT_FISCAL_START_MONTH = 1;

function checkedStart(startMonth: number): number {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Fiscal year start month must be 1 to 12, got ${startMonth}`);
  }
  return startMonth;
}

// FISCAL-3: the months of a fiscal year in order, from its start month (start 4: april … march).
const MONTHS_FROM_START: readonly (readonly MonthKey[])[] = MONTH_KEYS.map((_, shift) => [
  ...MONTH_KEYS.slice(shift),
  ...MONTH_KEYS.slice(0, shift),
]);

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

/** The keys of a frequency in fiscal-year order (FISCAL-3: months from the start month; q1..q4; annual). */
export function periodKeysFor(
  frequency: Frequency,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): readonly PeriodKey[] {
  if (frequency === "monthly") return MONTHS_FROM_START[checkedStart(startMonth) - 1]!;
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

/** The last calendar month (1-12) a period covers in a calendar year: march → 3, q2 → 6, annual → 12. */
export function endMonthOf(key: PeriodKey): number {
  return END_MONTH[key];
}

/**
 * FISCAL-2, FISCAL-3: the month of the fiscal year (1-12) in which a period ends. Quarters and the annual
 * value are fiscal already (q1 ends in the 3rd month); a month key counts from the start month
 * (start 4: april → 1, march → 12). With start 1 this is endMonthOf.
 */
export function fiscalEndOf(key: PeriodKey, startMonth = DEFAULT_FISCAL_START_MONTH): number {
  const start = checkedStart(startMonth);
  if (FREQUENCY_OF_KEY[key] !== "monthly") return END_MONTH[key];
  return ((END_MONTH[key] - start + 12) % 12) + 1;
}

/**
 * FISCAL-2: the fiscal year a calendar month belongs to, named by the calendar year it ends in
 * (start 4: April 2026 … March 2027 is fiscal year 2027). Start 1 is the calendar year.
 */
export function fiscalYearOf(month: CalendarMonth, startMonth = DEFAULT_FISCAL_START_MONTH): number {
  const start = checkedStart(startMonth);
  return start !== 1 && month.month >= start ? month.year + 1 : month.year;
}

/** FISCAL-2: the calendar month in which the `position`th month (1-12) of fiscal year `year` falls. */
export function calendarMonthOf(
  year: number,
  position: number,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): CalendarMonth {
  const start = checkedStart(startMonth);
  const offset = start - 1 + position - 1;
  const firstYear = start === 1 ? year : year - 1;
  return { year: firstYear + Math.floor(offset / 12), month: (offset % 12) + 1 };
}

/** FISCAL-2: the first and last calendar months of fiscal year `year` (start 4, 2027: April 2026 – March 2027). */
export function fiscalYearSpan(
  year: number,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): { first: CalendarMonth; last: CalendarMonth } {
  return { first: calendarMonthOf(year, 1, startMonth), last: calendarMonthOf(year, 12, startMonth) };
}

/** FISCAL-2: the calendar month a period of fiscal year `year` ends in (start 4: 2027 q1 → June 2026). */
export function periodEndMonth(
  year: number,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): CalendarMonth {
  return calendarMonthOf(year, fiscalEndOf(key, startMonth), startMonth);
}

/**
 * FISCAL-8: the year a value of (fiscal year `year`, `key`) is stored under. A month is a calendar month
 * whatever the fiscal year: its value is kept under its own calendar year (start 4: `april` of FY2027 is
 * stored as April 2026), so changing the start month re-labels it and never moves it. A quarter's and the
 * annual value are the fiscal year's own and keep its number. With start 1 this is `year`.
 */
export function storedYearOf(year: number, key: PeriodKey, startMonth = DEFAULT_FISCAL_START_MONTH): number {
  return FREQUENCY_OF_KEY[key] === "monthly" ? periodEndMonth(year, key, startMonth).year : year;
}

/** FISCAL-8: the fiscal year of a stored (year, key): the inverse of storedYearOf. */
export function fiscalYearOfStored(
  storedYear: number,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): number {
  return FREQUENCY_OF_KEY[key] === "monthly"
    ? fiscalYearOf({ year: storedYear, month: END_MONTH[key] }, startMonth)
    : storedYear;
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

/**
 * The quarter a month belongs to (january → q1, may → q2), used to find the current quarter. FISCAL-3:
 * quarters count from the fiscal start (start 4: april → q1, january → q4).
 */
export function quarterContainingMonth(month: MonthKey, startMonth = DEFAULT_FISCAL_START_MONTH): QuarterKey {
  return QUARTER_KEYS[Math.floor((fiscalEndOf(month, startMonth) - 1) / 3)]!;
}

/**
 * AGG-5: a quarterly KPI viewed monthly maps march to q1, june to q2, september to q3 and december
 * to q4; other months show nothing (null). Unlike `quarterContainingMonth`, only quarter-end months map.
 * FISCAL-3: in a fiscal year the quarter-end months are the 3rd, 6th, 9th and 12th from the start.
 */
export function quarterKeyForMonth(
  month: string,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): QuarterKey | null {
  if (!isPeriodKeyOf("monthly", month)) return null;
  const end = fiscalEndOf(month, startMonth);
  return end % 3 === 0 ? QUARTER_KEYS[end / 3 - 1]! : null;
}

function toCalendarMonth(now: Date | CalendarMonth): CalendarMonth {
  // A Date is read in the caller's local calendar: "today" is the user's today (PERIOD-3 defaults to today's
  // year, quarter and month). A caller that wants another calendar passes { year, month } instead.
  return now instanceof Date ? { year: now.getFullYear(), month: now.getMonth() + 1 } : now;
}

/** PERIOD-3, FISCAL-4: today's (fiscal) year; with start 4, March 2027 is in 2027 and April 2027 in 2028. */
export function currentYear(now: Date | CalendarMonth, startMonth = DEFAULT_FISCAL_START_MONTH): number {
  return fiscalYearOf(toCalendarMonth(now), startMonth);
}

/**
 * Corporate BSC (PERIOD-7): changing frequency resets the period to the current one of that frequency
 * (current month name, current quarter, or annual); PERIOD-3 adds the current year. FISCAL-4: the year is
 * the fiscal year and the quarter the fiscal quarter of today.
 */
export function currentPeriod(
  frequency: Frequency,
  now: Date | CalendarMonth,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodRef {
  const today = toCalendarMonth(now);
  const monthKey = monthKeyForNumber(today.month);
  if (monthKey === null) throw new RangeError(`Month must be 1 to 12, got ${today.month}`);
  const year = fiscalYearOf(today, startMonth);
  if (frequency === "monthly") return { year, key: monthKey };
  if (frequency === "quarterly") return { year, key: quarterContainingMonth(monthKey, startMonth) };
  return { year, key: "annual" };
}

/** The periods of a frequency from the first through `key` (AGG-2, FISCAL-3); [] if `key` is not one. */
export function periodsThrough(
  frequency: Frequency,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey[] {
  const keys = periodKeysFor(frequency, startMonth);
  const index = keys.indexOf(key);
  return index < 0 ? [] : keys.slice(0, index + 1);
}

const MONTHS_COVERED: Record<Frequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

// How many of a frequency's periods have ended by the end of fiscal month `month` (0-12). Keys are in
// fiscal order, so the periods ended are always a prefix of periodKeysFor(frequency, startMonth).
function countEndedBy(frequency: Frequency, month: number): number {
  return Math.floor(month / MONTHS_COVERED[frequency]);
}

/**
 * The periods of `frequency` that have ended by the end of `key`, of any frequency: q2 → january..june.
 * FISCAL-5: year-to-date starts at the fiscal start month (start 4: june → april, may, june).
 */
export function periodsEndingBy(
  frequency: Frequency,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey[] {
  return periodKeysFor(frequency, startMonth).slice(0, countEndedBy(frequency, fiscalEndOf(key, startMonth)));
}

/**
 * The periods of `frequency` that end inside `key`: monthly within q2 → april, may, june; quarterly
 * within june → q2, within may → nothing (exactly the AGG-5 quarter-end-month mapping). FISCAL-3: with
 * start 4, monthly within q1 → april, may, june.
 */
export function periodsWithin(
  frequency: Frequency,
  key: PeriodKey,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey[] {
  const end = fiscalEndOf(key, startMonth);
  const start = end - MONTHS_COVERED[FREQUENCY_OF_KEY[key]];
  return periodKeysFor(frequency, startMonth).slice(
    countEndedBy(frequency, start),
    countEndedBy(frequency, end),
  );
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

/** FISCAL-6: a year as the screens show it: '2027' for a calendar year, 'FY2027' for a fiscal one. */
export function yearLabel(year: number, startMonth = DEFAULT_FISCAL_START_MONTH): string {
  return checkedStart(startMonth) === 1 ? String(year) : `FY${year}`;
}

/**
 * Labels as the screens show them: 'Q2 2026', 'March 2026', '2026' (the spec's screens hard-code one year;
 * PERIOD-1 asks for real years).
 * An annual view is labelled by its year whatever key is passed; otherwise the key decides the label.
 * FISCAL-6: when the fiscal year does not start in January, quarters and years read 'FY2027 Q1' and
 * 'FY2027', and a month reads as the real calendar month ('April 2026' of FY2027).
 */
export function periodLabel(
  frequency: Frequency,
  key: PeriodKey,
  year: number,
  startMonth = DEFAULT_FISCAL_START_MONTH,
): string {
  const start = checkedStart(startMonth);
  if (frequency === "annual" || key === "annual") return yearLabel(year, start);
  if (start === 1) return `${periodName(key)} ${year}`;
  if (FREQUENCY_OF_KEY[key] === "quarterly") return `FY${year} ${periodName(key)}`;
  return `${periodName(key)} ${periodEndMonth(year, key, start).year}`;
}
