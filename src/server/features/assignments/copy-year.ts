// TARGET-5, TARGET-6: copy one year's targets and weights of a function's assignments to another year,
// in one transaction with its activity rows.
import { and, eq, inArray, or } from "drizzle-orm";
import type { CopyYearResponse } from "../../../domain/schemas/assignment-changes";
import {
  kpiActiveIn,
  kpiWeightIn,
  objectiveActiveIn,
  objectiveWeightIn,
  setKpiWeight,
  setObjectiveWeight,
} from "../../db/assignment-years";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { inFiscalYear, rowFiscalYear } from "../../db/measurement-years";
import { kpiAssignments, kpiMeasurements, objectiveAssignments } from "../../db/schema";
import type { Actor } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { writeValues } from "../../values";
import { functionRows } from "./lookups";

/**
 * TARGET-5: for every objective and KPI assignment of the function that is part of both years, the
 * weight of `fromYear` becomes `toYear`'s own weight, and the period targets of `fromYear` are written
 * to `toYear`. TARGET-6: a target already set in `toYear` is kept unless `overwrite`; a period with no
 * target in `fromYear` is left as it is. Actual results are never copied.
 */
export function copyYear(
  deps: ServiceDeps,
  actor: Actor,
  functionId: string,
  input: { fromYear: number; toYear: number; overwrite?: boolean },
): Promise<CopyYearResponse> {
  const { fromYear, toYear } = input;
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    // TENANT-2: another organization's function is a 404.
    const fn = await functionRows.find(tx, actor, functionId);
    const objectivesOf = await tx
      .select({ id: objectiveAssignments.id, weight: objectiveWeightIn(fromYear) })
      .from(objectiveAssignments)
      .where(
        and(
          inOrganization(objectiveAssignments.organizationId, actor.orgId),
          eq(objectiveAssignments.organizationFunctionId, fn.id),
          objectiveActiveIn(fromYear),
          objectiveActiveIn(toYear),
        ),
      );
    const kpisOf = await tx
      .select({ id: kpiAssignments.id, weight: kpiWeightIn(fromYear) })
      .from(kpiAssignments)
      .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
      .where(
        and(
          inOrganization(kpiAssignments.organizationId, actor.orgId),
          eq(objectiveAssignments.organizationFunctionId, fn.id),
          kpiActiveIn(fromYear),
          kpiActiveIn(toYear),
        ),
      );

    let weightsCopied = 0;
    for (const objective of objectivesOf) {
      if (await setObjectiveWeight(tx, actor, objective.id, toYear, Number(objective.weight), true))
        weightsCopied++;
    }
    for (const kpi of kpisOf) {
      if (await setKpiWeight(tx, actor, kpi.id, toYear, Number(kpi.weight), true)) weightsCopied++;
    }

    const ids = kpisOf.map((kpi) => kpi.id);
    // FISCAL-8: each row under the fiscal year its month falls in.
    const start = await fiscalStartMonthOf(tx, actor);
    const stored =
      ids.length === 0
        ? []
        : await tx
            .select({
              id: kpiMeasurements.kpiAssignmentId,
              year: rowFiscalYear(start),
              key: kpiMeasurements.periodKey,
              target: kpiMeasurements.target,
            })
            .from(kpiMeasurements)
            .where(
              and(
                inOrganization(kpiMeasurements.organizationId, actor.orgId),
                inArray(kpiMeasurements.kpiAssignmentId, ids),
                or(inFiscalYear(fromYear, start), inFiscalYear(toYear, start)),
              ),
            );
    const targetsAt = (id: string, year: number) =>
      new Map(
        stored
          .filter((row) => row.id === id && row.year === year && row.target !== null)
          .map((row) => [row.key, row.target as number]),
      );

    // TARGET-6: a target already set in toYear is kept unless overwrite. The writer refuses a copy into
    // a closed period of toYear (LOCK-3) and records each KPI assignment's changed targets.
    const written = await writeValues(
      w,
      deps,
      kpisOf.map((kpi) => {
        const to = targetsAt(kpi.id, toYear);
        const targets = [...targetsAt(kpi.id, fromYear)].filter(([key]) => input.overwrite || !to.has(key));
        return { kpiAssignmentId: kpi.id, year: toYear, targets: Object.fromEntries(targets) };
      }),
      { source: "copy" },
    );
    const targetsCopied = written.changes.reduce((sum, change) => sum + change.targets.length, 0);
    // ACTIVITY-1: the copy itself, on the function.
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "other",
      entityId: fn.id,
      entityName: fn.name,
      category: "assignments",
      details: {
        functionName: fn.name,
        period: String(toYear),
        newValue: { copiedFromYear: fromYear, toYear, targetsCopied, weightsCopied },
      },
    });
    const message = `Copied ${targetsCopied} ${targetsCopied === 1 ? "target" : "targets"} and ${weightsCopied} ${
      weightsCopied === 1 ? "weight" : "weights"
    } from ${fromYear} to ${toYear}`;
    return { message, fromYear, toYear, targetsCopied, weightsCopied };
  });
}
