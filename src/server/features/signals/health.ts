// Scorecard health (SIGNAL-8, SIGNAL-9): the linter's findings for a function and every function below
// it, for the year, read as the KPI screens read it (calculated KPIs included, CALC-11).
import { formulaCodes } from "../../../domain/formula";
import { perspectiveName } from "../../../domain/labels";
import { periodKeysFor } from "../../../domain/periods";
import { BSC_PERSPECTIVES, findCeoFunction } from "../../../domain/scorecard";
import { type HealthFinding, scorecardHealth } from "../../../domain/signals/scorecard-health";
import { fiscalStartMonthOf, fiscalYearNow } from "../../db/fiscal-year";
import { organizationSettingsOf } from "../../db/organization-settings";
import { type TenantContext, withTenant } from "../../db/tenant";
import { formulaTree } from "../../formulas";
import { forbidden, HttpError } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { selectKpiAssignments, selectObjectiveAssignments } from "../assignments";
import { readFunctions, subtreeFunctionIds } from "../functions";

/** SIGNAL-8: administrators, and the head of the function or of one above it. */
export function scorecardHealthOf(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { functionId?: string; year?: number },
): Promise<HealthFinding[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const functions = await readFunctions(tx, actor);
    const root = query.functionId
      ? functions.find((fn) => fn.id === query.functionId)
      : (findCeoFunction(functions) ?? functions.find((fn) => fn.parentId === null));
    if (!root) throw new HttpError(404, "Function not found");
    if (actor.role !== "admin" && !(await subtreeFunctionIds(tx, actor, actor.userId)).includes(root.id)) {
      throw forbidden();
    }
    const inTree = new Set([root.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const fn of functions) {
        if (fn.parentId && inTree.has(fn.parentId) && !inTree.has(fn.id)) {
          inTree.add(fn.id);
          grew = true;
        }
      }
    }
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    const start = await fiscalStartMonthOf(tx, actor);
    const settings = await organizationSettingsOf(tx, actor.orgId);
    const objectives = (await selectObjectiveAssignments(tx, actor, year)).filter((o) =>
      inTree.has(o.organizationFunctionId),
    );
    const kpis = (await selectKpiAssignments(tx, actor, year)).filter((k) =>
      inTree.has(k.organizationFunctionId),
    );
    const lastYear = new Map(
      (await selectKpiAssignments(tx, actor, year - 1, undefined, true)).map((k) => [k.id, k]),
    );
    return scorecardHealth({
      functions: functions.filter((fn) => inTree.has(fn.id)).map((fn) => ({ id: fn.id, name: fn.name })),
      objectives: objectives.map((o) => ({
        id: o.id,
        name: o.objectiveName,
        functionId: o.organizationFunctionId,
        perspective: o.bscPerspective,
        weight: o.weight,
      })),
      kpis: kpis.map((k) => {
        const keys = periodKeysFor(k.frequency, start);
        const before = lastYear.get(k.id);
        const tree = formulaTree(k.formula);
        return {
          id: k.id,
          name: k.kpiName,
          unit: k.unit,
          ownerId: k.ownerId,
          objectiveAssignmentId: k.objectiveAssignmentId,
          weight: k.weight,
          scoring: k.scoring,
          polarity: k.polarity,
          code: k.kpiCode ?? null,
          formulaCodes: tree ? formulaCodes(tree) : null,
          targets: keys.map((key) => k.targets[key] ?? null),
          actuals: keys.map((key) => k.actualResults[key] ?? null),
          history: before ? keys.map((key) => before.actualResults[key] ?? null) : [],
        };
      }),
      perspectives: BSC_PERSPECTIVES.map((key) => ({ key, name: perspectiveName(key, settings) })),
    });
  });
}
