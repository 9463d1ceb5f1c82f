import { AlertTriangle, type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { libraryMessages as m } from "../messages";

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div className="divide-y" role="status" aria-label={intl.formatMessage(m.loading)}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-16" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        <p className="mx-auto max-w-sm text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}

export function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      icon={SearchX}
      title={intl.formatMessage(m.noMatches)}
      description={intl.formatMessage(m.noMatchesDescription, { query: query.trim() })}
      action={
        <Button variant="outline" size="sm" onClick={onClear}>
          <FormattedMessage {...m.clearSearch} />
        </Button>
      }
    />
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">
        <FormattedMessage {...m.loadFailed} values={{ what }} />
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <FormattedMessage {...m.tryAgain} />
      </Button>
    </div>
  );
}
