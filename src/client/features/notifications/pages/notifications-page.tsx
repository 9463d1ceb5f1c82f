import { BellOff, CheckCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { LoadFailure } from "../../../components/load-failure";
import { commonMessages } from "../../../components/messages";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast-store";
import { describeFailure } from "../../../lib/errors";
import { NotificationEntry } from "../components/notification-entry";
import { PreferencesForm } from "../components/preferences-form";
import { useMarkAllRead, useMarkRead, useNotificationPage, useUnreadCount } from "../lib/api";
import { notificationsMessages as m } from "../messages";

const PAGE_SIZE = 20;
const TABS = ["all", "unread", "preferences"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

function NotificationList({ unreadOnly }: { unreadOnly: boolean }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useNotificationPage({ unread: unreadOnly, page, pageSize: PAGE_SIZE }, { silent: true });
  const markRead = useMarkRead();
  if (query.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailure error={query.error} what="notifications" onRetry={() => void query.refetch()} />;
  }
  const { items, total } = query.data;
  // A page emptied by marking its last ones read (the Unread tab) steps back instead of showing nothing.
  if (items.length === 0 && page > 1) {
    setPage(page - 1);
    return null;
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <BellOff className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.allCaughtUp} />
        </p>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="grid gap-4">
      <ul
        className="grid gap-3"
        aria-label={intl.formatMessage(unreadOnly ? m.unreadNotifications : m.notifications)}
      >
        {items.map((item) => (
          <NotificationEntry
            key={item.id}
            item={item}
            marking={markRead.isPending}
            onMarkRead={(target) => markRead.mutate(target.id)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={intl.formatMessage(m.pages)}
          className="flex items-center justify-between gap-3 text-sm"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage {...m.previous} />
          </Button>
          <span className="text-muted-foreground tabular-nums">
            <FormattedMessage {...m.pageOf} values={{ page, pages }} />
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <FormattedMessage {...m.next} />
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * UI-99, UI-100: `/notifications`: every notification of the signed-in person (All, Unread), paged,
 * with 'Mark all as read', and the Preferences tab (`?tab=preferences`).
 */
export function NotificationsPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab");
  const tab: Tab = isTab(requested) ? requested : "all";
  const unread = useUnreadCount();
  const markAll = useMarkAllRead({
    onSuccess: (updated) =>
      toast({
        title: intl.formatMessage(commonMessages.success),
        description: intl.formatMessage(m.markedRead, { count: updated }),
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: intl.formatMessage(m.couldNotMarkRead),
        description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
        variant: "destructive",
      }),
  });
  const choose = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "all") params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        {...useScreenHeading("/notifications")}
        actions={
          tab === "preferences" ? null : (
            <Button
              variant="outline"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" />
              <FormattedMessage {...m.markAllRead} />
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList>
          <TabsTrigger value="all">
            <FormattedMessage {...m.tabAll} />
          </TabsTrigger>
          <TabsTrigger value="unread">
            <FormattedMessage {...m.tabUnread} values={{ count: unread }} />
          </TabsTrigger>
          <TabsTrigger value="preferences">
            <FormattedMessage {...m.tabPreferences} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <NotificationList unreadOnly={false} />
        </TabsContent>
        <TabsContent value="unread">
          <NotificationList unreadOnly />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
