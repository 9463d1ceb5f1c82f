import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { formatMeasure } from "../../../../domain/units";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatNumber, readerLocale } from "../../../lib/intl";
import { scoreTicks } from "../lib/needle-scale";
import { dateText, pointsText } from "../lib/present";
import type { NeedleKpi, NeedleWindow } from "../lib/types";
import { initiativesMessages as m } from "../messages";

const W = 320;
const H = 112;
const PAD = { left: 28, right: 8, top: 16, bottom: 18 };

const scoreText = (score: number | null, intl: IntlShape) =>
  score === null
    ? intl.formatMessage(m.noData)
    : intl.formatMessage(m.scorePercent, { score: formatNumber(Math.round(score * 10) / 10, 1) });

function windowText(window: NeedleWindow, intl: IntlShape) {
  return intl.formatMessage(m.windowText, {
    score: scoreText(window.averageScore, intl),
    withData: window.withData,
    periods: window.periods,
  });
}

/**
 * UI-81: a KPI's scores as a small SVG line, the periods since the start shaded and the start marked by
 * a vertical line. The figures are in the table beside it (its text alternative).
 */
function TrendChart({ kpi, startDate }: { kpi: NeedleKpi; startDate: string }) {
  const intl = useIntl();
  const points = kpi.trend;
  const scores = points.map((p) => p.score).filter((s): s is number => s !== null);
  // UI-81: the axis runs between round ticks around the scores (0 / 50 / 100 / 150, never 0 / 56 / 111).
  const ticks = scoreTicks(Math.min(0, ...scores), Math.max(100, ...scores));
  const min = ticks[0] ?? 0;
  const max = ticks[ticks.length - 1] ?? 100;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = points.length > 1 ? innerW / (points.length - 1) : 0;
  const px = (i: number) => PAD.left + (points.length > 1 ? i * step : innerW / 2);
  const py = (score: number) => PAD.top + innerH - ((score - min) / (max - min || 1)) * innerH;
  const firstSince = points.findIndex((p) => p.since);
  const startX =
    firstSince < 0 ? null : firstSince === 0 ? PAD.left : (px(firstSince - 1) + px(firstSince)) / 2;
  // The line breaks where a period has no score.
  const segments: string[] = [];
  let current = "";
  points.forEach((point, i) => {
    if (point.score === null) {
      if (current) segments.push(current);
      current = "";
      return;
    }
    current += `${current ? " L" : "M"} ${px(i).toFixed(1)} ${py(point.score).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full max-w-sm text-foreground"
      role="img"
      aria-label={intl.formatMessage(m.trendLabel, {
        name: kpi.name,
        date: dateText(startDate),
        period: kpi.startPeriodLabel,
      })}
      data-testid="needle-trend"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={py(tick)}
            y2={py(tick)}
            className="stroke-border"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 4}
            y={py(tick) + 3}
            textAnchor="end"
            className="fill-muted-foreground text-[9px]"
          >
            {tick}
          </text>
        </g>
      ))}
      {startX !== null ? (
        <>
          <rect
            x={startX}
            y={PAD.top}
            width={W - PAD.right - startX}
            height={innerH}
            className="fill-primary/10"
          />
          <line
            x1={startX}
            x2={startX}
            y1={PAD.top - 14}
            y2={PAD.top + innerH}
            className="stroke-primary"
            strokeWidth={1.5}
            strokeDasharray="3 2"
            data-testid="needle-start-line"
          />
          <text x={startX + 3} y={PAD.top - 6} className="fill-primary text-[9px] font-semibold">
            <FormattedMessage {...m.startMark} />
          </text>
        </>
      ) : null}
      {segments.map((d) => (
        <path key={d} d={d} fill="none" className="stroke-foreground" strokeWidth={1.75} />
      ))}
      {points.map((point, i) =>
        point.score === null ? null : (
          <circle
            key={`${point.year}-${point.period}`}
            cx={px(i)}
            cy={py(point.score)}
            r={2.5}
            className={point.since ? "fill-primary" : "fill-muted-foreground"}
          />
        ),
      )}
      {first ? (
        <text x={PAD.left} y={H - 4} className="fill-muted-foreground text-[9px]">
          {first.label}
        </text>
      ) : null}
      {last && points.length > 1 ? (
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className="fill-muted-foreground text-[9px]">
          {last.label}
        </text>
      ) : null}
    </svg>
  );
}

function NeedleKpiBlock({ kpi, startDate }: { kpi: NeedleKpi; startDate: string }) {
  const intl = useIntl();
  const changeClass =
    kpi.change === null
      ? "text-muted-foreground"
      : kpi.change > 0
        ? "text-success"
        : kpi.change < 0
          ? "text-destructive"
          : "";
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="needle-kpi" aria-label={kpi.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {kpi.name}
          <span className="ml-2 text-xs font-normal text-muted-foreground">{kpi.functionName}</span>
        </h3>
        <p className={`text-lg font-bold tabular-nums ${changeClass}`} data-testid="needle-change">
          {kpi.change === null ? intl.formatMessage(m.noChange) : pointsText(kpi.change, intl)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-md bg-muted/50 p-2">
          <dt className="text-xs text-muted-foreground">
            <FormattedMessage {...m.beforeTheStart} />
          </dt>
          <dd className="font-medium tabular-nums" data-testid="needle-before">
            {windowText(kpi.before, intl)}
          </dd>
        </div>
        <div className="rounded-md bg-primary/10 p-2">
          <dt className="text-xs text-muted-foreground">
            <FormattedMessage {...m.sincePeriod} values={{ period: kpi.startPeriodLabel }} />
          </dt>
          <dd className="font-medium tabular-nums" data-testid="needle-since">
            {windowText(kpi.since, intl)}
          </dd>
        </div>
      </dl>
      {kpi.trend.length > 0 ? (
        <>
          <TrendChart kpi={kpi} startDate={startDate} />
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              <FormattedMessage {...m.scoresTable} />
            </summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">
                  <FormattedMessage {...m.scoresCaption} values={{ name: kpi.name }} />
                </caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      <FormattedMessage {...m.period} />
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      <FormattedMessage {...m.target} />
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      <FormattedMessage {...m.actual} />
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      <FormattedMessage {...m.score} />
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      <FormattedMessage {...m.when} />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {kpi.trend.map((point) => (
                    <tr key={`${point.year}-${point.period}`} className="border-b last:border-0">
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {point.label}
                      </th>
                      <td className="py-1 pr-2 text-right tabular-nums">
                        {formatMeasure(point.target, kpi.unit, readerLocale()) ?? "—"}
                      </td>
                      <td className="py-1 pr-2 text-right tabular-nums">
                        {formatMeasure(point.actual, kpi.unit, readerLocale()) ?? "—"}
                      </td>
                      <td className="py-1 pr-2 text-right tabular-nums">{scoreText(point.score, intl)}</td>
                      <td className="py-1">{intl.formatMessage(point.since ? m.sinceTheStart : m.before)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.noPeriods} />
        </p>
      )}
    </li>
  );
}

/** UI-81: 'Did it move the needle': each target KPI's average score before the start and since. */
export function NeedlePanel({
  needle,
  startDate,
}: {
  needle: readonly NeedleKpi[] | undefined;
  startDate: string;
}) {
  return (
    <Card data-testid="needle">
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.needleTitle} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...m.needleDescription} values={{ date: dateText(startDate) }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!needle || needle.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.noTargetKpis} />
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {needle.map((kpi) => (
              <NeedleKpiBlock key={kpi.kpiAssignmentId} kpi={kpi} startDate={startDate} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
