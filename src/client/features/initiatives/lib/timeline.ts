// UI-77: the timeline's scale: a day ↔ x, and its month or quarter ticks. Pure, so it is tested alone.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC). */
export function dayNumber(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return Math.floor(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

function monthStart(year: number, month: number): number {
  return Math.floor(Date.UTC(year, month, 1) / DAY_MS);
}

/**
 * A month or quarter mark: its label ("Feb", "Q3") and, on the first mark and each January, the year,
 * drawn on a line of its own above the labels so that "Jan 2027" never runs into "Feb".
 */
export type Tick = { day: number; label: string; year: number | null; major: boolean };

export type TimelineScale = {
  from: number;
  to: number;
  /** Pixels per day. */
  perDay: number;
  width: number;
  unit: "month" | "quarter";
  ticks: Tick[];
  x: (iso: string) => number;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The scale of a timeline covering every range and today, from the first of the first month to the
 * first of the month after the last; months as ticks up to 18 months, else quarters. `minWidth` is the
 * space on screen; the timeline is wider when a month would get under `minMonthWidth` pixels
 * (then it scrolls sideways).
 */
export function timelineScale(
  ranges: readonly { startDate: string; endDate: string }[],
  today: string,
  minWidth: number,
  minMonthWidth = 48,
): TimelineScale {
  const days = [dayNumber(today), ...ranges.flatMap((r) => [dayNumber(r.startDate), dayNumber(r.endDate)])];
  const first = new Date(Math.min(...days) * DAY_MS);
  const last = new Date(Math.max(...days) * DAY_MS);
  const from = monthStart(first.getUTCFullYear(), first.getUTCMonth());
  const to = monthStart(last.getUTCFullYear(), last.getUTCMonth() + 1);
  const months =
    (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth() + 1;
  const unit = months > 18 ? "quarter" : "month";
  const monthWidth = unit === "month" ? minMonthWidth : minMonthWidth / 2;
  const width = Math.max(minWidth, Math.ceil(months * monthWidth));
  const perDay = width / Math.max(1, to - from);
  const ticks: Tick[] = [];
  for (let i = 0; i < months; i++) {
    const year = first.getUTCFullYear() + Math.floor((first.getUTCMonth() + i) / 12);
    const month = (first.getUTCMonth() + i) % 12;
    if (unit === "quarter" && month % 3 !== 0) continue;
    const label = unit === "month" ? (MONTHS[month] ?? "") : `Q${month / 3 + 1}`;
    ticks.push({
      day: monthStart(year, month),
      label,
      year: month === 0 || ticks.length === 0 ? year : null,
      major: month === 0,
    });
  }
  return { from, to, perDay, width, unit, ticks, x: (iso) => (dayNumber(iso) - from) * perDay };
}
