// PLATFORM-26: numbers, dates and relative times as people read them, without paying for Intl where it
// can be helped. The first Intl formatter a page makes loads the ICU locale data: 40–100 ms of one task
// on a test machine, four times that on a phone, before the screen can draw a single figure. So:
// - a formatter is made on first use (onFirstUse), never as its module loads;
// - numbers in the locales that write them as en-US does ("1,234.56") are written here, digit for digit
//   what Intl writes (src/client/lib/intl.test.ts checks it against Intl), and by Intl elsewhere;
// - relative times in English are written here too, as Intl's English writes them; other languages use Intl.
// UI-118: each formatter writes in the screens' locale (src/client/i18n), one Intl object per locale.
import { EN_US_NUMBER_LOCALES, writeEnglishDigits } from "../../domain/number-text";
import { activeLocale } from "../i18n/active-locale";

/** `make`'s value, made the first time it is asked for and kept. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The region a language's figures are written for when the browser names none of that language. */
const REGION_OF: Record<string, string> = { en: "en-US", de: "de-DE" };

/**
 * UI-113, UI-118: the locale the screens write figures in: the screens' language, in the browser's region
 * of it ("en-GB", "de-AT") where the browser's language is that language; the pseudo-locale's are English.
 */
export function readerLocale(): string {
  const language = activeLocale() === "de" ? "de" : "en";
  const browser = typeof navigator === "undefined" ? "" : navigator.language;
  return browser === language || browser.startsWith(`${language}-`)
    ? browser
    : (REGION_OF[language] ?? "en-US");
}

/** One formatter per locale and options, made on first use. */
function perLocale<T>(make: (locale: string) => T): (locale?: string) => T {
  const made = new Map<string, T>();
  return (locale = readerLocale()) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number rounded to at most `maximumFractionDigits` decimals (half away from zero, on the shortest
 * decimal that reads back as the number, as Intl rounds), grouped by thousands: '1,234.57', '-0.5'.
 */
export function formatNumber(value: number, maximumFractionDigits = 2, locale = readerLocale()): string {
  const digits = EN_US_NUMBER_LOCALES.has(locale) ? writeEnglishDigits(value, maximumFractionDigits) : null;
  if (digits === null) {
    const key = `${locale} ${maximumFractionDigits}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits });
      numberFormats.set(key, format);
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

const relativeTimes = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** A relative time as Intl.RelativeTimeFormat(locale, { numeric: "auto" }) writes it; English without Intl. */
export function formatRelativeTime(value: number, unit: RelativeUnit, locale = readerLocale()): string {
  if (!locale.startsWith("en")) return relativeTimes(locale).format(value, unit);
  const named = NAMED[unit][String(value === 0 ? 0 : value)];
  if (named) return named;
  const count = Math.abs(value);
  const units = `${formatNumber(count, 3, "en")} ${unit}${count === 1 ? "" : "s"}`;
  return value < 0 ? `${units} ago` : `in ${units}`;
}

const calendarDay = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
);

/** "2026-11-10" → "10 Nov 2026" (a calendar day, read in UTC); a text that is no date comes back as it is. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay().format(date);
}

const dateAndTime = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
);

/** An instant for people, in their locale and time zone: "3 Mar 2026, 14:05". */
export const formatDateTime = (at: string | Date) => dateAndTime().format(new Date(at));
