import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { kpisResource } from "../../../domain/resources";
import type { Kpi, KpiCreateValues, KpiUpdateValues } from "../../../domain/schemas/library";
import type { Tx } from "../../db/client";
import { kpiAssignments, kpiMeasurements, kpis } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest } from "../../http-error";
import { auditedResource, owned } from "../../kernel";
import type { ServiceDeps } from "../../services";

type KpiRow = typeof kpis.$inferSelect;

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

const kpiRows = auditedResource(kpisResource, kpis, {
  name: (row) => row.name,
  snapshot: (row) => ({
    name: row.name,
    description: row.description,
    unit: row.unit,
    polarity: row.polarity,
    frequency: row.frequency,
    isCumulative: row.isCumulative,
  }),
});
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

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
    .where(and(eq(kpiAssignments.kpiId, kpiId), kpiAssignmentRows.inOrg(actor)));
  return { assignments: row?.assignments ?? 0, values: row?.values ?? 0 };
}

export function listKpis(deps: ServiceDeps, actor: TenantContext): Promise<Kpi[]> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(kpis)
      .where(kpiRows.inOrg(actor))
      .orderBy(sql`lower(${kpis.name})`, asc(kpis.createdAt));
    return rows.map(toKpi);
  });
}

/** The defaults (LIBRARY-3) come from the schema. */
export function createKpi(deps: ServiceDeps, actor: Actor, input: KpiCreateValues): Promise<Kpi> {
  return kpiRows.create(deps, actor, {
    values: {
      name: input.name,
      description: input.description ?? null,
      unit: input.unit,
      polarity: input.polarity,
      frequency: input.frequency,
      isCumulative: input.isCumulative,
    },
    present: (_w, row) => toKpi(row),
  });
}

/**
 * The period keys of recorded values belong to the KPI's frequency (PERIOD-1), so the frequency is
 * locked once values exist: changing it would orphan them.
 */
export function updateKpi(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: KpiUpdateValues,
  version: string | undefined,
): Promise<Kpi> {
  return kpiRows.edit(deps, actor, id, version, {
    check: async ({ tx }, before) => {
      if (
        input.frequency &&
        input.frequency !== before.frequency &&
        (await usage(tx, actor, id)).values > 0
      ) {
        throw badRequest(FREQUENCY_LOCKED, { frequency: FREQUENCY_LOCKED });
      }
    },
    changes: {
      name: input.name,
      description: input.description,
      unit: input.unit,
      polarity: input.polarity,
      frequency: input.frequency,
      isCumulative: input.isCumulative,
    },
    present: (_w, row) => toKpi(row),
  });
}

/** CASCADE-4: a KPI template takes its assignments and their measurements (foreign keys cascade), at once. */
export function deleteKpi(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return kpiRows.remove(deps, actor, id, version, {
    cleanUp: async ({ tx }) => {
      const used = await usage(tx, actor, id);
      return { removedKpiAssignments: used.assignments, removedValues: used.values };
    },
  });
}
