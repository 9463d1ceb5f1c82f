import { useNavigate } from "react-router";
import { useMarkRead } from "./api";
import type { NotificationItem } from "./types";

/** A link the app may follow: a path of this client, never another site (`//host` or `https:`). */
export function isClientPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * UI-98, UI-99: opening a notification (or one of its actions) marks it read on the way and goes to
 * the screen it names.
 */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (item: NotificationItem, href: string = item.link) => {
    if (item.readAt === null) markRead.mutate(item.id);
    onOpened?.();
    if (isClientPath(href)) navigate(href);
  };
}
