// FISCAL-9: what changing the fiscal year's start month re-labels, said before it is saved. Months never
// move (FISCAL-8); the fiscal years, their quarters and year-to-date count from the new start month.
// Pure: callers pass today's calendar month.
import {
  type CalendarMonth,
  calendarMonthOf,
  currentYear,
  fiscalYearSpan,
  monthKeyForNumber,
  periodLabel,
  periodName,
  yearLabel,
} from "./periods";

const nameOf = (month: CalendarMonth) => periodName(monthKeyForNumber(month.month)!);
const monthYear = (month: CalendarMonth) => `${nameOf(month)} ${month.year}`;

/** "April–June 2026", or "November 2026–January 2027" across a year's end. */
export function monthRange(first: CalendarMonth, last: CalendarMonth): string {
  if (first.year === last.year && first.month === last.month) return monthYear(first);
  return first.year === last.year
    ? `${nameOf(first)}–${monthYear(last)}`
    : `${monthYear(first)}–${monthYear(last)}`;
}

/**
 * FISCAL-9: one example of what a new start month re-labels, from today's month: the fiscal year today
 * falls in, its first quarter, and year-to-date today. Null when the start month is unchanged. With start
 * 4 in November 2026: 'FY2027 will run April 2026–March 2027; FY2027 Q1 will be April–June 2026; year to
 * date in November 2026 will cover April–November 2026. Values stay in their months.'
 */
export function fiscalStartChangePreview(from: number, to: number, today: CalendarMonth): string | null {
  if (from === to) return null;
  const year = currentYear(today, to);
  const { first, last } = fiscalYearSpan(year, to);
  const q1 = monthRange(calendarMonthOf(year, 1, to), calendarMonthOf(year, 3, to));
  return [
    `${yearLabel(year, to)} will run ${monthRange(first, last)}`,
    `${periodLabel("quarterly", "q1", year, to)} will be ${q1}`,
    `year to date in ${monthYear(today)} will cover ${monthRange(first, today)}.`,
  ]
    .join("; ")
    .concat(" Values stay in their months.");
}
