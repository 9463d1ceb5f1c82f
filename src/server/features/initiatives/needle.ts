// "Did it move the needle" (INIT-20..INIT-26): the stored values of each target KPI,
// scored period by period with the scorecard's own engine (domain/initiatives.needleOf → scoreKpi).
import { and, eq, inArray } from "drizzle-orm";
import { NEEDLE_MAX_YEARS_BACK, needleOf, type YearValues } from "../../../domain/initiatives";
import { fiscalYearOf, type PeriodKey } from "../../../domain/periods";
import type { IsoDate } from "../../../domain/reporting-calendar";
import type { Needle } from "../../../domain/schemas/initiatives";
import type { ScoringSettings } from "../../../domain/scoring";
import type { Tx } from "../../db/client";
import { joinKpiPlace } from "../../db/kpi-place";
import { kpiScoringColumns } from "../../db/kpi-scoring-columns";
import { inFiscalYears, rowFiscalYear } from "../../db/measurement-years";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  organizationFunctions,
} from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { kpiAssignmentRows } from "./rows";

/**
 * INIT-22: the needle of each KPI assignment, in the order given. A KPI's values are its assignment's
 * own, across years; a (year, period) the assignment has no row for is taken from another assignment of
 * the same library KPI in the same function (the organization's earlier or later placing of it), so a
 * KPI re-assigned under another objective keeps its history.
 */
export async function needlesOf(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentIds: readonly string[],
  context: { startDate: IsoDate; today: IsoDate; fiscalYearStartMonth: number; scoring: ScoringSettings },
): Promise<Needle[]> {
  if (kpiAssignmentIds.length === 0) return [];
  const targets = await joinKpiPlace(
    tx
      .select({
        id: kpiAssignments.id,
        kpiId: kpiAssignments.kpiId,
        functionId: objectiveAssignments.organizationFunctionId,
        functionName: organizationFunctions.name,
        name: kpis.name,
        ...kpiScoringColumns,
      })
      .from(kpiAssignments)
      .$dynamic(),
  ).where(kpiAssignmentRows.byIds(actor, [...kpiAssignmentIds]));
  if (targets.length === 0) return [];

  const [sy, sm] = context.startDate.split("-").map(Number) as [number, number];
  const [ty, tm] = context.today.split("-").map(Number) as [number, number];
  const startYear = fiscalYearOf({ year: sy, month: sm }, context.fiscalYearStartMonth);
  const lastYear = Math.max(startYear, fiscalYearOf({ year: ty, month: tm }, context.fiscalYearStartMonth));
  const firstYear = startYear - NEEDLE_MAX_YEARS_BACK;

  // Every assignment of the same KPIs in the same functions (the targets themselves included).
  const siblings = await tx
    .select({
      id: kpiAssignments.id,
      kpiId: kpiAssignments.kpiId,
      functionId: objectiveAssignments.organizationFunctionId,
    })
    .from(kpiAssignments)
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .where(
      and(
        inOrganization(kpiAssignments.organizationId, actor.orgId),
        inArray(kpiAssignments.kpiId, [...new Set(targets.map((t) => t.kpiId))]),
      ),
    );
  const rows = await tx
    .select({
      kpiAssignmentId: kpiMeasurements.kpiAssignmentId,
      // FISCAL-8: each row under the fiscal year its month falls in.
      year: rowFiscalYear(context.fiscalYearStartMonth),
      periodKey: kpiMeasurements.periodKey,
      target: kpiMeasurements.target,
      actual: kpiMeasurements.actual,
    })
    .from(kpiMeasurements)
    .where(
      and(
        inOrganization(kpiMeasurements.organizationId, actor.orgId),
        inArray(kpiMeasurements.kpiAssignmentId, [...new Set(siblings.map((s) => s.id))]),
        inFiscalYears(firstYear, lastYear, context.fiscalYearStartMonth),
      ),
    );
  const rowsOf = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = rowsOf.get(row.kpiAssignmentId) ?? [];
    list.push(row);
    rowsOf.set(row.kpiAssignmentId, list);
  }

  const byId = new Map(targets.map((t) => [t.id, t]));
  return kpiAssignmentIds.flatMap((id) => {
    const target = byId.get(id);
    if (!target) return [];
    const years = new Map<number, YearValues>();
    const put = (row: (typeof rows)[number]) => {
      const values = years.get(row.year) ?? { targets: {}, actuals: {} };
      const key = row.periodKey as PeriodKey;
      values.targets[key] = row.target;
      values.actuals[key] = row.actual;
      years.set(row.year, values);
    };
    const taken = new Set<string>();
    for (const row of rowsOf.get(target.id) ?? []) {
      put(row);
      taken.add(`${row.year}:${row.periodKey}`);
    }
    const others = siblings.filter(
      (s) => s.id !== target.id && s.kpiId === target.kpiId && s.functionId === target.functionId,
    );
    for (const other of others) {
      for (const row of rowsOf.get(other.id) ?? []) {
        const slot = `${row.year}:${row.periodKey}`;
        if (taken.has(slot) || (row.target === null && row.actual === null)) continue;
        put(row);
        taken.add(slot);
      }
    }
    const result = needleOf({
      frequency: target.frequency,
      isCumulative: target.isCumulative,
      aggregation: target.aggregation,
      unit: target.unit,
      polarity: target.polarity,
      scoring: target.scoring,
      baseline: target.baseline,
      settings: context.scoring,
      fiscalYearStartMonth: context.fiscalYearStartMonth,
      years,
      startDate: context.startDate,
      today: context.today,
    });
    return [
      {
        kpiAssignmentId: target.id,
        name: target.name,
        functionName: target.functionName,
        unit: target.unit,
        frequency: target.frequency,
        ...result,
      },
    ];
  });
}
