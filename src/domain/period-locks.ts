// Closed periods (LOCK-2, LOCK-3): which periods a set of locks closes. Pure: no clock, no I/O.
import {
  ANNUAL_KEYS,
  DEFAULT_FISCAL_START_MONTH,
  type Frequency,
  fiscalEndOf,
  frequencyOfKey,
  isPeriodKeyOf,
  MONTH_KEYS,
  type PeriodKey,
  periodName,
  QUARTER_KEYS,
} from "./periods";

/** Every period key of every frequency. */
export const PERIOD_KEYS_ALL = [...MONTH_KEYS, ...QUARTER_KEYS, ...ANNUAL_KEYS] as [
  PeriodKey,
  ...PeriodKey[],
];

/** A closed period as stored: a year and one key of a frequency. */
export type PeriodLock = { year: number; frequency: Frequency; periodKey: string };

const MONTHS_OF: Record<Frequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

/**
 * LOCK-2: the fiscal months (1-12, FISCAL-3) a period covers: a month its own, a quarter its three, the
 * annual period all twelve. A key that is not one of the frequency's covers nothing.
 */
export function fiscalMonthsOf(
  frequency: Frequency,
  key: string,
  fiscalStartMonth = DEFAULT_FISCAL_START_MONTH,
): number[] {
  if (!isPeriodKeyOf(frequency, key)) return [];
  const end = fiscalEndOf(key, fiscalStartMonth);
  const size = MONTHS_OF[frequency];
  return Array.from({ length: size }, (_, i) => end - size + 1 + i);
}

/**
 * LOCK-2: a period of `year` is closed when every one of its fiscal months is covered by a closed period of
 * that year: a quarter by its own lock, the year's, or locks on all three of its months; a month by its
 * own lock, its quarter's or the year's; the annual period by the year's lock or locks covering all
 * twelve months.
 */
export function isLocked(
  locks: readonly PeriodLock[],
  year: number,
  frequency: Frequency,
  key: string,
  fiscalStartMonth = DEFAULT_FISCAL_START_MONTH,
): boolean {
  const months = fiscalMonthsOf(frequency, key, fiscalStartMonth);
  if (months.length === 0) return false;
  const closed = new Set<number>();
  for (const lock of locks) {
    if (lock.year !== year) continue;
    for (const month of fiscalMonthsOf(lock.frequency, lock.periodKey, fiscalStartMonth)) closed.add(month);
  }
  return months.every((month) => closed.has(month));
}

/** The keys among `keys` that are closed in `year` (LOCK-2), in the order given. */
export function lockedKeys(
  locks: readonly PeriodLock[],
  year: number,
  keys: readonly string[],
  fiscalStartMonth = DEFAULT_FISCAL_START_MONTH,
): PeriodKey[] {
  return keys.filter(
    (key): key is PeriodKey =>
      isPeriodKeyOfAny(key) && isLocked(locks, year, frequencyOfKey(key), key, fiscalStartMonth),
  );
}

function isPeriodKeyOfAny(key: string): key is PeriodKey {
  return (PERIOD_KEYS_ALL as readonly string[]).includes(key);
}

/** A period as messages name it: 'March 2026', 'Q2 2026', 'Annual 2026'. */
export function periodTitle(key: PeriodKey, year: number): string {
  return `${periodName(key)} ${year}`;
}

/** LOCK-3: the 423 message for a write into a closed period, word for word. */
export function periodLockedMessage(key: PeriodKey, year: number): string {
  return `${periodTitle(key, year)} is closed. To change it, ask an administrator to reopen the period or submit a change request.`;
}

export const PERIOD_LOCKED_CODE = "PERIOD_LOCKED";

/**
 * LOCK-6: a year's weights are frozen while any of its periods is closed, since every period of the year
 * is scored with them (WEIGHT-7): re-weighting would change a closed month's score.
 */
export function yearHasClosedPeriod(locks: readonly PeriodLock[], year: number): boolean {
  return locks.some((lock) => lock.year === year);
}

/** LOCK-6: the 423 message for a weight change in a year with closed periods, word for word. */
export function weightsFrozenMessage(year: number): string {
  return `${year} has closed periods, so its weights are frozen. To change a weight, ask an administrator to reopen the periods or submit a change request.`;
}

/** LOCK-7: the 423 message for removing an assignment whose values include a closed period, word for word. */
export function closedHistoryMessage(key: PeriodKey, year: number): string {
  return `This assignment has values in ${periodTitle(key, year)}, which is closed. End it from a later year instead, or ask an administrator to reopen the period.`;
}
