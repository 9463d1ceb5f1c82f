import { BarChart3 } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { byCascadeOrder, levelName } from "../../../../domain/labels";
import { functionsResource, kpiAssignmentsResource } from "../../../../domain/resources";
import type { KpiAssignment } from "../../../../domain/schemas/assignments";
import { findCeoFunction } from "../../../../domain/scorecard";
import { DEFAULT_SCORING_SETTINGS } from "../../../../domain/scoring";
import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import { PeriodFilterCard, usePeriodFilters } from "../../../components/period-filter-card";
import { FilterField, viewCaption } from "../../../components/period-filters";
import { KpiExplanationFromHistory, ScoreExplanationDialog } from "../../../components/score-explanation";
import { useScreenHeading } from "../../../components/screen-headings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCurrentUser } from "../../../lib/auth";
import { useList, useRead } from "../../../lib/resources";
import { CommentaryView } from "../../commentary";
import { type KpiRequestDraft, RequestFormDialog } from "../../requests";
import { KpiDetailDialog } from "../components/kpi-detail-dialog";
import { ResultsSummary } from "../components/results-summary";
import { type ResultRow, ResultsTable } from "../components/results-table";
import { periodStateFor, readKpiLink, withoutKpiLink } from "../lib/deep-link";
import { kpiPeriodForView } from "../lib/result-period";
import { kpiResultsMessages as m } from "../messages";

// The result form brings the form libraries and the assignments' schemas: it loads when first opened
// (PLATFORM-27).
const UpdateResultDialog = lazy(() =>
  import("../components/update-result-dialog").then((m) => ({ default: m.UpdateResultDialog })),
);

