// ACTIVITY-5: when an activity happened, as the timeline says it: relative within a week, then a date.
import { translate } from "../../../i18n/translate";
import { formatRelativeTime, readerLocale } from "../../../lib/intl";
import { activitiesMessages as m } from "../messages";

const WEEK_MS = 7 * 86_400_000;

/** UI-118: the date in the screens' locale, one formatter per locale, made on first use (PLATFORM-26). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateOnly(locale = readerLocale()): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * ACTIVITY-5: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '6 days ago' up to 7 days; from
 * then on the date ('12 Mar 2025'), never '680 days ago'. A time ahead of the clock reads as its date
 * past a week as well.
 */
export function activityWhen(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return iso;
  const elapsed = at - now;
  if (Math.abs(elapsed) >= WEEK_MS) return dateOnly().format(new Date(at));
  const seconds = Math.round(elapsed / 1000);
  const steps: [Parameters<typeof formatRelativeTime>[1], number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return formatRelativeTime(Math.round(seconds / size), unit);
  }
  return translate(m.justNow);
}

/**
 * ACTIVITY-6: the API's date range from two local calendar days ('YYYY-MM-DD', either may be blank):
 * `from` is the start of the first day, `to` the start of the day after the last (exclusive), both as
 * ISO instants of the browser's time zone. A blank day leaves that end open.
 */
export function activityRange(fromDay: string, toDay: string): { from?: string; to?: string } {
  const start = (day: string, plusDays = 0) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return undefined;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  return { from: start(fromDay), to: start(toDay, 1) };
}
