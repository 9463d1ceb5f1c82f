// How notifications read on screen (UI-98, UI-99): the badge's count, relative times, channel names.
import type { NotificationChannel } from "../../../../domain/notifications";
import { formatRelativeTime, onFirstUse } from "../../../lib/intl";

/** UI-98: the bell's badge: nothing at 0, the count up to 9, "9+" above. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? "9+" : String(unread);
}

/** UI-98: the bell's accessible name says the count in words a screen reader reads out. */
export function bellLabel(unread: number): string {
  return `Notifications, ${unread} unread`;
}

const absolute = onFirstUse(() => new Intl.DateTimeFormat("en", { dateStyle: "medium" }));

/** "just now", "5 minutes ago", "yesterday", then the date once it is more than a week old. */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const ago = -seconds;
  if (ago < 45) return "just now";
  if (ago < 3600) return formatRelativeTime(Math.round(seconds / 60), "minute");
  if (ago < 86_400) return formatRelativeTime(Math.round(seconds / 3600), "hour");
  if (ago < 7 * 86_400) return formatRelativeTime(Math.round(seconds / 86_400), "day");
  return absolute().format(then);
}

/** UI-100: the preference choices as the Preferences tab names them. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: "In the app",
  email: "E-mail at once",
  digest: "Daily digest",
  off: "Off",
};
