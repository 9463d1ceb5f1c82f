// Completeness of reporting (CYCLE-30..CYCLE-32): per function, how many values are expected, reported,
// approved and overdue in a period, and the same for each period of the year (the heatmap's cells).
import { and, asc, eq } from "drizzle-orm";
import {
  currentYear,
  type Frequency,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
} from "../../../domain/periods";
import {
  askedInPeriod,
  dueDateOf,
  itemState,
  openPeriods,
  STATE_ORDER,
} from "../../../domain/reporting-calendar";
import { toReportingMatrix } from "../../../domain/reporting-matrix";
import type {
  ReportingFigures,
  ReportingItems,
  ReportingMatrix,
  ReportingStatusResponse,
} from "../../../domain/schemas/reporting";
import { organizationDayOf } from "../../db/fiscal-year";
import { kpis, objectiveAssignments, organizationFunctions } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import {
  type ReportingAssignment,
  readAssignmentDays,
  readAssignments,
  readCalendar,
  readHeldPeriods,
} from "./data";
import { pendingSubmissions } from "./pending";

const zero = (): ReportingFigures => ({ expected: 0, reported: 0, approved: 0, overdue: 0 });

export function reportingStatus(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { year?: number; frequency?: Frequency; period?: string; functionId?: string },
  now: Date = new Date(),
): Promise<ReportingStatusResponse> {
  const frequency = query.frequency ?? "monthly";
  return withTenant(deps.db, actor, async (tx) => {
    const calendar = await readCalendar(tx, actor);
    // SETTINGS-17: overdue flips at midnight in the organization's time zone.
    const { day: today, month } = await organizationDayOf(tx, actor, now);
    const start = calendar.fiscalYearStartMonth;
    const year = query.year ?? currentYear(month, start);
    const keys = periodKeysFor(frequency, start);
    const functions = await tx
      .select({
        id: organizationFunctions.id,
        name: organizationFunctions.name,
        parentId: organizationFunctions.parentId,
        level: organizationFunctions.level,
      })
      .from(organizationFunctions)
      .where(inOrganization(organizationFunctions.organizationId, actor.orgId))
      .orderBy(asc(organizationFunctions.name));
    // CYCLE-30: expected are the function's KPI assignments active in the year whose KPI has this
    // frequency (calculated ones take no input and are left out).
    const ofFrequency = eq(kpis.frequency, frequency);
    const assignments = await readAssignmentDays(tx, actor, year, ofFrequency);
    // A function's items name their KPIs and owners: read for that function only.
    const named = query.functionId
      ? new Map(
          (
            await readAssignments(
              tx,
              actor,
              year,
              and(ofFrequency, eq(objectiveAssignments.organizationFunctionId, query.functionId)),
            )
          ).map((a) => [a.id, a]),
        )
      : new Map<string, ReportingAssignment>();
    const held = await readHeldPeriods(tx, actor, year);
    // The grid looks values up by assignment: the organization's few pending ones, not a list of 2,000 ids.
    const pending = await pendingSubmissions(tx, actor, undefined, year);
    // CYCLE-33: a function of another organization (or none) is not found.
    if (query.functionId && !functions.some((f) => f.id === query.functionId)) {
      throw notFound("Function not found");
    }
    const items: NonNullable<ReportingStatusResponse["items"]> = [];
    const cells = new Map<string, Record<string, ReportingFigures>>();
    for (const f of functions) cells.set(f.id, Object.fromEntries(keys.map((key) => [key, zero()])));
    // Each period's day and due date once, not for each of the year's 24,000 assignment-periods.
    const periods = keys.map((key) => ({
      key,
      asked: askedInPeriod(year, key, calendar),
      dueDate: dueDateOf(year, key, calendar),
    }));
    for (const a of assignments) {
      const byPeriod = cells.get(a.functionId);
      if (!byPeriod) continue;
      const values = held.get(a.id);
      const waitingKeys = pending.get(a.id);
      const item = named.get(a.id);
      for (const { key, asked, dueDate } of periods) {
        const approved = values?.actual.has(key) ?? false;
        const waiting = waitingKeys?.has(key) ?? false;
        if (!asked(a.collectFrom)) continue;
        // CYCLE-31: reported is an approved value or one waiting for approval; overdue is neither, after
        // the due date (CYCLE-20).
        const reported = approved || waiting;
        const cell = byPeriod[key]!;
        cell.expected += 1;
        if (reported) cell.reported += 1;
        if (approved) cell.approved += 1;
        if (!reported && today > dueDate) cell.overdue += 1;
        if (item && (!query.period || query.period === key)) {
          items.push({
            kpiAssignmentId: a.id,
            name: item.name,
            ownerName: item.ownerName,
            period: key,
            periodLabel: periodLabel(frequency, key, year, start),
            dueDate,
            state: itemState({ hasActual: approved, pending: waiting, dueDate, today }),
          });
        }
      }
    }
    // CYCLE-32: without ?period= a function's own figures add up the periods open for reporting so far.
    const counted: readonly PeriodKey[] = query.period
      ? [query.period as PeriodKey]
      : openPeriods(frequency, year, calendar, today);
    items.sort(
      (x, y) =>
        STATE_ORDER[x.state] - STATE_ORDER[y.state] ||
        x.dueDate.localeCompare(y.dueDate) ||
        x.name.localeCompare(y.name),
    );
    return {
      items: query.functionId ? items : null,
      year,
      frequency,
      period: query.period ?? null,
      today,
      periods: periods.map(({ key, dueDate }) => ({
        key,
        label: periodLabel(frequency, key, year, start),
        dueDate,
      })),
      functions: functions.map((f) => {
        const byPeriod = cells.get(f.id)!;
        const total = zero();
        for (const key of counted) {
          const cell = byPeriod[key]!;
          total.expected += cell.expected;
          total.reported += cell.reported;
          total.approved += cell.approved;
          total.overdue += cell.overdue;
        }
        return { functionId: f.id, name: f.name, parentId: f.parentId, level: f.level, ...total, byPeriod };
      }),
    };
  });
}

/** UI-97: the organization's figures of reportingStatus, in the matrix's compact form. */
export async function reportingMatrix(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { year?: number; frequency?: Frequency; period?: string },
  now: Date = new Date(),
): Promise<ReportingMatrix> {
  return toReportingMatrix(await reportingStatus(deps, actor, query, now));
}

/** UI-97: the KPI periods of one function (CYCLE-33), without the organization's grid. */
export async function reportingItems(
  deps: ServiceDeps,
  actor: TenantContext,
  query: { year?: number; frequency?: Frequency; period?: string; functionId: string },
  now: Date = new Date(),
): Promise<ReportingItems> {
  return { items: (await reportingStatus(deps, actor, query, now)).items ?? [] };
}
