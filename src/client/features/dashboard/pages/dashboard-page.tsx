import {
  Activity as ActivityIcon,
  ArrowRight,
  Gauge,
  Layers,
  Library,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { activityText } from "../../../../domain/activities";
import type { CardCounts } from "../../../../domain/dashboard";
import { currentYear } from "../../../../domain/periods";
import type { Activity } from "../../../../domain/schemas/activities";
import type { DashboardSummary } from "../../../../domain/schemas/dashboard";
import { PageHeader } from "../../../components/page-header";
import { useDashboardHeading } from "../../../components/screen-headings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCurrentUser } from "../../../lib/auth";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { paths } from "../../../lib/paths";
import { useRead } from "../../../lib/resources";
import { ActivityTime } from "../../activities";
import { AttentionCard } from "../../notifications";
import { dashboardMessages as m } from "../messages";

const QUICK_ACTIONS = [
  {
    to: paths.corporateBsc,
    label: m.viewCorporateBsc,
    description: m.viewCorporateBscDescription,
    icon: Target,
  },
  {
    to: paths.library,
    label: m.manageLibrary,
    description: m.manageLibraryDescription,
    icon: Library,
  },
  {
    to: paths.setCascade,
    label: m.setCascade,
    description: m.setCascadeDescription,
    icon: Layers,
  },
] as const;

function Figure({ label, value }: { label: MessageDescriptor; value: number | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-muted-foreground">
        <FormattedMessage {...label} />
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="mt-1 h-7 w-10" /> : value}
      </dd>
    </div>
  );
}

function CountsCard({
  title,
  icon: Icon,
  counts,
}: {
  title: MessageDescriptor;
  icon: ComponentType<{ className?: string }>;
  counts: CardCounts | undefined;
}) {
  const intl = useIntl();
  return (
    <Card aria-label={intl.formatMessage(title)}>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle className="text-base">
          <FormattedMessage {...title} />
        </CardTitle>
        <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          <Figure label={m.libraryTotal} value={counts?.total} />
          <Figure label={m.active} value={counts?.active} />
          <Figure label={m.assignments} value={counts?.assignments} />
        </dl>
      </CardContent>
    </Card>
  );
}

// ACTIVITY-3: Recent Activity shows the summary's 3 latest items.
function RecentActivity({ summary }: { summary: DashboardSummary | undefined }) {
  const items: Activity[] = summary?.recentActivity ?? [];
  const intl = useIntl();
  const now = Date.now();
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>
            <FormattedMessage {...m.recentActivity} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.recentActivityDescription} />
          </CardDescription>
        </div>
        {items.length > 0 && (
          <Link
            to={paths.activities}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <FormattedMessage {...m.viewAllActivities} />
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {!summary ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : items.length === 0 ? (
          <div className="flex items-start gap-3 rounded-lg border border-dashed p-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">
                <FormattedMessage {...m.welcome} />
              </p>
              <p className="text-sm text-muted-foreground">
                <Link to={paths.library} className="text-primary hover:underline">
                  <FormattedMessage {...m.startInLibrary} />
                </Link>
              </p>
            </div>
          </div>
        ) : (
          <ol className="grid gap-1" aria-label={intl.formatMessage(m.recentActivityList)}>
            {items.map((activity) => (
              <li
                key={activity.id}
                className="flex items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-muted/50"
              >
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <ActivityIcon className="size-3.5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm break-words">{activityText(activity)}</p>
                  <p className="text-xs text-muted-foreground">
                    {activity.details.userName ? `${activity.details.userName} · ` : ""}
                    <ActivityTime at={activity.createdAt} now={now} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Dashboard (UI-4): counts, Quick Actions, Needs your attention (UI-103) and Recent Activity. UI-68: one read of the server's summary
 * (API-19), not the library, every assignment of the year and every employee counted here.
 */
export function DashboardPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  // FISCAL-4: the assignments of today's fiscal year.
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const { data: summary } = useRead("/api/dashboard-summary", {
    params: { year: currentYear(orgMonth, fiscalStart) },
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <PageHeader {...useDashboardHeading(user?.firstName)} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <CountsCard title={m.objectives} icon={Gauge} counts={summary?.objectives} />
        <CountsCard title={m.kpis} icon={Target} counts={summary?.kpis} />
        <Card aria-label={intl.formatMessage(m.activeUsers)}>
          <CardHeader className="flex-row items-center justify-between space-y-0">
            <CardTitle className="text-base">
              <FormattedMessage {...m.activeUsers} />
            </CardTitle>
            <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
              <Users className="size-4" aria-hidden="true" />
            </span>
          </CardHeader>
          <CardContent>
            <div className="text-2xl font-semibold tabular-nums">
              {summary ? summary.activeUsers : <Skeleton className="h-7 w-10" />}
            </div>
            <p className="text-xs text-muted-foreground">
              <FormattedMessage {...m.systemParticipants} />
            </p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage {...m.quickActions} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.quickActionsDescription} />
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, label, description, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-start gap-3 rounded-lg border p-4 transition-colors outline-none hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium">
                  <FormattedMessage {...label} />
                  <ArrowRight
                    className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  <FormattedMessage {...description} />
                </span>
              </span>
            </Link>
          ))}
        </CardContent>
      </Card>
      {/* UI-103: what waits for this person, beside what happened across the organization. */}
      <div className="grid gap-4 lg:grid-cols-2">
        <AttentionCard />
        <RecentActivity summary={summary} />
      </div>
    </div>
  );
}
