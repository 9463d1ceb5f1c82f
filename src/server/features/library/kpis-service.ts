import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Kpi, KpiCreateValues, KpiUpdateValues } from "../../../domain/schemas/library";
import { assertVersion } from "../../concurrency";
import type { Tx } from "../../db/client";
import { kpiAssignments, kpiMeasurements, kpis } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, notFound } from "../../http-error";
import type { ServiceDeps } from "../../services";
import { recordActivity } from "../activities/record";

type KpiRow = typeof kpis.$inferSelect;

const NOT_FOUND = "KPI not found";
export const FREQUENCY_LOCKED =
  "The frequency cannot change while this KPI has targets or actual results recorded against it";

export function toKpi(row: KpiRow): Kpi {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    unit: row.unit,
    polarity: row.polarity,
    frequency: row.frequency,
    isCumulative: row.isCumulative,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an activity row keeps of a KPI (spec §3 Activity details oldValue/newValue). */
function snapshot(row: KpiRow) {
  return {
    name: row.name,
    description: row.description,
    unit: row.unit,
    polarity: row.polarity,
    frequency: row.frequency,
    isCumulative: row.isCumulative,
  };
}

async function lockOwnKpi(tx: Tx, actor: TenantContext, id: string): Promise<KpiRow> {
  const [row] = await tx
    .select()
    .from(kpis)
    .where(and(eq(kpis.id, id), inOrganization(kpis.organizationId, actor.orgId)))
    .for("update");
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** How many assignments use the KPI, and how many period values they hold. */
async function usage(tx: Tx, actor: TenantContext, kpiId: string) {
  const [row] = await tx
    .select({
      assignments: sql<number>`count(distinct ${kpiAssignments.id})::int`,
      values: sql<number>`count(${kpiMeasurements.kpiAssignmentId})::int`,
    })
    .from(kpiAssignments)
    .leftJoin(
      kpiMeasurements,
      and(
        eq(kpiMeasurements.kpiAssignmentId, kpiAssignments.id),
        or(isNotNull(kpiMeasurements.target), isNotNull(kpiMeasurements.actual)),
      ),
    )
    .where(and(eq(kpiAssignments.kpiId, kpiId), inOrganization(kpiAssignments.organizationId, actor.orgId)));
  return { assignments: row?.assignments ?? 0, values: row?.values ?? 0 };
}

export function listKpis(deps: ServiceDeps, actor: TenantContext): Promise<Kpi[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(kpis)
      .where(inOrganization(kpis.organizationId, actor.orgId))
      .orderBy(sql`lower(${kpis.name})`, asc(kpis.createdAt));
    return rows.map(toKpi);
  });
}

/** spec §7 POST /api/kpis; defaults of spec §9 come from the schema. */
export function createKpi(deps: ServiceDeps, actor: Actor, input: KpiCreateValues): Promise<Kpi> {
  return withTenant(deps.db, actor, async (tx) => {
    const [row] = await tx
      .insert(kpis)
      .values({
        organizationId: actor.orgId,
        name: input.name,
        description: input.description ?? null,
        unit: input.unit,
        polarity: input.polarity,
        frequency: input.frequency,
        isCumulative: input.isCumulative,
        updatedBy: actor.userId,
      })
      .returning();
    await recordActivity(tx, actor, {
      action: "created",
      entityType: "kpi",
      entityId: row!.id,
      entityName: row!.name,
      category: "library",
      details: { newValue: snapshot(row!) },
    });
    return toKpi(row!);
  });
}

/**
 * spec §7 PUT /api/kpis/{id}. The period keys of recorded values belong to the KPI's frequency
 * (spec §3 Period keys), so the frequency is locked once values exist: changing it would orphan them.
 */
export function updateKpi(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: KpiUpdateValues,
  version: string | undefined,
): Promise<Kpi> {
  return withTenant(deps.db, actor, async (tx) => {
    const before = await lockOwnKpi(tx, actor, id);
    assertVersion(before.updatedAt, version);
    if (input.frequency && input.frequency !== before.frequency) {
      if ((await usage(tx, actor, id)).values > 0) {
        throw badRequest(FREQUENCY_LOCKED, { frequency: FREQUENCY_LOCKED });
      }
    }
    const [after] = await tx
      .update(kpis)
      .set({
        name: input.name,
        description: input.description,
        unit: input.unit,
        polarity: input.polarity,
        frequency: input.frequency,
        isCumulative: input.isCumulative,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(kpis.id, id), inOrganization(kpis.organizationId, actor.orgId)))
      .returning();
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "kpi",
      entityId: id,
      entityName: after!.name,
      category: "library",
      details: { oldValue: snapshot(before), newValue: snapshot(after!) },
    });
    return toKpi(after!);
  });
}

/** D6: a KPI template takes its assignments and their measurements (foreign keys cascade), at once. */
export function deleteKpi(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return withTenant(deps.db, actor, async (tx) => {
    const row = await lockOwnKpi(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const used = await usage(tx, actor, id);
    await tx.delete(kpis).where(and(eq(kpis.id, id), inOrganization(kpis.organizationId, actor.orgId)));
    await recordActivity(tx, actor, {
      action: "deleted",
      entityType: "kpi",
      entityId: id,
      entityName: row.name,
      category: "library",
      details: {
        oldValue: { ...snapshot(row), removedKpiAssignments: used.assignments, removedValues: used.values },
      },
    });
  });
}
