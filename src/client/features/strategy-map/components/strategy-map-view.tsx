// The Strategy Map view (UI-47..UI-52): the lazy chunk that brings @xyflow/react. Bands,
// nodes and links come from the band layout (lib/layout.ts); the library only draws and drags them.
import "@xyflow/react/dist/style.css";
import {
  applyNodeChanges,
  type Connection,
  ConnectionMode,
  Controls,
  MarkerType,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from "@xyflow/react";
import { Download, FileImage, Printer } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PeriodKey } from "../../../../domain/periods";
import { strategyLinksResource } from "../../../../domain/resources";
import { rollUpObjective } from "../../../../domain/rollups";
import type { ScorecardResponse } from "../../../../domain/schemas/scorecard";
import type { StrategyLink, StrategyMap } from "../../../../domain/schemas/strategy-map";
import { viewCaption } from "../../../components/period-filters";
import { coverageText, ScoreBadge, StatusBadge } from "../../../components/score-badges";
import { RollUpExplanationView, ScoreExplanationDialog } from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { writeToasts } from "../../../components/write-toasts";
import { api } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useCreate, useRead, useWrite } from "../../../lib/resources";
import { useTheme } from "../../../lib/use-theme";
import { downloadPng, downloadSvg, exportFileName } from "../lib/download";
import { buildMapSvg } from "../lib/export-svg";
import { BAND_LABEL_HEIGHT, BAND_PADDING, clampToBand, GAP_X, layoutMap, NODE_WIDTH } from "../lib/layout";
import { STRENGTH_WIDTH } from "../lib/links";
import { AddLinkForm, LinkEditor, MapOutline } from "./link-panel";
import {
  type BandFlowNode,
  BandNode,
  type Emphasis,
  LinkEdge,
  type LinkFlowEdge,
  type ObjectiveFlowNode,
  ObjectiveNode,
} from "./map-elements";

const nodeTypes = { objective: ObjectiveNode, band: BandNode };
const edgeTypes = { link: LinkEdge };

export type StrategyMapViewProps = {
  /** null: the CEO function (Corporate BSC, UI-10). */
  functionId: string | null;
  year: number;
  /** The scorecard's query; left out, the server's defaults (STRAT-6). */
  frequency?: string;
  period?: string;
  view?: string;
  canEdit: boolean;
  /** A theme picked outside the map (Corporate BSC's selector); undefined: the map shows its own chips. */
  themeId?: string | null;
};

type FlowNode = ObjectiveFlowNode | BandFlowNode;

/** UI-47: the Strategy Map of one function. */
export default function StrategyMapView(props: StrategyMapViewProps) {
  return (
    <ReactFlowProvider>
      <StrategyMapInner {...props} />
    </ReactFlowProvider>
  );
}

