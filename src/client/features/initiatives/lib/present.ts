// UI-77: how an initiative's status and health look: one colour per status, one badge per health.
import type { BadgeVariant } from "../../../components/ui/badge";
import type { InitiativeHealthKind } from "./types";

export {
  INITIATIVE_HEALTH_LABELS as HEALTH_LABELS,
  INITIATIVE_HEALTHS as HEALTH_KINDS,
} from "../../../../domain/initiatives";

import type { IntlShape, MessageDescriptor } from "react-intl";
import { type Currency, formatMeasure, moneyUnit } from "../../../../domain/units";
import { formatCalendarDay, formatNumber, readerLocale } from "../../../lib/intl";
import { objectiveInitiativesMessages as m } from "../objective-initiatives-messages";

export const HEALTH_BADGES: Record<InitiativeHealthKind, BadgeVariant> = {
  on_track: "success",
  behind: "warning",
  over_budget: "red",
  not_started: "grey",
  done: "purple",
};

/** docs/decisions/025: a health's name in the screens' language (the domain's HEALTH_LABELS in English). */
export const HEALTH_MESSAGES: Record<InitiativeHealthKind, MessageDescriptor> = {
  on_track: m.healthOnTrack,
  behind: m.healthBehind,
  over_budget: m.healthOverBudget,
  not_started: m.healthNotStarted,
  done: m.healthDone,
};

/** The dot colour of a health (Tailwind background classes, readable in both themes). */
export const HEALTH_DOTS: Record<InitiativeHealthKind, string> = {
  on_track: "bg-success",
  behind: "bg-warning",
  over_budget: "bg-red-500",
  not_started: "bg-muted-foreground/50",
  done: "bg-purple-500",
};

// The default statuses' colours; an organization's own names take the palette in their list order.
const KNOWN_STATUS_COLOURS: Record<string, string> = {
  "not started": "#94a3b8",
  "on track": "#16a34a",
  "at risk": "#d97706",
  delayed: "#dc2626",
  completed: "#7c3aed",
  cancelled: "#64748b",
};
const PALETTE = ["#0ea5e9", "#14b8a6", "#f59e0b", "#ec4899", "#6366f1", "#84cc16", "#f97316", "#06b6d4"];

/** UI-77: the colour of a status's timeline bar and chip. */
export function statusColour(status: string, statuses: readonly string[]): string {
  const known = KNOWN_STATUS_COLOURS[status.trim().toLowerCase()];
  if (known) return known;
  const index = Math.max(0, statuses.indexOf(status));
  return PALETTE[index % PALETTE.length] ?? "#64748b";
}

/** UI-114: an amount in the organization's currency (SETTINGS-15): '€180,000', '€12,500.50'. */
export const moneyText = (value: number | null, currency: Currency) =>
  formatMeasure(value, moneyUnit(currency), readerLocale()) ?? "—";

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A whole percentage in the reader's locale (UI-118): '45%', '45 %'. */
export const percentText = (value: number | null) => {
  if (value === null) return "—";
  const locale = readerLocale();
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(Math.round(value) / 100);
};

export const signedText = (value: number | null) =>
  value === null
    ? "—"
    : `${value > 0 ? "+" : value < 0 ? "−" : ""}${formatNumber(Math.abs(Math.round(value * 10) / 10), 1)}`;

/** UI-81: a change in percentage points, signed, "point" for one and "points" otherwise. */
export function pointsText(change: number, intl: Pick<IntlShape, "formatMessage">): string {
  const shown = Math.abs(Math.round(change * 10) / 10);
  return intl.formatMessage(m.points, { change: signedText(change), points: shown });
}

/** A YYYY-MM-DD date for people ('3 Mar 2026'). */
export const dateText = formatCalendarDay;

/** Today as YYYY-MM-DD (UTC), the day the timeline's today line marks. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
