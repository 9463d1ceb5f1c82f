import { type ReactNode, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { levelName } from "../../../../domain/labels";
import { themesResource } from "../../../../domain/resources";
import { rollUpCeo, rollUpObjective, rollUpPerspective } from "../../../../domain/rollups";
import type { ScorecardObjectiveRow } from "../../../../domain/schemas/scorecard";
import { DEFAULT_SCORING_SETTINGS } from "../../../../domain/scoring";
import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import { PeriodFilterCard, usePeriodFilters } from "../../../components/period-filter-card";
import { viewCaption } from "../../../components/period-filters";
import { coverageText, scoreText, statusSurfaceClass } from "../../../components/score-badges";
import {
  ExplainButton,
  KpiExplanationFromHistory,
  RollUpExplanationView,
  ScoreExplanationDialog,
} from "../../../components/score-explanation";
import { useScreenHeading } from "../../../components/screen-headings";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCurrentUser } from "../../../lib/auth";
import { cn } from "../../../lib/cn";
import { useList, useRead } from "../../../lib/resources";
import { kpiItems, objectiveItems } from "../../../lib/roll-up-items";
import { CommentaryView } from "../../commentary";
import { ObjectiveInitiatives, useInitiativesByObjective } from "../../initiatives";
import { useFollows } from "../../notifications";
import { BriefingBookButton } from "../../reports";
import { ScorecardViewToggle, StrategyMapSection, useScorecardView } from "../../strategy-map";
import { FoundationBlock } from "../components/foundation-block";
import type { Emphasis } from "../components/objective-card";
import { PerformanceSummary } from "../components/performance-summary";
import { PerspectiveSection } from "../components/perspective-section";
import { ThemeSelector } from "../components/theme-selector";
import { perspectiveLabel } from "../lib/perspective-text";
import { corporateBscMessages as m } from "../messages";

type Explaining = { subject: string; render: () => ReactNode };