function StrategyMapInner({
  functionId,
  year,
  frequency,
  period,
  view,
  canEdit,
  themeId,
}: StrategyMapViewProps) {
  const params = { functionId: functionId ?? undefined, year, frequency, period, view };
  const query = useRead<StrategyMap>("/api/strategy-map", { params, keepPrevious: true, silent: true });
  const map = query.data;
  const { theme } = useTheme();
  const [ownTheme, setOwnTheme] = useState<string | null>(null);
  const activeTheme = themeId === undefined ? ownTheme : themeId;
  const [selectedLink, setSelectedLink] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<string | null>(null);
  const fiscalStart = useFiscalStartMonth();
  // The canvas's width decides how many objectives share a row of a band (phones get two) and how far
  // the bands stretch, so the bands fill the canvas whatever the zoom.
  const [canvasWidth, setCanvasWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const canvasRef = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    setCanvasWidth(element.clientWidth);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setCanvasWidth(Math.round(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  const maxPerRow = canvasWidth > 0 && canvasWidth < 640 ? 2 : canvasWidth > 0 && canvasWidth < 900 ? 4 : 6;

  const nameOf = useMemo(() => {
    const names = new Map((map?.nodes ?? []).map((n) => [n.objectiveAssignmentId, n.name]));
    return (id: string) => names.get(id) ?? "Unknown objective";
  }, [map]);

  const layout = useMemo(
    () =>
      map
        ? layoutMap(
            map.perspectives,
            map.nodes.map((n) => ({
              id: n.objectiveAssignmentId,
              perspective: n.perspective,
              position: n.position,
            })),
            map.edges.map((e) => ({ from: e.fromObjectiveAssignmentId, to: e.toObjectiveAssignmentId })),
            { maxPerRow },
          )
        : null,
    [map, maxPerRow],
  );
  // Tall enough to show the whole map at the zoom its width allows (at most 760 px; then pan and zoom).
  const canvasHeight = layout
    ? Math.round(
        Math.min(
          Math.max(layout.height * Math.min(1.2, canvasWidth > 0 ? canvasWidth / layout.width : 1) + 16, 280),
          760,
        ),
      )
    : 480;

  // STRAT-26: a theme highlights its objectives and their links, and dims the rest (as on Corporate BSC).
  const emphasisOf = useMemo(() => {
    const themeOf = new Map((map?.nodes ?? []).map((n) => [n.objectiveAssignmentId, n.themeId]));
    return (id: string): Emphasis =>
      activeTheme === null ? "normal" : themeOf.get(id) === activeTheme ? "highlighted" : "dimmed";
  }, [map, activeTheme]);

  const builtNodes = useMemo<FlowNode[]>(() => {
    if (!map || !layout) return [];
    // Bands as wide as the canvas's proportions ask, centred on the layout, so fitView fills the canvas.
    const aspect = canvasWidth > 0 ? canvasWidth / canvasHeight : 1;
    const bandWidth = Math.max(
      layout.width,
      Math.min(layout.height * aspect, layout.width + 6 * (NODE_WIDTH + GAP_X)),
    );
    const bandX = (layout.width - bandWidth) / 2;
    const bands: BandFlowNode[] = layout.bands.map((band, index) => ({
      id: `band:${band.key}`,
      type: "band",
      position: { x: bandX, y: band.y },
      data: { name: band.name, index, width: bandWidth, height: band.height },
      // Known sizes, so fitView is right before the library measures the nodes.
      width: bandWidth,
      height: band.height,
      draggable: false,
      selectable: false,
      focusable: false,
      connectable: false,
      zIndex: -1,
    }));
    const objectives: ObjectiveFlowNode[] = map.nodes.flatMap((n) => {
      const placed = layout.byId.get(n.objectiveAssignmentId);
      const band = layout.bands.find((b) => b.key === n.perspective);
      if (!placed || !band) return [];
      return [
        {
          id: n.objectiveAssignmentId,
          type: "objective" as const,
          position: { x: placed.x, y: placed.y },
          width: placed.width,
          height: placed.height,
          data: { node: n, emphasis: emphasisOf(n.objectiveAssignmentId), canEdit },
          // STRAT-21: dragged only within its band.
          extent: [
            [-100_000, band.y + BAND_LABEL_HEIGHT],
            [100_000, band.y + band.height - BAND_PADDING],
          ],
          draggable: canEdit,
          connectable: canEdit,
          ariaLabel: `${n.name}: ${n.score === null ? "no score" : `${n.score}%`}, ${n.status ?? "No Data"}. Press Enter to see how the score was computed.`,
        },
      ];
    });
    return [...bands, ...objectives];
  }, [map, layout, emphasisOf, canEdit, canvasWidth, canvasHeight]);

  const [nodes, setNodes] = useState<FlowNode[]>(builtNodes);
  useEffect(() => setNodes(builtNodes), [builtNodes]);
  // A new layout or canvas size is fitted again (the first fit is fitView's own).
  const { fitView } = useReactFlow();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the layout or the canvas changes
  useEffect(() => {
    const timer = setTimeout(() => void fitView({ padding: 0.02, maxZoom: 1.2 }), 30);
    return () => clearTimeout(timer);
  }, [layout, canvasWidth, canvasHeight, fitView]);

  const edges = useMemo<LinkFlowEdge[]>(
    () =>
      (map?.edges ?? []).map((edge) => {
        const dimmed =
          activeTheme !== null &&
          emphasisOf(edge.fromObjectiveAssignmentId) === "dimmed" &&
          emphasisOf(edge.toObjectiveAssignmentId) === "dimmed";
        return {
          id: edge.id,
          type: "link" as const,
          source: edge.fromObjectiveAssignmentId,
          target: edge.toObjectiveAssignmentId,
          data: { edge, emphasis: dimmed ? "dimmed" : "normal" },
          selected: edge.id === selectedLink,
          markerEnd: {
            type: MarkerType.ArrowClosed,
            color:
              edge.id === selectedLink
                ? "var(--primary)"
                : dimmed
                  ? "color-mix(in oklab, var(--foreground) 20%, transparent)"
                  : "var(--foreground)",
            width: 14 / Math.sqrt(STRENGTH_WIDTH[edge.strength]),
            height: 14 / Math.sqrt(STRENGTH_WIDTH[edge.strength]),
          },
          ariaLabel: `Link ${nameOf(edge.fromObjectiveAssignmentId)} to ${nameOf(edge.toObjectiveAssignmentId)}, ${edge.strength}, ${edge.direction}. Press Enter to open it.`,
        };
      }),
    [map, selectedLink, activeTheme, emphasisOf, nameOf],
  );

  // STRAT-23: a dragged node's place is kept for the function (admins).
  const savePositions = useWrite(
    strategyLinksResource,
    (body: { functionId: string; positions: { objectiveAssignmentId: string; x: number; y: number }[] }) =>
      api.put<unknown>("/api/strategy-map/positions", body),
    {
      silent: true,
      onError: (e) =>
        toast({
          title: "The position could not be saved",
          description: describeFailure(e, "Please try again."),
          variant: "destructive",
        }),
    },
  );
  const createLink = useCreate<unknown, StrategyLink>(strategyLinksResource, {
    silent: true,
    onSuccess: (link) => {
      writeToasts("Link added.", "").onSuccess();
      setSelectedLink(link.id);
    },
    onError: (e) =>
      toast({
        title: "The link could not be added",
        description: describeFailure(e, "Please try again."),
        variant: "destructive",
      }),
  });

  const onNodesChange = (changes: NodeChange<FlowNode>[]) =>
    setNodes((current) => applyNodeChanges(changes, current));
  const onConnect = (connection: Connection) => {
    if (!canEdit || connection.source === connection.target) return;
    createLink.mutate({
      fromObjectiveAssignmentId: connection.source,
      toObjectiveAssignmentId: connection.target,
    });
  };

  const savePosition = (node: FlowNode) => {
    if (!canEdit || node.type !== "objective" || !map?.functionId || !layout) return;
    const band = layout.bands.find((b) => b.key === node.data.node.perspective);
    const y = band ? clampToBand(band, node.position.y) : node.position.y;
    savePositions.mutate({
      functionId: map.functionId,
      positions: [{ objectiveAssignmentId: node.id, x: Math.round(node.position.x), y: Math.round(y) }],
    });
  };
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const keyboardMove = useRef<ReturnType<typeof setTimeout> | null>(null);

  // STRAT-29: Enter on a focused node explains it; on a focused link, opens it. STRAT-23: a node moved
  // with the arrow keys (the library's keyboard move) is saved once the keys rest.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const nodeId = target.closest(".react-flow__node")?.getAttribute("data-id");
    const edgeId = target.closest(".react-flow__edge")?.getAttribute("data-id");
    if (event.key.startsWith("Arrow") && nodeId && canEdit) {
      if (keyboardMove.current) clearTimeout(keyboardMove.current);
      keyboardMove.current = setTimeout(() => {
        const moved = nodesRef.current.find((n) => n.id === nodeId);
        if (moved) savePosition(moved);
      }, 600);
      return;
    }
    if (event.key !== "Enter") return;
    // Without preventDefault the same Enter would press the dialog's first button as focus moves there.
    if (nodeId && !nodeId.startsWith("band:")) {
      event.preventDefault();
      setExplaining(nodeId);
    } else if (edgeId) {
      event.preventDefault();
      setSelectedLink(edgeId);
    }
  };

  const firstPaint = useRef(false);
  useEffect(() => {
    if (!map || firstPaint.current) return;
    firstPaint.current = true;
    requestAnimationFrame(() => performance.mark("strategy-map:first-render"));
  }, [map]);

  const svgOf = () => (map && layout ? buildMapSvg(map, layout) : "");
  const exportSvg = () => map && downloadSvg(svgOf(), exportFileName(map.functionName, map.year, "svg"));
  const exportPng = () =>
    map &&
    downloadPng(svgOf(), exportFileName(map.functionName, map.year, "png")).catch((e: unknown) =>
      toast({
        title: "The PNG could not be made",
        description: describeFailure(e, "Try the SVG."),
        variant: "destructive",
      }),
    );

  if (query.isError && !map) {
    return (
      <div
        className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-6"
        role="alert"
      >
        <p className="text-sm">
          The strategy map could not be loaded. {describeFailure(query.error, "Please try again.")}
        </p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!map || !layout) {
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]" aria-busy="true">
        <span className="sr-only">Loading the strategy map</span>
        <Skeleton className="h-[480px] w-full" />
        <Skeleton className="h-[480px] w-full" />
      </div>
    );
  }
  if (map.functionId === null) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        No function yet: create it in Set and Cascade, then assign objectives to it.
      </p>
    );
  }
  if (map.nodes.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground"
        data-testid="map-empty"
      >
        No objectives for this function yet. Assign them in Set and Cascade with Add Objective; each one
        appears here in its perspective's band.
      </p>
    );
  }

  const selectedEdge = map.edges.find((e) => e.id === selectedLink) ?? null;
  const explainedNode = map.nodes.find((n) => n.objectiveAssignmentId === explaining) ?? null;

  return (
    <div className="grid gap-4" data-testid="strategy-map">
      <p className="text-sm text-muted-foreground print:hidden">
        {map.functionName} ·{" "}
        {viewCaption(
          { frequency: map.frequency, period: map.period as PeriodKey, view: map.view },
          map.year,
          fiscalStart,
        )}
        {canEdit
          ? " · drag an objective to move it within its band; drag from its dot onto another objective to link them"
          : ""}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {themeId === undefined && map.themes.length > 0 ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Highlight a theme</legend>
            <ThemeChip active={ownTheme === null} onClick={() => setOwnTheme(null)} label="All Themes" />
            {map.themes.map((t) => (
              <ThemeChip
                key={t.id}
                active={ownTheme === t.id}
                color={t.color}
                onClick={() => setOwnTheme(ownTheme === t.id ? null : t.id)}
                label={t.name}
              />
            ))}
          </fieldset>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={exportSvg}>
            <Download aria-hidden="true" /> SVG
          </Button>
          <Button variant="outline" size="sm" onClick={exportPng}>
            <FileImage aria-hidden="true" /> PNG
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid content-start gap-3">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter on the library's focusable nodes and links */}
          <div
            className="overflow-hidden rounded-xl border bg-background print:hidden"
            style={{ height: canvasHeight }}
            onKeyDown={onKeyDown}
            data-testid="map-canvas"
            ref={canvasRef}
          >
            <ReactFlow<FlowNode, LinkFlowEdge>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              onNodesChange={onNodesChange}
              onConnect={onConnect}
              connectionMode={ConnectionMode.Strict}
              onNodeClick={(_, node) => node.type === "objective" && setExplaining(node.id)}
              onEdgeClick={(_, edge) => setSelectedLink(edge.id)}
              onNodeDragStop={(_, node) => savePosition(node)}
              nodesDraggable={canEdit}
              nodesConnectable={canEdit}
              edgesReconnectable={false}
              deleteKeyCode={null}
              fitView
              fitViewOptions={{ padding: 0.02, maxZoom: 1.2 }}
              minZoom={0.2}
              maxZoom={1.5}
              colorMode={theme === "dark" ? "dark" : "light"}
              proOptions={{ hideAttribution: true }}
              connectionLineStyle={{ stroke: "var(--primary)", strokeWidth: 2 }}
              aria-label="Strategy map"
            >
              <Controls showInteractive={false} position="bottom-right" />
            </ReactFlow>
          </div>
          <Legend />
          {/* STRAT-31: the print layout is the export's SVG, every line and label kept. */}
          <div
            className="hidden print:block [&_svg]:h-auto [&_svg]:max-w-full"
            // The SVG is built by buildMapSvg, every text escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own escaped SVG
            dangerouslySetInnerHTML={{ __html: svgOf() }}
          />
        </div>
        <div className="grid content-start gap-4">
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
        onClose={() => setExplaining(null)}
      >
        {() => (explainedNode ? <ObjectiveDetail node={explainedNode} params={params} /> : null)}
      </ScoreExplanationDialog>
    </div>
  );
}

