// REQUEST-12..REQUEST-14: a request's impact, scored by the scorecard engine on the real data: "before" as
// it stands, "after" inside a savepoint where the changes are applied by the code that applies them for
// real (applyChanges), then rolled back. Nothing of the trial run remains (docs/decisions/012).
import { type PeriodKey, periodLabel } from "../../../domain/periods";
import { impactPeriods, weightsTotal } from "../../../domain/requests";
import type { ImpactRow, RequestChanges, RequestImpact } from "../../../domain/schemas/requests";
import type { ScorecardQuery, ScorecardResponse } from "../../../domain/schemas/scorecard";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow } from "../../db/fiscal-year";
import type { WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { headsUpTheTree } from "../functions";
import { scoreFunctionIn } from "../scorecard";
import { applyChanges, type Target } from "./apply";

/** Thrown inside the savepoint to roll the trial run back. */
class TrialRollback extends Error {
  constructor(readonly figures: Figures) {
    super("trial run rolled back");
  }
}

type Card = Pick<ScorecardResponse, "functionId" | "functionName" | "score" | "status" | "objectives">;
/** period key (with frequency) → function id → its card. */
type Figures = Map<string, Map<string, Card>>;

const periodId = (p: { frequency: string; period: string }) => `${p.frequency}:${p.period}`;

async function score(
  tx: Tx,
  w: WriteContext,
  periods: { frequency: ScorecardQuery["frequency"]; period: PeriodKey }[],
  functionIds: readonly string[],
  year: number,
  now: Date,
): Promise<Figures> {
  const out: Figures = new Map();
  for (const p of periods) {
    const cards = new Map<string, Card>();
    for (const functionId of functionIds) {
      const card = await scoreFunctionIn(
        tx,
        w.actor,
        { functionId, year, frequency: p.frequency, period: p.period, view: "period" },
        now,
      );
      cards.set(functionId, {
        functionId: card.functionId,
        functionName: card.functionName,
        score: card.score,
        status: card.status,
        objectives: card.objectives,
      });
    }
    out.set(periodId(p), cards);
  }
  return out;
}

function kpiIn(card: Card | undefined, kpiAssignmentId: string) {
  for (const objective of card?.objectives ?? []) {
    const kpi = objective.kpis.find((one) => one.kpiAssignmentId === kpiAssignmentId);
    if (kpi) return kpi;
  }
  return undefined;
}

type Scored = { score: number | null; status: string; name: string } | undefined;

function row(
  level: ImpactRow["level"],
  id: string,
  functionName: string,
  before: Scored,
  after: Scored,
): ImpactRow | null {
  if (!before && !after) return null;
  return {
    level,
    id,
    name: after?.name ?? before?.name ?? "",
    functionName,
    before: before?.score ?? null,
    after: after?.score ?? null,
    statusBefore: before?.status ?? null,
    statusAfter: after?.status ?? null,
  };
}

/**
 * REQUEST-12: the score before and after of the KPI, its objective, its function and each ancestor up to
 * the top, for the affected periods (impactPeriods); REQUEST-13: whether the function's objective weights
 * total 100 before and after (weight changes). Runs inside the caller's transaction.
 */
export async function impactOf(
  w: WriteContext,
  deps: ServiceDeps,
  data: RequestChanges,
  target: Target,
  request: { id: string; title: string },
  now = new Date(),
): Promise<RequestImpact | null> {
  if (data.type === "other" || target.places.length === 0) return null;
  const { tx, actor } = w;
  const year = "year" in data.changes ? data.changes.year : await fiscalYearNow(tx, actor, now);
  const keys =
    data.type === "target_change"
      ? Object.keys(data.changes.targets)
      : data.type === "actual_correction"
        ? Object.keys(data.changes.actualResults)
        : [];
  const periods = impactPeriods(data.type, target.frequency, keys);
  // The affected functions and each of their ancestors, nearest first, each once.
  const functions: { id: string; name: string }[] = [];
  for (const functionId of new Set(target.places.map((place) => place.functionId))) {
    for (const level of await headsUpTheTree(tx, actor, functionId)) {
      if (!functions.some((f) => f.id === level.functionId)) {
        functions.push({ id: level.functionId, name: level.functionName });
      }
    }
  }
  const ids = functions.map((f) => f.id);
  const before = await score(tx, w, periods, ids, year, now);
  let after: Figures;
  try {
    await tx.transaction(async (savepoint) => {
      await applyChanges({ ...w, tx: savepoint }, deps, data, request, { trial: true });
      throw new TrialRollback(await score(savepoint, { ...w, tx: savepoint }, periods, ids, year, now));
    });
    throw new Error("The impact's trial run was not rolled back");
  } catch (error) {
    if (!(error instanceof TrialRollback)) throw error;
    after = error.figures;
  }

  const start = await fiscalStartMonthOf(tx, actor);
  const nameOf = (functionId: string) => functions.find((f) => f.id === functionId)?.name ?? "";
  const out: RequestImpact["periods"] = periods.map((p) => {
    const b = before.get(periodId(p));
    const a = after.get(periodId(p));
    const rows: ImpactRow[] = [];
    for (const place of target.places) {
      const cardBefore = b?.get(place.functionId);
      const cardAfter = a?.get(place.functionId);
      if (place.kpiAssignmentId) {
        const made = row(
          "kpi",
          place.kpiAssignmentId,
          nameOf(place.functionId),
          kpiIn(cardBefore, place.kpiAssignmentId),
          kpiIn(cardAfter, place.kpiAssignmentId),
        );
        if (made) rows.push(made);
      }
      const objective = (card: Card | undefined) =>
        card?.objectives.find((o) => o.objectiveAssignmentId === place.objectiveAssignmentId);
      const made = row(
        "objective",
        place.objectiveAssignmentId,
        nameOf(place.functionId),
        objective(cardBefore),
        objective(cardAfter),
      );
      if (made && !rows.some((r) => r.level === "objective" && r.id === made.id)) rows.push(made);
    }
    for (const f of functions) {
      const asScored = (card: Card | undefined): Scored =>
        card ? { score: card.score, status: card.status, name: f.name } : undefined;
      const made = row("function", f.id, f.name, asScored(b?.get(f.id)), asScored(a?.get(f.id)));
      if (made) rows.push(made);
    }
    return { period: p.period, label: periodLabel(p.frequency, p.period, year, start), rows };
  });

  let weights: RequestImpact["weights"] = null;
  if (data.type === "weight_change" && target.functionId && periods[0]) {
    const first = periodId(periods[0]);
    const totalOf = (figures: Figures) =>
      weightsTotal((figures.get(first)?.get(target.functionId!)?.objectives ?? []).map((o) => o.weight));
    const wb = totalOf(before);
    const wa = totalOf(after);
    weights = {
      functionId: target.functionId,
      functionName: target.functionName ?? "",
      totalBefore: wb.total,
      totalAfter: wa.total,
      balancedBefore: wb.balanced,
      balancedAfter: wa.balanced,
    };
  }
  return { computedAt: now.toISOString(), stale: false, periods: out, weights };
}

/** REQUEST-14: whether two impacts show the same figures (the time they were computed aside). */
export function sameFigures(a: RequestImpact | null, b: RequestImpact | null): boolean {
  const figures = (impact: RequestImpact | null) =>
    impact ? canonical({ periods: impact.periods, weights: impact.weights }) : "null";
  return figures(a) === figures(b);
}

/** JSON with object keys sorted (jsonb hands objects back in its own key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
