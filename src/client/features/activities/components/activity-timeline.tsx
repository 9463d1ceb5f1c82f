import {
  ArrowRightLeftIcon,
  BookOpenIcon,
  Building2Icon,
  ClipboardListIcon,
  DatabaseIcon,
  FolderKanbanIcon,
  type LucideIcon,
  SettingsIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ACTIVITY_CATEGORIES, activityText } from "../../../../domain/activities";
import type { Activity } from "../../../../domain/schemas/activities";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { describeFailure } from "../../../lib/errors";
import { initiativePath, paths, requestPath } from "../../../lib/paths";
import { type TimelineFilters, useActivityTimeline } from "../api/get-activity-timeline";
import { activitiesMessages as m } from "../messages";
import { ActivityTime } from "./activity-time";

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  library: BookOpenIcon,
  assignments: ArrowRightLeftIcon,
  actual_result_update: DatabaseIcon,
  organization: Building2Icon,
  requests: ClipboardListIcon,
  initiatives: FolderKanbanIcon,
  system: SettingsIcon,
};

/** The category for m.category: one the domain names as it is, another as its words ("some_thing" → "some thing"). */
const categoryValue = (category: string) =>
  (ACTIVITY_CATEGORIES as readonly string[]).includes(category) ? category : category.replaceAll("_", " ");

/** Activities (ACTIVITY-2): the timeline, newest first, with the spec's activity texts. */
export function ActivityTimeline({ filters }: { filters: TimelineFilters }) {
  const timeline = useActivityTimeline(filters);
  const intl = useIntl();
  const filtered = Boolean(filters.userId || filters.from || filters.to);
  if (timeline.isPending) {
    return (
      <div className="grid gap-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (timeline.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          {describeFailure(timeline.error, intl.formatMessage(m.loadFailed))}
        </p>
        <Button variant="outline" onClick={() => timeline.refetch()}>
          <FormattedMessage {...m.tryAgain} />
        </Button>
      </div>
    );
  }
  const items = timeline.data.pages.flat();
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <p className="font-medium">
          <FormattedMessage
            {...(filtered ? m.emptyFiltered : filters.category ? m.emptyCategory : m.empty)}
          />
        </p>
        <p className="max-w-sm text-sm text-muted-foreground">
          <FormattedMessage
            {...m.emptyHint}
            values={{
              link: (words) => (
                <Link to={paths.library} className="font-medium text-primary hover:underline">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <div className="grid gap-4">
      <ol
        className="relative grid gap-1 border-l border-border pl-6"
        aria-label={intl.formatMessage(m.timelineLabel)}
      >
        {items.map((activity) => (
          <TimelineItem key={activity.id} activity={activity} now={now} />
        ))}
      </ol>
      {timeline.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={timeline.isFetchingNextPage}
          onClick={() => timeline.fetchNextPage()}
        >
          <FormattedMessage {...(timeline.isFetchingNextPage ? m.loading : m.loadOlder)} />
        </Button>
      )}
    </div>
  );
}

const idIn = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * Where an entry opens, if anywhere: UI-74, the change request it is about or was applied by
 * (`details.requestId`); UI-91, the initiative it is about, or a milestone's (`details.initiativeId`).
 */
function linkOf(activity: Activity): string | null {
  if (activity.entityType === "request" && activity.entityId) return requestPath(activity.entityId);
  const request = idIn(activity.details.requestId);
  if (request) return requestPath(request);
  if (activity.entityType === "initiative" && activity.entityId) return initiativePath(activity.entityId);
  const initiative = activity.entityType === "milestone" ? idIn(activity.details.initiativeId) : null;
  return initiative ? initiativePath(initiative) : null;
}

function TimelineItem({ activity, now }: { activity: Activity; now: number }) {
  const Icon = CATEGORY_ICONS[activity.category] ?? SettingsIcon;
  const who = activity.details.userName;
  const link = linkOf(activity);
  return (
    <li className="relative py-3" data-category={activity.category}>
      <span className="absolute top-3.5 -left-[2.3rem] flex size-7 items-center justify-center rounded-full border bg-card text-primary">
        <Icon className="size-3.5" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="min-w-0 text-sm font-medium break-words">
          {link ? (
            <Link to={link} className="hover:text-primary hover:underline">
              {activityText(activity)}
            </Link>
          ) : (
            activityText(activity)
          )}
        </p>
        <Badge variant="secondary" className="order-first sm:order-none">
          <FormattedMessage {...m.category} values={{ category: categoryValue(activity.category) }} />
        </Badge>
      </div>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {who ? (
          <FormattedMessage
            {...m.byWho}
            values={{ who, when: () => <ActivityTime at={activity.createdAt} now={now} /> }}
          />
        ) : (
          <ActivityTime at={activity.createdAt} now={now} />
        )}
      </p>
    </li>
  );
}
