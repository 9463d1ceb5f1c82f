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
import { errorMessages as m } from "../../error-messages";
import { formulaTree } from "../../formulas";
import { described, forbidden, HttpError } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { selectKpiAssignments, selectObjectiveAssignments } from "../assignments";
import { readFunctions, subtreeFunctionIds } from "../functions";

/**
 * SIGNAL-8: administrators, and the head of the function or of one above it; without a function, a
 * member who is no administrator gets the functions they head (none: no findings).
 */
export function scorecardHealthOf(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { functionId?: string; year?: number },
): Promise<HealthFinding[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const functions = await readFunctions(tx, actor);
    const headed = actor.role === "admin" ? null : new Set(await subtreeFunctionIds(tx, actor, actor.userId));
    let inTree: Set<string>;
    if (!query.functionId && headed) {
      // A member's own scorecards: every function they head, and below (none: nothing to lint).
      if (headed.size === 0) return [];
      inTree = headed;
    } else {
      const root = query.functionId
        ? functions.find((fn) => fn.id === query.functionId)
        : (findCeoFunction(functions) ?? functions.find((fn) => fn.parentId === null));
      if (!root) throw new HttpError(404, described(m.functionNotFound));
      if (headed && !headed.has(root.id)) throw forbidden();
      inTree = subtreeOf(functions, root.id);
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

/** A function and every function below it. */
function subtreeOf(
  functions: readonly { id: string; parentId: string | null }[],
  rootId: string,
): Set<string> {
  const tree = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const fn of functions) {
      if (fn.parentId && tree.has(fn.parentId) && !tree.has(fn.id)) {
        tree.add(fn.id);
        grew = true;
      }
    }
  }
  return tree;
}
