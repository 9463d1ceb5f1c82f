// How a link and a node read in words and look as lines (UI-48, UI-52), shared by the live map,
// the text outline and the export.
import type { IntlShape } from "react-intl";
import type { StrategyMapEdge, StrategyMapNode } from "../../../../domain/schemas/strategy-map";
import type { KpiStatus } from "../../../../domain/scoring";
import { type ScoreColor, statusColor } from "../../../../domain/scoring";
import type { LinkStrength } from "../../../../domain/strategy-links";
import { strategyMapMessages as m } from "../messages";

/** docs/decisions/025: react-intl's formatMessage (useIntl() in a component, createIntl in a test). */
export type Format = IntlShape["formatMessage"];

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

export const nodeScoreText = (node: Pick<StrategyMapNode, "score">, format: Format) =>
  node.score === null ? format(m.noScore) : format(m.scorePercent, { score: node.score });

/** A status's key in the message m.status (an ICU select takes no spaces). */
const STATUS_KEY: Record<KpiStatus, string> = {
  "Exceeds Target": "exceeds",
  "On Target": "on",
  "Near Target": "near",
  "At Risk": "risk",
  "Below Target": "below",
  "No Data": "none",
};

/** SCORE-5: a node's status in the screens' language (a node without KPIs reads as No Data). */
export const nodeStatusText = (node: Pick<StrategyMapNode, "status">, format: Format) =>
  format(m.status, { status: STATUS_KEY[node.status ?? "No Data"] });

/** STRAT-28: the evidence in words; never says the link is proven. */
export function evidenceText(edge: Pick<StrategyMapEdge, "evidence" | "direction">, format: Format): string {
  const e = edge.evidence;
  if (!e) return format(m.notEnoughData);
  return e.lag === 0
    ? format(m.evidence, { r: e.correlation, periods: e.periods })
    : format(m.evidenceLagged, { r: e.correlation, periods: e.periods, lag: e.lag });
}

/** STRAT-28: whether the figures go the way the link claims (never a proof). */
export function evidenceVerdict(edge: Pick<StrategyMapEdge, "evidence">, format: Format): string | null {
  if (!edge.evidence) return null;
  return format(edge.evidence.supports ? m.consistent : m.notConsistent);
}

/** STRAT-27: "Engaged people → Faster delivery, strong, direct, r = 0.71 over 14 months". */
export function linkSentence(
  edge: Pick<
    StrategyMapEdge,
    "fromObjectiveAssignmentId" | "toObjectiveAssignmentId" | "strength" | "direction" | "evidence"
  >,
  nameOf: (objectiveAssignmentId: string) => string,
  format: Format,
): string {
  return format(m.linkSentence, {
    from: nameOf(edge.fromObjectiveAssignmentId),
    to: nameOf(edge.toObjectiveAssignmentId),
    strength: format(m.strength, { strength: edge.strength }),
    direction: format(m.direction, { direction: edge.direction }),
    evidence: evidenceText(edge, format),
  });
}
