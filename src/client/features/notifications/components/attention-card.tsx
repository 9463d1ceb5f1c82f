import { ArrowRight, CircleAlert, CircleCheck } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../lib/paths";
import { useAttention } from "../lib/api";
import { isClientPath, useOpenNotification } from "../lib/open-notification";
import { notificationsMessages as m } from "../messages";

/**
 * UI-103: the Dashboard's 'Needs your attention': the person's unread notifications that ask for
 * action (API: /api/notifications/attention), each with its first line and its first action.
 */
export function AttentionCard() {
  const intl = useIntl();
  const query = useAttention();
  const open = useOpenNotification();
  const items = query.data?.items ?? [];
  return (
    <Card aria-label={intl.formatMessage(m.attentionTitle)}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>
            <FormattedMessage {...m.attentionTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.attentionDescription} />
          </CardDescription>
        </div>
        {items.length > 0 && (
          <Link
            to={paths.notifications}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <FormattedMessage {...m.allNotifications} />
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.attentionLoadFailed} />
          </p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            <FormattedMessage {...m.attentionEmpty} />
          </p>
        ) : (
          <ul className="grid gap-1" aria-label={intl.formatMessage(m.attentionTitle)}>
            {items.map((item) => {
              const action = item.actions.find((candidate) => isClientPath(candidate.href));
              return (
                <li key={item.id} className="flex items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-muted/50">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-warning/20 text-foreground">
                    <CircleAlert className="size-3.5" aria-hidden="true" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <Link
                      to={item.link}
                      onClick={(event) => {
                        event.preventDefault();
                        open(item);
                      }}
                      className="text-sm font-medium break-words hover:underline focus-visible:underline"
                    >
                      {item.title}
                    </Link>
                    {item.lines[0] && <p className="text-xs text-muted-foreground">{item.lines[0]}</p>}
                    {action && (
                      <Link
                        to={action.href}
                        onClick={(event) => {
                          event.preventDefault();
                          open(item, action.href);
                        }}
                        className="inline-flex w-fit items-center gap-1 text-xs font-medium text-primary hover:underline"
                      >
                        {action.label}
                        <ArrowRight className="size-3" aria-hidden="true" />
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
