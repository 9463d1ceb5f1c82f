// KPI assignments (CASCADE-7, WEIGHT-1, PERIOD-6, UI-14,
// API-1; PERIOD-1, WEIGHT-5, CASCADE-4, VERSION-1, TENANT-1, TENANT-2, ROLE-2): a library KPI under an
// objective assignment, with
// targets and actuals per (year, period key).
import { and, asc, eq, type SQL } from "drizzle-orm";
import { calculatePeriodValues } from "../../../domain/calculated";
import { displayName } from "../../../domain/people";
import type { Frequency, PeriodValues } from "../../../domain/periods";
import { collectFromOf } from "../../../domain/reporting-calendar";
import { kpiAssignmentsResource } from "../../../domain/resources";
import type {
  CreateKpiAssignmentData,
  KpiAssignment,
  UpdateKpiAssignmentData,
} from "../../../domain/schemas/assignments";
import type { PendingSubmission } from "../../../domain/schemas/evidence-approval";
import { periodKeySchema } from "../../../domain/schemas/period-maps";
import { localIsoDay } from "../../../domain/time-zone";
import { kpiActiveIn, kpiWeightIn, kpiWeightYearIn, setKpiWeight } from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow, timeZoneOf } from "../../db/fiscal-year";
import { joinKpiPlace } from "../../db/kpi-place";
import { kpiCalculationColumns } from "../../db/kpi-scoring-columns";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  users,
} from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { formulaTree } from "../../formulas";
import { badRequest, conflict, forbidden, notFound } from "../../http-error";
import { assertVersion, auditedResource, owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { emptyMap, parsePeriodMap, readYearValues, refuseCalculatedActuals, writeValues } from "../../values";
import { assertNoClosedHistory, assertWeightsOpen } from "../period-locks";
import { findOwnerFor, kpiRows } from "./lookups";

const assignmentRows = auditedResource(kpiAssignmentsResource, kpiAssignments, {
  // An assignment is named after its library item, which is not on its row: every audit call passes it.
  name: () => "",
  snapshot: (row) => ({ weight: row.weight, ownerId: row.ownerId }),
});
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");

/**
 * The KPI assignments of `year` that `where` picks (all without it). `where` picks single rows unless
 * `wholeFunctions`: then it picks every KPI assignment of some functions (CASCADE-15), which hold every
 * input their calculated KPIs need (CALC-5), so those are computed from the rows read.
 */
export async function selectKpiAssignments(
  tx: Tx,
  actor: TenantContext,
  year: number,
  where?: SQL,
  includeEnded = false,
  wholeFunctions = false,
): Promise<KpiAssignment[]> {
  const rows = await joinKpiPlace(
    tx
      .select({
        assignment: kpiAssignments,
        // WEIGHT-7: the weight of the year asked for.
        yearWeight: kpiWeightIn(year),
        weightYear: kpiWeightYearIn(year),
        objectiveEndedFromYear: objectiveAssignments.endedFromYear,
        kpi: {
          name: kpis.name,
          description: kpis.description,
          ...kpiCalculationColumns,
        },
        objective: { name: objectives.name, bscPerspective: objectives.bscPerspective },
        functionId: organizationFunctions.id,
        functionName: organizationFunctions.name,
        level: objectiveAssignments.organizationLevel,
        owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(kpiAssignments)
      .$dynamic(),
  )
    .leftJoin(users, eq(users.id, kpiAssignments.ownerId))
    // CASCADE-10: an ended assignment (or one under an ended objective) is not part of the year.
    .where(and(assignmentRows.inOrg(actor), includeEnded ? undefined : kpiActiveIn(year), where))
    .orderBy(asc(kpiAssignments.createdAt), asc(kpis.name));
  const values = await readYearValues(
    tx,
    actor,
    year,
    where ? rows.map((row) => row.assignment.id) : undefined,
  );
  // CYCLE-34, SETTINGS-17: the month an assignment was made in is the organization's.
  const timeZone = await timeZoneOf(tx, actor);
  const list = rows.map((r) => {
    const { assignment: a, kpi, objective, functionId, functionName, level, owner } = r;
    const stored = values.get(a.id);
    const ends = [a.endedFromYear, r.objectiveEndedFromYear].filter((y): y is number => y !== null);
    return {
      id: a.id,
      organizationId: a.organizationId,
      kpiId: a.kpiId,
      kpiName: kpi.name,
      kpiDescription: kpi.description,
      unit: kpi.unit,
      frequency: kpi.frequency,
      polarity: kpi.polarity,
      isCumulative: kpi.isCumulative,
      aggregation: kpi.aggregation,
      scoring: kpi.scoring,
      baseline: kpi.baseline,
      kpiCode: kpi.code,
      formula: kpi.formula,
      linkedObjectiveId: a.linkedObjectiveId,
      objectiveName: objective.name,
      bscPerspective: objective.bscPerspective,
      objectiveAssignmentId: a.objectiveAssignmentId,
      organizationFunctionId: functionId,
      functionName,
      organizationLevel: level,
      ownerId: a.ownerId,
      // USER-10: a deleted owner's name is kept on the row.
      ownerName: a.ownerId && owner?.email ? displayName(owner) : a.ownerName,
      weight: Number(r.yearWeight),
      weightYear: r.weightYear === null ? null : Number(r.weightYear),
      endedFromYear: ends.length > 0 ? Math.min(...ends) : null,
      collectFrom: collectFromOf(a.collectFrom, localIsoDay(a.createdAt, timeZone)),
      // Only the KPI's own keys (a frequency changed later leaves the other keys out of view).
      targets: onlyKeysOf(kpi.frequency, stored?.targets),
      actualResults: onlyKeysOf(kpi.frequency, stored?.actuals),
      period: String(year),
      year,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      version: a.updatedAt.toISOString(),
    };
  });
  if (!list.some((one) => one.formula)) return list;
  // CALC-11: calculated assignments show their values computed period by period from the function's
  // other KPIs; a partial read takes them from the whole year's read, which has every input.
  if (where && !wholeFunctions) {
    const whole = new Map((await selectKpiAssignments(tx, actor, year)).map((one) => [one.id, one]));
    return list.map((one) => {
      const full = one.formula ? whole.get(one.id) : undefined;
      return full ? { ...one, targets: full.targets, actualResults: full.actualResults } : one;
    });
  }
  const computed = calculatePeriodValues(
    list.map((one) => ({
      id: one.id,
      functionId: one.organizationFunctionId,
      code: one.kpiCode,
      formula: formulaTree(one.formula),
      hasOwnTargets: Object.values(one.targets).some((value) => value !== null),
      frequency: one.frequency,
      isCumulative: one.isCumulative,
      aggregation: one.aggregation,
      unit: one.unit,
      targets: one.targets,
      actuals: one.actualResults,
    })),
    await fiscalStartMonthOf(tx, actor),
  );
  return list.map((one) => {
    const maps = computed.get(one.id);
    if (!maps) return one;
    return {
      ...one,
      targets: onlyKeysOf(one.frequency, maps.targets),
      actualResults: onlyKeysOf(one.frequency, maps.actuals),
    };
  });
}

/** CYCLE-34: a YYYY-MM month as the column keeps it (its first day); null = the month it was made in. */
const monthStart = (month: string | null | undefined) => (month ? `${month}-01` : null);

function onlyKeysOf(frequency: Frequency, stored: PeriodValues | undefined): Record<string, number | null> {
  const map = emptyMap(frequency);
  for (const key of Object.keys(map)) map[key] = stored?.[key as keyof PeriodValues] ?? null;
  return map;
}

async function readOne(tx: Tx, actor: TenantContext, id: string, year: number): Promise<KpiAssignment> {
  const [one] = await selectKpiAssignments(tx, actor, year, eq(kpiAssignments.id, id), true);
  if (!one) throw notFound("KPI assignment not found");
  return one;
}

/** API-37: one KPI assignment as the list shows it in `year` (default: the fiscal year of today). */
export function getKpiAssignment(deps: ServiceDeps, actor: TenantContext, id: string, year?: number) {
  return withTenant(deps.db, actor, async (tx) =>
    readOne(tx, actor, id, year ?? (await fiscalYearNow(tx, actor))),
  );
}

export function listKpiAssignments(deps: ServiceDeps, actor: TenantContext, year?: number) {
  // FISCAL-2: without ?year= the organization's fiscal year of today.
  return withTenant(deps.db, actor, async (tx) =>
    selectKpiAssignments(tx, actor, year ?? (await fiscalYearNow(tx, actor))),
  );
}

/** CALC-10: the refusal of an actual sent for a calculated KPI (the writer of values refuses it). */
export { CALCULATED_ACTUALS } from "../../values";

export function createKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateKpiAssignmentData,
): Promise<KpiAssignment> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const objectiveAssignment = await objectiveAssignmentRows.reference(
      tx,
      actor,
      "objectiveAssignmentId",
      input.objectiveAssignmentId,
    );
    if (input.linkedObjectiveId && input.linkedObjectiveId !== objectiveAssignment.objectiveId) {
      const message = "The objective does not match the objective assignment";
      throw badRequest(message, { linkedObjectiveId: message });
    }
    const kpi = await kpiRows.reference(tx, actor, "kpiId", input.kpiId);
    const targets = parsePeriodMap("targets", kpi.frequency, input.targets);
    const actuals = parsePeriodMap("actualResults", kpi.frequency, input.actualResults);
    refuseCalculatedActuals(kpi.formula, actuals);
    const [duplicate] = await tx
      .select({ id: kpiAssignments.id })
      .from(kpiAssignments)
      .where(
        and(
          assignmentRows.inOrg(actor),
          eq(kpiAssignments.kpiId, kpi.id),
          eq(kpiAssignments.objectiveAssignmentId, objectiveAssignment.id),
        ),
      );
    if (duplicate) throw conflict(`"${kpi.name}" is already assigned to this objective`);
    // CASCADE-5: the owner is the one chosen, else the objective assignment's owner, else whoever assigns.
    const ownerId = input.ownerId ?? objectiveAssignment.ownerId ?? actor.userId;
    const owner = await findOwnerFor(tx, actor, "ownerId", ownerId);
    const row = await assignmentRows.insert(tx, actor, {
      kpiId: kpi.id,
      objectiveAssignmentId: objectiveAssignment.id,
      linkedObjectiveId: objectiveAssignment.objectiveId,
      ownerId: owner.id,
      ownerName: owner.name,
      weight: input.weight,
      // CYCLE-34: from the month chosen, else the month it is made in (read back from its creation).
      collectFrom: monthStart(input.collectFrom),
    });
    const year = input.period ?? (await fiscalYearNow(tx, actor));
    // NOTIFY-27: values given with the assignment may already put it in trouble.
    await writeValues(w, deps, [{ kpiAssignmentId: row.id, year, targets, actuals }], { source: "entry" });
    const answer = await readOne(tx, actor, row.id, year);
    // ACTIVITY-7: the sentence names the function it is assigned in.
    await assignmentRows.audit(
      w,
      "assigned",
      row,
      { newValue: { weight: row.weight, targets: targets ?? {}, year }, functionName: answer.functionName },
      kpi.name,
    );
    return answer;
  });
}

