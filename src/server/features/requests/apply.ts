// Change requests: the row a request names (REQUEST-7..REQUEST-9), its diff (REQUEST-10), and applying it
// (REQUEST-25..REQUEST-31) with the same writes as the direct routes, recorded in category requests.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Frequency, type PeriodKey, type PeriodValues, periodLabel } from "../../../domain/periods";
import { REQUEST_TYPE_LABELS } from "../../../domain/requests";
import type { KpiUpdateValues } from "../../../domain/schemas/library";
import { periodMapSchema } from "../../../domain/schemas/period-maps";
import type { DiffRow, RequestChanges, RequestSubject } from "../../../domain/schemas/requests";
import { objectiveWeightIn, setObjectiveWeight } from "../../db/assignment-years";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { joinObjectivePlace } from "../../db/kpi-place";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
} from "../../db/schema";
import type { Actor, TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, notFound } from "../../http-error";
import { owned, recordActivity, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { placesOf, readYearValues, writeValues } from "../../values";
import { checkKpiUpdate, kpiUpdateChanges } from "../library";

const kpiRows = owned(kpis, "KPI not found");
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");

/** Where a request's change lands: the subject, the function that approves first, and the scored rows. */
export type Target = {
  subject: RequestSubject | null;
  /** REQUEST-20: the function whose head approves first (the subject's; else the top function). */
  functionId: string | null;
  functionName: string | null;
  frequency: Frequency | null;
  /** UI-113: the unit of the values a target change or an actual correction sets. */
  unit?: string | null;
  /** The KPI assignments and objective assignments the impact reads, with their functions. */
  places: { kpiAssignmentId: string | null; objectiveAssignmentId: string; functionId: string }[];
};

export const CALCULATED_CORRECTION =
  "This KPI is calculated from its formula: its actual results cannot be corrected";

/** REQUEST-20: the top function (the CEO level, else the oldest root), or null for an empty chart. */
export async function topFunction(tx: Tx, actor: TenantContext) {
  const [row] = await tx
    .select({ id: organizationFunctions.id, name: organizationFunctions.name })
    .from(organizationFunctions)
    .where(inOrganization(organizationFunctions.organizationId, actor.orgId))
    .orderBy(
      desc(sql`${organizationFunctions.level} = 'ceo'`),
      desc(sql`${organizationFunctions.parentId} is null`),
      asc(organizationFunctions.createdAt),
    )
    .limit(1);
  return row ?? null;
}

async function kpiAssignmentPlace(tx: Tx, actor: TenantContext, id: string) {
  const place = (await placesOf(tx, actor, [id])).get(id);
  // REQUEST-8: a row named in `changes` that is missing or another organization's is a 404.
  if (!place) throw notFound("KPI assignment not found");
  return place;
}

/** REQUEST-6: period values checked against the KPI's own frequency, as the direct write checks them. */
function periodValuesFor(field: string, frequency: Frequency, values: Record<string, number | null>) {
  const parsed = periodMapSchema(frequency).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? "Invalid period values";
    const key = issue?.path.join(".");
    throw badRequest(message, { [key ? `changes.${field}.${key}` : `changes.${field}`]: message });
  }
  return parsed.data;
}

/**
 * REQUEST-7, REQUEST-8: the row a request's changes name, looked up in the organization (missing or
 * another organization's → 404), with the values checked against it. Answers the normalised changes too.
 */
