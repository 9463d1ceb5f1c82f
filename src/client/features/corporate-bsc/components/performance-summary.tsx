import { ScoreFigure, scoreTextClass } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-4 text-center">
      <div className="text-2xl font-bold tabular-nums">{children}</div>
      <div className="mt-1 text-xs text-muted-foreground">{label}</div>
    </div>
  );
}

/** Overall Performance Summary (UI-10): four tiles. */
export function PerformanceSummary({
  overallScore,
  onExplainOverall,
  themeCount,
  objectiveCount,
  kpiCount,
  levelLabel,
}: {
  overallScore: number | null;
  onExplainOverall: () => void;
  themeCount: number;
  objectiveCount: number;
  kpiCount: number;
  levelLabel: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Overall Performance Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Overall Score (4 perspectives)">
          <ExplainButton
            subject="Overall score of the four perspectives"
            onExplain={onExplainOverall}
            className={cn(scoreTextClass(overallScore))}
          >
            <ScoreFigure score={overallScore} />
          </ExplainButton>
        </Tile>
        <Tile label="Strategic Themes">{themeCount}</Tile>
        <Tile label={`${levelLabel} Objectives`}>{objectiveCount}</Tile>
        <Tile label={`${levelLabel} KPIs`}>{kpiCount}</Tile>
      </CardContent>
    </Card>
  );
}
