import { CalendarRange, List, Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { localIsoDay } from "../../../../domain/time-zone";
import { LoadFailure } from "../../../components/load-failure";
import { PageHeader } from "../../../components/page-header";
import { OptionFilter } from "../../../components/period-filters";
import { useScreenHeading } from "../../../components/screen-headings";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useOrganizationTimeZone } from "../../../lib/fiscal-year";
import { initiativePath } from "../../../lib/paths";
import { HealthBadge, ProgressBar, StatusChip } from "../components/initiative-bits";
import { InitiativeDialog } from "../components/initiative-dialog-lazy";
import { InitiativeTimeline } from "../components/initiative-timeline";
import { useInitiatives } from "../lib/api";
import { type CreatePrefill, readCreateLink, withoutCreateLink } from "../lib/create-link";
import { dateText, HEALTH_KINDS, HEALTH_MESSAGES, percentText } from "../lib/present";
import { useInitiativeStatuses } from "../lib/statuses";
import type { Initiative } from "../lib/types";
import { initiativesMessages as m } from "../messages";
import { objectiveInitiativesMessages } from "../objective-initiatives-messages";

function InitiativeCard({ initiative, statuses }: { initiative: Initiative; statuses: readonly string[] }) {
  const intl = useIntl();
  const done = initiative.milestones.filter((m) => m.completedAt !== null).length;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      data-testid="initiative-card"
      aria-label={initiative.name}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 leading-snug font-semibold">
          <Link to={initiativePath(initiative.id)} className="hover:underline focus-visible:underline">
            {initiative.name}
          </Link>
        </h2>
        <HealthBadge health={initiative.health.health} reason={initiative.health.reason} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <StatusChip status={initiative.status} statuses={statuses} />
        <span>{initiative.ownerName ?? intl.formatMessage(m.noOwner)}</span>
        <span>
          <FormattedMessage
            {...m.dateRange}
            values={{ start: dateText(initiative.startDate), end: dateText(initiative.endDate) }}
          />
        </span>
      </div>
      <div className="grid gap-1">
        <div className="flex justify-between text-xs">
          <span className="text-muted-foreground">
            {initiative.milestones.length === 0 ? (
              <FormattedMessage {...m.noMilestones} />
            ) : (
              <FormattedMessage
                {...m.milestonesDone}
                values={{ done, total: initiative.milestones.length }}
              />
            )}
          </span>
          <span className="font-medium tabular-nums" data-testid="initiative-percent">
            {percentText(initiative.percentComplete)}
          </span>
        </div>
        <ProgressBar percent={initiative.percentComplete} />
      </div>
      <p className="text-xs text-muted-foreground">{initiative.health.reason}</p>
      <p className="mt-auto truncate text-xs" title={initiative.objectives.map((o) => o.name).join(", ")}>
        <FormattedMessage
          {...m.cardObjectives}
          values={{
            names: initiative.objectives.map((o) => o.name).join(", "),
            label: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
          }}
        />
      </p>
    </li>
  );
}

/**
 * UI-76: Initiatives (`/initiatives`, every member): filters by status, owner, objective and health,
 * then a list of cards or the timeline (UI-77). The list is read once and filtered here.
 */
