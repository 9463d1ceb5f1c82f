import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import { rollUpLevel } from "../../../../domain/rollups";
import type { ScorecardResponse } from "../../../../domain/schemas/scorecard";
import { coverageText, scoreText, statusSurfaceClass } from "../../../components/score-badges";
import { ExplainableScore, RollUpExplanationView } from "../../../components/score-explanation";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { objectiveItems } from "../../../lib/roll-up-items";
import { kpiResultsMessages as m } from "../messages";

function Counter({ label, value, tone }: { label: MessageDescriptor; value: number; tone: string }) {
  return (
    <Card className="flex items-center justify-between gap-3 px-4 py-3">
      <span className="text-sm text-muted-foreground">
        <FormattedMessage {...label} />
      </span>
      <span className={cn("text-2xl font-semibold tabular-nums", tone)}>{value}</span>
    </Card>
  );
}

/** KPI Results (UI-17): the level score, the KPI count and the On Track / At Risk / Behind counters. */
export function ResultsSummary({
  scorecard,
  levelLabel,
}: {
  scorecard: ScorecardResponse;
  levelLabel: string;
}) {
  const intl = useIntl();
  const kpiCount = scorecard.objectives.reduce((sum, objective) => sum + objective.kpis.length, 0);
  const { counts } = scorecard;
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,18rem)_1fr]">
      <Card className="flex items-center gap-4 p-4">
        <div
          className={cn(
            "flex size-16 shrink-0 items-center justify-center rounded-full text-lg font-bold ring-1",
            statusSurfaceClass(scorecard.status),
          )}
        >
          <ExplainableScore
            subject={intl.formatMessage(m.levelScoreSubject, {
              name: scorecard.functionName ?? intl.formatMessage(m.level),
            })}
            className="no-underline"
            explain={() => (
              <RollUpExplanationView
                explanation={rollUpLevel(objectiveItems(scorecard.objectives)).explanation}
              />
            )}
          >
            <span data-testid="level-score">{scoreText(scorecard.score)}</span>
          </ExplainableScore>
        </div>
        <div className="min-w-0">
          <div className="text-sm text-muted-foreground">
            <FormattedMessage {...m.levelScore} values={{ level: levelLabel }} />
          </div>
          <div className="truncate font-semibold" title={scorecard.functionName ?? undefined}>
            {scorecard.functionName ?? <FormattedMessage {...m.noFunction} />}
          </div>
          <div className="text-sm text-muted-foreground">
            <FormattedMessage {...m.kpiCount} values={{ count: kpiCount }} />
          </div>
          <div className="text-xs text-muted-foreground" data-testid="level-coverage">
            {coverageText(scorecard.coverage, "objectives")}
          </div>
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Counter label={m.onTrack} value={counts.onTrack} tone="text-emerald-600 dark:text-emerald-400" />
        <Counter label={m.atRisk} value={counts.atRisk} tone="text-amber-600 dark:text-amber-400" />
        <Counter label={m.behind} value={counts.behind} tone="text-red-600 dark:text-red-400" />
        <Counter label={m.noDataCount} value={counts.noData} tone="text-muted-foreground" />
      </div>
    </div>
  );
}
