// What the reporting cycle reads (CYCLE-20..CYCLE-32): the organization's calendar, the KPI assignments
// someone enters values for, their recorded values and pending submissions.
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/people";
import type { Frequency, PeriodKey } from "../../../domain/periods";
import {
  collectFromOf,
  DEFAULT_REPORTING_CALENDAR,
  type IsoMonth,
  type ReportingCalendar,
} from "../../../domain/reporting-calendar";
import { localIsoDay } from "../../../domain/time-zone";
import { kpiActiveIn } from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, timeZoneOf } from "../../db/fiscal-year";
import { joinKpiPlace } from "../../db/kpi-place";
import { kpiScoringColumns } from "../../db/kpi-scoring-columns";
import { inFiscalYear } from "../../db/measurement-years";
import { organizationSettingsOf } from "../../db/organization-settings";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  users,
} from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { pendingSubmissions } from "./pending";

/** CYCLE-20: the organization's reporting calendar (the defaults when it has no settings row yet). */
export async function readCalendar(tx: Tx, actor: TenantContext): Promise<ReportingCalendar> {
  const row = await organizationSettingsOf(tx, actor.orgId);
  if (!row) return { ...DEFAULT_REPORTING_CALENDAR };
  const { reportingDueDays, reminderLeadDays, escalationGraceDays, fiscalYearStartMonth } = row;
  return { reportingDueDays, reminderLeadDays, escalationGraceDays, fiscalYearStartMonth };
}

export type ReportingAssignment = {
  id: string;
  kpiId: string;
  name: string;
  unit: string | null;
  polarity: "positive" | "negative";
  frequency: Frequency;
  isCumulative: boolean;
  aggregation: (typeof kpis.$inferSelect)["aggregation"];
  scoring: (typeof kpis.$inferSelect)["scoring"];
  baseline: number | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerFirstName: string | null;
  functionId: string;
  functionName: string;
  objectiveName: string;
  /** CYCLE-34: the month from which the assignment is asked for values. */
  collectFrom: IsoMonth;
};

/**
 * CYCLE-22, CYCLE-30: the KPI assignments that are part of `year` (CASCADE-10) and take entered values:
 * a calculated KPI (CALC-10) has no input, so nobody is asked for it.
 */
const assignmentsTakingInput = (actor: TenantContext, year: number, where?: SQL) =>
  and(
    inOrganization(kpiAssignments.organizationId, actor.orgId),
    kpiActiveIn(year),
    isNull(kpis.formula),
    where,
  );

/** What the organization's grid needs of an assignment (CYCLE-30): whose it is and what it is asked for. */
export type AssignmentDay = Pick<ReportingAssignment, "id" | "functionId" | "collectFrom">;

/**
 * The assignments readAssignments reads, with only what the organization's grid counts them by: for a
 * 2,000-KPI organization, 2,000 rows of three columns instead of seventeen across five tables.
 */
export async function readAssignmentDays(
  tx: Tx,
  actor: TenantContext,
  year: number,
  where?: SQL,
): Promise<AssignmentDay[]> {
  const rows = await tx
    .select({
      id: kpiAssignments.id,
      functionId: objectiveAssignments.organizationFunctionId,
      createdAt: kpiAssignments.createdAt,
      chosen: kpiAssignments.collectFrom,
    })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .where(assignmentsTakingInput(actor, year, where));
  // CYCLE-34, SETTINGS-17: the month an assignment was made in is the organization's.
  const timeZone = await timeZoneOf(tx, actor);
  return rows.map(({ createdAt, chosen, ...row }) => ({
    ...row,
    collectFrom: collectFromOf(chosen, localIsoDay(createdAt, timeZone)),
  }));
}

/** The assignments that take input in `year` (assignmentsTakingInput), with what a person's item shows. */
export async function readAssignments(
  tx: Tx,
  actor: TenantContext,
  year: number,
  where?: SQL,
): Promise<ReportingAssignment[]> {
  const rows = await joinKpiPlace(
    tx
      .select({
        id: kpiAssignments.id,
        kpiId: kpis.id,
        name: kpis.name,
        ...kpiScoringColumns,
        ownerId: kpiAssignments.ownerId,
        keptOwnerName: kpiAssignments.ownerName,
        owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        functionId: organizationFunctions.id,
        functionName: organizationFunctions.name,
        objectiveName: objectives.name,
        createdAt: kpiAssignments.createdAt,
        chosen: kpiAssignments.collectFrom,
      })
      .from(kpiAssignments)
      .$dynamic(),
  )
    .leftJoin(users, eq(users.id, kpiAssignments.ownerId))
    .where(assignmentsTakingInput(actor, year, where));
  const timeZone = await timeZoneOf(tx, actor);
  return rows.map(({ keptOwnerName, owner, createdAt, chosen, ...row }) => ({
    ...row,
    collectFrom: collectFromOf(chosen, localIsoDay(createdAt, timeZone)),
    polarity: row.polarity as "positive" | "negative",
    frequency: row.frequency as Frequency,
    ownerName: row.ownerId && owner?.email ? displayName(owner) : keptOwnerName,
    ownerEmail: owner?.email ?? null,
    ownerFirstName: owner?.firstName ?? null,
  }));
}

