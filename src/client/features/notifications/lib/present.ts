import type { IntlShape, MessageDescriptor } from "react-intl";
import type { NotificationChannel } from "../../../../domain/notifications";
import { formatRelativeTime, readerLocale } from "../../../lib/intl";
import { notificationsMessages as m } from "../messages";

/** UI-98: the bell's badge: nothing at 0, the count up to 9, "9+" above. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

/** UI-98: the bell's accessible name says the count in words a screen reader reads out. */
export function bellLabel(intl: IntlShape, unread: number): string {
  return intl.formatMessage(m.bellLabel, { count: unread });
}

// UI-118: the date in the screens' locale, one formatter per locale, made on first use (PLATFORM-26).
const absolutes = new Map<string, Intl.DateTimeFormat>();
function absolute(locale: string): Intl.DateTimeFormat {
  let format = absolutes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    absolutes.set(locale, format);
  }
  return format;
}

/** "just now", "5 minutes ago", "yesterday", then the date once it is more than a week old. */
export function relativeTime(intl: IntlShape, iso: string, now: Date): string {
  const then = new Date(iso);
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const ago = -seconds;
  if (ago < 45) return intl.formatMessage(m.justNow);
  if (ago < 3600) return formatRelativeTime(Math.round(seconds / 60), "minute");
  if (ago < 86_400) return formatRelativeTime(Math.round(seconds / 3600), "hour");
  if (ago < 7 * 86_400) return formatRelativeTime(Math.round(seconds / 86_400), "day");
  return absolute(readerLocale()).format(then);
}

/** UI-100: the preference choices as the Preferences tab names them. */
export const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  in_app: m.channelInApp,
  email: m.channelEmail,
  digest: m.channelDigest,
  off: m.channelOff,
};
