import { useCallback, useMemo, useRef, useState } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../../components/ui/table";
import { initiativePath } from "../../../lib/paths";
import { dateText, HEALTH_BADGES, HEALTH_MESSAGES, percentText, statusColour } from "../lib/present";
import { timelineScale } from "../lib/timeline";
import type { Initiative } from "../lib/types";
import { initiativesMessages as m } from "../messages";

const MONTH_KEYS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

// The axis: the years on one line, the months or quarters under them (UI-77).
const AXIS = 42;
const ROW = 48;
const BAR_Y = 22;
const BAR_H = 16;
const PAD_X = 12;

function useWidth() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    setWidth(element.clientWidth);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [width, ref] as const;
}

/** How a bar is read out: name, status, dates, progress, health and milestones done. */
function barLabel(initiative: Initiative, intl: IntlShape): string {
  return intl.formatMessage(m.barLabel, {
    name: initiative.name,
    status: initiative.status,
    start: dateText(initiative.startDate),
    end: dateText(initiative.endDate),
    percent: percentText(initiative.percentComplete),
    health: intl.formatMessage(HEALTH_MESSAGES[initiative.health.health]),
    done: initiative.milestones.filter((milestone) => milestone.completedAt !== null).length,
    total: initiative.milestones.length,
    overdue: initiative.milestones.filter((milestone) => milestone.overdue).length,
  });
}

/**
 * UI-77: the timeline in SVG: one bar per initiative coloured by status with its progress shaded
 * inside, milestone diamonds (filled when done), today's line and a month or quarter axis. Wider than
 * a phone, it scrolls sideways inside its frame; 'Show as a table' gives the same facts as a table.
 */
export function InitiativeTimeline({
  initiatives,
  statuses,
  today,
}: {
  initiatives: readonly Initiative[];
  statuses: readonly string[];
  today: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [frameWidth, frameRef] = useWidth();
  const [asTable, setAsTable] = useState(false);
  const scale = useMemo(
    () => timelineScale(initiatives, today, Math.max(320, frameWidth - PAD_X * 2)),
    [initiatives, today, frameWidth],
  );
  const width = scale.width + PAD_X * 2;
  const height = AXIS + initiatives.length * ROW + 8;
  const x = (iso: string) => PAD_X + scale.x(iso);
  const endX = (iso: string) => PAD_X + scale.x(iso) + scale.perDay; // the end date is a whole day
  const todayX = x(today);
  const usedStatuses = statuses.filter((s) => initiatives.some((i) => i.status === s));

  return (
    <div className="grid gap-3" data-testid="initiative-timeline">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          aria-label={intl.formatMessage(m.statusColours)}
        >
          {usedStatuses.map((status) => (
            <li key={status} className="inline-flex items-center gap-1.5">
              <span
                className="size-2.5 rounded-sm"
                style={{ background: statusColour(status, statuses) }}
                aria-hidden="true"
              />
              {status}
            </li>
          ))}
          <li className="inline-flex items-center gap-1.5">
            <span className="size-2 rotate-45 bg-foreground" aria-hidden="true" />{" "}
            <FormattedMessage {...m.milestoneDoneLegend} />
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span className="size-2 rotate-45 border border-foreground bg-card" aria-hidden="true" />{" "}
            <FormattedMessage {...m.milestoneOpenLegend} />
          </li>
          {initiatives.some((i) => i.milestones.some((m) => m.overdue)) ? (
            <li className="inline-flex items-center gap-1.5">
              <span className="size-2 rotate-45 border-2 border-destructive bg-card" aria-hidden="true" />{" "}
              <FormattedMessage {...m.milestoneOverdueLegend} />
            </li>
          ) : null}
        </ul>
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          <FormattedMessage {...(asTable ? m.showAsTimeline : m.showAsTable)} />
        </Button>
      </div>
      {asTable ? (
        <TimelineTable initiatives={initiatives} />
      ) : (
        <div ref={frameRef} className="overflow-x-auto rounded-lg border bg-card">
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block text-foreground"
            aria-labelledby="initiative-timeline-title"
          >
            <title id="initiative-timeline-title">
              {intl.formatMessage(m.timelineTitle, {
                from: dateText(new Date(scale.from * 86_400_000).toISOString()),
                to: dateText(new Date(scale.to * 86_400_000).toISOString()),
              })}
            </title>
            {scale.ticks.map((tick) => {
              const tx = PAD_X + (tick.day - scale.from) * scale.perDay;
              return (
                <g key={tick.day}>
                  <line
                    x1={tx}
                    x2={tx}
                    y1={AXIS - 6}
                    y2={height}
                    className={tick.major ? "stroke-border" : "stroke-border/50"}
                    strokeWidth={1}
                  />
                  {tick.year !== null ? (
                    <text
                      x={tx + 4}
                      y={AXIS - 24}
                      className="fill-foreground text-[11px] font-semibold"
                      data-testid="timeline-year"
                    >
                      {tick.year}
                    </text>
                  ) : null}
                  <text x={tx + 4} y={AXIS - 10} className="fill-muted-foreground text-[11px]">
                    {scale.unit === "month"
                      ? intl.formatMessage(m.monthShort, {
                          month: MONTH_KEYS[new Date(tick.day * 86_400_000).getUTCMonth()] ?? "dec",
                        })
                      : tick.label}
                  </text>
                </g>
              );
            })}
            {todayX >= PAD_X && todayX <= width - PAD_X ? (
              <g>
                <line
                  x1={todayX}
                  x2={todayX}
                  y1={AXIS - 6}
                  y2={height}
                  className="stroke-destructive"
                  strokeWidth={1.5}
                  strokeDasharray="4 3"
                />
                <text
                  x={todayX + 4}
                  y={height - 4}
                  className="fill-destructive text-[10px] font-semibold"
                  data-testid="today-line"
                >
                  <FormattedMessage {...m.today} />
                </text>
              </g>
            ) : null}
            {initiatives.map((initiative, index) => {
              const top = AXIS + index * ROW;
              const x0 = x(initiative.startDate);
              const x1 = Math.max(x0 + 3, endX(initiative.endDate));
              const colour = statusColour(initiative.status, statuses);
              const progress = ((x1 - x0) * Math.min(100, Math.max(0, initiative.percentComplete))) / 100;
              // The name starts at the bar, or as far right as it fits (a rough 6.6 px a character).
              const nameWidth = (initiative.name.length + 7) * 6.6;
              const nameX = Math.max(PAD_X, Math.min(x0, width - PAD_X - nameWidth));
              const href = initiativePath(initiative.id);
              return (
                <a
                  key={initiative.id}
                  href={href}
                  aria-label={barLabel(initiative, intl)}
                  data-testid="timeline-bar"
                  className="group outline-none"
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    navigate(href);
                  }}
                >
                  <title>{barLabel(initiative, intl)}</title>
                  <text
                    x={nameX}
                    y={top + 15}
                    className="fill-foreground text-xs font-medium group-hover:underline group-focus-visible:underline"
                  >
                    {initiative.name} · {percentText(initiative.percentComplete)}
                  </text>
                  <rect
                    x={x0}
                    y={top + BAR_Y}
                    width={x1 - x0}
                    height={BAR_H}
                    rx={4}
                    fill={colour}
                    fillOpacity={0.3}
                    stroke={colour}
                    strokeWidth={1}
                    className="group-focus-visible:stroke-foreground group-focus-visible:[stroke-width:2.5]"
                  />
                  {progress > 0 ? (
                    <rect x={x0} y={top + BAR_Y} width={progress} height={BAR_H} rx={4} fill={colour} />
                  ) : null}
                  {initiative.milestones.map((milestone) => {
                    const mx = x(milestone.dueDate) + scale.perDay / 2;
                    const my = top + BAR_Y + BAR_H / 2;
                    return (
                      <path
                        key={milestone.id}
                        d={`M ${mx} ${my - 7} L ${mx + 7} ${my} L ${mx} ${my + 7} L ${mx - 7} ${my} Z`}
                        className={
                          milestone.completedAt
                            ? "fill-foreground stroke-card"
                            : milestone.overdue
                              ? "fill-card stroke-destructive"
                              : "fill-card stroke-foreground"
                        }
                        strokeWidth={milestone.overdue ? 2.5 : 1.5}
                        data-testid="milestone-diamond"
                        data-overdue={milestone.overdue || undefined}
                      />
                    );
                  })}
                </a>
              );
            })}
          </svg>
        </div>
      )}
    </div>
  );
}

