import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { cycleMessage, findFormulaCycle, unknownCodes } from "../../../domain/formula";
import { type MeasureChanges, resolveMeasures } from "../../../domain/measures";
import { kpisResource } from "../../../domain/resources";
import type { Kpi, KpiCreateValues, KpiUpdateValues } from "../../../domain/schemas/library";
import type { Tx } from "../../db/client";
import { kpiAssignments, kpiMeasurements, kpis } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { parseKpiFormula } from "../../formulas";
import { badRequest, HttpError } from "../../http-error";
import { auditedResource, owned } from "../../kernel";
import type { ServiceDeps } from "../../services";

type KpiRow = typeof kpis.$inferSelect;

export const FREQUENCY_LOCKED =
  "The frequency cannot change while this KPI has targets or actual results recorded against it";

/** What a KPI's activity rows record before → after: every field a person edits. */
const editedFields = (row: KpiRow) => ({
  name: row.name,
  description: row.description,
  unit: row.unit,
  polarity: row.polarity,
  frequency: row.frequency,
  isCumulative: row.isCumulative,
  aggregation: row.aggregation,
  scoring: row.scoring,
  baseline: row.baseline,
  code: row.code,
  formula: row.formula,
});

export function toKpi(row: KpiRow): Kpi {
  return {
    id: row.id,
    organizationId: row.organizationId,
    ...editedFields(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const kpiRows = auditedResource(kpisResource, kpis, {
  name: (row) => row.name,
  snapshot: editedFields,
});

/** AGG-9, SCORE-13: the measuring fields a write leaves, or a 400 naming the field. */
function measures(before: KpiRow | null, input: MeasureChanges) {
  const result = resolveMeasures(before, input);
  if (!result.ok) throw badRequest(result.message, { [result.field]: result.message });
  return result.values;
}
const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

/** The organization's KPI templates with a code or a formula (CALC-1, CALC-4). */
async function codedKpis(tx: Tx, actor: TenantContext) {
  return tx
    .select({ id: kpis.id, name: kpis.name, code: kpis.code, formula: kpis.formula })
    .from(kpis)
    .where(and(kpiRows.inOrg(actor), or(isNotNull(kpis.code), isNotNull(kpis.formula))));
}

type Coded = Awaited<ReturnType<typeof codedKpis>>[number];

function codesOf(formula: string | null): string[] {
  const parsed = formula ? parseKpiFormula(formula) : null;
  return parsed?.ok ? parsed.codes : [];
}

/** CALC-9: the other KPIs whose formulas use `code`. */
function usersOf(code: string, others: readonly Coded[]): Coded[] {
  return others.filter((other) => codesOf(other.formula).includes(code));
}

function quoteNames(rows: readonly Coded[]): string {
  return rows.map((row) => `"${row.name}"`).join(", ");
}

/**
 * CALC-1, CALC-4, CALC-9: a KPI's code is unique in the organization (409, field `code`); a code other
 * formulas use is not changed or removed (400, field `code`); a formula reads (syntax), names only
 * existing codes and closes no cycle (400, field `formula`).
 */
async function checkCalculation(
  tx: Tx,
  actor: TenantContext,
  id: string | null,
  before: { code: string | null } | null,
  code: string | null,
  formula: string | null,
): Promise<void> {
  const others = (await codedKpis(tx, actor)).filter((row) => row.id !== id);
  if (code) {
    const taken = others.find((row) => row.code === code);
    if (taken) {
      const message = `Code ${code} is already used by the KPI "${taken.name}"`;
      throw new HttpError(409, message, "CONFLICT", { code: message });
    }
  }
  if (before?.code && before.code !== code) {
    const using = usersOf(before.code, others);
    if (using.length > 0) {
      const message = `Code ${before.code} is used in the formula of ${quoteNames(using)}; change that formula first`;
      throw badRequest(message, { code: message });
    }
  }
  if (!formula) return;
  const parsed = parseKpiFormula(formula);
  if (!parsed.ok) throw badRequest(parsed.message, { formula: parsed.message });
  const known = new Set(others.flatMap((row) => (row.code ? [row.code] : [])));
  if (code) known.add(code);
  const unknown = unknownCodes(parsed.codes, known);
  if (unknown.length > 0) {
    const list = unknown.map((c) => `{${c}}`).join(", ");
    const message = `Unknown KPI code${unknown.length === 1 ? "" : "s"} ${list}: no KPI in the library has ${unknown.length === 1 ? "it" : "them"}`;
    throw badRequest(message, { formula: message });
  }
  const references = new Map<string, string[]>();
  for (const row of others) if (row.code) references.set(row.code, codesOf(row.formula));
  // Without a code of its own, nothing can refer back to this KPI: only a self-reference is a cycle.
  const cycle = findFormulaCycle(code ?? "\u0000", parsed.codes, references);
  if (cycle) {
    const message = cycleMessage(cycle);
    throw badRequest(message, { formula: message });
  }
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

/** The defaults (LIBRARY-3) come from the schema; the aggregation's from the unit (AGG-7). */
export function createKpi(deps: ServiceDeps, actor: Actor, input: KpiCreateValues): Promise<Kpi> {
  const measured = measures(null, input);
  const code = input.code ?? null;
  const formula = input.formula ?? null;
  return kpiRows.create(deps, actor, {
    check: ({ tx }) => checkCalculation(tx, actor, null, null, code, formula),
    values: {
      code,
      formula,
      name: input.name,
      description: input.description ?? null,
      unit: input.unit,
      polarity: input.polarity,
      frequency: input.frequency,
      isCumulative: measured.isCumulative,
      aggregation: measured.aggregation,
      scoring: measured.scoring,
      baseline: measured.baseline,
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
    check: ({ tx }, before) => checkKpiUpdate(tx, actor, before, input),
    changes: (before) => kpiUpdateChanges(before, input),
    present: (_w, row) => toKpi(row),
  });
}

/**
 * The checks of a KPI edit on the row as it was (CALC-1, CALC-4, CALC-9, PERIOD-1's frequency lock); a
 * change request applies a KPI change with the same checks (REQUEST-30).
 */
export async function checkKpiUpdate(
  tx: Tx,
  actor: TenantContext,
  before: KpiRow,
  input: Partial<KpiUpdateValues>,
): Promise<void> {
  const code = input.code === undefined ? before.code : input.code;
  const formula = input.formula === undefined ? before.formula : input.formula;
  if (code !== before.code || formula !== before.formula) {
    await checkCalculation(tx, actor, before.id, before, code, formula);
  }
  if (
    input.frequency &&
    input.frequency !== before.frequency &&
    (await usage(tx, actor, before.id)).values > 0
  ) {
    throw badRequest(FREQUENCY_LOCKED, { frequency: FREQUENCY_LOCKED });
  }
}

/** The row changes of a KPI edit: the fields sent, with the measuring fields resolved (AGG-9, SCORE-13). */
export function kpiUpdateChanges(before: KpiRow, input: Partial<KpiUpdateValues>) {
  const measured = measures(before, input);
  return {
    name: input.name,
    description: input.description,
    unit: input.unit,
    polarity: input.polarity,
    frequency: input.frequency,
    isCumulative: measured.isCumulative,
    aggregation: measured.aggregation,
    scoring: measured.scoring,
    baseline: measured.baseline,
    code: input.code,
    formula: input.formula,
  };
}

/** CASCADE-4: a KPI template takes its assignments and their measurements (foreign keys cascade), at once. */
export function deleteKpi(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return kpiRows.remove(deps, actor, id, version, {
    check: async ({ tx }, row) => {
      // CALC-9: a KPI whose code another formula uses is not deleted from under it.
      const others = row.code ? (await codedKpis(tx, actor)).filter((other) => other.id !== id) : [];
      const using = row.code ? usersOf(row.code, others) : [];
      if (using.length > 0) {
        const message = `This KPI's code ${row.code} is used in the formula of ${quoteNames(using)}; change that formula first`;
        throw new HttpError(409, message);
      }
    },
    cleanUp: async ({ tx }) => {
      const used = await usage(tx, actor, id);
      return { removedKpiAssignments: used.assignments, removedValues: used.values };
    },
  });
}
