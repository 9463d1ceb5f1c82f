import { applyNodeChanges, type Connection, type NodeChange, useReactFlow } from "@xyflow/react";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { strategyLinksResource } from "../../../../domain/resources";
import type { StrategyLink, StrategyMap } from "../../../../domain/schemas/strategy-map";
import { commonMessages } from "../../../components/messages";
import { toast } from "../../../components/ui/toast-store";
import { writeToasts } from "../../../components/write-toasts";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useCreate, useRead, useWrite } from "../../../lib/resources";
import { strategyMapMessages as m } from "../messages";
import { downloadPng, downloadSvg, exportFileName } from "./download";
import { buildMapSvg, mapExportTitle } from "./export-svg";
import {
  buildFlowEdges,
  buildFlowNodes,
  canvasHeightFor,
  emphasisFor,
  type FlowNode,
  maxPerRowFor,
} from "./flow-elements";
import { clampToBand, layoutMap } from "./layout";

export type StrategyMapQuery = {
  /** null: the CEO function (Corporate BSC, UI-10). */
  functionId: string | null;
  year: number;
  /** The scorecard's query; left out, the server's defaults (STRAT-6). */
  frequency?: string;
  period?: string;
  view?: string;
};

/**
 * The canvas's width, followed as it changes: it decides how many objectives share a row of a band
 * and how far the bands stretch, so the bands fill the canvas whatever the zoom.
 */
function useCanvasWidth() {
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
  return { canvasWidth, canvasRef };
}

/** The save of a dragged node's place (STRAT-23) and the creation of a link drawn between two nodes. */
function useMapWrites(onLinkCreated: (id: string) => void) {
  const intl = useIntl();
  const savePositions = useWrite(
    strategyLinksResource,
    (body: { functionId: string; positions: { objectiveAssignmentId: string; x: number; y: number }[] }) =>
      api.put<unknown>("/api/strategy-map/positions", body),
    {
      silent: true,
      onError: (e) =>
        toast({
          title: intl.formatMessage(m.positionNotSaved),
          description: describeFailure(e, intl.formatMessage(commonMessages.tryAgainLater)),
          variant: "destructive",
        }),
    },
  );
  const createLink = useCreate<unknown, StrategyLink>(strategyLinksResource, {
    silent: true,
    onSuccess: (link) => {
      writeToasts(intl.formatMessage(m.linkAdded), "").onSuccess();
      onLinkCreated(link.id);
    },
    onError: (e) =>
      toast({
        title: intl.formatMessage(m.linkNotAdded),
        description: describeFailure(e, intl.formatMessage(commonMessages.tryAgainLater)),
        variant: "destructive",
      }),
  });
  return { savePositions, createLink };
}

/**
 * UI-47: the Strategy Map's state: the map of the query, its layout on the canvas, the theme that
 * highlights, the selected link and the explained objective, and what dragging, linking, the keyboard
 * and the exports do.
 */
export function useStrategyMap(
  query: StrategyMapQuery,
  canEdit: boolean,
  themeId: string | null | undefined,
) {
  const params = {
    functionId: query.functionId ?? undefined,
    year: query.year,
    frequency: query.frequency,
    period: query.period,
    view: query.view,
  };
  const read = useRead<StrategyMap>("/api/strategy-map", { params, keepPrevious: true, silent: true });
  const map = read.data;
  const [ownTheme, setOwnTheme] = useState<string | null>(null);
  const activeTheme = themeId === undefined ? ownTheme : themeId;
  const [selectedLink, setSelectedLink] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<string | null>(null);
  const { canvasWidth, canvasRef } = useCanvasWidth();
  const fiscalStart = useFiscalStartMonth();
  const intl = useIntl();
  const maxPerRow = maxPerRowFor(canvasWidth);

  const nameOf = useMemo(() => {
    const names = new Map((map?.nodes ?? []).map((n) => [n.objectiveAssignmentId, n.name]));
    const unknown = intl.formatMessage(m.unknownObjective);
    return (id: string) => names.get(id) ?? unknown;
  }, [map, intl]);
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
  const canvasHeight = canvasHeightFor(layout, canvasWidth);
  const emphasisOf = useMemo(() => emphasisFor(map, activeTheme), [map, activeTheme]);

  const builtNodes = useMemo<FlowNode[]>(
    () =>
      map && layout ? buildFlowNodes({ map, layout, emphasisOf, canEdit, canvasWidth, canvasHeight }) : [],
    [map, layout, emphasisOf, canEdit, canvasWidth, canvasHeight],
  );
  const [nodes, setNodes] = useState<FlowNode[]>(builtNodes);
  useEffect(() => setNodes(builtNodes), [builtNodes]);
  // A new layout or canvas size is fitted again (the first fit is fitView's own).
  const { fitView } = useReactFlow();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the layout or the canvas changes
  useEffect(() => {
    const timer = setTimeout(() => void fitView({ padding: 0.02, maxZoom: 1.2 }), 30);
    return () => clearTimeout(timer);
  }, [layout, canvasWidth, canvasHeight, fitView]);

  const edges = useMemo(
    () => buildFlowEdges({ edges: map?.edges ?? [], selectedLink, activeTheme, emphasisOf, nameOf }),
    [map, selectedLink, activeTheme, emphasisOf, nameOf],
  );

  const { savePositions, createLink } = useMapWrites(setSelectedLink);
  const onNodesChange = (changes: NodeChange<FlowNode>[]) =>
    setNodes((current) => applyNodeChanges(changes, current));
  const onConnect = (connection: Connection) => {
    if (!canEdit || connection.source === connection.target) return;
    createLink.mutate({
      fromObjectiveAssignmentId: connection.source,
      toObjectiveAssignmentId: connection.target,
    });
  };
  // STRAT-23: a dragged node's place is kept for the function (admins).
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

  // STRAT-31: the title names the period as the screen does, in the organization's fiscal year.
  const svgOf = () =>
    map && layout
      ? buildMapSvg(map, layout, intl.formatMessage, mapExportTitle(map, intl.formatMessage, fiscalStart))
      : "";
  const exportSvg = () => map && downloadSvg(svgOf(), exportFileName(map.functionName, map.year, "svg"));
  const exportPng = () =>
    map &&
    downloadPng(svgOf(), exportFileName(map.functionName, map.year, "png")).catch((e: unknown) =>
      toast({
        title: intl.formatMessage(m.pngFailed),
        description: describeFailure(e, intl.formatMessage(m.trySvg)),
        variant: "destructive",
      }),
    );

  return {
    params,
    read,
    map,
    layout,
    nameOf,
    ownTheme,
    setOwnTheme,
    selectedLink,
    setSelectedLink,
    explaining,
    setExplaining,
    canvasRef,
    canvasHeight,
    nodes,
    edges,
    onNodesChange,
    onConnect,
    savePosition,
    onKeyDown,
    svgOf,
    exportSvg,
    exportPng,
  };
}

export type StrategyMapState = ReturnType<typeof useStrategyMap>;
