// The reads of Set and Cascade (CASCADE-14, CASCADE-15): the function chart and one function's
// assignments, so the screen no longer downloads every assignment of the organization (UI-95).
import { eq } from "drizzle-orm";
import type { CascadeFunction, CascadeFunctionRead, CascadeTree } from "../../../domain/schemas/set-cascade";
import { fiscalYearNow } from "../../db/fiscal-year";
import { objectiveAssignments } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { selectKpiAssignments, selectObjectiveAssignments } from "../assignments";
import { readFunctions } from "../functions";

/** CASCADE-14: the chart's fields of a function (the list's, without the organization and the timestamps). */
function chartFunction(fn: Awaited<ReturnType<typeof readFunctions>>[number]): CascadeFunction {
  return {
    id: fn.id,
    name: fn.name,
    description: fn.description,
    level: fn.level,
    parentId: fn.parentId,
    headUserId: fn.headUserId,
    headName: fn.headName,
    objectiveCount: fn.objectiveCount,
    kpiCount: fn.kpiCount,
    version: fn.version,
  };
}

/** CASCADE-14: every function with the counts GET /api/functions gives, in the same order. */
export function readCascadeTree(deps: ServiceDeps, actor: TenantContext): Promise<CascadeTree> {
  return withTenant(deps.db, actor, async (tx) => ({
    functions: (await readFunctions(tx, actor)).map(chartFunction),
  }));
}

/**
 * CASCADE-15: one function's objective and KPI assignments of `year` (default: the fiscal year of today,
 * FISCAL-2), as GET /api/objective-assignments and GET /api/kpi-assignments answer them, and the parent
 * function's objective assignments of that year. Another organization's function is not found (TENANT-2).
 */
export function readCascadeFunction(
  deps: ServiceDeps,
  actor: TenantContext,
  functionId: string,
  year?: number,
): Promise<CascadeFunctionRead> {
  return withTenant(deps.db, actor, async (tx) => {
    const [fn] = await readFunctions(tx, actor, functionId);
    if (!fn) throw notFound("Function not found");
    const theYear = year ?? (await fiscalYearNow(tx, actor));
    const ofFunction = (id: string) => eq(objectiveAssignments.organizationFunctionId, id);
    const objectives = await selectObjectiveAssignments(tx, actor, theYear, ofFunction(fn.id));
    const kpis = await selectKpiAssignments(tx, actor, theYear, ofFunction(fn.id), false, true);
    const parents = fn.parentId
      ? await selectObjectiveAssignments(tx, actor, theYear, ofFunction(fn.parentId))
      : [];
    return {
      year: theYear,
      function: chartFunction(fn),
      objectiveAssignments: objectives,
      kpiAssignments: kpis,
      parentObjectiveAssignments: parents,
    };
  });
}
