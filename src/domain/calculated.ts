// Calculated KPI assignments in a view (CALC-5, CALC-6, CALC-7): a calculated assignment's actual (and
// its target, unless it has targets of its own) is its formula over the same function's assignments of
// the referenced KPIs, each taken after aggregation (the view's value from viewKpiValue).
import { type KpiViewValue, viewKpiValue } from "./aggregation";
import {
  describeNoData,
  evaluateFormula,
  type FormulaNoData,
  type FormulaNode,
  formulaCodes,
} from "./formula";
import type { Aggregation } from "./measures";
import { type Frequency, type PeriodValues, periodKeysFor } from "./periods";

export type CalculatedInput = {
  /** The KPI assignment's id. */
  id: string;
  /** Formulas read the assignments of the same function (CALC-5). */
  functionId: string;
  /** The KPI template's code, if it has one. */
  code?: string | null;
  /** The template's formula, parsed; null or left out for an entered KPI. */
  formula?: FormulaNode | null;
  /** CALC-7: the assignment has targets of its own for the year (then they are its target). */
  hasOwnTargets?: boolean;
};

/** One referenced KPI's values as they entered the formula. */
export type CalculationInputValue = { code: string; target: number | null; actual: number | null };

/** CALC-8: how a calculated value was reached, for the explainer. */
export type CalculationExplanation = {
  inputs: CalculationInputValue[];
  /** CALC-7: `own` when the assignment's own targets are its target. */
  targetSource: "formula" | "own";
  actualNoData: FormulaNoData | null;
  targetNoData: FormulaNoData | null;
};

export type CalculatedValue = { viewed: KpiViewValue; calculation: CalculationExplanation };

const MISSING = (codes: string[]): FormulaNoData => ({ reason: "missing-input", codes });

/**
 * CALC-5..CALC-7: the values of every calculated assignment. `viewOf` answers an assignment's own view
 * value (aggregated by its own method; for a calculated one, over its own targets). A referenced KPI
 * assigned more than once in the function, or not at all, is a missing input (CALC-6); a chain of
 * formulas is followed, and a cycle (refused on save, CALC-4) is no data rather than a loop.
 */
export function calculateAssignments(
  kpis: readonly CalculatedInput[],
  viewOf: (id: string) => KpiViewValue,
): Map<string, CalculatedValue> {
  // function → code → the function's assignments of that code.
  const byCode = new Map<string, Map<string, CalculatedInput[]>>();
  for (const kpi of kpis) {
    if (!kpi.code) continue;
    let codes = byCode.get(kpi.functionId);
    if (!codes) {
      codes = new Map();
      byCode.set(kpi.functionId, codes);
    }
    const list = codes.get(kpi.code);
    if (list) list.push(kpi);
    else codes.set(kpi.code, [kpi]);
  }
  const results = new Map<string, CalculatedValue>();
  const inProgress = new Set<string>();

  const valueFor = (kpi: CalculatedInput): { target: number | null; actual: number | null } => {
    if (!kpi.formula) {
      const viewed = viewOf(kpi.id);
      return { target: viewed.target, actual: viewed.actual };
    }
    const done = calculate(kpi);
    return done ? { target: done.viewed.target, actual: done.viewed.actual } : { target: null, actual: null };
  };

  const calculate = (kpi: CalculatedInput): CalculatedValue | null => {
    const known = results.get(kpi.id);
    if (known) return known;
    if (inProgress.has(kpi.id) || !kpi.formula) return null;
    inProgress.add(kpi.id);
    const formula = kpi.formula;
    const inputs: CalculationInputValue[] = [];
    const values = new Map<string, { target: number | null; actual: number | null }>();
    for (const code of formulaCodes(formula)) {
      const found = byCode.get(kpi.functionId)?.get(code) ?? [];
      // CALC-6: no assignment, or more than one, of the code in the function: no value to take.
      const value = found.length === 1 ? valueFor(found[0]!) : { target: null, actual: null };
      values.set(code, value);
      inputs.push({ code, ...value });
    }
    const actual = evaluateFormula(formula, (code) => values.get(code)?.actual ?? null);
    const own = viewOf(kpi.id);
    const targetSource = kpi.hasOwnTargets ? "own" : "formula";
    const target =
      targetSource === "own"
        ? { value: own.target, noData: own.target === null ? MISSING([]) : null }
        : evaluateFormula(formula, (code) => values.get(code)?.target ?? null);
    const comparable = target.value !== null && actual.value !== null;
    const result: CalculatedValue = {
      viewed: {
        ...own,
        target: target.value,
        actual: actual.value,
        periodsUsed: comparable ? own.periodsConsidered : [],
        periodsLeftOut: [],
        comparable,
      },
      calculation: {
        inputs,
        targetSource,
        actualNoData: actual.noData,
        targetNoData: targetSource === "own" ? null : target.noData,
      },
    };
    inProgress.delete(kpi.id);
    results.set(kpi.id, result);
    return result;
  };

  for (const kpi of kpis) if (kpi.formula) calculate(kpi);
  return results;
}

