import { useQueryClient } from "@tanstack/react-query";
import { Bell, CheckCheck } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { readKey } from "../../../lib/resources";
import { useMarkAllRead, useNotificationPage, useUnreadCount } from "../lib/api";
import { isClientPath, useOpenNotification } from "../lib/open-notification";
import { badgeText, bellLabel, relativeTime } from "../lib/present";
import type { NotificationItem } from "../lib/types";
import { notificationsMessages as m } from "../messages";
import { ActionLink } from "./action-link";

/** UI-98: the panel lists the latest ten. */
const PANEL_PARAMS = { pageSize: 10 } as const;

/** Arrow keys move between the panel's notifications; Home and End go to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-notification-item]")];
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : event.key === "ArrowDown"
          ? Math.min(at + 1, items.length - 1)
          : Math.max(at - 1, 0);
  items[next]?.focus();
}

function PanelItem({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem, href?: string) => void;
}) {
  const intl = useIntl();
  const unread = item.readAt === null;
  const actions = item.actions.filter((action) => isClientPath(action.href));
  return (
    <li
      data-testid="panel-notification"
      data-unread={unread}
      className="grid gap-1 rounded-md px-2.5 py-2 hover:bg-accent/50"
    >
      <button
        type="button"
        data-notification-item
        onClick={() => onOpen(item)}
        className="-mx-1 flex items-start gap-2 rounded-sm px-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
          aria-hidden="true"
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn("text-sm leading-snug break-words", unread ? "font-semibold" : "font-normal")}>
            {unread && (
              <span className="sr-only">
                <FormattedMessage {...m.unreadPrefix} />{" "}
              </span>
            )}
            {item.title}
          </span>
          <span className="text-xs text-muted-foreground">
            {relativeTime(intl, item.createdAt, new Date())}
          </span>
        </span>
      </button>
      {/* The explanation as one paragraph, clamped to four lines; the page shows it line by line. */}
      {item.lines.length > 0 && (
        <p className="line-clamp-4 pl-4 text-xs break-words text-muted-foreground" data-testid="panel-lines">
          {item.lines.join(" ")}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-x-3 gap-y-1 pl-4">
          {actions.map((action) => (
            <ActionLink
              key={`${action.kind}-${action.href}`}
              item={item}
              action={action}
              onOpen={onOpen}
              className="rounded-sm text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {action.label}
            </ActionLink>
          ))}
        </div>
      )}
    </li>
  );
}

function PanelList({ onOpen }: { onOpen: (item: NotificationItem, href?: string) => void }) {
  const intl = useIntl();
  const latest = useNotificationPage(PANEL_PARAMS, { silent: true });
  const list = useRef<HTMLUListElement>(null);
  const loaded = latest.isSuccess;
  // The panel opened before its list arrived holds the focus itself; hand it to the newest one.
  useEffect(() => {
    const panel = list.current?.closest<HTMLElement>("[data-notification-panel]");
    if (loaded && panel && document.activeElement === panel) {
      list.current?.querySelector<HTMLElement>("[data-notification-item]")?.focus();
    }
  }, [loaded]);
  if (latest.isPending) {
    return (
      <div className="grid gap-2 p-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-muted-foreground">
        {describeFailure(latest.error, intl.formatMessage(m.panelLoadFailed))}
      </p>
    );
  }
  const items = latest.data.items;
  if (items.length === 0) {
    return (
      <p className="px-3 py-8 text-center text-sm text-muted-foreground">
        <FormattedMessage {...m.allCaughtUp} />
      </p>
    );
  }
  return (
    <ul
      ref={list}
      aria-label={intl.formatMessage(m.latestNotifications)}
      className="grid max-h-[min(28rem,60vh)] gap-0.5 overflow-y-auto p-1.5"
      onKeyDown={moveFocus}
    >
      {items.map((item) => (
        <PanelItem key={item.id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/**
 * UI-98: the header bar's bell: the unread count (polled every minute and on focus, refreshed after
 * every read) and a panel of the latest ten; opening one marks it read and goes to its screen.
 */
export function NotificationBell() {
  const intl = useIntl();
  const unread = useUnreadCount();
  const [open, setOpenState] = useState(false);
  const queryClient = useQueryClient();
  const setOpen = (next: boolean) => {
    // The panel shows the latest ones as they are now, not as they were when it last opened.
    if (next) void queryClient.invalidateQueries({ queryKey: readKey("/api/notifications", PANEL_PARAMS) });
    setOpenState(next);
  };
  const openNotification = useOpenNotification(() => setOpen(false));
  const markAll = useMarkAllRead({
    onError: (error) =>
      toast({
        title: intl.formatMessage(m.couldNotMarkRead),
        description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
        variant: "destructive",
      }),
  });
  const badge = badgeText(unread);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(intl, unread)} className="relative">
          <Bell className="size-5" aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="bell-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {badge}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={intl.formatMessage(m.notifications)}
          data-notification-panel
          onOpenAutoFocus={(event) => {
            // Start on the newest notification, else on the panel itself.
            event.preventDefault();
            const panel = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
            const first = panel?.querySelector<HTMLElement>("[data-notification-item]");
            (first ?? panel)?.focus();
          }}
          tabIndex={-1}
          className="z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-in data-[state=closed]:animate-out"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="text-sm font-semibold">
              <FormattedMessage {...m.notifications} />
            </h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" />
              <FormattedMessage {...m.panelMarkAllRead} />
            </Button>
          </div>
          <PanelList onOpen={openNotification} />
          <div className="border-t p-1.5">
            <Link
              to={paths.notifications}
              onClick={() => setOpen(false)}
              className="flex justify-center rounded-md px-2 py-1.5 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <FormattedMessage {...m.seeAll} />
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