export async function resolveTarget(
  tx: Tx,
  actor: TenantContext,
  data: RequestChanges,
): Promise<{ target: Target; changes: RequestChanges }> {
  switch (data.type) {
    case "target_change":
    case "actual_correction": {
      const place = await kpiAssignmentPlace(tx, actor, data.changes.kpiAssignmentId);
      const field = data.type === "target_change" ? "targets" : "actualResults";
      const raw = data.type === "target_change" ? data.changes.targets : data.changes.actualResults;
      const values = periodValuesFor(field, place.frequency, raw);
      // CALC-10: a calculated KPI's actuals come from its formula.
      if (data.type === "actual_correction" && place.formula) {
        throw badRequest(CALCULATED_CORRECTION, { "changes.actualResults": CALCULATED_CORRECTION });
      }
      const changes = (
        data.type === "target_change"
          ? { type: data.type, changes: { ...data.changes, targets: values } }
          : { type: data.type, changes: { ...data.changes, actualResults: values } }
      ) as RequestChanges;
      return {
        changes,
        target: {
          subject: {
            kind: "kpi_assignment",
            id: place.id,
            name: place.kpiName,
            functionId: place.functionId,
            functionName: place.functionName,
            year: data.changes.year,
          },
          functionId: place.functionId,
          functionName: place.functionName,
          frequency: place.frequency,
          unit: place.unit,
          places: [
            {
              kpiAssignmentId: place.id,
              objectiveAssignmentId: place.objectiveAssignmentId,
              functionId: place.functionId,
            },
          ],
        },
      };
    }
    case "weight_change": {
      const [row] = await joinObjectivePlace(
        tx
          .select({
            id: objectiveAssignments.id,
            objectiveName: objectives.name,
            functionId: organizationFunctions.id,
            functionName: organizationFunctions.name,
          })
          .from(objectiveAssignments)
          .$dynamic(),
      ).where(objectiveAssignmentRows.byId(actor, data.changes.objectiveAssignmentId));
      if (!row) throw notFound("Objective assignment not found");
      return {
        changes: data,
        target: {
          subject: {
            kind: "objective_assignment",
            id: row.id,
            name: row.objectiveName,
            functionId: row.functionId,
            functionName: row.functionName,
            year: data.changes.year,
          },
          functionId: row.functionId,
          functionName: row.functionName,
          frequency: null,
          places: [{ kpiAssignmentId: null, objectiveAssignmentId: row.id, functionId: row.functionId }],
        },
      };
    }
    case "kpi_change": {
      const kpi = await kpiRows.find(tx, actor, data.changes.kpiId);
      const top = await topFunction(tx, actor);
      // REQUEST-12: a definition change moves every assignment of the KPI (at most 20 are analysed).
      const uses = await tx
        .select({
          kpiAssignmentId: kpiAssignments.id,
          objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
          functionId: objectiveAssignments.organizationFunctionId,
        })
        .from(kpiAssignments)
        .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
        .where(
          and(inOrganization(kpiAssignments.organizationId, actor.orgId), eq(kpiAssignments.kpiId, kpi.id)),
        )
        .orderBy(asc(kpiAssignments.createdAt))
        .limit(20);
      return {
        changes: data,
        target: {
          subject: {
            kind: "kpi",
            id: kpi.id,
            name: kpi.name,
            functionId: null,
            functionName: null,
            year: null,
          },
          functionId: top?.id ?? null,
          functionName: top?.name ?? null,
          frequency: kpi.frequency,
          places: uses,
        },
      };
    }
    case "other": {
      const top = await topFunction(tx, actor);
      return {
        changes: data,
        target: {
          subject: null,
          functionId: top?.id ?? null,
          functionName: top?.name ?? null,
          frequency: null,
          places: [],
        },
      };
    }
  }
}

const KPI_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  unit: "Unit",
  polarity: "Polarity",
  frequency: "Frequency",
  isCumulative: "Cumulative",
  aggregation: "Aggregation",
  scoring: "Scoring",
  baseline: "Baseline",
  code: "Code",
  formula: "Formula",
};

const asCell = (value: unknown): number | string | null =>
  value === null || value === undefined
    ? null
    : typeof value === "number" || typeof value === "string"
      ? value
      : String(value);

