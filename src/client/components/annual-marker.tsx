import type { Frequency } from "../../domain/periods";
import { cn } from "../lib/cn";
import { WithTooltip } from "./ui/tooltip";

export const ANNUAL_MARKER_TEXT =
  "Annual KPI: the value is for the whole year, the same in every month and quarter";

/**
 * UI-29: an annual KPI seen in a month or quarter view shows its annual value (AGG-4); this marker beside
 * the value says so ('Annual'), with the reason as a tooltip and, for screen readers, in the text. Nothing in an annual view or
 * for a monthly or quarterly KPI.
 */
export function AnnualMarker({
  kpiFrequency,
  viewFrequency,
  className,
}: {
  kpiFrequency: Frequency;
  viewFrequency: Frequency;
  className?: string;
}) {
  if (kpiFrequency !== "annual" || viewFrequency === "annual") return null;
  return (
    <WithTooltip label={ANNUAL_MARKER_TEXT}>
      <span
        data-testid="annual-marker"
        className={cn(
          "inline-flex shrink-0 items-center rounded border border-dashed px-1 py-px text-[10px] leading-none font-medium tracking-wide text-muted-foreground uppercase",
          className,
        )}
      >
        Annual
        <span className="sr-only">: {ANNUAL_MARKER_TEXT}</span>
      </span>
    </WithTooltip>
  );
}