/** KPI Results (UI-17): one function's KPIs with scores, counters, the update dialog and trends. */
export function KpiResultsPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const settings = useRead("/api/organization-settings").data;
  const functions = useList(functionsResource);
  const filters = usePeriodFilters();
  const { fiscalStart, year, setYear, periodState, setPeriodState: setPeriodChoice } = filters;
  const [chosenFunctionId, setFunctionId] = useState<string | null>(null);
  // Rows are kept by id, so a dialog shows the row as it is after a save refreshed the scorecard.
  const [explainingId, setExplainingId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);
  // UI-72: a change request started from a row (its targets for the year on screen).
  const [requesting, setRequesting] = useState<KpiRequestDraft | null>(null);
  // UI-101: a link (a notification's) opens one KPI's dialog in its year and period, perhaps on the
  // commentary editor. The KPI may sit in any function: its assignment names the one to show.
  const [search, setSearch] = useSearchParams();
  const [locatingId, setLocatingId] = useState<string | null>(null);
  const [focusCommentary, setFocusCommentary] = useState(false);
  useEffect(() => {
    const link = readKpiLink(search);
    if (!link) return;
    if (link.year !== null) setYear(link.year);
    if (link.period !== null) setPeriodChoice(periodStateFor(link.period));
    setOpenedId(link.kpiAssignmentId);
    setLocatingId(link.kpiAssignmentId);
    setFocusCommentary(link.commentary);
    // Taken out of the address at once, so closing the dialog (or a reload) does not open it again.
    setSearch(withoutKpiLink(search), { replace: true });
  }, [search, setSearch, setYear, setPeriodChoice]);

  // Functions in cascade order (CEO first), so the picker reads like the organization chart.
  const sortedFunctions = useMemo(() => [...(functions.data ?? [])].sort(byCascadeOrder), [functions.data]);
  // API-37: the one assignment the link names, for its function (not the organization's whole list).
  const located = useRead<KpiAssignment>(`${kpiAssignmentsResource.path}/${locatingId ?? ""}`, {
    params: { year },
    enabled: locatingId !== null,
    silent: true,
  });
  if (locatingId !== null && (located.isSuccess || located.isError)) {
    if (located.data) setFunctionId(located.data.organizationFunctionId);
    setLocatingId(null);
  }
  const functionId =
    chosenFunctionId ?? findCeoFunction(sortedFunctions)?.id ?? sortedFunctions[0]?.id ?? null;
  const selectedFunction = sortedFunctions.find((fn) => fn.id === functionId);

  const scorecard = useRead("/api/scorecard", {
    params: { functionId, year, ...periodState },
    enabled: functions.isSuccess && functionId !== null,
    keepPrevious: true,
  });
  const data = scorecard.data;
  const rows: ResultRow[] = useMemo(
    () => (data?.objectives ?? []).flatMap((o) => o.kpis.map((kpi) => ({ ...kpi, objectiveName: o.name }))),
    [data],
  );
  const byId = (id: string | null) => (id ? (rows.find((row) => row.kpiAssignmentId === id) ?? null) : null);
  const explaining = byId(explainingId);
  const editing = byId(editingId);
  const opened = byId(openedId);
  const context = {
    year,
    viewFrequency: periodState.frequency,
    period: periodState.period,
    view: periodState.view,
    settings: data?.thresholds ?? DEFAULT_SCORING_SETTINGS,
  };
  // ROLE-2, ROLE-3: admins enter any result; a member only the results of the KPIs they own.
  // CALC-10: a calculated KPI's result comes from its formula: nobody enters it.
  const canEdit = (row: ResultRow) =>
    !row.formula && (user?.role === "admin" || (user !== null && row.ownerId === user.id));
  const levelLabel = selectedFunction
    ? levelName(selectedFunction.level, settings)
    : intl.formatMessage(m.level);

  return (
    <div className="space-y-6">
      <PageHeader
        {...useScreenHeading("/kpi-results")}
        actions={
          // UI-87: the chosen function's scorecard as a file.
          <ExportMenu query={{ functionId, year, ...periodState }} disabled={!scorecard.data} />
        }
      />
      <PeriodFilterCard
        filters={filters}
        yearId="results-year"
        leading={
          <FilterField label={intl.formatMessage(m.selectLevel)} id="results-function">
            <Select
              value={functionId ?? ""}
              onValueChange={setFunctionId}
              disabled={sortedFunctions.length === 0}
            >
              <SelectTrigger id="results-function">
                <SelectValue
                  placeholder={intl.formatMessage(functions.isPending ? m.loading : m.noFunctionsYet)}
                >
                  {selectedFunction?.name}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                {sortedFunctions.map((fn) => (
                  <SelectItem key={fn.id} value={fn.id}>
                    <FormattedMessage
                      {...m.functionOption}
                      values={{ name: fn.name, level: levelName(fn.level, settings) }}
                    />
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FilterField>
        }
      />

      {functions.isSuccess && sortedFunctions.length === 0 ? (
        <EmptyState text={intl.formatMessage(m.noFunctions)} />
      ) : !data ? (
        <div className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <ResultsSummary scorecard={data} levelLabel={levelLabel} />
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage {...m.kpis} />
              </CardTitle>
              <CardDescription>
                <FormattedMessage
                  {...m.tableCaption}
                  values={{
                    name: data.functionName ?? "",
                    view: viewCaption({ ...periodState, view: data.view }, year, fiscalStart),
                  }}
                />
              </CardDescription>
            </CardHeader>
            <CardContent className="px-0 pb-2">
              {rows.length === 0 ? (
                <EmptyState text={intl.formatMessage(m.noKpis)} />
              ) : (
                <ResultsTable
                  rows={rows}
                  viewFrequency={periodState.frequency}
                  canEdit={canEdit}
                  onOpen={(row) => setOpenedId(row.kpiAssignmentId)}
                  onExplain={(row) => setExplainingId(row.kpiAssignmentId)}
                  onEdit={(row) => setEditingId(row.kpiAssignmentId)}
                  onRequestChange={(row) =>
                    setRequesting({
                      type: "target_change",
                      kpiAssignmentId: row.kpiAssignmentId,
                      kpiName: row.name,
                      functionName: data.functionName,
                      frequency: row.frequency,
                      unit: row.unit,
                      year,
                    })
                  }
                />
              )}
            </CardContent>
          </Card>
        </>
      )}

      <ScoreExplanationDialog
        subject={explaining?.name ?? ""}
        open={explaining !== null}
        onClose={() => setExplainingId(null)}
      >
        {() =>
          explaining && (
            <div className="grid gap-4">
              <KpiExplanationFromHistory kpiAssignmentId={explaining.kpiAssignmentId} context={context} />
              {/* UI-57, COMMENT-3: the owner's commentary of the period behind the score. */}
              <CommentaryView
                kpiAssignmentId={explaining.kpiAssignmentId}
                year={year}
                period={kpiPeriodForView(explaining.frequency, periodState.period, fiscalStart)}
                emptyText={intl.formatMessage(m.noCommentaryPeriod)}
              />
            </div>
          )
        }
      </ScoreExplanationDialog>
      {editing && (
        <Suspense fallback={null}>
          <UpdateResultDialog
            kpi={editing}
            year={year}
            viewPeriod={periodState.period}
            onClose={() => setEditingId(null)}
          />
        </Suspense>
      )}
      <KpiDetailDialog
        kpi={locatingId === null ? opened : null}
        context={context}
        focusCommentary={focusCommentary}
        onClose={() => {
          setOpenedId(null);
          setFocusCommentary(false);
        }}
      />
      <RequestFormDialog draft={requesting} onClose={() => setRequesting(null)} />
    </div>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <BarChart3 className="size-5" aria-hidden="true" />
      </span>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
