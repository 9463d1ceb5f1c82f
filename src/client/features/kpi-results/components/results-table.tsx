import { Pencil } from "lucide-react";
import { kpiTypeLabel } from "../../../../domain/schemas/library";
import type { ScorecardKpiRow } from "../../../../domain/schemas/scorecard";
import { ScoreBadge, StatusBadge } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatMeasure } from "../../../lib/format-measure";

export type ResultRow = ScorecardKpiRow & { objectiveName: string };

const FREQUENCY_NAMES = { monthly: "Monthly", quarterly: "Quarterly", annual: "Annual" } as const;

/**
 * KPI Results (UI-17) table: KPI Name, Owner, Weight, Target, Actual, Score, Status, Type, frequency,
 * edit. Type and frequency share a column (two lines), so the table fits a laptop screen.
 */
export function ResultsTable({
  rows,
  canEdit,
  onOpen,
  onExplain,
  onEdit,
}: {
  rows: ResultRow[];
  canEdit: (row: ResultRow) => boolean;
  onOpen: (row: ResultRow) => void;
  onExplain: (row: ResultRow) => void;
  onEdit: (row: ResultRow) => void;
}) {
  return (
    <Table className="[&_td]:px-2 [&_th]:px-2">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>KPI Name</TableHead>
          <TableHead>Owner</TableHead>
          <TableHead className="text-right">Weight</TableHead>
          <TableHead className="text-right">Target</TableHead>
          <TableHead className="text-right">Actual</TableHead>
          <TableHead>Score</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Type · Frequency</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.kpiAssignmentId} data-kpi={row.name}>
            <TableCell className="max-w-52 min-w-36">
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="text-left font-medium hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none"
                title="Show details and trend"
              >
                {row.name}
              </button>
              <div className="truncate text-xs text-muted-foreground" title={row.objectiveName}>
                {row.objectiveName}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{row.ownerName ?? "Unassigned"}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{row.weight}%</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatMeasure(row.target, row.unit) ?? "-"}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatMeasure(row.actual, row.unit) ?? <span className="text-muted-foreground">No data</span>}
            </TableCell>
            <TableCell>
              <ExplainButton subject={row.name} onExplain={() => onExplain(row)} className="no-underline">
                <ScoreBadge score={row.score} status={row.status} />
              </ExplainButton>
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <div>{kpiTypeLabel(row.isCumulative)}</div>
              <div className="text-xs text-muted-foreground">{FREQUENCY_NAMES[row.frequency]}</div>
            </TableCell>
            <TableCell className="text-right">
              {canEdit(row) && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onEdit(row)}
                  aria-label={`Update the result of ${row.name}`}
                  title="Update KPI Result"
                >
                  <Pencil aria-hidden="true" />
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