export function InitiativesPage() {
  const [search, setSearch] = useSearchParams();
  const view = search.get("view") === "timeline" ? "timeline" : "list";
  const filters = {
    status: search.get("status") ?? "",
    ownerId: search.get("owner") ?? "",
    objectiveAssignmentId: search.get("objective") ?? "",
    health: search.get("health") ?? "",
  };
  const setParam = (key: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const statuses = useInitiativeStatuses();
  const query = useInitiatives({});
  const [creating, setCreating] = useState(false);
  // UI-101: `?new=1&objectiveAssignmentId=&kpiAssignmentId=` (a notification's 'Create an initiative')
  // opens the create dialog prefilled; the parameters leave the address so closing it does not reopen it.
  const [prefill, setPrefill] = useState<CreatePrefill>({});
  useEffect(() => {
    const link = readCreateLink(search);
    if (!link) return;
    setPrefill(link);
    setCreating(true);
    setSearch(withoutCreateLink(search), { replace: true });
  }, [search, setSearch]);
  const navigate = useNavigate();
  const intl = useIntl();
  // SETTINGS-17: a milestone's day is over on the organization's clocks (INIT-36).
  const timeZone = useOrganizationTimeZone();
  const today = useMemo(() => localIsoDay(new Date(), timeZone), [timeZone]);

  const all = query.data ?? [];
  const owners = useMemo(() => {
    const map = new Map<string, string>();
    for (const i of all) if (i.ownerId) map.set(i.ownerId, i.ownerName ?? intl.formatMessage(m.unknownOwner));
    return [...map]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [all, intl]);
  const objectives = useMemo(() => {
    const map = new Map<string, string>();
    for (const i of all)
      for (const o of i.objectives)
        map.set(
          o.id,
          intl.formatMessage(m.objectiveOption, { name: o.name, functionName: o.functionName, year: o.year }),
        );
    return [...map]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [all, intl]);
  const shown = all.filter(
    (i) =>
      (!filters.status || i.status === filters.status) &&
      (!filters.ownerId || i.ownerId === filters.ownerId) &&
      (!filters.objectiveAssignmentId || i.objectiveAssignmentIds.includes(filters.objectiveAssignmentId)) &&
      (!filters.health || i.health.health === filters.health),
  );
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        {...useScreenHeading("/initiatives")}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> <FormattedMessage {...m.newInitiative} />
          </Button>
        }
      />
      <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <legend className="sr-only">
          <FormattedMessage {...m.filters} />
        </legend>
        <OptionFilter
          label={intl.formatMessage(m.status)}
          value={filters.status}
          onChange={(v) => setParam("status", v ?? "")}
          allLabel={intl.formatMessage(m.allStatuses)}
          options={statuses.map((s) => ({ value: s, label: s }))}
        />
        <OptionFilter
          label={intl.formatMessage(m.owner)}
          value={filters.ownerId}
          onChange={(v) => setParam("owner", v ?? "")}
          allLabel={intl.formatMessage(m.allOwners)}
          options={owners}
        />
        <OptionFilter
          label={intl.formatMessage(m.objective)}
          value={filters.objectiveAssignmentId}
          onChange={(v) => setParam("objective", v ?? "")}
          allLabel={intl.formatMessage(m.allObjectives)}
          options={objectives}
        />
        <OptionFilter
          label={intl.formatMessage(m.health)}
          value={filters.health}
          onChange={(v) => setParam("health", v ?? "")}
          allLabel={intl.formatMessage(m.anyHealth)}
          options={HEALTH_KINDS.map((h) => ({ value: h, label: intl.formatMessage(HEALTH_MESSAGES[h]) }))}
        />
      </fieldset>
      <Tabs value={view} onValueChange={(v) => setParam("view", v === "timeline" ? "timeline" : "")}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={intl.formatMessage(m.view)}>
            <TabsTrigger value="list">
              <List aria-hidden="true" className="size-4" /> <FormattedMessage {...m.viewList} />
            </TabsTrigger>
            <TabsTrigger value="timeline">
              <CalendarRange aria-hidden="true" className="size-4" /> <FormattedMessage {...m.viewTimeline} />
            </TabsTrigger>
          </TabsList>
          {query.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="initiative-count">
              {filtered ? (
                <FormattedMessage
                  {...m.initiativeCountFiltered}
                  values={{ shown: shown.length, count: all.length }}
                />
              ) : (
                <FormattedMessage
                  {...objectiveInitiativesMessages.initiativeCount}
                  values={{ count: all.length }}
                />
              )}
            </p>
          ) : null}
        </div>
        {query.data && shown.length > 0 ? (
          <>
            <TabsContent value="list" className="mt-4">
              <ul
                className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
                aria-label={intl.formatMessage(objectiveInitiativesMessages.initiatives)}
              >
                {shown.map((initiative) => (
                  <InitiativeCard key={initiative.id} initiative={initiative} statuses={statuses} />
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="timeline" className="mt-4">
              <InitiativeTimeline initiatives={shown} statuses={statuses} today={today} />
            </TabsContent>
          </>
        ) : (
          // Loading, a failure and no initiatives are the selected tab's panel too (its aria-controls).
          <TabsContent value={view} className="mt-4">
            {query.isError && !query.data ? (
              <LoadFailure error={query.error} what="initiatives" onRetry={() => void query.refetch()} />
            ) : !query.data ? (
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                <Skeleton className="h-40" />
                <Skeleton className="h-40" />
                <Skeleton className="h-40" />
              </div>
            ) : (
              <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
                <FormattedMessage {...(filtered ? m.noMatches : m.noInitiatives)} />
              </p>
            )}
          </TabsContent>
        )}
      </Tabs>
      <InitiativeDialog
        open={creating}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open) setPrefill({});
        }}
        defaultObjectiveId={prefill.objectiveAssignmentId}
        defaultKpiId={prefill.kpiAssignmentId}
        statuses={statuses}
        onSaved={(saved) => navigate(initiativePath(saved.id))}
      />
    </div>
  );
}
