// The organization's day (SETTINGS-16..SETTINGS-19): the calendar day, month and wall-clock time of an
// instant in an IANA time zone, and the instant of a local time. Pure (ARCH-2): the instant is passed in;
// built on Intl.DateTimeFormat, whose time zone data comes with the runtime (Node's ICU, the browser's).
import type { CalendarMonth } from "./periods";

/** SETTINGS-16: an organization without a zone of its own (every one made before zones existed). */
export const DEFAULT_TIME_ZONE = "UTC";

/** A calendar day in a zone; month 1 to 12. */
export type LocalDate = { year: number; month: number; day: number };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// One formatter per zone: constructing one costs far more than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (formatters.size < 1_000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallClock = LocalDate & { hour: number; minute: number; second: number };

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some runtimes write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * SETTINGS-16: whether `name` is a time zone the runtime knows by an IANA name ("Europe/Berlin", "UTC",
 * an alias such as "Asia/Kolkata"). Checked by constructing a formatter with it, not against
 * Intl.supportedValuesOf("timeZone"): on Node 20 (ICU 78) that list holds neither "UTC" nor current names
 * such as "Asia/Kolkata" or "Europe/Kyiv" (only "Asia/Calcutta", "Europe/Kiev"), which browsers send.
 * A UTC offset ("+01:00") is not a name and is refused, whatever the runtime accepts.
 */
export function isTimeZone(name: string): boolean {
  return canonicalTimeZone(name) !== null;
}

/**
 * SETTINGS-16: the spelling a time zone is kept in: the runtime's own where it differs only in case
 * ("europe/berlin" → "Europe/Berlin"), else the name as given (an alias stays the alias its user chose);
 * null when it is not a time zone name.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/** SETTINGS-17: the calendar day of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A local date as "YYYY-MM-DD" (the reporting calendar's IsoDate). */
export function isoOfLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** "YYYY-MM-DD" as a local date. */
export function localDateOfIso(iso: string): LocalDate {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/** SETTINGS-17: the organization's "today" of `instant`, as "YYYY-MM-DD". */
export function localIsoDay(instant: Date, timeZone: string): string {
  return isoOfLocalDate(localDate(instant, timeZone));
}

/** SETTINGS-17: the calendar month `instant` falls in, in `timeZone` (the screens' "now's month"). */
export function localMonth(instant: Date, timeZone: string): CalendarMonth {
  const { year, month } = localDate(instant, timeZone);
  return { year, month };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (Berlin in summer: 120; New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = instant.getTime() - (instant.getTime() % 1000);
  return Math.round((asUtc - whole) / MINUTE_MS);
}

/** "HH:MM" (00:00 to 23:59) as minutes after midnight; null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after local midnight of `instant`'s wall clock in `timeZone`. */
export function localMinutes(instant: Date, timeZone: string): number {
  const { hour, minute } = wallClock(instant, timeZone);
  return hour * 60 + minute;
}

/**
 * SETTINGS-18: the instant the clocks of `timeZone` show `time` ("07:00") on `date`. A time the clocks skip
 * (02:30 on the day they go forward) is taken as the same time after the jump (03:30, the wall time moved on
 * by the gap); a time they show twice (02:30 on the day they go back) is its first.
 */
export function instantAt(date: LocalDate | string, time: string, timeZone: string): Date {
  const day = typeof date === "string" ? localDateOfIso(date) : date;
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new RangeError(`Not a time of day: ${time}`);
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  // The offsets in force half a day either side cover every transition of that day.
  const before = offsetMinutes(new Date(wall - DAY_MS / 2), timeZone);
  const after = offsetMinutes(new Date(wall + DAY_MS / 2), timeZone);
  const shows = (instant: number) => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === wall;
  };
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].filter(shows);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // A skipped time: read with the offset before the jump, it lands the gap's length later on the clock.
  return new Date(wall - before * MINUTE_MS);
}

/** SETTINGS-17: the instant a local day begins (its first instant; midnight, or the first after a skip). */
export function startOfLocalDay(date: LocalDate | string, timeZone: string): Date {
  return instantAt(date, "00:00", timeZone);
}