// ROLLUP-8: explanations average the parts' scores before rounding, as the server did.
/** Corporate BSC (UI-10): the CEO's scorecard by perspective, with themes and the foundation block. */
export function CorporateBscPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const settingsQuery = useRead("/api/organization-settings");
  const settings = settingsQuery.data;
  const themes = useList(themesResource);
  const filters = usePeriodFilters();
  const { fiscalStart, year, periodState } = filters;
  const [themeId, setThemeId] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<Explaining | null>(null);
  // STRAT-34: Scorecard | Strategy Map, kept in the address.
  const [pageView, setPageView] = useScorecardView();
  // UI-10: 'The page is fixed on CEO level': no functionId, so the server takes the CEO function.
  const scorecard = useRead("/api/scorecard", { params: { year, ...periodState }, keepPrevious: true });
  const data = scorecard.data;
  // UI-102: the objectives' Follow buttons share one read, started with the screen rather than once the
  // scorecard has answered, so the page can name it for the browser to fetch early (PLATFORM-34).
  useFollows();
  // UI-82: the CEO objectives' initiatives, one read for the screen.
  const initiativesOf = useInitiativesByObjective(data?.functionId, year);
  const ceoLabel = levelName("ceo", settings);

  const byPerspective = useMemo(() => {
    const groups = new Map<string, ScorecardObjectiveRow[]>();
    for (const objective of data?.objectives ?? []) {
      const list = groups.get(objective.bscPerspective) ?? [];
      list.push(objective);
      groups.set(objective.bscPerspective, list);
    }
    return groups;
  }, [data]);

  // ROLLUP-6: the header and the summary tile show one figure, the CEO score, explained one way.
  const explainOverall = () => {
    if (!data) return;
    setExplaining({
      subject: intl.formatMessage(m.overallScoreSubject, { level: ceoLabel }),
      render: () => (
        <RollUpExplanationView explanation={rollUpCeo(objectiveItems(data.objectives)).explanation} />
      ),
    });
  };
  const perspectivesUsed = (data?.perspectives ?? []).filter((p) => p.objectiveCount > 0).length;
  const kpiCount = (data?.objectives ?? []).reduce((sum, o) => sum + o.kpis.length, 0);
  const context = {
    year,
    viewFrequency: periodState.frequency,
    period: periodState.period,
    view: periodState.view,
    settings: data?.thresholds ?? DEFAULT_SCORING_SETTINGS,
  };
  const emphasisOf = (objective: ScorecardObjectiveRow): Emphasis =>
    themeId === null ? "normal" : objective.themeId === themeId ? "highlighted" : "dimmed";

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        {...useScreenHeading("/corporate-bsc")}
        actions={
          <>
            <div
              className={cn(
                // A row of its own on a phone, as wide before the data as after: nothing below moves.
                "flex w-full items-center justify-end gap-3 rounded-xl px-4 py-2 ring-1 sm:w-auto",
                statusSurfaceClass(data?.status ?? "No Data"),
              )}
            >
              <div className="text-right text-xs leading-tight whitespace-nowrap">
                <FormattedMessage
                  {...m.overallScoreLabel}
                  values={{ level: ceoLabel, line: (chunks) => <span className="block">{chunks}</span> }}
                />
                {/* Its line is there before the data too, so the page below does not move when it comes. */}
                {data ? (
                  <span className="block" data-testid="ceo-coverage">
                    {coverageText(data.coverage, "objectives")}
                  </span>
                ) : (
                  <span className="block" aria-hidden="true">
                    {"\u00a0"}
                  </span>
                )}
              </div>
              {data ? (
                <ExplainButton
                  subject={intl.formatMessage(m.overallScoreSubject, { level: ceoLabel })}
                  className="text-3xl font-bold tabular-nums"
                  onExplain={explainOverall}
                >
                  <span data-testid="ceo-score">{scoreText(data.score)}</span>
                </ExplainButton>
              ) : (
                <Skeleton className="h-9 w-16" />
              )}
            </div>
            {/* UI-87: the scorecard on screen as a file. */}
            <ExportMenu query={{ functionId: data?.functionId, year, ...periodState }} disabled={!data} />
            {/* UI-89: the briefing book (PDF) of the query on screen. */}
            <BriefingBookButton
              query={{ functionId: data?.functionId, year, ...periodState }}
              disabled={!data}
            />
          </>
        }
      />

      <PeriodFilterCard
        filters={filters}
        yearId="bsc-year"
        caption={intl.formatMessage(m.performanceCaption, {
          level: ceoLabel,
          view: viewCaption(periodState, year, fiscalStart),
        })}
      />

      <FoundationBlock
        settings={settings}
        accountOrganizationName={user?.organizationName}
        canEdit={user?.role === "admin"}
      />

      <ThemeSelector themes={themes.data ?? []} selected={themeId} onSelect={setThemeId} />

      <ScorecardViewToggle value={pageView} onChange={setPageView} />

      {pageView === "map" ? (
        <StrategyMapSection
          functionId={null}
          year={year}
          frequency={periodState.frequency}
          period={periodState.period}
          view={periodState.view}
          canEdit={user?.role === "admin"}
          themeId={themeId}
        />
      ) : !data ? (
        <div className="grid gap-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <div className="grid gap-4">
          {data.functionId === null && (
            <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
              {intl.formatMessage(m.noTopFunction, { level: ceoLabel })}
            </p>
          )}
          {data.perspectives.map((perspective) => (
            <PerspectiveSection
              key={perspective.key}
              perspective={perspective}
              objectives={byPerspective.get(perspective.key) ?? []}
              emphasisOf={emphasisOf}
              settings={settings}
              viewFrequency={data.frequency}
              extraOf={(o) => <ObjectiveInitiatives initiatives={initiativesOf(o.objectiveAssignmentId)} />}
              onExplainPerspective={(p) =>
                setExplaining({
                  subject: intl.formatMessage(m.perspectiveSubject, {
                    name: perspectiveLabel(p.key, p.name, intl.formatMessage),
                  }),
                  render: () => (
                    <RollUpExplanationView
                      explanation={
                        rollUpPerspective(objectiveItems(byPerspective.get(p.key) ?? [])).explanation
                      }
                    />
                  ),
                })
              }
              onExplainObjective={(o) =>
                setExplaining({
                  subject: o.name,
                  render: () => (
                    <RollUpExplanationView explanation={rollUpObjective(kpiItems(o.kpis)).explanation} />
                  ),
                })
              }
              onExplainKpi={(k) =>
                setExplaining({
                  subject: k.name,
                  render: () => (
                    <div className="grid gap-4">
                      <KpiExplanationFromHistory kpiAssignmentId={k.kpiAssignmentId} context={context} />
                      {/* UI-57, COMMENT-3: the KPI's commentary of the year. */}
                      <CommentaryView
                        kpiAssignmentId={k.kpiAssignmentId}
                        year={context.year}
                        emptyText={intl.formatMessage(m.noCommentary)}
                      />
                    </div>
                  ),
                })
              }
            />
          ))}
          <PerformanceSummary
            overallScore={data.score}
            overallStatus={data.status}
            coverage={data.coverage}
            perspectivesUsed={perspectivesUsed}
            onExplainOverall={explainOverall}
            themeCount={themes.data?.length ?? 0}
            objectiveCount={data.objectives.length}
            kpiCount={kpiCount}
            levelLabel={ceoLabel}
          />
        </div>
      )}

      <ScoreExplanationDialog
        subject={explaining?.subject ?? ""}
        open={explaining !== null}
        onClose={() => setExplaining(null)}
      >
        {() => explaining?.render()}
      </ScoreExplanationDialog>
    </div>
  );
}
