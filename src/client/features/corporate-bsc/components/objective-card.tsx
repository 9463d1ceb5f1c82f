import { FormattedMessage } from "react-intl";
import type { FunctionLevel } from "../../../../domain/labels";
import { FUNCTION_LEVELS, levelName, type NamingSettings } from "../../../../domain/labels";
import type { Frequency } from "../../../../domain/periods";
import type { ScorecardKpiRow, ScorecardObjectiveRow } from "../../../../domain/schemas/scorecard";
import { AnnualMarker } from "../../../components/annual-marker";
import { coverageText, ScoreFigure, statusTextClass } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { FollowButton } from "../../notifications";
import { corporateBscMessages as m } from "../messages";

const isLevel = (value: string): value is FunctionLevel =>
  (FUNCTION_LEVELS as readonly string[]).includes(value);

export type Emphasis = "normal" | "highlighted" | "dimmed";

/** Objective card (UI-10): theme, score, name, description, KPIs with scores, level badge. */
export function ObjectiveCard({
  objective,
  emphasis,
  settings,
  viewFrequency,
  onExplainObjective,
  onExplainKpi,
  extra,
}: {
  objective: ScorecardObjectiveRow;
  emphasis: Emphasis;
  settings: NamingSettings | undefined;
  /** The view's frequency: an annual KPI in a month or quarter view is marked (UI-29). */
  viewFrequency: Frequency;
  onExplainObjective: (objective: ScorecardObjectiveRow) => void;
  onExplainKpi: (kpi: ScorecardKpiRow) => void;
  /** UI-82: a line under the KPIs (the objective's initiatives). */
  extra?: React.ReactNode;
}) {
  // UI-10: 'An organization level badge (default CEO)'.
  const level = levelName(
    isLevel(objective.organizationLevel) ? objective.organizationLevel : "ceo",
    settings,
  );
  return (
    <article
      aria-label={objective.name}
      data-objective={objective.name}
      data-emphasis={emphasis}
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-card p-4 transition-[opacity,box-shadow] duration-200",
        emphasis === "dimmed" && "opacity-35 saturate-50",
        emphasis === "highlighted" && "shadow-md ring-2",
      )}
      style={
        emphasis === "highlighted"
          ? ({ "--tw-ring-color": objective.themeColor ?? undefined } as React.CSSProperties)
          : undefined
      }
    >
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span
            className="size-2 shrink-0 rounded-full"
            style={{ background: objective.themeColor ?? "var(--muted-foreground)" }}
            aria-hidden="true"
          />
          <span className="truncate" title={objective.themeName ?? undefined}>
            {objective.themeName ?? <FormattedMessage {...m.noTheme} />}
          </span>
        </span>
        <ExplainButton
          subject={objective.name}
          onExplain={() => onExplainObjective(objective)}
          className={cn("text-lg font-bold tabular-nums", statusTextClass(objective.status))}
        >
          <ScoreFigure score={objective.score} />
        </ExplainButton>
      </div>
      <p className="-mt-2 text-right text-xs text-muted-foreground" data-testid="objective-coverage">
        {coverageText(objective.coverage, "KPIs")}
      </p>
      <div>
        <h4 className="leading-snug font-semibold">{objective.name}</h4>
        {objective.description && (
          <p className="mt-1 text-sm text-muted-foreground">{objective.description}</p>
        )}
      </div>
      {objective.kpis.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">
          <FormattedMessage {...m.noKpis} />
        </p>
      ) : (
        <ul className="grid gap-1.5 border-t pt-3">
          {objective.kpis.map((kpi) => (
            <li key={kpi.kpiAssignmentId} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate" title={kpi.name}>
                {kpi.name}
              </span>
              <AnnualMarker kpiFrequency={kpi.frequency} viewFrequency={viewFrequency} className="ml-auto" />
              <ExplainButton
                subject={kpi.name}
                onExplain={() => onExplainKpi(kpi)}
                className={cn("shrink-0 font-medium tabular-nums", statusTextClass(kpi.status))}
              >
                {kpi.score === null ? (
                  <span className="text-xs font-normal">
                    <FormattedMessage {...m.noData} />
                  </span>
                ) : (
                  <FormattedMessage {...m.kpiScore} values={{ score: kpi.score }} />
                )}
              </ExplainButton>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-end justify-between gap-2">
        {extra ?? <span />}
        <span className="flex shrink-0 items-center gap-1.5">
          {/* UI-102, NOTIFY-6: be told what the objective's owner is told. */}
          <FollowButton
            subject={{ objectiveAssignmentId: objective.objectiveAssignmentId }}
            name={objective.name}
            size="icon"
          />
          <Badge variant="outline" className="text-muted-foreground">
            {level}
          </Badge>
        </span>
      </div>
    </article>
  );
}
