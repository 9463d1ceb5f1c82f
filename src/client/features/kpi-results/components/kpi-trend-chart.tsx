import { useState } from "react";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { TrendPoint } from "../lib/trend-points";

// The detail panel's chart: target against actual over the year and the year before. Recharts is heavy, so this
// module is only ever loaded through React.lazy (its own chunk, fetched when a detail panel opens). Its
// Tooltip and Legend would take the chunk over the 100 KB route budget, so the legend is plain HTML and
// the hovered period's values are read out above the plot from the chart's own mouse events. It imports
// nothing of the app but types, so its chunk holds recharts alone.

const TARGET_COLOR = "var(--muted-foreground)";
const ACTUAL_COLOR = "var(--primary)";

type Format = (value: number | null) => string | null;

function Readout({ point, format }: { point: TrendPoint | undefined; format: Format }) {
  if (!point) return <span className="text-muted-foreground">Point at a period to read its values</span>;
  return (
    <span>
      <span className="font-medium">{point.label}</span>
      <span className="text-muted-foreground"> · Target </span>
      {format(point.target) ?? "-"}
      <span className="text-muted-foreground"> · Actual </span>
      {format(point.actual) ?? "No data"}
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
  const [active, setActive] = useState<number | null>(null);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <div className="flex items-center gap-4" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0 w-5 border-t-2 border-dashed" style={{ borderColor: TARGET_COLOR }} />
            Target
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-5 rounded" style={{ background: ACTUAL_COLOR }} />
            Actual
          </span>
        </div>
        <div aria-live="polite">
          <Readout point={active === null ? undefined : points[active]} format={format} />
        </div>
      </div>
      <div className="h-60 w-full" role="img" aria-label={`Trend of ${name}: target and actual per period`}>
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
              name="Target"
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
              name="Actual"
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
