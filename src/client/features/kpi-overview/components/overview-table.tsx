import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import type { NamingSettings } from "../../../../domain/labels";
import { perspectiveName } from "../../../../domain/labels";
import { ScoreBadge } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatMeasure } from "../../../lib/format-measure";
import type { OverviewRow, Sort, SortKey } from "../lib/overview-rows";

const FREQUENCY_NAMES = { monthly: "Monthly", quarterly: "Quarterly", annual: "Annual" } as const;

function SortableHead({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 uppercase hover:text-foreground focus-visible:text-foreground focus-visible:outline-none"
      >
        {label}
        <Icon className={active ? "size-3.5" : "size-3.5 opacity-50"} aria-hidden="true" />
      </button>
    </TableHead>
  );
}

/** KPI Overview (UI-13) table, its fallbacks ('-', 'No data', 'No objective') and sortable columns. */
export function OverviewTable({
  rows,
  sort,
  onSort,
  settings,
  canEdit,
  onEdit,
  onExplain,
}: {
  rows: OverviewRow[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  settings: NamingSettings | undefined;
  canEdit: (row: OverviewRow) => boolean;
  onEdit: (row: OverviewRow) => void;
  onExplain: (row: OverviewRow) => void;
}) {
  const head = (label: string, key: SortKey, className?: string): ReactNode => (
    <SortableHead label={label} sortKey={key} sort={sort} onSort={onSort} className={className} />
  );
  return (
    <Table className="[&_td]:px-2.5 [&_th]:px-2.5">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {head("KPI Name", "name")}
          {head("Function", "function")}
          {head("Linked Objective", "objective")}
          <TableHead>Frequency</TableHead>
          {head("Status", "score")}
          {head("Target", "target", "text-right")}
          <TableHead className="text-right">Actual</TableHead>
          {head("Owner", "owner")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const a = row.assignment;
          return (
            <TableRow key={a.id} data-kpi={a.kpiName}>
              <TableCell className="max-w-52 min-w-36">
                <div className="font-medium">{a.kpiName}</div>
                {a.kpiDescription && (
                  <div className="line-clamp-1 text-xs text-muted-foreground" title={a.kpiDescription}>
                    {a.kpiDescription}
                  </div>
                )}
              </TableCell>
              <TableCell className="min-w-24 max-w-32">{a.functionName}</TableCell>
              <TableCell className="max-w-40">
                {a.objectiveName ? (
                  <>
                    <div className="truncate" title={a.objectiveName}>
                      {a.objectiveName}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {perspectiveName(a.bscPerspective, settings)}
                    </div>
                  </>
                ) : (
                  <span className="text-muted-foreground">No objective</span>
                )}
              </TableCell>
              <TableCell className="text-muted-foreground">{FREQUENCY_NAMES[a.frequency]}</TableCell>
              <TableCell>
                <ExplainButton subject={a.kpiName} onExplain={() => onExplain(row)} className="no-underline">
                  <ScoreBadge score={row.score} status={row.status} />
                </ExplainButton>
                <div
                  className="mt-1 text-xs whitespace-nowrap text-muted-foreground"
                  data-testid="kpi-status"
                >
                  {row.status}
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMeasure(row.target, a.unit) ?? "-"}
              </TableCell>
              <TableCell className="text-right">
                <div className="inline-flex items-center gap-1">
                  <span className="tabular-nums">
                    {formatMeasure(row.actual, a.unit) ?? (
                      <span className="text-muted-foreground">No data</span>
                    )}
                  </span>
                  {canEdit(row) && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      onClick={() => onEdit(row)}
                      aria-label={`Edit actual results of ${a.kpiName}`}
                      title="Edit actual results"
                    >
                      <Pencil aria-hidden="true" className="size-3.5" />
                    </Button>
                  )}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap">{a.ownerName ?? "Unassigned"}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