function ThemeChip({
  active,
  color,
  label,
  onClick,
}: {
  active: boolean;
  color?: string | null;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        active ? "bg-accent text-accent-foreground" : "bg-card hover:bg-accent",
      )}
      style={active && color ? { borderColor: color } : undefined}
    >
      {color ? (
        <span className="size-2.5 rounded-full" style={{ background: color }} aria-hidden="true" />
      ) : null}
      {label}
    </button>
  );
}

/** STRAT-25: what line weight, dashes and the minus sign mean. */
function Legend() {
  const line = (width: number, dashed = false) => (
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
  return (
    <div
      className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted-foreground print:hidden"
      data-testid="map-legend"
    >
      <span>Arrows point from driver to outcome.</span>
      <span className="inline-flex items-center gap-1.5">{line(STRENGTH_WIDTH.weak)} weak</span>
      <span className="inline-flex items-center gap-1.5">{line(STRENGTH_WIDTH.moderate)} moderate</span>
      <span className="inline-flex items-center gap-1.5">{line(STRENGTH_WIDTH.strong)} strong</span>
      <span className="inline-flex items-center gap-1.5">
        {line(3, true)}
        <span className="grid size-4 place-items-center rounded-full border border-foreground font-bold text-foreground">
          −
        </span>
        inverse: one rises as the other falls
      </span>
      <span>Node colour: the objective's status.</span>
    </div>
  );
}

/** The node's objective with its score explained: the scorecard's row and its roll-up (ROLLUP-6). */
function ObjectiveDetail({
  node,
  params,
}: {
  node: StrategyMap["nodes"][number];
  params: Record<string, string | number | undefined>;
}) {
  const scorecard = useRead<ScorecardResponse>("/api/scorecard", { params });
  const row = scorecard.data?.objectives.find((o) => o.objectiveAssignmentId === node.objectiveAssignmentId);
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ScoreBadge score={node.score} status={node.status ?? "No Data"} />
        <StatusBadge status={node.status ?? "No Data"} />
        <span className="text-muted-foreground">{coverageText(node.coverage, "KPIs")}</span>
        {node.themeName ? <span className="text-muted-foreground">· {node.themeName}</span> : null}
      </div>
      {!row ? (
        scorecard.isError ? (
          <p className="text-muted-foreground">The explanation could not be loaded.</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : (
        <>
          {row.kpis.length > 0 ? (
            <ul className="grid gap-1 rounded-md border p-2">
              {row.kpis.map((k) => (
                <li key={k.kpiAssignmentId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{k.name}</span>
                  <span className="tabular-nums">{k.score === null ? "No data" : `${k.score}%`}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground italic">No KPIs assigned</p>
          )}
          <RollUpExplanationView
            explanation={
              rollUpObjective(
                row.kpis.map((k) => ({
                  id: k.kpiAssignmentId,
                  name: k.name,
                  score: k.score,
                  weight: k.weight,
                })),
              ).explanation
            }
          />
        </>
      )}
    </div>
  );
}
