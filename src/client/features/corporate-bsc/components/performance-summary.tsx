import { FormattedMessage, useIntl } from "react-intl";
import type { CoverageRow } from "../../../../domain/schemas/scorecard";
import type { KpiStatus } from "../../../../domain/scoring";
import { coverageText, ScoreFigure, statusTextClass } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { corporateBscMessages as m } from "../messages";

function Tile({ label, note, children }: { label: string; note?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-4 text-center">
      <div className="text-2xl font-bold tabular-nums">{children}</div>
      <div className="mt-1 text-xs text-muted-foreground">{label}</div>
      {note && <div className="mt-0.5 text-xs text-muted-foreground">{note}</div>}
    </div>
  );
}

/** Overall Performance Summary (UI-10): four tiles. */
export function PerformanceSummary({
  overallScore,
  overallStatus,
  coverage,
  perspectivesUsed,
  onExplainOverall,
  themeCount,
  objectiveCount,
  kpiCount,
  levelLabel,
}: {
  overallScore: number | null;
  overallStatus: KpiStatus;
  coverage: CoverageRow;
  perspectivesUsed: number;
  onExplainOverall: () => void;
  themeCount: number;
  objectiveCount: number;
  kpiCount: number;
  levelLabel: string;
}) {
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.summaryTitle} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* ROLLUP-6: the same figure as the header (the CEO score), over the perspectives in use. */}
        <Tile
          label={intl.formatMessage(m.overallScoreTile, { count: perspectivesUsed })}
          note={coverageText(coverage, "objectives")}
        >
          <ExplainButton
            subject={intl.formatMessage(m.overallScoreSubject, { level: levelLabel })}
            onExplain={onExplainOverall}
            className={cn(statusTextClass(overallStatus))}
          >
            <span data-testid="overall-score">
              <ScoreFigure score={overallScore} />
            </span>
          </ExplainButton>
        </Tile>
        <Tile label={intl.formatMessage(m.strategicThemes)}>{themeCount}</Tile>
        <Tile label={intl.formatMessage(m.levelObjectives, { level: levelLabel })}>{objectiveCount}</Tile>
        <Tile label={intl.formatMessage(m.levelKpis, { level: levelLabel })}>{kpiCount}</Tile>
      </CardContent>
    </Card>
  );
}
