// How a link and a node read in words and look as lines (UI-48, UI-52), shared by the live map,
// the text outline and the export.
import type { StrategyMapEdge, StrategyMapNode } from "../../../../domain/schemas/strategy-map";
import { type ScoreColor, statusColor } from "../../../../domain/scoring";
import type { LinkStrength } from "../../../../domain/strategy-links";

/** STRAT-25: line weight by claimed strength. */
export const STRENGTH_WIDTH: Record<LinkStrength, number> = { weak: 1.5, moderate: 3, strong: 5 };

/** SCORE-10: the status colours as plain colours (the export and the map's node borders). */
export const STATUS_HEX: Record<ScoreColor, { stroke: string; fill: string; text: string }> = {
  green: { stroke: "#10b981", fill: "#ecfdf5", text: "#047857" },
  yellow: { stroke: "#f59e0b", fill: "#fffbeb", text: "#b45309" },
  red: { stroke: "#ef4444", fill: "#fef2f2", text: "#b91c1c" },
  grey: { stroke: "#94a3b8", fill: "#f8fafc", text: "#475569" },
};

/** STRAT-24: a node without a status (no KPIs) reads as No Data. */
export const nodeColor = (node: Pick<StrategyMapNode, "status">): ScoreColor =>
  statusColor(node.status ?? "No Data");

export const nodeScoreText = (node: Pick<StrategyMapNode, "score">) =>
  node.score === null ? "No score" : `${node.score}%`;

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

/** STRAT-28: the evidence in words; never says the link is proven. */
export function evidenceText(edge: Pick<StrategyMapEdge, "evidence" | "direction">): string {
  const e = edge.evidence;
  if (!e) return "not enough data";
  const lag = e.lag === 0 ? "" : `, outcome ${months(e.lag)} later`;
  return `r = ${e.correlation.toFixed(2)} over ${months(e.periods)}${lag}`;
}

/** STRAT-28: whether the figures go the way the link claims (never a proof). */
export function evidenceVerdict(edge: Pick<StrategyMapEdge, "evidence">): string | null {
  if (!edge.evidence) return null;
  return edge.evidence.supports ? "consistent with the claim" : "not consistent with the claim";
}

/** STRAT-27: "Engaged people → Faster delivery, strong, direct, r = 0.71 over 14 months". */
export function linkSentence(
  edge: Pick<
    StrategyMapEdge,
    "fromObjectiveAssignmentId" | "toObjectiveAssignmentId" | "strength" | "direction" | "evidence"
  >,
  nameOf: (objectiveAssignmentId: string) => string,
): string {
  return `${nameOf(edge.fromObjectiveAssignmentId)} → ${nameOf(edge.toObjectiveAssignmentId)}, ${edge.strength}, ${edge.direction}, ${evidenceText(edge)}`;
}
