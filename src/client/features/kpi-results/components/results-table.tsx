import { FileDiff, type LucideIcon, Pencil } from "lucide-react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { Frequency } from "../../../../domain/periods";
import type { ScorecardKpiRow } from "../../../../domain/schemas/scorecard";
import { formatMeasure } from "../../../../domain/units";
import { AnnualMarker } from "../../../components/annual-marker";
import { ScoreBadge, StatusBadge } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { WithTooltip } from "../../../components/ui/tooltip";
import { readerLocale } from "../../../lib/intl";
import { kpiResultsMessages as m } from "../messages";

export type ResultRow = ScorecardKpiRow & { objectiveName: string };

/** UI-40: below the `sm` width a row is a wrapping line of its cells instead of a table row. */
const STACKED_ROW =
  "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3";

/** A cell's column name, shown only on a phone where the table's header row is hidden. */
function PhoneLabel({ children }: { children: MessageDescriptor }) {
  return (
    <span className="mr-1 text-xs text-muted-foreground sm:hidden">
      <FormattedMessage {...children} />
    </span>
  );
}

/**
 * KPI Results (UI-17) table: KPI Name, Owner, Weight, Target, Actual, Score, Status, Type, frequency,
 * edit. Type and frequency share a column (two lines), so the table fits a laptop screen. UI-40: on a
 * phone each row stacks: the name on its own line, then target, actual, score, status and the edit
 * action, nothing scrolling sideways.
 */
export function ResultsTable({
  rows,
  viewFrequency,
  canEdit,
  onOpen,
  onExplain,
  onEdit,
  onRequestChange,
}: {
  rows: ResultRow[];
  /** The view's frequency: an annual KPI in a month or quarter view is marked (UI-29). */
  viewFrequency: Frequency;
  canEdit: (row: ResultRow) => boolean;
  onOpen: (row: ResultRow) => void;
  onExplain: (row: ResultRow) => void;
  onEdit: (row: ResultRow) => void;
  /** UI-72: 'Request change' on a row: a change request for its targets. */
  onRequestChange?: (row: ResultRow) => void;
}) {
  const intl = useIntl();
  return (
    <Table className="[&_td]:px-2 [&_th]:px-2 max-sm:block max-sm:[&_tbody]:block max-sm:[&_td]:min-w-0 max-sm:[&_td]:p-0">
      <TableHeader className="max-sm:hidden">
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <FormattedMessage {...m.kpiName} />
          </TableHead>
          <TableHead>
            <FormattedMessage {...m.owner} />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage {...m.weight} />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage {...m.target} />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage {...m.actual} />
          </TableHead>
          <TableHead>
            <FormattedMessage {...m.score} />
          </TableHead>
          <TableHead>
            <FormattedMessage {...m.status} />
          </TableHead>
          <TableHead>
            <FormattedMessage {...m.typeFrequency} />
          </TableHead>
          <TableHead>
            <span className="sr-only">
              <FormattedMessage {...m.actions} />
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.kpiAssignmentId} data-kpi={row.name} className={STACKED_ROW}>
            <TableCell className="max-w-52 min-w-36 max-sm:max-w-none max-sm:basis-full">
              <button
                type="button"
                onClick={() => onOpen(row)}
                className="text-left font-medium hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none"
                title={intl.formatMessage(m.showDetails)}
              >
                {row.name}
              </button>
              <div className="truncate text-xs text-muted-foreground" title={row.objectiveName}>
                {row.objectiveName}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap max-sm:hidden">
              {row.ownerName ?? intl.formatMessage(m.unassigned)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums max-sm:hidden">
              <FormattedMessage {...m.weightValue} values={{ weight: row.weight }} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <PhoneLabel>{m.target}</PhoneLabel>
              {formatMeasure(row.target, row.unit, readerLocale()) ?? "-"}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <PhoneLabel>{m.actual}</PhoneLabel>
              <span className="inline-flex items-center gap-1">
                <AnnualMarker kpiFrequency={row.frequency} viewFrequency={viewFrequency} />
                {formatMeasure(row.actual, row.unit, readerLocale()) ?? (
                  <span className="text-muted-foreground">
                    <FormattedMessage {...m.noData} />
                  </span>
                )}
              </span>
              {row.formula && (
                // CALC-6, CALC-12: a calculated result says so, and why it has no data.
                <div
                  className="text-xs font-normal whitespace-normal text-muted-foreground"
                  title={row.formula}
                >
                  {row.calculationNote ?? intl.formatMessage(m.calculated)}
                </div>
              )}
            </TableCell>
            <TableCell>
              <ExplainButton subject={row.name} onExplain={() => onExplain(row)} className="no-underline">
                <ScoreBadge score={row.score} status={row.status} />
              </ExplainButton>
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap max-sm:hidden">
              <div>
                <FormattedMessage {...m.kpiType} values={{ cumulative: String(row.isCumulative) }} />
              </div>
              <div className="text-xs text-muted-foreground">
                <FormattedMessage {...m.frequencyName} values={{ frequency: row.frequency }} />
              </div>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap max-sm:ml-auto">
              {onRequestChange && (
                <RowAction
                  tooltip={intl.formatMessage(m.requestChange)}
                  name={intl.formatMessage(m.requestChangeTo, { name: row.name })}
                  icon={FileDiff}
                  onClick={() => onRequestChange(row)}
                />
              )}
              {canEdit(row) && (
                <RowAction
                  tooltip={intl.formatMessage(m.updateResult)}
                  name={intl.formatMessage(m.updateResultOf, { name: row.name })}
                  icon={Pencil}
                  onClick={() => onEdit(row)}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** UI-107: a row's icon action: its accessible name and a tooltip shown on hover and on keyboard focus. */
function RowAction({
  tooltip,
  name,
  icon: Icon,
  onClick,
}: {
  tooltip: string;
  name: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <WithTooltip label={tooltip}>
      <Button variant="ghost" size="icon" onClick={onClick} aria-label={name}>
        <Icon aria-hidden="true" />
      </Button>
    </WithTooltip>
  );
}
