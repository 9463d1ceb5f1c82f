import { useMemo, useState } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { Frequency } from "../../../../domain/periods";
import { currentYear } from "../../../../domain/periods";
import { fromReportingMatrix } from "../../../../domain/reporting-matrix";
import type {
  ReportingFigures,
  ReportingItems,
  ReportingMatrix,
  ReportingStatusResponse,
} from "../../../../domain/schemas/reporting";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { SelectField } from "../../../components/ui/select-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { YearSelect } from "../../../components/year-select";
import { cn } from "../../../lib/cn";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { formatCalendarDay, formatNumber } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { reportingStatusMessages as m } from "../messages";

const STATE_BADGE = {
  overdue: { label: m.stateOverdue, variant: "red" },
  due: { label: m.stateDue, variant: "grey" },
  submitted: { label: m.stateSubmitted, variant: "purple" },
  approved: { label: m.stateApproved, variant: "success" },
} as const satisfies Record<string, { label: MessageDescriptor; variant: BadgeVariant }>;

const FREQUENCY_OPTIONS = [
  { value: "monthly", label: m.monthly },
  { value: "quarterly", label: m.quarterly },
  { value: "annual", label: m.annual },
] as const;

type Row = ReportingStatusResponse["functions"][number];

/** Functions in tree order (parents before children, by name), each with its depth. */
function treeOrder(functions: readonly Row[]): { row: Row; depth: number }[] {
  const ids = new Set(functions.map((f) => f.functionId));
  const children = new Map<string | null, Row[]>();
  for (const f of functions) {
    const parent = f.parentId && ids.has(f.parentId) ? f.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), f]);
  }
  const out: { row: Row; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      out.push({ row, depth });
      if (depth < 64) walk(row.functionId, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** UI-65: a cell's colour by the share reported; none expected is grey, a period not yet due is quiet. */
function cellTone(cell: ReportingFigures, due: boolean): string {
  if (cell.expected === 0) return "bg-muted/40 text-muted-foreground";
  const share = cell.reported / cell.expected;
  if (share >= 1) return "bg-emerald-500/20 text-emerald-900 dark:text-emerald-100";
  if (!due) return "bg-muted text-foreground";
  if (share >= 0.5) return "bg-amber-500/25 text-amber-950 dark:text-amber-100";
  return "bg-red-500/25 text-red-950 dark:text-red-100";
}

/** Reporting Status (UI-65, CYCLE-30..CYCLE-32): functions × periods, coloured by the share reported. */
export function ReportingStatusPage() {
  const fiscalStart = useFiscalStartMonth();
  const intl = useIntl();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const [yearChoice, setYear] = useState<number | null>(null);
  const year = yearChoice ?? currentYear(orgMonth, fiscalStart);
  const [frequency, setFrequency] = useState<Frequency>("monthly");
  const [picked, setPicked] = useState<{ functionId: string; period: string } | null>(null);
  // UI-97: the functions × periods figures in their compact form, turned back into rows here.
  const read = useRead<ReportingMatrix>("/api/reporting-status/matrix", {
    params: { year, frequency },
    keepPrevious: true,
  });
  const data = useMemo(() => (read.data ? fromReportingMatrix(read.data) : undefined), [read.data]);
  const rows = useMemo(() => treeOrder(data?.functions ?? []), [data]);
  const pickedRow = picked ? data?.functions.find((f) => f.functionId === picked.functionId) : undefined;
  const pickedPeriod = picked ? data?.periods.find((p) => p.key === picked.period) : undefined;
  const pickedCell = pickedRow && picked ? pickedRow.byPeriod[picked.period] : undefined;
  // CYCLE-33: the picked cell's KPI periods.
  const cellList = useRead<ReportingItems>(
    `/api/reporting-status/functions/${encodeURIComponent(picked?.functionId ?? "")}/items`,
    { params: { year, frequency, period: picked?.period }, enabled: picked !== null },
  );

  return (
    <div className="space-y-6">
      <PageHeader
        {...useScreenHeading("/reporting-status")}
        actions={
          <div className="flex items-end gap-2">
            <SelectField
              label={intl.formatMessage(m.frequency)}
              className="w-44"
              options={FREQUENCY_OPTIONS.map((option) => ({
                value: option.value,
                label: intl.formatMessage(option.label),
              }))}
              value={frequency}
              onChange={(value) => {
                setFrequency(value);
                setPicked(null);
              }}
            />
            <YearSelect value={year} onChange={setYear} startMonth={fiscalStart} />
          </div>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage {...m.matrixTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.matrixDescription} />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {read.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : read.isError || !data ? (
            <p role="alert" className="text-sm text-destructive">
              <FormattedMessage {...m.loadFailed} />
            </p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.noFunctions} />
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-separate border-spacing-1 text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="sticky left-0 z-10 bg-card px-2 py-1 text-left font-medium">
                      <FormattedMessage {...m.columnFunction} />
                    </th>
                    {data.periods.map((period) => (
                      <th
                        key={period.key}
                        scope="col"
                        className="px-1 py-1 text-center font-medium whitespace-nowrap"
                        title={intl.formatMessage(m.dueOn, { date: period.dueDate })}
                      >
                        {period.label.replace(/ \d{4}$/, "").slice(0, frequency === "monthly" ? 3 : 12)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ row, depth }) => (
                    <tr key={row.functionId}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 max-w-36 truncate sm:max-w-56 bg-card px-2 py-1 text-left font-normal"
                        style={{ paddingLeft: `${0.5 + depth * 0.75}rem` }}
                        title={row.name}
                      >
                        {row.name}
                      </th>
                      {data.periods.map((period) => {
                        const cell = row.byPeriod[period.key]!;
                        const due = data.today > period.dueDate;
                        const active = picked?.functionId === row.functionId && picked.period === period.key;
                        return (
                          <td key={period.key} className="p-0">
                            <button
                              type="button"
                              className={cn(
                                "relative flex h-9 w-full min-w-12 items-center justify-center rounded-md tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                                cellTone(cell, due),
                                active && "ring-2 ring-primary",
                              )}
                              aria-label={intl.formatMessage(m.cellLabel, {
                                function: row.name,
                                period: period.label,
                                reported: cell.reported,
                                expected: cell.expected,
                                overdue: cell.overdue,
                              })}
                              aria-pressed={active}
                              onClick={() => setPicked({ functionId: row.functionId, period: period.key })}
                            >
                              {cell.expected === 0 ? "–" : `${cell.reported}/${cell.expected}`}
                              {cell.overdue > 0 && (
                                <span
                                  aria-hidden="true"
                                  className="absolute top-1 right-1 size-1.5 rounded-full bg-red-600 dark:bg-red-400"
                                />
                              )}
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      {pickedRow && pickedPeriod && pickedCell && (
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle className="break-words">
              <FormattedMessage
                {...m.pickedTitle}
                values={{ function: pickedRow.name, period: pickedPeriod.label }}
              />
            </CardTitle>
            <CardDescription>
              <FormattedMessage {...m.dueOn} values={{ date: formatCalendarDay(pickedPeriod.dueDate) }} />
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  [m.expected, pickedCell.expected],
                  [m.reported, pickedCell.reported],
                  [m.approved, pickedCell.approved],
                  [m.overdue, pickedCell.overdue],
                ] as const
              ).map(([label, value]) => (
                <div key={label.id} className="rounded-md border px-3 py-2">
                  <dt className="text-sm text-muted-foreground">
                    <FormattedMessage {...label} />
                  </dt>
                  <dd className="text-xl font-semibold tabular-nums">{formatNumber(value)}</dd>
                </div>
              ))}
            </dl>
            {cellList.isPending ? (
              <Skeleton className="mt-4 h-16 w-full" />
            ) : (cellList.data?.items?.length ?? 0) === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">
                <FormattedMessage {...m.noKpis} />
              </p>
            ) : (
              <ul className="mt-4 divide-y rounded-md border" aria-label={intl.formatMessage(m.kpisLabel)}>
                {cellList.data?.items?.map((item) => (
                  <li
                    key={item.kpiAssignmentId}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-medium">{item.name}</span>
                      <span className="text-muted-foreground">
                        {" · "}
                        {item.ownerName ?? intl.formatMessage(m.noOwner)}
                      </span>
                    </span>
                    <Badge variant={STATE_BADGE[item.state].variant}>
                      <FormattedMessage {...STATE_BADGE[item.state].label} />
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
