import { LayoutGrid, Network } from "lucide-react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { useSearchParams } from "react-router";
import { cn } from "../../../lib/cn";
import { viewToggleMessages as m } from "../view-toggle-messages";

// STRAT-34: which view a scorecard shows is kept in the address (?view=map), so a link or a reload
// opens the map again.
export const MAP_VIEW_PARAM = "view";
export type ScorecardView = "scorecard" | "map";

export function useScorecardView(): [ScorecardView, (next: ScorecardView) => void] {
  const [params, setParams] = useSearchParams();
  const current: ScorecardView = params.get(MAP_VIEW_PARAM) === "map" ? "map" : "scorecard";
  const set = (next: ScorecardView) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === "map") updated.set(MAP_VIEW_PARAM, "map");
        else updated.delete(MAP_VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [current, set];
}

const OPTION =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** UI-47: Scorecard | Strategy Map. */
export function ScorecardViewToggle({
  value,
  onChange,
  className,
}: {
  value: ScorecardView;
  onChange: (next: ScorecardView) => void;
  className?: string;
}) {
  const option = (view: ScorecardView, label: MessageDescriptor, Icon: typeof Network) => (
    <button
      type="button"
      aria-pressed={value === view}
      onClick={() => onChange(view)}
      className={cn(
        OPTION,
        value === view ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <FormattedMessage {...label} />
    </button>
  );
  return (
    <fieldset className={cn("inline-flex w-fit gap-1 rounded-lg bg-muted p-1 print:hidden", className)}>
      <legend className="sr-only">
        <FormattedMessage {...m.viewLegend} />
      </legend>
      {option("scorecard", m.viewScorecard, LayoutGrid)}
      {option("map", m.viewMap, Network)}
    </fieldset>
  );
}
