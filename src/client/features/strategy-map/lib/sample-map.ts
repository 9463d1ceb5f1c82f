// A typed sample of GET /api/strategy-map for the layout and export tests.
import type { StrategyMap, StrategyMapEdge, StrategyMapNode } from "../../../../domain/schemas/strategy-map";

const node = (
  id: string,
  name: string,
  perspective: StrategyMapNode["perspective"],
  score: number | null,
  status: StrategyMapNode["status"],
): StrategyMapNode => ({
  objectiveAssignmentId: id,
  objectiveId: `objective-${id}`,
  name,
  perspective,
  themeId: null,
  themeName: null,
  themeColor: null,
  score,
  status,
  coverage: { reporting: score === null ? 0 : 1, total: 1 },
  weight: 25,
  position: null,
});

const edge = (
  id: string,
  from: string,
  to: string,
  extra: Partial<StrategyMapEdge> = {},
): StrategyMapEdge => ({
  id,
  functionId: "fn",
  fromObjectiveAssignmentId: from,
  toObjectiveAssignmentId: to,
  direction: "direct",
  strength: "moderate",
  hypothesis: null,
  version: "1",
  createdAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
  evidence: null,
  ...extra,
});

export const SAMPLE_MAP: StrategyMap = {
  functionId: "fn",
  functionName: "CEO Office",
  year: 2026,
  frequency: "quarterly",
  period: "q4",
  view: "period",
  perspectives: [
    { key: "Financial", name: "Financial" },
    { key: "Customer", name: "Customer" },
    { key: "Internal_Process", name: "Internal Process" },
    { key: "Learning_Growth", name: "Learning & Growth" },
  ],
  themes: [],
  nodes: [
    node("f1", "Grow revenue", "Financial", 92, "On Target"),
    node("c1", "Delighted customers & <partners>", "Customer", 71, "At Risk"),
    node("p1", "Faster delivery", "Internal_Process", null, null),
    node("l1", "Engaged people", "Learning_Growth", 55, "Below Target"),
  ],
  edges: [
    edge("e1", "l1", "p1", {
      strength: "strong",
      evidence: { periods: 14, lag: 1, correlation: 0.71, supports: true },
    }),
    edge("e2", "p1", "c1"),
    edge("e3", "c1", "f1", { direction: "inverse", strength: "weak" }),
  ],
};
