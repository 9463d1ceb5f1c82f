// What a person owes (CYCLE-21, CYCLE-22, CYCLE-35): the periods of their own KPI assignments open for
// reporting and asked for, each with its due date and state, read once for My Updates and My KPIs alike so
// that the two screens never disagree.
import { eq } from "drizzle-orm";
import {
  type IsoDate,
  periodsToReport,
  type ReportedPeriod,
  type ReportingCalendar,
} from "../../../domain/reporting-calendar";
import type { Tx } from "../../db/client";
import { kpiAssignments } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { factsOf, type PeriodFacts, type ReportingAssignment, readAssignments, readYearValues } from "./data";

export type OwedPeriod = ReportedPeriod & { assignment: ReportingAssignment; facts: PeriodFacts };

/**
 * CYCLE-35: the periods `userId` reports in `years`, of the KPI assignments they own that take input in
 * each year (calculated KPIs are never asked for, CYCLE-22).
 */
export async function periodsOwedBy(
  tx: Tx,
  actor: TenantContext,
  userId: string,
  years: readonly number[],
  calendar: ReportingCalendar,
  today: IsoDate,
): Promise<OwedPeriod[]> {
  const owed: OwedPeriod[] = [];
  for (const year of years) {
    const owned = await readAssignments(tx, actor, year, eq(kpiAssignments.ownerId, userId));
    const values = await readYearValues(
      tx,
      actor,
      year,
      owned.map((a) => a.id),
    );
    for (const assignment of owned) {
      const periods = periodsToReport({
        frequency: assignment.frequency,
        year,
        calendar,
        today,
        collectFrom: assignment.collectFrom,
        hasActual: (key) => factsOf(values, assignment.id, key).actual !== null,
        pending: (key) => factsOf(values, assignment.id, key).pending !== null,
      });
      for (const period of periods) {
        owed.push({ ...period, assignment, facts: factsOf(values, assignment.id, period.key) });
      }
    }
  }
  return owed;
}