/**
 * PATCH /api/kpi-assignments/{id} (ROLE-2, ROLE-3). An admin may change everything; a `user` may only send
 * actual results, and only for a KPI assignment they own (403 otherwise). Actuals merge per period key
 * and carry no version check: two people entering different months at once both keep their values.
 * Weight, owner and target edits check the version (VERSION-1) when one is sent.
 */
export function updateKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateKpiAssignmentData,
  version: string | undefined,
): Promise<KpiAssignment | PendingSubmission> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const assignment = await assignmentRows.find(tx, actor, id);
    const kpi = await kpiRows.find(tx, actor, assignment.kpiId);
    const edits =
      input.weight !== undefined ||
      input.ownerId !== undefined ||
      input.targets !== undefined ||
      input.collectFrom !== undefined;
    const isAdmin = actor.role === "admin";
    if (!isAdmin && (edits || assignment.ownerId !== actor.userId)) throw forbidden();

    // WEIGHT-8: `year` (or `period`) is the year the weight, targets and actuals are set for.
    const year = input.year ?? input.period ?? (await fiscalYearNow(tx, actor));
    const targets = parsePeriodMap("targets", kpi.frequency, input.targets);
    let actuals = parsePeriodMap("actualResults", kpi.frequency, input.actualResults);
    if (input.actualResult !== undefined && input.periodKey !== undefined) {
      const key = periodKeySchema(kpi.frequency).safeParse(input.periodKey);
      if (!key.success) {
        const message = key.error.issues[0]?.message ?? "Invalid period";
        throw badRequest(message, { periodKey: message });
      }
      actuals = { ...actuals, [key.data]: input.actualResult };
    }
    // APPROVAL-1: a non-admin's actuals wait for approval while the organization asks for it (202).
    const send = async (values: { targets?: PeriodValues; actuals?: PeriodValues }) =>
      writeValues(w, deps, [{ kpiAssignmentId: id, year, ...values }], { source: "entry" });
    if (!edits) {
      const written = await send({ actuals });
      return written.submissions[0] ?? readOne(tx, actor, id, year);
    }
    const before = await assignmentRows.lock(tx, actor, id);
    assertVersion(before.updatedAt, version);
    const timeZone = await timeZoneOf(tx, actor);
    const owner =
      input.ownerId !== undefined && input.ownerId !== null
        ? await findOwnerFor(tx, actor, "ownerId", input.ownerId)
        : undefined;
    const weightChange =
      input.weight !== undefined ? await setKpiWeight(tx, actor, id, year, input.weight) : null;
    if (weightChange) await assertWeightsOpen(tx, actor, year);
    const after = await assignmentRows.update(tx, actor, id, {
      ...(input.ownerId !== undefined ? { ownerId: owner?.id ?? null, ownerName: owner?.name ?? null } : {}),
      // CYCLE-34: null goes back to the month the assignment was made in.
      ...(input.collectFrom !== undefined ? { collectFrom: monthStart(input.collectFrom) } : {}),
    });
    const written = await send({ targets, actuals });
    const targetChanges = written.changes[0]?.targets ?? [];
    // An admin's edit is one activity row of the assignment, its target changes included.
    await assignmentRows.audit(
      w,
      "updated",
      after,
      {
        oldValue: {
          weight: weightChange?.oldValue ?? input.weight,
          ownerId: before.ownerId,
          ...(input.collectFrom !== undefined
            ? { collectFrom: collectFromOf(before.collectFrom, localIsoDay(before.createdAt, timeZone)) }
            : {}),
          // ACTIVITY-7: the owner by name, which the sentence shows (the id it does not).
          ownerName: before.ownerName,
          targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.oldValue])),
        },
        newValue: {
          weight: input.weight,
          ownerId: after.ownerId,
          ...(input.collectFrom !== undefined
            ? { collectFrom: collectFromOf(after.collectFrom, localIsoDay(after.createdAt, timeZone)) }
            : {}),
          ownerName: after.ownerName,
          targets: Object.fromEntries(targetChanges.map((c) => [c.key, c.newValue])),
        },
        period: String(year),
      },
      kpi.name,
    );
    return written.submissions[0] ?? readOne(tx, actor, id, year);
  });
}

