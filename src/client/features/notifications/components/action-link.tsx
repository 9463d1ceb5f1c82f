import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NotificationItem } from "../lib/types";

/**
 * One of a notification's actions (UI-99), in the bell's panel or on the page. The link keeps its
 * address for a new tab; a plain click goes through `onOpen`, which marks the notification read first.
 */
export function ActionLink({
  item,
  action,
  onOpen,
  className,
  children,
}: {
  item: NotificationItem;
  action: NotificationItem["actions"][number];
  onOpen: (item: NotificationItem, href: string) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={action.href}
      onClick={(event) => {
        event.preventDefault();
        onOpen(item, action.href);
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