export type Recorded = { actual: number | null; target: number | null };
export type PendingValue = { submissionId: string; value: number | null };

/** One year's recorded values and pending submissions of some assignments, by assignment and period key. */
export type YearValues = {
  recorded: Map<string, Map<string, Recorded>>;
  pending: Map<string, Map<string, PendingValue>>;
};

/**
 * `assignmentIds` undefined: every assignment of the organization (a job's whole organization: a list of
 * 2,000 ids would cost more to send than the values it leaves out).
 */
export async function readYearValues(
  tx: Tx,
  actor: TenantContext,
  year: number,
  assignmentIds: readonly string[] | undefined,
): Promise<YearValues> {
  const recorded = new Map<string, Map<string, Recorded>>();
  if (assignmentIds?.length === 0) return { recorded, pending: new Map() };
  // FISCAL-8: a fiscal year's months are read from their calendar years.
  const start = await fiscalStartMonthOf(tx, actor);
  const rows = await tx
    .select({
      id: kpiMeasurements.kpiAssignmentId,
      key: kpiMeasurements.periodKey,
      actual: kpiMeasurements.actual,
      target: kpiMeasurements.target,
    })
    .from(kpiMeasurements)
    .where(
      and(
        inOrganization(kpiMeasurements.organizationId, actor.orgId),
        inFiscalYear(year, start),
        assignmentIds ? inArray(kpiMeasurements.kpiAssignmentId, [...assignmentIds]) : undefined,
      ),
    );
  for (const row of rows) {
    const byKey = recorded.get(row.id) ?? new Map<string, Recorded>();
    recorded.set(row.id, byKey);
    byKey.set(row.key, { actual: row.actual, target: row.target });
  }
  const pending = await pendingSubmissions(tx, actor, assignmentIds, year);
  return { recorded, pending };
}

/** The periods of a year in which an assignment holds an actual, and those in which it holds a target. */
export type HeldPeriods = Map<string, { actual: ReadonlySet<string>; target: ReadonlySet<string> }>;

const keysOf = (list: string | null): ReadonlySet<string> => new Set(list ? list.split(",") : []);

/**
 * CYCLE-30, CYCLE-31: for each KPI assignment of the organization with values in `year`, the period keys
 * holding a number (an actual; a target), gathered in the database: the organization's grid needs only
 * whether a value is there, so it reads one row per assignment, not one per value (24,000 for 2,000
 * monthly KPIs). A number is a finite one, as `hasNumber` counts it (PostgreSQL's NaN is above Infinity).
 */
export async function readHeldPeriods(tx: Tx, actor: TenantContext, year: number): Promise<HeldPeriods> {
  const finite = (column: AnyPgColumn) => sql`abs(${column}) < 'Infinity'::float8`;
  const start = await fiscalStartMonthOf(tx, actor);
  const rows = await tx
    .select({
      id: kpiMeasurements.kpiAssignmentId,
      actual: sql<
        string | null
      >`string_agg(${kpiMeasurements.periodKey}, ',') filter (where ${finite(kpiMeasurements.actual)})`,
      target: sql<
        string | null
      >`string_agg(${kpiMeasurements.periodKey}, ',') filter (where ${finite(kpiMeasurements.target)})`,
    })
    .from(kpiMeasurements)
    .where(and(inOrganization(kpiMeasurements.organizationId, actor.orgId), inFiscalYear(year, start)))
    .groupBy(kpiMeasurements.kpiAssignmentId);
  return new Map(rows.map((row) => [row.id, { actual: keysOf(row.actual), target: keysOf(row.target) }]));
}

export const hasNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

export type PeriodFacts = {
  actual: number | null;
  target: number | null;
  pending: PendingValue | null;
};

export function factsOf(values: YearValues, assignmentId: string, key: PeriodKey): PeriodFacts {
  const stored = values.recorded.get(assignmentId)?.get(key);
  return {
    actual: hasNumber(stored?.actual) ? stored.actual : null,
    target: hasNumber(stored?.target) ? stored.target : null,
    pending: values.pending.get(assignmentId)?.get(key) ?? null,
  };
}