/**
 * CASCADE-10, CASCADE-11: with `endFromYear` the KPI assignment is ended from that year on (earlier years
 * keep it and their scores); without it, CASCADE-4: its targets and actuals of every year go with it
 * (kpi_measurements cascades).
 */
export function deleteKpiAssignment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
  endFromYear?: number,
) {
  return tenantWrite(deps, actor, async (w) => {
    const row = await assignmentRows.lock(w.tx, actor, id);
    assertVersion(row.updatedAt, version);
    const kpi = await kpiRows.find(w.tx, actor, row.kpiId);
    if (endFromYear !== undefined) {
      // LOCK-6: ending it re-weights every period of that year.
      await assertWeightsOpen(w.tx, actor, endFromYear);
      const ended = await assignmentRows.update(w.tx, actor, id, { endedFromYear: endFromYear });
      await assignmentRows.audit(
        w,
        "updated",
        ended,
        { oldValue: { endedFromYear: row.endedFromYear }, newValue: { endedFromYear: endFromYear } },
        kpi.name,
      );
      return {
        message: `KPI assignment ended from ${endFromYear}; earlier years keep it`,
        outcome: "ended" as const,
        endedFromYear: endFromYear,
      };
    }
    await assertNoClosedHistory(w.tx, actor, [id]);
    await assignmentRows.delete(w.tx, actor, id);
    await assignmentRows.audit(w, "deleted", row, { oldValue: { weight: row.weight } }, kpi.name);
    return {
      message: "KPI assignment removed successfully",
      outcome: "deleted" as const,
      endedFromYear: null,
    };
  });
}
