// The Strategy Map view (UI-47..UI-52): the lazy chunk that brings @xyflow/react. Bands, nodes and
// links come from the band layout (lib/layout.ts); the library only draws and drags them. The state
// lives in useStrategyMap; this file lays out its pieces.
import "@xyflow/react/dist/style.css";
import { ReactFlowProvider } from "@xyflow/react";
import { lazy, Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PeriodKey } from "../../../../domain/periods";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import { commonMessages } from "../../../components/messages";
import { viewCaption } from "../../../components/period-filters";
import { ScoreExplanationDialog } from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { type StrategyMapQuery, type StrategyMapState, useStrategyMap } from "../lib/use-strategy-map";
import { strategyMapMessages as m } from "../messages";
import { MapCanvas } from "./map-canvas";
import { MapLegend } from "./map-legend";
import { MapOutline } from "./map-outline";
import { MapToolbar } from "./map-toolbar";
import { ObjectiveDetail } from "./objective-detail";

// The link forms bring the form library (PLATFORM-24): a chunk of their own, loaded when the side panel
// first shows one.
const LinkEditor = lazy(() => import("./link-panel").then((panel) => ({ default: panel.LinkEditor })));
const AddLinkForm = lazy(() => import("./link-panel").then((panel) => ({ default: panel.AddLinkForm })));

export type StrategyMapViewProps = StrategyMapQuery & {
  canEdit: boolean;
  /** A theme picked outside the map (Corporate BSC's selector); undefined: the map shows its own chips. */
  themeId?: string | null;
};

/** UI-47: the Strategy Map of one function. */
export default function StrategyMapView(props: StrategyMapViewProps) {
  return (
    <ReactFlowProvider>
      <StrategyMapInner {...props} />
    </ReactFlowProvider>
  );
}

function StrategyMapInner({ canEdit, themeId, ...query }: StrategyMapViewProps) {
  const intl = useIntl();
  const state = useStrategyMap(query, canEdit, themeId);
  const { map, read } = state;
  if (read.isError && !map) {
    return (
      <div
        className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-6"
        role="alert"
      >
        <p className="text-sm">
          <FormattedMessage
            {...m.loadFailedWithReason}
            values={{ reason: describeFailure(read.error, intl.formatMessage(commonMessages.tryAgainLater)) }}
          />
        </p>
        <Button variant="outline" onClick={() => read.refetch()}>
          <FormattedMessage {...m.tryAgain} />
        </Button>
      </div>
    );
  }
  if (!map || !state.layout) {
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]" aria-busy="true">
        <span className="sr-only">
          <FormattedMessage {...m.loading} />
        </span>
        <Skeleton className="h-[480px] w-full" />
        <Skeleton className="h-[480px] w-full" />
      </div>
    );
  }
  if (map.functionId === null) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        <FormattedMessage {...m.noFunction} />
      </p>
    );
  }
  if (map.nodes.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground"
        data-testid="map-empty"
      >
        <FormattedMessage {...m.noObjectives} />
      </p>
    );
  }
  return <MapScreen state={state} map={map} canEdit={canEdit} ownChips={themeId === undefined} />;
}

function MapScreen({
  state,
  map,
  canEdit,
  ownChips,
}: {
  state: StrategyMapState;
  map: StrategyMap;
  canEdit: boolean;
  ownChips: boolean;
}) {
  const fiscalStart = useFiscalStartMonth();
  const { selectedLink, setSelectedLink, nameOf } = state;
  const selectedEdge = map.edges.find((e) => e.id === selectedLink) ?? null;
  const explainedNode = map.nodes.find((n) => n.objectiveAssignmentId === state.explaining) ?? null;
  return (
    <div className="grid gap-4" data-testid="strategy-map">
      <p className="text-sm text-muted-foreground print:hidden">
        <FormattedMessage
          {...m.caption}
          values={{
            name: map.functionName ?? "",
            period: viewCaption(
              { frequency: map.frequency, period: map.period as PeriodKey, view: map.view },
              map.year,
              fiscalStart,
            ),
            canEdit: canEdit ? "yes" : "no",
          }}
        />
      </p>
      <MapToolbar
        themes={ownChips ? map.themes : null}
        ownTheme={state.ownTheme}
        onTheme={state.setOwnTheme}
        onSvg={state.exportSvg}
        onPng={state.exportPng}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid content-start gap-3">
          <MapCanvas state={state} canEdit={canEdit} />
          <MapLegend />
          {/* STRAT-31: the print layout is the export's SVG, every line and label kept. */}
          <div
            className="hidden print:block [&_svg]:h-auto [&_svg]:max-w-full"
            // The SVG is built by buildMapSvg, every text escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own escaped SVG
            dangerouslySetInnerHTML={{ __html: state.svgOf() }}
          />
        </div>
        <div className="grid content-start gap-4">
          <Suspense fallback={null}>
            {selectedEdge ? (
              <LinkEditor
                key={selectedEdge.id}
                edge={selectedEdge}
                nameOf={nameOf}
                canEdit={canEdit}
                onClose={() => setSelectedLink(null)}
              />
            ) : canEdit && map.nodes.length > 1 ? (
              <div className="print:hidden">
                <AddLinkForm map={map} onCreated={setSelectedLink} />
              </div>
            ) : null}
          </Suspense>
          <MapOutline
            map={map}
            nameOf={nameOf}
            selectedId={selectedLink}
            canEdit={canEdit}
            onSelect={setSelectedLink}
          />
        </div>
      </div>
      <ScoreExplanationDialog
        subject={explainedNode?.name ?? ""}
        open={explainedNode !== null}
        onClose={() => state.setExplaining(null)}
      >
        {() => (explainedNode ? <ObjectiveDetail node={explainedNode} params={state.params} /> : null)}
      </ScoreExplanationDialog>
    </div>
  );
}
