import { FormattedMessage, useIntl } from "react-intl";
import { rollUpObjective } from "../../../../domain/rollups";
import type { ScorecardResponse } from "../../../../domain/schemas/scorecard";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { coverageText, ScoreBadge, StatusBadge } from "../../../components/score-badges";
import { RollUpExplanationView } from "../../../components/score-explanation";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRead } from "../../../lib/resources";
import { kpiItems } from "../../../lib/roll-up-items";
import { strategyMapMessages as m } from "../messages";

/** The node's objective with its score explained: the scorecard's row and its roll-up (ROLLUP-6). */
export function ObjectiveDetail({
  node,
  params,
}: {
  node: StrategyMap["nodes"][number];
  params: Record<string, string | number | undefined>;
}) {
  const scorecard = useRead<ScorecardResponse>("/api/scorecard", { params });
  const intl = useIntl();
  const row = scorecard.data?.objectives.find((o) => o.objectiveAssignmentId === node.objectiveAssignmentId);
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ScoreBadge score={node.score} status={node.status ?? "No Data"} />
        <StatusBadge status={node.status ?? "No Data"} />
        <span className="text-muted-foreground">{coverageText(node.coverage, "KPIs")}</span>
        {node.themeName ? <span className="text-muted-foreground">· {node.themeName}</span> : null}
      </div>
      {!row ? (
        scorecard.isError ? (
          <p className="text-muted-foreground">
            <FormattedMessage {...m.explanationFailed} />
          </p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : (
        <>
          {row.kpis.length > 0 ? (
            <ul className="grid gap-1 rounded-md border p-2">
              {row.kpis.map((k) => (
                <li key={k.kpiAssignmentId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{k.name}</span>
                  <span className="tabular-nums">
                    {k.score === null
                      ? intl.formatMessage(m.noData)
                      : intl.formatMessage(m.scorePercent, { score: k.score })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground italic">
              <FormattedMessage {...m.noKpis} />
            </p>
          )}
          <RollUpExplanationView explanation={rollUpObjective(kpiItems(row.kpis)).explanation} />
        </>
      )}
    </div>
  );
}
