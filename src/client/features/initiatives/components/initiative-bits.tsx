import { FormattedMessage, useIntl } from "react-intl";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { HEALTH_BADGES, HEALTH_MESSAGES, percentText, statusColour } from "../lib/present";
import type { InitiativeHealthKind } from "../lib/types";
import { initiativesMessages as m } from "../messages";

/** UI-77: a status with its colour (the timeline bar's). */
export function StatusChip({ status, statuses }: { status: string; statuses: readonly string[] }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium" data-testid="initiative-status">
      <span
        className="size-2.5 rounded-sm"
        style={{ background: statusColour(status, statuses) }}
        aria-hidden="true"
      />
      {status}
    </span>
  );
}

/** UI-77: the health badge; its reason is the title (and said with it where there is room). */
export function HealthBadge({ health, reason }: { health: InitiativeHealthKind; reason?: string }) {
  return (
    <Badge variant={HEALTH_BADGES[health]} title={reason} data-testid="initiative-health">
      <FormattedMessage {...HEALTH_MESSAGES[health]} />
    </Badge>
  );
}

/** A thin progress bar of percent complete, with the figure for assistive technology. */
export function ProgressBar({ percent, className }: { percent: number; className?: string }) {
  const intl = useIntl();
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={intl.formatMessage(m.percentComplete, { percent: percentText(value) })}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
    </div>
  );
}
