import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { TrendPoint } from "../lib/trend-points";
import { kpiResultsMessages as m } from "../messages";

// The detail panel's chart: target against actual over the year and the year before. Recharts is heavy, so this
// module is only ever loaded through React.lazy (its own chunk, fetched when a detail panel opens). Its
// Tooltip and Legend would take the chunk over the 100 KB route budget, so the legend is plain HTML and
// the hovered period's values are read out above the plot from the chart's own mouse events. It imports
// nothing of the app but types, so its chunk holds recharts alone.

const TARGET_COLOR = "var(--muted-foreground)";
const ACTUAL_COLOR = "var(--primary)";

type Format = (value: number | null) => string | null;

function Readout({ point, format }: { point: TrendPoint | undefined; format: Format }) {
  const intl = useIntl();
  if (!point)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage {...m.pointAtPeriod} />
      </span>
    );
  return (
    <span>
      <FormattedMessage
        {...m.readout}
        values={{
          period: point.label,
          target: format(point.target) ?? "-",
          actual: format(point.actual) ?? intl.formatMessage(m.noData),
          strong: (chunks) => <span className="font-medium">{chunks}</span>,
          muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
        }}
      />
    </span>
  );
}

export default function KpiTrendChart({
  points,
  name,
  format,
}: {
  points: TrendPoint[];
  name: string;
  format: Format;
}) {
  const intl = useIntl();
  const [active, setActive] = useState<number | null>(null);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <div className="flex items-center gap-4" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0 w-5 border-t-2 border-dashed" style={{ borderColor: TARGET_COLOR }} />
            <FormattedMessage {...m.target} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-5 rounded" style={{ background: ACTUAL_COLOR }} />
            <FormattedMessage {...m.actual} />
          </span>
        </div>
        <div aria-live="polite">
          <Readout point={active === null ? undefined : points[active]} format={format} />
        </div>
      </div>
      <div className="h-60 w-full" role="img" aria-label={intl.formatMessage(m.trendLabel, { name })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 8, right: 12, bottom: 0, left: -8 }}
            onMouseMove={(state) => {
              const index = Number(state?.activeTooltipIndex);
              setActive(Number.isInteger(index) ? index : null);
            }}
            onMouseLeave={() => setActive(null)}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: "var(--muted-foreground)" }}
              tickLine={false}
              axisLine={{ stroke: "var(--border)" }}
              interval="preserveStartEnd"
              minTickGap={12}
            />
            <YAxis
              tick={{ fontSize: 11, fill: "var(--muted-foreground)" }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Line
              type="monotone"
              dataKey="target"
              name={intl.formatMessage(m.target)}
              stroke={TARGET_COLOR}
              strokeDasharray="5 4"
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="actual"
              name={intl.formatMessage(m.actual)}
              stroke={ACTUAL_COLOR}
              strokeWidth={2.5}
              dot={{ r: 3, fill: ACTUAL_COLOR }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
