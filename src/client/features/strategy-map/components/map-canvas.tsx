import { ConnectionMode, Controls, ReactFlow } from "@xyflow/react";
import { useIntl } from "react-intl";
import { useTheme } from "../../../lib/use-theme";
import type { FlowNode } from "../lib/flow-elements";
import type { StrategyMapState } from "../lib/use-strategy-map";
import { strategyMapMessages as m } from "../messages";
import { BandNode, LinkEdge, type LinkFlowEdge, ObjectiveNode } from "./map-elements";

const nodeTypes = { objective: ObjectiveNode, band: BandNode };
const edgeTypes = { link: LinkEdge };

/** UI-48: the live map: bands, objectives and links, dragged and linked by admins (STRAT-21..STRAT-23). */
export function MapCanvas({ state, canEdit }: { state: StrategyMapState; canEdit: boolean }) {
  const intl = useIntl();
  const { theme } = useTheme();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter on the library's focusable nodes and links
    <div
      className="overflow-hidden rounded-xl border bg-background print:hidden"
      style={{ height: state.canvasHeight }}
      onKeyDown={state.onKeyDown}
      data-testid="map-canvas"
      ref={state.canvasRef}
    >
      <ReactFlow<FlowNode, LinkFlowEdge>
        nodes={state.nodes}
        edges={state.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={state.onNodesChange}
        onConnect={state.onConnect}
        connectionMode={ConnectionMode.Strict}
        onNodeClick={(_, node) => node.type === "objective" && state.setExplaining(node.id)}
        onEdgeClick={(_, edge) => state.setSelectedLink(edge.id)}
        onNodeDragStop={(_, node) => state.savePosition(node)}
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
        aria-label={intl.formatMessage(m.canvasLabel)}
      >
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
    </div>
  );
}
