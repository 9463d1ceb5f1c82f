import { BarChart3, Cog, GraduationCap, Users } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { NamingSettings } from "../../../../domain/labels";
import type { Frequency } from "../../../../domain/periods";
import type {
  ScorecardKpiRow,
  ScorecardObjectiveRow,
  ScorecardPerspectiveRow,
} from "../../../../domain/schemas/scorecard";
import type { BscPerspective } from "../../../../domain/scorecard";
import { coverageText, ScoreFigure, statusTextClass } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { cn } from "../../../lib/cn";
import { PERSPECTIVE_STYLE } from "../lib/perspective-style";
import { PERSPECTIVE_DESCRIPTION_MESSAGES, perspectiveLabel } from "../lib/perspective-text";
import { corporateBscMessages as m } from "../messages";
import { type Emphasis, ObjectiveCard } from "./objective-card";

const ICONS: Record<BscPerspective, typeof BarChart3> = {
  Financial: BarChart3,
  Customer: Users,
  Internal_Process: Cog,
  Learning_Growth: GraduationCap,
};

/** BSC Perspectives (UI-10): description, average score, objective count and the objective cards. */
export function PerspectiveSection({
  perspective,
  objectives,
  emphasisOf,
  settings,
  viewFrequency,
  onExplainPerspective,
  onExplainObjective,
  onExplainKpi,
  extraOf,
}: {
  perspective: ScorecardPerspectiveRow;
  objectives: ScorecardObjectiveRow[];
  emphasisOf: (objective: ScorecardObjectiveRow) => Emphasis;
  settings: NamingSettings | undefined;
  /** The view's frequency, for the annual marker (UI-29). */
  viewFrequency: Frequency;
  onExplainPerspective: (perspective: ScorecardPerspectiveRow) => void;
  onExplainObjective: (objective: ScorecardObjectiveRow) => void;
  onExplainKpi: (kpi: ScorecardKpiRow) => void;
  /** UI-82: more for an objective's card (its initiatives). */
  extraOf?: (objective: ScorecardObjectiveRow) => ReactNode;
}) {
  const intl = useIntl();
  const style = PERSPECTIVE_STYLE[perspective.key];
  const name = perspectiveLabel(perspective.key, perspective.name, intl.formatMessage);
  const Icon = ICONS[perspective.key];
  const headingId = `perspective-${perspective.key}`;
  return (
    <section
      aria-labelledby={headingId}
      data-perspective={perspective.key}
      className={cn("rounded-xl border border-t-4 bg-card p-4 shadow-xs sm:p-5", style.accent)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", style.icon)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold">
              {name}
            </h3>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...PERSPECTIVE_DESCRIPTION_MESSAGES[perspective.key]} />
            </p>
          </div>
        </div>
        <div className="text-right">
          <ExplainButton
            subject={intl.formatMessage(m.perspectiveSubject, { name })}
            onExplain={() => onExplainPerspective(perspective)}
            className={cn("text-2xl font-bold tabular-nums", statusTextClass(perspective.status))}
          >
            <ScoreFigure score={perspective.score} />
          </ExplainButton>
          <div className="text-xs text-muted-foreground">
            <FormattedMessage {...m.objectiveCount} values={{ count: perspective.objectiveCount }} />
          </div>
          <div className="text-xs text-muted-foreground" data-testid="perspective-coverage">
            {coverageText(perspective.coverage, "KPIs")}
          </div>
        </div>
      </header>
      {objectives.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          <FormattedMessage {...m.noObjectives} />
        </p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {objectives.map((objective) => (
            <ObjectiveCard
              key={objective.objectiveAssignmentId}
              objective={objective}
              emphasis={emphasisOf(objective)}
              settings={settings}
              viewFrequency={viewFrequency}
              onExplainObjective={onExplainObjective}
              onExplainKpi={onExplainKpi}
              extra={extraOf?.(objective)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
