// UI-47, STRAT-20..STRAT-26: the map's data as the nodes and links @xyflow/react draws. Pure, so the
// canvas's sizing and the links' emphasis can be checked without a browser.
import { MarkerType } from "@xyflow/react";
import type { StrategyMap } from "../../../../domain/schemas/strategy-map";
import type { BandFlowNode, Emphasis, LinkFlowEdge, ObjectiveFlowNode } from "../components/map-elements";
import { BAND_LABEL_HEIGHT, BAND_PADDING, GAP_X, type MapLayout, NODE_WIDTH } from "./layout";
import { STRENGTH_WIDTH } from "./links";

export type FlowNode = ObjectiveFlowNode | BandFlowNode;

/** How many objectives share a row of a band on a canvas this wide (phones get two); 0: not measured. */
export function maxPerRowFor(canvasWidth: number): number {
  if (canvasWidth > 0 && canvasWidth < 640) return 2;
  if (canvasWidth > 0 && canvasWidth < 900) return 4;
  return 6;
}

/** Tall enough to show the whole map at the zoom its width allows (at most 760 px; then pan and zoom). */
export function canvasHeightFor(layout: Pick<MapLayout, "width" | "height"> | null, canvasWidth: number) {
  if (!layout) return 480;
  const zoom = Math.min(1.2, canvasWidth > 0 ? canvasWidth / layout.width : 1);
  return Math.round(Math.min(Math.max(layout.height * zoom + 16, 280), 760));
}

/** STRAT-26: a theme highlights its objectives and dims the rest; no theme, all are normal. */
export function emphasisFor(map: StrategyMap | undefined, activeTheme: string | null) {
  const themeOf = new Map((map?.nodes ?? []).map((n) => [n.objectiveAssignmentId, n.themeId]));
  return (id: string): Emphasis =>
    activeTheme === null ? "normal" : themeOf.get(id) === activeTheme ? "highlighted" : "dimmed";
}

/** The perspectives' bands behind the objectives, and the objectives at their laid-out places. */
export function buildFlowNodes({
  map,
  layout,
  emphasisOf,
  canEdit,
  canvasWidth,
  canvasHeight,
}: {
  map: StrategyMap;
  layout: MapLayout;
  emphasisOf: (id: string) => Emphasis;
  canEdit: boolean;
  canvasWidth: number;
  canvasHeight: number;
}): FlowNode[] {
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
}

/** The links, dimmed when a theme is picked and neither end is in it; the selected one in the primary colour. */
export function buildFlowEdges({
  edges,
  selectedLink,
  activeTheme,
  emphasisOf,
  nameOf,
}: {
  edges: StrategyMap["edges"];
  selectedLink: string | null;
  activeTheme: string | null;
  emphasisOf: (id: string) => Emphasis;
  nameOf: (id: string) => string;
}): LinkFlowEdge[] {
  return edges.map((edge) => {
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
  });
}
