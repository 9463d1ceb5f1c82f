import { FormattedMessage } from "react-intl";
import { STRENGTH_WIDTH } from "../lib/links";
import { strategyMapMessages as m } from "../messages";

function LineSample({ width, dashed = false }: { width: number; dashed?: boolean }) {
  return (
    <svg width="36" height="10" aria-hidden="true" className="text-foreground">
      <line
        x1="0"
        y1="5"
        x2="36"
        y2="5"
        stroke="currentColor"
        strokeWidth={width}
        strokeDasharray={dashed ? "8 5" : undefined}
      />
    </svg>
  );
}

/** STRAT-25: what line weight, dashes and the minus sign mean. */
export function MapLegend() {
  return (
    <div
      className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted-foreground print:hidden"
      data-testid="map-legend"
    >
      <span>
        <FormattedMessage {...m.legendArrows} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineSample width={STRENGTH_WIDTH.weak} />{" "}
        <FormattedMessage {...m.strength} values={{ strength: "weak" }} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineSample width={STRENGTH_WIDTH.moderate} />{" "}
        <FormattedMessage {...m.strength} values={{ strength: "moderate" }} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineSample width={STRENGTH_WIDTH.strong} />{" "}
        <FormattedMessage {...m.strength} values={{ strength: "strong" }} />
      </span>
      <span className="inline-flex items-center gap-1.5">
        <LineSample width={3} dashed />
        <span className="grid size-4 place-items-center rounded-full border border-foreground font-bold text-foreground">
          −
        </span>
        <FormattedMessage {...m.legendInverse} />
      </span>
      <span>
        <FormattedMessage {...m.legendColour} />
      </span>
    </div>
  );
}