/** UI-77: the timeline's table alternative: the same facts, row by row. */
export function TimelineTable({ initiatives }: { initiatives: readonly Initiative[] }) {
  const intl = useIntl();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>
        <TableCaption className="sr-only">
          <FormattedMessage {...m.tableCaption} />
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage {...m.initiative} />
            </TableHead>
            <TableHead>
              <FormattedMessage {...m.status} />
            </TableHead>
            <TableHead>
              <FormattedMessage {...m.start} />
            </TableHead>
            <TableHead>
              <FormattedMessage {...m.end} />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage {...m.complete} />
            </TableHead>
            <TableHead>
              <FormattedMessage {...m.health} />
            </TableHead>
            <TableHead>
              <FormattedMessage {...m.milestones} />
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {initiatives.map((initiative) => (
            <TableRow key={initiative.id}>
              <TableCell className="font-medium">
                <Link to={initiativePath(initiative.id)} className="hover:underline">
                  {initiative.name}
                </Link>
              </TableCell>
              <TableCell>{initiative.status}</TableCell>
              <TableCell className="whitespace-nowrap">{dateText(initiative.startDate)}</TableCell>
              <TableCell className="whitespace-nowrap">{dateText(initiative.endDate)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {percentText(initiative.percentComplete)}
              </TableCell>
              <TableCell>
                <Badge variant={HEALTH_BADGES[initiative.health.health]}>
                  <FormattedMessage {...HEALTH_MESSAGES[initiative.health.health]} />
                </Badge>
              </TableCell>
              <TableCell className="text-sm">
                {initiative.milestones.length === 0
                  ? intl.formatMessage(m.none)
                  : initiative.milestones
                      .map((milestone) =>
                        intl.formatMessage(m.milestoneCell, {
                          name: milestone.name,
                          due: dateText(milestone.dueDate),
                          state: milestone.completedAt ? "done" : milestone.overdue ? "overdue" : "open",
                        }),
                      )
                      .join("; ")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