/** REQUEST-10: each value the request changes, as it is now and as it would be. */
export async function diffOf(
  tx: Tx,
  actor: TenantContext,
  data: RequestChanges,
  target: Target,
): Promise<DiffRow[]> {
  switch (data.type) {
    case "target_change":
    case "actual_correction": {
      const assignmentId = data.changes.kpiAssignmentId;
      const { year } = data.changes;
      const stored = (await readYearValues(tx, actor, year, [assignmentId])).get(assignmentId);
      const isTarget = data.type === "target_change";
      const sent = (isTarget ? data.changes.targets : data.changes.actualResults) as PeriodValues;
      const now = (isTarget ? stored?.targets : stored?.actuals) ?? {};
      const start = await fiscalStartMonthOf(tx, actor);
      const frequency = target.frequency ?? "monthly";
      return Object.entries(sent).map(([key, after]) => ({
        field: `${isTarget ? "targets" : "actualResults"}.${key}`,
        label: `${isTarget ? "Target" : "Actual result"}, ${periodLabel(frequency, key as PeriodKey, year, start)}`,
        before: now[key as PeriodKey] ?? null,
        after: after ?? null,
        unit: target.unit ?? null,
      }));
    }
    case "weight_change": {
      const { objectiveAssignmentId, year, weight } = data.changes;
      const [row] = await tx
        .select({ weight: objectiveWeightIn(year) })
        .from(objectiveAssignments)
        .where(objectiveAssignmentRows.byId(actor, objectiveAssignmentId));
      return [
        {
          field: "weight",
          label: `Weight, ${year}`,
          before: row ? Number(row.weight) : null,
          after: weight,
          unit: "%",
        },
      ];
    }
    case "kpi_change": {
      const kpi = await kpiRows.find(tx, actor, data.changes.kpiId);
      return Object.entries(data.changes.fields)
        .filter(([, value]) => value !== undefined)
        .map(([field, after]) => ({
          field,
          label: KPI_FIELD_LABELS[field] ?? field,
          before: asCell((kpi as Record<string, unknown>)[field]),
          after: asCell(after),
        }));
    }
    case "other":
      return [];
  }
}

/**
 * REQUEST-25..REQUEST-31: applies a request's changes in the caller's transaction, with the same writes as
 * the direct routes and their activity rows in category requests (each naming the request). Targets and
 * actuals go through the writer of values: an actual correction passes closed periods (LOCK-3,
 * REQUEST-27) and the approval of actuals (REQUEST-28); a target change into a closed period is refused
 * (423). A trial run (the impact's, rolled back) checks no lock and tells nobody.
 */
export async function applyChanges(
  w: WriteContext,
  deps: ServiceDeps,
  data: RequestChanges,
  request: { id: string; title: string },
  options: { trial: boolean },
): Promise<void> {
  const { tx, actor } = w;
  const details = { requestId: request.id, requestTitle: request.title };
  const valueOptions = { source: "request" as const, request, trial: options.trial };
  switch (data.type) {
    case "target_change": {
      const { kpiAssignmentId, year, targets } = data.changes;
      await writeValues(w, deps, [{ kpiAssignmentId, year, targets: targets as PeriodValues }], valueOptions);
      // VERSION-1: a write through a request moves the written row's version on, as the direct write does.
      await kpiAssignmentRows.update(tx, actor, kpiAssignmentId, {});
      return;
    }
    case "actual_correction": {
      const { kpiAssignmentId, year, actualResults } = data.changes;
      const actuals = actualResults as PeriodValues;
      await writeValues(w, deps, [{ kpiAssignmentId, year, actuals }], valueOptions);
      return;
    }
    case "weight_change": {
      const { objectiveAssignmentId, year, weight } = data.changes;
      await objectiveAssignmentRows.lock(tx, actor, objectiveAssignmentId);
      const change = await setObjectiveWeight(tx, actor, objectiveAssignmentId, year, weight);
      const row = await objectiveAssignmentRows.update(tx, actor, objectiveAssignmentId, {});
      const [objective] = await tx
        .select({ name: objectives.name })
        .from(objectives)
        .where(eq(objectives.id, row.objectiveId));
      await recordActivity(tx, actor, {
        action: "updated",
        entityType: "objective_assignment",
        entityId: objectiveAssignmentId,
        entityName: objective?.name ?? REQUEST_TYPE_LABELS.weight_change,
        category: "requests",
        details: {
          ...details,
          oldValue: { weight: change?.oldValue ?? weight },
          newValue: { weight },
          period: String(year),
        },
      });
      return;
    }
    case "kpi_change": {
      const before = await kpiRows.lock(tx, actor, data.changes.kpiId);
      const fields = data.changes.fields as Partial<KpiUpdateValues>;
      await checkKpiUpdate(tx, actor, before, fields);
      const after = await kpiRows.update(tx, actor, before.id, kpiUpdateChanges(before, fields));
      const keys = Object.keys(fields).filter((key) => fields[key as keyof typeof fields] !== undefined);
      const pick = (row: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, row[key]]));
      await recordActivity(tx, actor, {
        action: "updated",
        entityType: "kpi",
        entityId: before.id,
        entityName: after.name,
        category: "requests",
        details: { ...details, oldValue: pick(before), newValue: pick(after) },
      });
      return;
    }
    case "other":
      return;
  }
}

export type { Actor };
