import { FileUp, Search, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { ViewType } from "../../../../domain/aggregation";
import { latestPeriodWithData } from "../../../../domain/default-period";
import {
  currentPeriod,
  currentYear,
  type Frequency,
  type PeriodKey,
  periodLabel,
} from "../../../../domain/periods";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import { scoringSettingsOf } from "../../../../domain/schemas/settings";
import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import { FilterField, FrequencySelect, PeriodSelect, viewCaption } from "../../../components/period-filters";
import { KpiExplanationView, ScoreExplanationDialog } from "../../../components/score-explanation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { YearSelect } from "../../../components/year-select";
import { useCurrentUser } from "../../../lib/auth";
import { formatMeasure } from "../../../lib/format-measure";
import { paths } from "../../../lib/paths";
import { useList, useRead } from "../../../lib/resources";
import { usePendingActuals } from "../../approvals";
import { ActualResultsDialog } from "../components/actual-results-dialog";
import { OverviewTable } from "../components/overview-table";
import {
  effectiveFrequency,
  filterOptions,
  filterRows,
  frequenciesPresent,
  NO_FILTERS,
  nextSort,
  type Option,
  type OverviewFilters,
  type OverviewRow,
  type Sort,
  scoreRows,
  sortRows,
} from "../lib/overview-rows";

const ALL = "all";

function OptionFilter({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string | null;
  options: Option[];
  allLabel: string;
  onChange: (value: string | null) => void;
}) {
  const id = `overview-${label.toLowerCase()}`;
  return (
    <FilterField label={label} id={id}>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

const thisMonth = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};

/** UI-13 (KPI Input): every KPI assignment of the year, filtered, sorted and entered. */
export function KpiOverviewPage() {
  const { user } = useCurrentUser();
  const settingsQuery = useRead("/api/organization-settings");
  const settings = settingsQuery.data;
  // FISCAL-4: until a year is picked, today's fiscal year.
  const fiscalStart = settings?.fiscalYearStartMonth ?? 1;
  const [yearChoice, setYear] = useState<number | null>(null);
  const year = yearChoice ?? currentYear(new Date(), fiscalStart);
  const assignments = useList(kpiAssignmentsResource, { params: { year } });
  // APPROVAL-5, UI-60: values waiting for approval, shown beside the approved ones.
  const pendingActuals = usePendingActuals(year);
  const [viewMode, setViewMode] = useState<ViewType>("period");
  const [frequencyChoice, setFrequencyChoice] = useState<Frequency | null>(null);
  const [periodChoice, setPeriodChoice] = useState<PeriodKey | null>(null);
  const [filters, setFilters] = useState<OverviewFilters>(NO_FILTERS);
  const [sort, setSort] = useState<Sort>({ key: "name", direction: "asc" });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [explainingId, setExplainingId] = useState<string | null>(null);

  const list = assignments.data ?? [];
  const present = useMemo(() => frequenciesPresent(list), [list]);
  const frequency = effectiveFrequency(frequencyChoice, present);
  // UI-30: until a period is picked, the view opens on the latest period with data for that frequency
  // (else today's, PERIOD-7), not on an empty current month.
  const period =
    periodChoice ??
    latestPeriodWithData(frequency, list, fiscalStart, thisMonth(), year) ??
    currentPeriod(frequency, new Date(), fiscalStart).key;
  const thresholds = useMemo(() => scoringSettingsOf(settings), [settings]);
  const scored = useMemo(
    () =>
      scoreRows(list, {
        frequency,
        period,
        view: viewMode,
        settings: thresholds,
        fiscalYearStartMonth: fiscalStart,
      }),
    [list, frequency, period, viewMode, thresholds, fiscalStart],
  );
  const shown = useMemo(() => sortRows(filterRows(scored, filters), sort), [scored, filters, sort]);
  const options = useMemo(() => filterOptions(list), [list]);
  const editing = list.find((a) => a.id === editingId) ?? null;
  const explaining = scored.find((row) => row.assignment.id === explainingId) ?? null;
  const filtered =
    filters !== NO_FILTERS || viewMode !== "period" || frequencyChoice !== null || periodChoice !== null;

  // ROLE-2, ROLE-3: admins enter any KPI's actuals; a member those of the KPIs they own.
  // CALC-10: a calculated KPI's actuals come from its formula: nobody enters them.
  const canEdit = (row: OverviewRow) =>
    !row.assignment.formula &&
    (user?.role === "admin" || (user !== null && row.assignment.ownerId === user.id));

  function clearAll() {
    setFilters(NO_FILTERS);
    setViewMode("period");
    setFrequencyChoice(null);
    setPeriodChoice(null);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="KPI Overview"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span data-testid="shown-count">
              {shown.length} {shown.length === 1 ? "KPI" : "KPIs"} shown ·{" "}
              {viewCaption({ frequency, period, view: viewMode }, year, fiscalStart)}
            </span>
            <Badge variant="secondary">Total {list.length}</Badge>
          </span>
        }
        actions={
          <>
            <FilterField label="Year" id="overview-year">
              <YearSelect id="overview-year" value={year} onChange={setYear} startMonth={fiscalStart} />
            </FilterField>
            {/* UI-87: the filtered function's scorecard (else the CEO's) for the period on screen. */}
            <div className="self-end">
              <ExportMenu
                query={{ functionId: filters.functionId, year, frequency, period, view: viewMode }}
              />
            </div>
            {/* UI-86: targets and actuals from a file. */}
            <div className="self-end">
              <Button variant="outline" asChild>
                <Link to={paths.import}>
                  <FileUp aria-hidden="true" />
                  Import
                </Link>
              </Button>
            </div>
          </>
        }
      />
      <Card>
        <CardContent className="grid gap-4 p-4">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={filters.search}
              onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
              placeholder="Search KPIs, functions, objectives, owners or descriptions"
              aria-label="Search KPIs"
              className="pl-9"
            />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
            <FilterField label="View Mode" id="overview-view">
              <Select value={viewMode} onValueChange={(next) => setViewMode(next as ViewType)}>
                <SelectTrigger id="overview-view">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="period">Period</SelectItem>
                  <SelectItem value="ytd">Year-to-Date</SelectItem>
                </SelectContent>
              </Select>
            </FilterField>
            <FrequencySelect
              value={frequency}
              options={present.length > 0 ? present : ["monthly"]}
              onChange={(next) => {
                setFrequencyChoice(next);
                setPeriodChoice(null);
              }}
            />
            <PeriodSelect
              frequency={frequency}
              value={period}
              year={year}
              startMonth={fiscalStart}
              label={viewMode === "ytd" ? "YTD Through" : "Period"}
              onChange={setPeriodChoice}
            />
            <OptionFilter
              label="Function"
              value={filters.functionId}
              options={options.functions}
              allLabel="All functions"
              onChange={(functionId) => setFilters((current) => ({ ...current, functionId }))}
            />
            <OptionFilter
              label="Objective"
              value={filters.objectiveId}
              options={options.objectives}
              allLabel="All objectives"
              onChange={(objectiveId) => setFilters((current) => ({ ...current, objectiveId }))}
            />
            <OptionFilter
              label="Owner"
              value={filters.ownerId}
              options={options.owners}
              allLabel="All owners"
              onChange={(ownerId) => setFilters((current) => ({ ...current, ownerId }))}
            />
          </div>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={clearAll} disabled={!filtered}>
              <X aria-hidden="true" />
              Clear All Filters
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        {assignments.isPending ? (
          <div className="grid gap-2 p-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : shown.length === 0 ? (
          <p className="px-6 py-14 text-center text-sm text-muted-foreground">
            No KPIs found matching your criteria
          </p>
        ) : (
          <OverviewTable
            rows={shown}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
            settings={settings}
            viewFrequency={frequency}
            canEdit={canEdit}
            pendingOf={(row) => {
              const values = pendingActuals.get(row.assignment.id);
              if (!values) return null;
              const a = row.assignment;
              const title = Object.entries(values)
                .map(
                  ([key, value]) =>
                    `${periodLabel(a.frequency, key as PeriodKey, year, fiscalStart)}: ${formatMeasure(value, a.unit) ?? "No data"}`,
                )
                .join(", ");
              const here = period in values ? formatMeasure(values[period], a.unit) : null;
              return { value: here, title: `Pending approval (${title})` };
            }}
            onEdit={(row) => setEditingId(row.assignment.id)}
            onExplain={(row) => setExplainingId(row.assignment.id)}
          />
        )}
      </Card>

      <ActualResultsDialog
        assignment={editing}
        year={year}
        pending={editing ? pendingActuals.get(editing.id) : undefined}
        onClose={() => setEditingId(null)}
      />
      <ScoreExplanationDialog
        subject={explaining?.assignment.kpiName ?? ""}
        open={explaining !== null}
        onClose={() => setExplainingId(null)}
      >
        {() => explaining && <KpiExplanationView explanation={explaining.explanation} />}
      </ScoreExplanationDialog>
    </div>
  );
}
