import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { KpiInputSort as Sort, KpiInputSortKey as SortKey } from "../../../../domain/kpi-input";
import type { NamingSettings } from "../../../../domain/labels";
import { perspectiveName } from "../../../../domain/labels";
import type { Frequency } from "../../../../domain/periods";
import type { KpiInputRow } from "../../../../domain/schemas/kpi-input";
import type { BscPerspective } from "../../../../domain/scorecard";
import type { KpiStatus } from "../../../../domain/scoring";
import { formatMeasure } from "../../../../domain/units";
import { AnnualMarker } from "../../../components/annual-marker";
import { ScoreBadge } from "../../../components/score-badges";
import { ExplainButton } from "../../../components/score-explanation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { readerLocale } from "../../../lib/intl";
import { useProgressive } from "../../../lib/use-progressive";
import { PendingBadge } from "../../approvals";
import { kpiOverviewMessages as m } from "../messages";

// docs/decisions/025: the domain's status names, shown in the screens' language.
const STATUS_NAMES: Record<KpiStatus, MessageDescriptor> = {
  "Exceeds Target": m.statusExceedsTarget,
  "On Target": m.statusOnTarget,
  "Near Target": m.statusNearTarget,
  "At Risk": m.statusAtRisk,
  "Below Target": m.statusBelowTarget,
  "No Data": m.statusNoData,
};

/** A perspective's name: one the organization chose (SETTINGS-5) as it is, the default one translated. */
function PerspectiveName({
  perspective,
  settings,
}: {
  perspective: BscPerspective;
  settings: NamingSettings | undefined;
}) {
  const name = perspectiveName(perspective, settings);
  return name === perspectiveName(perspective) ? (
    <FormattedMessage {...m.perspectiveName} values={{ perspective }} />
  ) : (
    name
  );
}

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

/**
 * KPI Overview (UI-13) table, its fallbacks ('-', 'No data', 'No objective') and sortable columns; the
 * rows arrive sorted and paged by the server (KPIIN-6), a header's button asks for the next sort.
 * UI-40: on a phone each row stacks: the name, function and objective on their own lines, then status,
 * target and actual with its edit action, nothing scrolling sideways.
 */
export function OverviewTable({
  rows,
  sort,
  onSort,
  settings,
  viewFrequency,
  canEdit,
  pendingOf,
  onEdit,
  onExplain,
}: {
  rows: KpiInputRow[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  settings: NamingSettings | undefined;
  /** The view's frequency: an annual KPI in a month or quarter view is marked (UI-29). */
  viewFrequency: Frequency;
  canEdit: (row: KpiInputRow) => boolean;
  /** UI-60: a value waiting for approval (the view period's, if any), shown beside the approved one. */
  pendingOf?: (row: KpiInputRow) => { value: string | null; title: string } | null;
  onEdit: (row: KpiInputRow) => void;
  onExplain: (row: KpiInputRow) => void;
}) {
  const intl = useIntl();
  const shownRows = useProgressive(rows);
  const head = (label: string, key: SortKey, className?: string): ReactNode => (
    <SortableHead label={label} sortKey={key} sort={sort} onSort={onSort} className={className} />
  );
  return (
    <Table className="[&_td]:px-2.5 [&_th]:px-2.5 max-sm:block max-sm:[&_tbody]:block max-sm:[&_td]:min-w-0 max-sm:[&_td]:p-0">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {head(intl.formatMessage(m.kpiName), "name")}
          {head(intl.formatMessage(m.function), "function")}
          {head(intl.formatMessage(m.linkedObjective), "objective")}
          <TableHead>
            <FormattedMessage {...m.frequency} />
          </TableHead>
          {head(intl.formatMessage(m.status), "score")}
          {head(intl.formatMessage(m.target), "target", "text-right")}
          <TableHead className="text-right">
            <FormattedMessage {...m.actual} />
          </TableHead>
          {head(intl.formatMessage(m.owner), "owner")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {shownRows.map((row) => {
          const pending = pendingOf?.(row) ?? null;
          return (
            <TableRow key={row.id} data-kpi={row.kpiName} className={STACKED_ROW}>
              <TableCell className="max-w-52 min-w-36 max-sm:max-w-none max-sm:basis-full">
                <div className="font-medium">{row.kpiName}</div>
                {row.kpiDescription && (
                  <div className="line-clamp-1 text-xs text-muted-foreground" title={row.kpiDescription}>
                    {row.kpiDescription}
                  </div>
                )}
              </TableCell>
              <TableCell className="max-w-32 min-w-24 max-sm:max-w-none max-sm:text-xs max-sm:text-muted-foreground">
                {row.functionName}
              </TableCell>
              <TableCell className="max-w-40 max-sm:max-w-none max-sm:basis-full">
                {row.objectiveName ? (
                  <>
                    <div className="truncate" title={row.objectiveName}>
                      {row.objectiveName}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      <PerspectiveName perspective={row.bscPerspective} settings={settings} />
                    </div>
                  </>
                ) : (
                  <span className="text-muted-foreground">
                    <FormattedMessage {...m.noObjective} />
                  </span>
                )}
              </TableCell>
              <TableCell className="text-muted-foreground max-sm:text-xs">
                <FormattedMessage {...m.frequencyName} values={{ frequency: row.frequency }} />
              </TableCell>
              <TableCell>
                <ExplainButton
                  subject={row.kpiName}
                  onExplain={() => onExplain(row)}
                  className="no-underline"
                >
                  <ScoreBadge score={row.score} status={row.status} />
                </ExplainButton>
                <div
                  className="mt-1 text-xs whitespace-nowrap text-muted-foreground"
                  data-testid="kpi-status"
                >
                  <FormattedMessage {...STATUS_NAMES[row.status]} />
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <PhoneLabel>{m.target}</PhoneLabel>
                {formatMeasure(row.target, row.unit, readerLocale()) ?? "-"}
              </TableCell>
              <TableCell className="text-right">
                <PhoneLabel>{m.actual}</PhoneLabel>
                <div className="inline-flex items-center gap-1">
                  <AnnualMarker kpiFrequency={row.frequency} viewFrequency={viewFrequency} />
                  <span className="whitespace-nowrap tabular-nums">
                    {formatMeasure(row.actual, row.unit, readerLocale()) ?? (
                      <span className="text-muted-foreground">
                        <FormattedMessage {...m.noData} />
                      </span>
                    )}
                  </span>
                  {row.formula && (
                    // CALC-12: calculated actuals are shown read-only.
                    <Badge
                      variant="outline"
                      className="font-normal"
                      title={intl.formatMessage(m.calculatedTitle, { formula: row.formula })}
                      data-testid="calculated-badge"
                    >
                      <FormattedMessage {...m.calculated} />
                    </Badge>
                  )}
                  {canEdit(row) && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      onClick={() => onEdit(row)}
                      aria-label={intl.formatMessage(m.editActualsOf, { name: row.kpiName })}
                      title={intl.formatMessage(m.editActuals)}
                    >
                      <Pencil aria-hidden="true" className="size-3.5" />
                    </Button>
                  )}
                </div>
                {pending && (
                  // UI-60: the value waiting for approval, under the approved one.
                  <div className="mt-1 flex justify-end max-sm:inline-flex max-sm:ml-2">
                    <PendingBadge value={pending.value} title={pending.title} />
                  </div>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap max-sm:text-xs max-sm:text-muted-foreground">
                {row.ownerName ?? intl.formatMessage(m.unassigned)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
