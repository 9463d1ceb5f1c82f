// The map's text outline (STRAT-27, STRAT-28): every link in words, each one a button that opens it.
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { cn } from "../../../lib/cn";
import { evidenceVerdict, linkSentence } from "../lib/links";
import { strategyMapMessages as m } from "../messages";

export const PANEL = "grid gap-3 rounded-xl border bg-card p-4";

/** STRAT-27, STRAT-28: every link in words, each one a button that opens it. */
export function MapOutline({
  map,
  nameOf,
  selectedId,
  canEdit,
  onSelect,
}: {
  map: StrategyMap;
  nameOf: (id: string) => string;
  selectedId: string | null;
  canEdit: boolean;
  onSelect: (id: string) => void;
}) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section className={PANEL} aria-labelledby={headingId} data-testid="map-outline">
      <h3 id={headingId} className="font-semibold">
        <FormattedMessage {...m.linksHeading} values={{ count: map.edges.length }} />
      </h3>
      {map.edges.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...(canEdit ? m.noLinksAdmin : m.noLinksMember)} />
        </p>
      ) : (
        <ol className="grid max-h-[36rem] gap-1 overflow-y-auto print:max-h-none print:overflow-visible">
          {map.edges.map((edge) => {
            const verdict = evidenceVerdict(edge, intl.formatMessage);
            return (
              <li key={edge.id}>
                <button
                  type="button"
                  onClick={() => onSelect(edge.id)}
                  aria-current={selectedId === edge.id ? "true" : undefined}
                  className={cn(
                    "w-full rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    selectedId === edge.id && "bg-accent",
                  )}
                  data-link-id={edge.id}
                >
                  {linkSentence(edge, nameOf, intl.formatMessage)}
                  {verdict ? <span className="text-muted-foreground"> · {verdict}</span> : null}
                  {edge.hypothesis ? (
                    <span className="block text-xs text-muted-foreground">“{edge.hypothesis}”</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className="border-t pt-3 text-xs text-muted-foreground">
        <FormattedMessage {...m.correlationNote} />
      </p>
    </section>
  );
}
