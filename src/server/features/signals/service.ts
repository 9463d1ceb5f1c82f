// A KPI assignment's statistics (SIGNAL-1..SIGNAL-7): its actuals of this year and the two before, read
// as the KPI screens read them (calculated KPIs computed, CALC-11), handed to the pure domain functions.
import { eq } from "drizzle-orm";
import { combine } from "../../../domain/aggregation";
import { aggregationOfKpi } from "../../../domain/measures";
import { type PeriodKey, periodKeysFor, periodLabel } from "../../../domain/periods";
import type { KpiAssignment } from "../../../domain/schemas/assignments";
import type { ForecastAnswer, SignalsAnswer, TargetHelpAnswer } from "../../../domain/schemas/signals";
import { forecastYear } from "../../../domain/signals/forecast";
import { targetHelp } from "../../../domain/signals/target-help";
import { processLimits, type SeriesPoint } from "../../../domain/signals/xmr";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow } from "../../db/fiscal-year";
import { kpiAssignments } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { errorMessages as m } from "../../error-messages";
import { badRequest, described, HttpError } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { selectKpiAssignments } from "../assignments";

/** SIGNAL-1: the years the chart and the forecast look back over, the year asked for included. */
const YEARS_LOOKED_AT = 3;

type Years = { start: number; years: { year: number; assignment: KpiAssignment }[] };

/** The assignment in each of the years up to `year`, oldest first; 404 for an id outside the organization. */
async function assignmentYears(tx: Tx, actor: TenantContext, id: string, year: number): Promise<Years> {
  const start = await fiscalStartMonthOf(tx, actor);
  const years: Years["years"] = [];
  for (let y = year - YEARS_LOOKED_AT + 1; y <= year; y++) {
    const [assignment] = await selectKpiAssignments(tx, actor, y, eq(kpiAssignments.id, id), true);
    if (!assignment) throw new HttpError(404, described(m.kpiAssignmentNotFound));
    years.push({ year: y, assignment });
  }
  return { start, years };
}

function actualsOf(assignment: KpiAssignment, keys: readonly PeriodKey[]): (number | null)[] {
  return keys.map((key) => assignment.actualResults[key] ?? null);
}

export function kpiSignals(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  query: { year?: number; through?: PeriodKey },
): Promise<SignalsAnswer> {
  return withTenant(deps.db, actor, async (tx) => {
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    const { start, years } = await assignmentYears(tx, actor, id, year);
    const frequency = years.at(-1)!.assignment.frequency;
    const keys = periodKeysFor(frequency, start);
    const through = query.through ?? keys.at(-1)!;
    if (!keys.includes(through)) {
      const message = `through must be one of ${keys.join(", ")} for ${frequency} frequency`;
      throw badRequest(message, { through: message });
    }
    const series: (SeriesPoint & { year: number; key: PeriodKey })[] = years.flatMap(
      ({ year: y, assignment }) =>
        (y === year ? keys.slice(0, keys.indexOf(through) + 1) : keys).map((key) => ({
          period: `${y}:${key}`,
          year: y,
          key,
          label: periodLabel(frequency, key, y, start),
          value: assignment.actualResults[key] ?? null,
        })),
    );
    // SIGNAL-2: the chart starts at the first value (empty periods before it are no gap).
    const first = series.findIndex((point) => point.value !== null);
    const limits = processLimits(first < 0 ? [] : series.slice(first));
    const yearOf = new Map(series.map((point) => [point.period, point.year]));
    return {
      ...limits,
      points: limits.points.map((point) => ({ ...point, year: yearOf.get(point.period)! })),
    };
  });
}

export function kpiForecast(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  query: { year?: number },
): Promise<ForecastAnswer> {
  return withTenant(deps.db, actor, async (tx) => {
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    const { start, years } = await assignmentYears(tx, actor, id, year);
    const current = years.at(-1)!.assignment;
    const keys = periodKeysFor(current.frequency, start);
    const aggregation = aggregationOfKpi(current);
    const targets = keys.map((key) => current.targets[key] ?? null);
    // SIGNAL-4: the annual target is the year's targets combined as its actuals are (AGG-6), when every
    // period has one.
    const annualTarget = targets.every((target) => target !== null)
      ? combine(targets as number[], aggregation)
      : null;
    const forecast = forecastYear({
      thisYear: actualsOf(current, keys),
      history: years.slice(0, -1).map(({ assignment }) => actualsOf(assignment, keys)),
      aggregation,
      polarity: current.polarity,
      annualTarget,
    });
    return { ...forecast, annualTarget };
  });
}

export function kpiTargetHelp(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  query: { year?: number; proposed?: number },
): Promise<TargetHelpAnswer> {
  return withTenant(deps.db, actor, async (tx) => {
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    // SIGNAL-6: the history is the years before the one whose targets are set.
    const { start, years } = await assignmentYears(tx, actor, id, year - 1);
    const frequency = years.at(-1)!.assignment.frequency;
    const keys = periodKeysFor(frequency, start);
    const history = years.flatMap(({ year: y, assignment }) =>
      keys.map((key) => ({
        period: `${y}:${key}`,
        label: periodLabel(frequency, key, y, start),
        value: assignment.actualResults[key] ?? null,
      })),
    );
    return targetHelp(history, years.at(-1)!.assignment.polarity, query.proposed);
  });
}
