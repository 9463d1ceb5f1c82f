import type { Api } from "./api";

type Perspective = "Financial" | "Customer" | "Internal_Process" | "Learning_Growth";

/**
 * The smallest scorecard, made through the API: a CEO function with one objective (weight 100) that
 * carries one KPI (weight 100). `assignment` is the rest of the KPI assignment: period, targets,
 * actuals, owner.
 */
export async function oneKpiScorecard(
  api: Api,
  options: {
    functionName?: string;
    objective?: { name: string; bscPerspective: Perspective };
    kpi: { name: string; unit: string; frequency: "monthly" | "quarterly" | "annual" };
    assignment: Record<string, unknown>;
  },
) {
  const ceo = await api.post("/api/functions", {
    name: options.functionName ?? "Head Office",
    parentId: null,
  });
  const objective = await api.post(
    "/api/objectives",
    options.objective ?? { name: "Win customers", bscPerspective: "Customer" },
  );
  const kpi = await api.post("/api/kpis", options.kpi);
  const objectiveAssignment = await api.post("/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const kpiAssignment = await api.post<{ id: string; version: string }>("/api/kpi-assignments", {
    kpiId: kpi.id,
    objectiveAssignmentId: objectiveAssignment.id,
    weight: 100,
    ...options.assignment,
  });
  return { ceo, objective, kpi, objectiveAssignment, kpiAssignment };
}
