// APPROVAL-6: the scorecard impact shown with a submission, computed once per submission for the set of
// its periods, and for many submissions at once: the scorecard's reads are shared by every scoring of the
// batch, and each period's scores before the values are scored once, whatever the number of submissions.
import { type PeriodKey, type PeriodValues, periodLabel } from "../../../domain/periods";
import type { PeriodImpact, ScoreMove } from "../../../domain/schemas/evidence-approval";
import type { ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import type { TenantContext } from "../../db/tenant";
import { readYearValues } from "../../values/measurements";
import type { ValuePlace } from "../../values/places";
import { type ScoringReads, scoreFunctionIn } from "../scorecard";

/** One submission's values: its KPI assignment's place, the year and period key → value. */
export type SubmittedValues = { place: ValuePlace; year: number; values: Record<string, number | null> };

function move(
  id: string | null,
  name: string | null,
  before: { score: number | null; status: ScoreMove["beforeStatus"] } | undefined,
  after: { score: number | null; status: ScoreMove["afterStatus"] } | undefined,
): ScoreMove {
  return {
    id,
    name,
    before: before?.score ?? null,
    after: after?.score ?? null,
    beforeStatus: before?.status ?? "No Data",
    afterStatus: after?.status ?? "No Data",
  };
}

function kpiIn(card: ScorecardResponse, kpiAssignmentId: string) {
  for (const objective of card.objectives) {
    const kpi = objective.kpis.find((one) => one.kpiAssignmentId === kpiAssignmentId);
    if (kpi) return kpi;
  }
  return undefined;
}

/**
 * APPROVAL-6: for each submission, each submitted period's score before → after for the KPI, its
 * objective, its function and the CEO, in that period's own view, scored by the scorecard service with
 * the submission's values laid over the approved ones (the same engine and reads as the Corporate BSC;
 * nothing is written). Call it before the batch writes anything the scorecard reads.
 */
export async function impactsOf(
  tx: Tx,
  actor: TenantContext,
  submissions: readonly SubmittedValues[],
  now = new Date(),
): Promise<PeriodImpact[][]> {
  if (submissions.length === 0) return [];
  const start = await fiscalStartMonthOf(tx, actor);
  const reads: ScoringReads = new Map();
  const unchanged = new Map<string, Promise<ScorecardResponse>>();
  // The scores before a submission's values are everyone's: one per function (or the CEO's) and period.
  const scoreBefore = (query: Parameters<typeof scoreFunctionIn>[2]) => {
    const key = JSON.stringify([query.functionId ?? null, query.year, query.frequency, query.period]);
    if (!unchanged.has(key)) unchanged.set(key, scoreFunctionIn(tx, actor, query, now, undefined, reads));
    return unchanged.get(key)!;
  };
  const out: PeriodImpact[][] = [];
  for (const { place, year, values } of submissions) {
    const stored = (await readYearValues(tx, actor, year, [place.id])).get(place.id)?.actuals ?? {};
    const substitutes = new Map([[place.id, values as PeriodValues]]);
    const periods: PeriodImpact[] = [];
    for (const [key, newValue] of Object.entries(values)) {
      const query = {
        functionId: place.functionId,
        year,
        frequency: place.frequency,
        period: key,
        view: "period" as const,
      };
      const before = await scoreBefore(query);
      const after = await scoreFunctionIn(tx, actor, query, now, substitutes, reads);
      const objectiveBefore = before.objectives.find(
        (o) => o.objectiveAssignmentId === place.objectiveAssignmentId,
      );
      const objectiveAfter = after.objectives.find(
        (o) => o.objectiveAssignmentId === place.objectiveAssignmentId,
      );
      // ROLLUP: the CEO score is the CEO function's own level score; it moves only when the KPI is there.
      const ceoQuery = { ...query, functionId: undefined };
      const ceoBefore = await scoreBefore(ceoQuery);
      const ceoAfter =
        ceoBefore.functionId === place.functionId
          ? after
          : await scoreFunctionIn(tx, actor, ceoQuery, now, substitutes, reads);
      periods.push({
        period: key,
        periodLabel: periodLabel(place.frequency, key as PeriodKey, year, start),
        oldValue: stored[key as PeriodKey] ?? null,
        newValue,
        kpi: move(place.id, place.kpiName, kpiIn(before, place.id), kpiIn(after, place.id)),
        objective: move(place.objectiveAssignmentId, place.objectiveName, objectiveBefore, objectiveAfter),
        function: move(place.functionId, place.functionName, before, after),
        ceo: ceoBefore.functionId
          ? move(ceoBefore.functionId, ceoBefore.functionName, ceoBefore, ceoAfter)
          : null,
      });
    }
    out.push(periods);
  }
  return out;
}
