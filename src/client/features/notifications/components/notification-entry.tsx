import { ArrowRight, Check } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/intl";
import { isClientPath, useOpenNotification } from "../lib/open-notification";
import { relativeTime } from "../lib/present";
import type { NotificationItem } from "../lib/types";
import { notificationsMessages as m } from "../messages";
import { ActionLink } from "./action-link";

/**
 * UI-99: one notification on the page: its title, every line of its explanation, its actions, its time
 * and whether it was read, with 'Mark as read' while it is not.
 */
export function NotificationEntry({
  item,
  onMarkRead,
  marking,
}: {
  item: NotificationItem;
  onMarkRead: (item: NotificationItem) => void;
  marking: boolean;
}) {
  const intl = useIntl();
  const open = useOpenNotification();
  const unread = item.readAt === null;
  const actions = item.actions.filter((action) => isClientPath(action.href));
  return (
    <li
      aria-label={item.title}
      data-testid="notification"
      data-unread={unread}
      className={cn("grid gap-2 rounded-lg border p-4", unread ? "bg-card" : "bg-muted/20")}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className={cn("min-w-0 leading-snug break-words", unread ? "font-semibold" : "font-medium")}>
          <Link
            to={item.link}
            onClick={(event) => {
              event.preventDefault();
              open(item);
            }}
            className="hover:underline focus-visible:underline"
          >
            {item.title}
          </Link>
        </h2>
        <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {relativeTime(intl, item.createdAt, new Date())}
          </time>
          <span aria-hidden="true">·</span>
          {unread ? (
            <span className="font-medium text-primary">
              <FormattedMessage {...m.unread} />
            </span>
          ) : (
            <span>
              <FormattedMessage {...m.read} />
            </span>
          )}
        </span>
      </div>
      {item.lines.length > 0 && (
        <div className="grid gap-0.5 text-sm text-muted-foreground">
          {item.lines.map((line, index) => (
            // Lines are plain sentences with no identity of their own; their order is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index} className="break-words">
              {line}
            </p>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {actions.map((action) => (
          <ActionLink
            key={`${action.kind}-${action.href}`}
            item={item}
            action={action}
            onOpen={open}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            {action.label}
            <ArrowRight aria-hidden="true" />
          </ActionLink>
        ))}
        {unread && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            disabled={marking}
            onClick={() => onMarkRead(item)}
            aria-label={intl.formatMessage(m.markTitleRead, { title: item.title })}
          >
            <Check aria-hidden="true" />
            <FormattedMessage {...m.markRead} />
          </Button>
        )}
      </div>
    </li>
  );
}