function formatValue(value: number | null): string {
  return value === null ? "no value" : String(Number(value.toFixed(2)));
}

/** CALC-6: the reason a calculated assignment shows no data, in words; null when it has its values. */
export function calculationNote(calculation: CalculationExplanation | undefined): string | null {
  if (!calculation) return null;
  if (calculation.actualNoData) return describeNoData(calculation.actualNoData);
  if (calculation.targetNoData) return `Target: ${describeNoData(calculation.targetNoData)}`;
  return null;
}

/** CALC-8: sentences that explain a calculated value: its inputs after aggregation, and any no data. */
export function describeCalculation(calculation: CalculationExplanation, formula?: string | null): string[] {
  const inputs = calculation.inputs.map(
    (input) => `{${input.code}} target ${formatValue(input.target)}, actual ${formatValue(input.actual)}`,
  );
  const lines = [
    `Calculated${formula ? ` as ${formula}` : ""} from this function's KPIs after aggregation${inputs.length > 0 ? `: ${inputs.join("; ")}` : ""}.`,
  ];
  if (calculation.targetSource === "own") lines.push("Target: this KPI's own targets.");
  if (calculation.actualNoData) lines.push(`Actual: ${describeNoData(calculation.actualNoData)}.`);
  if (calculation.targetNoData) lines.push(`Target: ${describeNoData(calculation.targetNoData)}.`);
  return lines;
}

/** An assignment as the per-period calculation reads it (CALC-11). */
export type PeriodCalculationInput = CalculatedInput & {
  frequency: Frequency;
  isCumulative: boolean;
  aggregation?: Aggregation | null;
  unit?: string | null;
  targets: PeriodValues;
  actuals: PeriodValues;
};

/**
 * CALC-11: a calculated assignment's values period by period, for the screens that list periods (KPI
 * Input): each of its own periods is a period view, its formula over the inputs' values in that period
 * (CALC-5). Its own targets stay its targets (CALC-7). Answers only the calculated assignments.
 */
export function calculatePeriodValues(
  kpis: readonly PeriodCalculationInput[],
  fiscalYearStartMonth = 1,
): Map<string, { targets: PeriodValues; actuals: PeriodValues }> {
  const out = new Map<string, { targets: PeriodValues; actuals: PeriodValues }>();
  const calculated = kpis.filter((kpi) => kpi.formula);
  if (calculated.length === 0) return out;
  const byId = new Map(kpis.map((kpi) => [kpi.id, kpi]));
  for (const kpi of calculated) out.set(kpi.id, { targets: {}, actuals: {} });
  for (const frequency of new Set(calculated.map((kpi) => kpi.frequency))) {
    for (const period of periodKeysFor(frequency, fiscalYearStartMonth)) {
      const viewOf = (id: string): KpiViewValue => {
        const kpi = byId.get(id)!;
        return viewKpiValue({
          ...kpi,
          // CALC-7: a calculated assignment's own view reads its own targets only.
          actuals: kpi.formula ? kpi.targets : kpi.actuals,
          view: "period",
          viewFrequency: frequency,
          period,
          fiscalYearStartMonth,
        });
      };
      const results = calculateAssignments(kpis, viewOf);
      for (const kpi of calculated) {
        if (kpi.frequency !== frequency) continue;
        const result = results.get(kpi.id);
        const maps = out.get(kpi.id)!;
        maps.actuals[period] = result?.viewed.actual ?? null;
        maps.targets[period] = kpi.hasOwnTargets
          ? (kpi.targets[period] ?? null)
          : (result?.viewed.target ?? null);
      }
    }
  }
  return out;
}
