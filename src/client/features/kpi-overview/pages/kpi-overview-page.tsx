import { FileUp, Search, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { ViewType } from "../../../../domain/aggregation";
import { nextKpiInputSort } from "../../../../domain/kpi-input";
import { currentYear, type PeriodKey, periodLabel } from "../../../../domain/periods";
import type { KpiInputPage, KpiInputRow } from "../../../../domain/schemas/kpi-input";
import { scoringSettingsOf } from "../../../../domain/scoring";
import { formatMeasure } from "../../../../domain/units";
import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import {
  FilterField,
  FrequencySelect,
  OptionFilter,
  PeriodSelect,
  viewCaption,
} from "../../../components/period-filters";
import { KpiExplanationFromHistory, ScoreExplanationDialog } from "../../../components/score-explanation";
import { useScreenHeading } from "../../../components/screen-headings";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { YearSelect } from "../../../components/year-select";
import { useCurrentUser } from "../../../lib/auth";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { readerLocale } from "../../../lib/intl";
import { paths } from "../../../lib/paths";
import { useRead } from "../../../lib/resources";
import { usePendingActuals } from "../../approvals";
import { OverviewTable } from "../components/overview-table";
import { Pager } from "../components/pager";
import { kpiInputParams, useKpiInputState } from "../lib/kpi-input-state";
import { kpiOverviewMessages as m } from "../messages";

// The actual results form brings the form libraries and the assignments' schemas: it loads when first opened.
const ActualResultsDialog = lazy(() =>
  import("../components/actual-results-dialog").then((m) => ({ default: m.ActualResultsDialog })),
);

/** UI-92: the search is sent once typing pauses this long, not on every key. */
const SEARCH_DEBOUNCE_MS = 300;

/** UI-92: the search box's text, written to the URL (and so sent) once typing pauses. */
function useDebouncedSearch(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  /** What this box last wrote: its own write coming back must not undo keys typed since. */
  const sent = useRef(committed);
  // A change from outside (Clear All Filters, Back) replaces what is typed.
  useEffect(() => {
    if (committed !== sent.current) setText(committed);
    sent.current = committed;
  }, [committed]);
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => {
      sent.current = text;
      commitRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);
  return [text, setText] as const;
}

/**
 * UI-13 (KPI Input): the year's KPI assignments one page at a time, searched, filtered, sorted and scored
 * by the server (KPIIN-1); the choices live in the URL (UI-92), the pages are stepped with the Pager (UI-93).
 */
export function KpiOverviewPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const settingsQuery = useRead("/api/organization-settings");
  const settings = settingsQuery.data;
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const { state, change } = useKpiInputState();
  const [searchText, setSearchText] = useDebouncedSearch(state.search, (search) =>
    change({ search }, { replace: true }),
  );
  const answer = useRead<KpiInputPage>("/api/kpi-input", {
    params: kpiInputParams(state),
    keepPrevious: true,
  });
  const data = answer.data;
  // FISCAL-4: until a year is picked, the server's (today's fiscal year); before it answers, today's.
  const year = state.year ?? data?.year ?? currentYear(orgMonth, fiscalStart);
  // KPIIN-8, UI-30: the view's frequency and period are the server's choice until one is picked.
  const frequency = data?.frequency ?? state.frequency ?? "monthly";
  const period = (data?.period as PeriodKey | undefined) ?? state.period;
  const view: ViewType = data?.view ?? state.view;
  // APPROVAL-5, UI-60: values waiting for approval, shown beside the approved ones.
  const pendingActuals = usePendingActuals(year);
  // The row as it was clicked, replaced by its fresh copy whenever the page is read again.
  const [editingRow, setEditingRow] = useState<KpiInputRow | null>(null);
  const [explainingId, setExplainingId] = useState<string | null>(null);
  const rows = data?.rows ?? [];
  const editing = editingRow ? (rows.find((row) => row.id === editingRow.id) ?? editingRow) : null;
  const explaining = rows.find((row) => row.id === explainingId) ?? null;
  const filtered =
    state.search !== "" ||
    state.functionId !== null ||
    state.objectiveId !== null ||
    state.ownerId !== null ||
    state.view !== "period" ||
    state.frequency !== null ||
    state.period !== null;
  const facets = data?.facets;

  // ROLE-2, ROLE-3: admins enter any KPI's actuals; a member those of the KPIs they own.
  // CALC-10: a calculated KPI's actuals come from its formula: nobody enters them.
  const canEdit = (row: KpiInputRow) =>
    !row.formula && (user?.role === "admin" || (user !== null && row.ownerId === user.id));

  function clearAll() {
    setSearchText("");
    change({
      search: "",
      functionId: null,
      objectiveId: null,
      ownerId: null,
      view: "period",
      frequency: null,
      period: null,
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        {...useScreenHeading("/kpi-overview")}
        actions={
          <>
            <FilterField label={intl.formatMessage(m.year)} id="overview-year">
              <YearSelect
                id="overview-year"
                value={year}
                onChange={(next) => change({ year: next, period: null })}
                startMonth={fiscalStart}
              />
            </FilterField>
            {/* UI-87: the filtered function's scorecard (else the CEO's) for the period on screen. */}
            <div className="self-end">
              <ExportMenu
                query={{
                  functionId: state.functionId,
                  year,
                  frequency,
                  period: period ?? undefined,
                  view,
                }}
              />
            </div>
            {/* UI-86: targets and actuals from a file. */}
            <div className="self-end">
              <Button variant="outline" asChild>
                <Link to={paths.import}>
                  <FileUp aria-hidden="true" />
                  <FormattedMessage {...m.import} />
                </Link>
              </Button>
            </div>
          </>
        }
      >
        {/* The spec's count of shown KPIs and the year's total, under the fixed description the server
            paints before the data arrives (UI-105). */}
        <div className="flex min-h-6 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {data ? (
            <>
              <span data-testid="shown-count">
                {period
                  ? intl.formatMessage(m.shownCountWithView, {
                      count: data.total,
                      view: viewCaption({ frequency, period, view }, year, fiscalStart),
                    })
                  : intl.formatMessage(m.shownCount, { count: data.total })}
              </span>
              <Badge variant="secondary">
                <FormattedMessage {...m.total} values={{ total: data.yearTotal }} />
              </Badge>
            </>
          ) : (
            <Skeleton className="h-5 w-48" />
          )}
        </div>
      </PageHeader>
      <Card>
        <CardContent className="grid gap-4 p-4">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              aria-label={intl.formatMessage(m.searchLabel)}
              maxLength={200}
              className="pl-9"
            />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
            <FilterField label={intl.formatMessage(m.viewMode)} id="overview-view">
              <Select value={view} onValueChange={(next) => change({ view: next as ViewType })}>
                <SelectTrigger id="overview-view">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="period">
                    <FormattedMessage {...m.viewPeriod} />
                  </SelectItem>
                  <SelectItem value="ytd">
                    <FormattedMessage {...m.viewYtd} />
                  </SelectItem>
                </SelectContent>
              </Select>
            </FilterField>
            <FrequencySelect
              value={frequency}
              options={facets && facets.frequencies.length > 0 ? facets.frequencies : ["monthly"]}
              onChange={(next) => change({ frequency: next, period: null })}
            />
            {period ? (
              <PeriodSelect
                frequency={frequency}
                value={period}
                year={year}
                startMonth={fiscalStart}
                label={intl.formatMessage(view === "ytd" ? m.ytdThrough : m.period)}
                onChange={(next) => change({ frequency, period: next })}
              />
            ) : (
              <FilterField label={intl.formatMessage(m.period)}>
                <Skeleton className="h-9 w-full" />
              </FilterField>
            )}
            <OptionFilter
              label={intl.formatMessage(m.function)}
              value={state.functionId}
              options={facets?.functions ?? []}
              allLabel={intl.formatMessage(m.allFunctions)}
              onChange={(functionId) => change({ functionId })}
            />
            <OptionFilter
              label={intl.formatMessage(m.objective)}
              value={state.objectiveId}
              options={facets?.objectives ?? []}
              allLabel={intl.formatMessage(m.allObjectives)}
              onChange={(objectiveId) => change({ objectiveId })}
            />
            <OptionFilter
              label={intl.formatMessage(m.owner)}
              value={state.ownerId}
              options={facets?.owners ?? []}
              allLabel={intl.formatMessage(m.allOwners)}
              onChange={(ownerId) => change({ ownerId })}
            />
          </div>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={clearAll} disabled={!filtered}>
              <X aria-hidden="true" />
              <FormattedMessage {...m.clearAllFilters} />
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card aria-busy={answer.isFetching} data-testid="kpi-input-results">
        {!data ? (
          <div className="grid gap-2 p-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : rows.length === 0 ? (
          <p className="px-6 py-14 text-center text-sm text-muted-foreground">
            <FormattedMessage {...m.noKpisFound} />
          </p>
        ) : (
          // UI-94: while the next page is read the current one stays, dimmed, never an empty flash.
          <div className={answer.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <OverviewTable
              rows={rows}
              sort={{ key: data.sort, direction: data.direction }}
              onSort={(key) => change({ sort: nextKpiInputSort(state.sort, key) })}
              settings={settings}
              viewFrequency={frequency}
              canEdit={canEdit}
              pendingOf={(row) => {
                const values = pendingActuals.get(row.id);
                if (!values) return null;
                const title = Object.entries(values)
                  .map(
                    ([key, value]) =>
                      `${periodLabel(row.frequency, key as PeriodKey, year, fiscalStart)}: ${formatMeasure(value, row.unit, readerLocale()) ?? intl.formatMessage(m.noData)}`,
                  )
                  .join(", ");
                const here =
                  period && period in values ? formatMeasure(values[period], row.unit, readerLocale()) : null;
                return { value: here, title: intl.formatMessage(m.pendingTitle, { values: title }) };
              }}
              onEdit={(row) => setEditingRow(row)}
              onExplain={(row) => setExplainingId(row.id)}
            />
          </div>
        )}
        {data && data.total > 0 && (
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        )}
      </Card>

      {/* After a save the page is read again: the write's `changes` include /api/kpi-input (KPIIN-13). */}
      {editing && (
        <Suspense fallback={null}>
          <ActualResultsDialog
            assignment={editing}
            year={year}
            pending={pendingActuals.get(editing.id)}
            onClose={() => setEditingRow(null)}
          />
        </Suspense>
      )}
      <ScoreExplanationDialog
        subject={explaining?.kpiName ?? ""}
        open={explaining !== null}
        onClose={() => setExplainingId(null)}
      >
        {() =>
          explaining &&
          period && (
            <KpiExplanationFromHistory
              kpiAssignmentId={explaining.id}
              context={{
                year,
                viewFrequency: frequency,
                period,
                view,
                settings: scoringSettingsOf(settings),
              }}
            />
          )
        }
      </ScoreExplanationDialog>
    </div>
  );
}
