// PLATFORM-26: numbers, dates and relative times as people read them, without paying for Intl where it
// can be helped. The first Intl formatter a page makes loads the ICU locale data: 40–100 ms of one task
// on a test machine, four times that on a phone, before the screen can draw a single figure. So:
// - a formatter is made on first use (onFirstUse), never as its module loads;
// - numbers in the locales that write them as en-US does ("1,234.56") are written here, digit for digit
//   what Intl writes (src/client/lib/intl.test.ts checks it against Intl), and by Intl elsewhere;
// - relative times are English, as every other word on screen is.
import { EN_US_NUMBER_LOCALES, writeEnglishDigits } from "../../domain/number-text";

/** `make`'s value, made the first time it is asked for and kept. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The reader's locale, as Intl's default takes it: the locale the screens write measures in (UI-113). */
export const readerLocale = () => (typeof navigator === "undefined" ? "en-US" : navigator.language);

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number rounded to at most `maximumFractionDigits` decimals (half away from zero, on the shortest
 * decimal that reads back as the number, as Intl rounds), grouped by thousands: '1,234.57', '-0.5'.
 */
export function formatNumber(value: number, maximumFractionDigits = 2, locale = readerLocale()): string {
  const digits = EN_US_NUMBER_LOCALES.has(locale) ? writeEnglishDigits(value, maximumFractionDigits) : null;
  if (digits === null) {
    let format = numberFormats.get(maximumFractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(undefined, { maximumFractionDigits });
      numberFormats.set(maximumFractionDigits, format);
    }
    return format.format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${digits}`;
}

type RelativeUnit = "day" | "hour" | "minute";
const NAMED: Record<RelativeUnit, Record<string, string>> = {
  day: { "-1": "yesterday", "0": "today", "1": "tomorrow" },
  hour: { "0": "this hour" },
  minute: { "0": "this minute" },
};

/** English relative time, as Intl.RelativeTimeFormat("en", { numeric: "auto" }) writes it. */
export function formatRelativeTime(value: number, unit: RelativeUnit): string {
  const named = NAMED[unit][String(value === 0 ? 0 : value)];
  if (named) return named;
  const count = Math.abs(value);
  const units = `${formatNumber(count, 3, "en")} ${unit}${count === 1 ? "" : "s"}`;
  return value < 0 ? `${units} ago` : `in ${units}`;
}

const calendarDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
);

/** "2026-11-10" → "10 Nov 2026" (a calendar day, read in UTC); a text that is no date comes back as it is. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay().format(date);
}

const dateAndTime = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);

/** An instant for people, in their locale and time zone: "3 Mar 2026, 14:05". */
export const formatDateTime = (at: string | Date) => dateAndTime().format(new Date(at));
