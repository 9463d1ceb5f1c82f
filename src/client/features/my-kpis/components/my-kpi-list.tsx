import { Pencil } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MyKpi } from "../../../../domain/schemas/my-kpis";
import { formatMeasure } from "../../../../domain/units";
import { reportingBadge } from "../../../components/reporting-badge";
import { ScoreBadge, StatusBadge } from "../../../components/score-badges";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { readerLocale } from "../../../lib/intl";
import { myKpisMessages as m } from "../messages";

/**
 * MYKPI-2, MYKPI-3, CYCLE-35: what is owed, as a badge in My Updates' words and colours: overdue red, due
 * amber, submitted purple, up to date green.
 */
export function DueBadge({ due }: { due: MyKpi["due"] }) {
  if (due.state === "overdue" || due.state === "due" || due.state === "submitted") {
    const { label, variant } = reportingBadge(due.state);
    return (
      <Badge variant={variant} data-due={due.state}>
        <FormattedMessage {...m.dueWithPeriod} values={{ label, period: due.periodLabel ?? "" }} />
      </Badge>
    );
  }
  if (due.state === "up-to-date") {
    return (
      <Badge variant="success" data-due="up-to-date">
        <FormattedMessage {...m.upToDate} />
      </Badge>
    );
  }
  return (
    <Badge variant="grey" data-due="not-started">
      <FormattedMessage {...m.nothingDueYet} />
    </Badge>
  );
}

function MoreMissing({ due }: { due: MyKpi["due"] }) {
  const intl = useIntl();
  const others = due.missing - (due.state === "overdue" || due.state === "due" ? 1 : 0);
  const lines = [
    others > 0 ? intl.formatMessage(m.morePeriodsToReport, { count: others }) : null,
    due.submitted > 0 && due.state !== "submitted"
      ? intl.formatMessage(m.submittedForApproval, { count: due.submitted })
      : due.submitted > 1
        ? intl.formatMessage(m.moreSubmittedForApproval, { count: due.submitted - 1 })
        : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return <div className="mt-1 text-xs text-muted-foreground">{lines.join(" · ")}</div>;
}

function EditButton({ kpi, onEdit }: { kpi: MyKpi; onEdit: (kpi: MyKpi) => void }) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => onEdit(kpi)}
      aria-label={intl.formatMessage(m.updateResultOf, { name: kpi.name })}
      title={intl.formatMessage(m.updateKpiResult)}
    >
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/**
 * UI-46: the member's KPIs. A table on wide screens; on a phone each KPI is a stacked card, so score,
 * status, what is due and the edit action show without scrolling sideways.
 */
export function MyKpiList({ kpis, onEdit }: { kpis: MyKpi[]; onEdit: (kpi: MyKpi) => void }) {
  const intl = useIntl();
  const noData = intl.formatMessage(m.noData);
  return (
    <>
      <div className="hidden md:block">
        <Table className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>
                <FormattedMessage {...m.columnKpi} />
              </TableHead>
              <TableHead>
                <FormattedMessage {...m.columnFunction} />
              </TableHead>
              <TableHead>
                <FormattedMessage {...m.columnPeriod} />
              </TableHead>
              <TableHead className="text-right">
                <FormattedMessage {...m.columnTarget} />
              </TableHead>
              <TableHead className="text-right">
                <FormattedMessage {...m.columnActual} />
              </TableHead>
              <TableHead>
                <FormattedMessage {...m.columnScore} />
              </TableHead>
              <TableHead>
                <FormattedMessage {...m.columnStatus} />
              </TableHead>
              <TableHead>
                <FormattedMessage {...m.columnDue} />
              </TableHead>
              <TableHead>
                <span className="sr-only">
                  <FormattedMessage {...m.columnActions} />
                </span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {kpis.map((kpi) => (
              <TableRow key={kpi.kpiAssignmentId} data-kpi={kpi.name}>
                <TableCell className="max-w-60 min-w-36">
                  <div className="font-medium break-words">{kpi.name}</div>
                  <div className="truncate text-xs text-muted-foreground" title={kpi.objectiveName}>
                    {kpi.objectiveName}
                  </div>
                </TableCell>
                <TableCell className="max-w-44">
                  <div className="truncate" title={kpi.functionName}>
                    {kpi.functionName}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">{kpi.periodLabel}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatMeasure(kpi.target, kpi.unit, readerLocale()) ?? "-"}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatMeasure(kpi.actual, kpi.unit, readerLocale()) ?? (
                    <span className="text-muted-foreground">{noData}</span>
                  )}
                </TableCell>
                <TableCell>
                  <ScoreBadge score={kpi.score} status={kpi.status} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={kpi.status} />
                </TableCell>
                <TableCell>
                  <DueBadge due={kpi.due} />
                  <MoreMissing due={kpi.due} />
                </TableCell>
                <TableCell className="text-right">
                  <EditButton kpi={kpi} onEdit={onEdit} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label={intl.formatMessage(m.listLabel)}>
        {kpis.map((kpi) => (
          <li key={kpi.kpiAssignmentId} className="flex gap-2 py-3" data-kpi={kpi.name}>
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="font-medium break-words">{kpi.name}</div>
              <div className="text-xs break-words text-muted-foreground">
                {kpi.functionName} · {kpi.objectiveName}
              </div>
              <div className="text-sm tabular-nums">
                <FormattedMessage
                  {...m.actualOfTarget}
                  values={{
                    period: kpi.periodLabel,
                    actual: formatMeasure(kpi.actual, kpi.unit, readerLocale()) ?? noData,
                    target: formatMeasure(kpi.target, kpi.unit, readerLocale()) ?? "-",
                  }}
                />
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <ScoreBadge score={kpi.score} status={kpi.status} />
                <StatusBadge status={kpi.status} />
                <DueBadge due={kpi.due} />
              </div>
              <MoreMissing due={kpi.due} />
            </div>
            <EditButton kpi={kpi} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </>
  );
}
