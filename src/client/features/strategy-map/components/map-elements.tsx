// The live map's node and link (UI-48), drawn by @xyflow/react inside the lazy map chunk.
import {
  BaseEdge,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  Handle,
  type Node,
  type NodeProps,
  Position,
  type ReactFlowState,
  useConnection,
  useStore,
} from "@xyflow/react";
import { useIntl } from "react-intl";
import type { StrategyMapEdge, StrategyMapNode } from "../../../../domain/schemas/strategy-map";
import { statusSurfaceClass, statusTextClass } from "../../../components/score-badges";
import { cn } from "../../../lib/cn";
import { type EdgeGeometry, NODE_HEIGHT, NODE_WIDTH, type Rect } from "../lib/layout";
import { nodeScoreText, nodeStatusText, STRENGTH_WIDTH } from "../lib/links";
import { routeLinks } from "../lib/routes";
import { strategyMapMessages as m } from "../messages";

export type Emphasis = "normal" | "highlighted" | "dimmed";

export type ObjectiveNodeData = {
  node: StrategyMapNode;
  emphasis: Emphasis;
  canEdit: boolean;
};
export type ObjectiveFlowNode = Node<ObjectiveNodeData, "objective">;

export type BandNodeData = { name: string; index: number; width: number; height: number };
export type BandFlowNode = Node<BandNodeData, "band">;

export type LinkEdgeData = { edge: StrategyMapEdge; emphasis: Emphasis };
export type LinkFlowEdge = Edge<LinkEdgeData, "link">;

// Corporate BSC's perspective accents (UI-12), as band washes.
const BAND_CLASSES = [
  "bg-emerald-500/6 text-emerald-700 dark:text-emerald-300 border-emerald-500/20",
  "bg-blue-500/6 text-blue-700 dark:text-blue-300 border-blue-500/20",
  "bg-purple-500/6 text-purple-700 dark:text-purple-300 border-purple-500/20",
  "bg-orange-500/6 text-orange-700 dark:text-orange-300 border-orange-500/20",
];

/** STRAT-20: a perspective's band, behind the nodes, named at its top left. */
export function BandNode({ data }: NodeProps<BandFlowNode>) {
  return (
    <div
      className={cn("border-b", BAND_CLASSES[data.index % 4])}
      style={{ width: data.width, height: data.height }}
      data-band={data.name}
    >
      <span className="ml-3 inline-block pt-1.5 text-xs font-semibold tracking-wide uppercase">
        {data.name}
      </span>
    </div>
  );
}

const HANDLE =
  "!size-3 !border-2 !border-background !bg-primary opacity-70 transition-opacity group-hover:opacity-100";

/** STRAT-24: an objective coloured by its status, with its score; admins drag from its dots to link. */
export function ObjectiveNode({ data }: NodeProps<ObjectiveFlowNode>) {
  const { node, emphasis, canEdit } = data;
  const connecting = useConnection((c) => c.inProgress);
  const intl = useIntl();
  const dragToLink = intl.formatMessage(m.dragToLink);
  const status = node.status ?? "No Data";
  return (
    <div
      className={cn(
        "group relative flex flex-col justify-between rounded-lg border-2 bg-card px-3 py-2 shadow-sm transition-[opacity,box-shadow]",
        statusTextClass(status),
        emphasis === "dimmed" && "opacity-35 saturate-50",
        emphasis === "highlighted" && "shadow-md ring-2",
      )}
      style={{
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        borderColor: "currentcolor",
        ...(emphasis === "highlighted" && node.themeColor
          ? ({ "--tw-ring-color": node.themeColor } as React.CSSProperties)
          : {}),
      }}
      data-objective={node.name}
      data-status={status}
    >
      <span
        className={cn("absolute inset-0 rounded-md ring-0", statusSurfaceClass(status))}
        aria-hidden="true"
      />
      {node.themeColor ? (
        <span
          className="absolute top-2 bottom-2 left-0 w-1 rounded-r"
          style={{ background: node.themeColor }}
          aria-hidden="true"
        />
      ) : null}
      <span
        className="relative line-clamp-2 text-[13px] leading-snug font-semibold text-foreground"
        title={node.name}
      >
        {node.name}
      </span>
      <span className="relative flex items-baseline justify-between gap-2 text-xs">
        <span className={cn("font-bold tabular-nums", statusTextClass(status))}>
          {nodeScoreText(node, intl.formatMessage)}
        </span>
        <span className="truncate text-muted-foreground">{nodeStatusText(node, intl.formatMessage)}</span>
      </span>
      {canEdit ? (
        <>
          <Handle type="source" id="top" position={Position.Top} className={HANDLE} title={dragToLink} />
          <Handle
            type="source"
            id="bottom"
            position={Position.Bottom}
            className={HANDLE}
            title={dragToLink}
          />
          {/* The whole node is a drop target while a link is being drawn. */}
          <Handle
            type="target"
            id="in"
            position={Position.Top}
            isConnectableStart={false}
            className="!inset-0 !size-full !transform-none !rounded-lg !border-0 !bg-transparent"
            style={{ pointerEvents: connecting ? "all" : "none" }}
          />
        </>
      ) : null}
    </div>
  );
}

// One routing per change of the nodes or links, shared by every link drawn.
let routed: { nodes: unknown; edges: unknown; routes: Map<string, EdgeGeometry> } | null = null;

function routesOf(nodes: ReactFlowState["nodeLookup"], edges: readonly Edge[]): Map<string, EdgeGeometry> {
  if (routed && routed.nodes === nodes && routed.edges === edges) return routed.routes;
  const rects = new Map<string, Rect>();
  for (const [id, n] of nodes) {
    if (n.type !== "objective") continue;
    rects.set(id, {
      x: n.internals.positionAbsolute.x,
      y: n.internals.positionAbsolute.y,
      width: n.measured.width ?? NODE_WIDTH,
      height: n.measured.height ?? NODE_HEIGHT,
    });
  }
  const routes = routeLinks(
    rects,
    edges.map((e) => ({ id: e.id, from: e.source, to: e.target })),
  );
  routed = { nodes, edges, routes };
  return routes;
}

/** STRAT-25: a link from driver to outcome, weight by strength, dashed with a "−" when inverse. */
export function LinkEdge({ id, data, markerEnd, selected }: EdgeProps<LinkFlowEdge>) {
  // STRAT-25: every link is routed with the others (ports of their own, round other objectives), from
  // the objectives where they are drawn now.
  const g = useStore((store) => routesOf(store.nodeLookup, store.edges)).get(id);
  if (!g || !data) return null;
  const inverse = data.edge.direction === "inverse";
  return (
    <>
      <BaseEdge
        id={id}
        path={g.path}
        markerEnd={markerEnd}
        interactionWidth={18}
        style={{
          stroke: selected ? "var(--primary)" : "var(--foreground)",
          strokeOpacity: data.emphasis === "dimmed" ? 0.15 : selected ? 1 : 0.7,
          strokeWidth: STRENGTH_WIDTH[data.edge.strength],
          strokeDasharray: inverse ? "8 5" : undefined,
        }}
      />
      {inverse ? (
        <EdgeLabelRenderer>
          <span
            className="pointer-events-none absolute grid size-5 place-items-center rounded-full border border-foreground bg-background text-sm leading-none font-bold text-foreground"
            style={{
              transform: `translate(-50%, -50%) translate(${g.labelX}px, ${g.labelY}px)`,
              // Above the nodes: a link that crosses a band may pass behind one.
              zIndex: 1001,
              opacity: data.emphasis === "dimmed" ? 0.3 : 1,
            }}
            aria-hidden="true"
          >
            −
          </span>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
