// CALC-12: the Library form checks a formula as it is typed, with the server's parser (jsep) and the
// domain's whitelist, unknown-code and cycle checks (CALC-3, CALC-4), so the hint says what a save would.
import jsep from "jsep";
import { cycleMessage, findFormulaCycle, parseFormula, unknownCodes } from "../../../../domain/formula";

export type FormulaCheck = { ok: true; message: string } | { ok: false; message: string } | null;

type LibraryKpi = { id: string; code: string | null; formula: string | null };

function codesOf(formula: string | null): string[] {
  if (!formula) return [];
  const parsed = parseFormula(formula, jsep);
  return parsed.ok ? parsed.codes : [];
}

/** The formula's state for the hint; null when the field is empty (an entered KPI). */
export function checkFormula(
  text: string | undefined,
  ownCode: string | undefined,
  kpis: readonly LibraryKpi[],
  selfId: string | null,
): FormulaCheck {
  if (!text?.trim()) return null;
  const parsed = parseFormula(text, jsep);
  if (!parsed.ok) return parsed;
  const code = ownCode?.trim().toUpperCase() || null;
  const others = kpis.filter((kpi) => kpi.id !== selfId);
  const known = new Set(others.flatMap((kpi) => (kpi.code ? [kpi.code] : [])));
  if (code) known.add(code);
  const unknown = unknownCodes(parsed.codes, known);
  if (unknown.length > 0) {
    const list = unknown.map((c) => `{${c}}`).join(", ");
    return { ok: false, message: `Unknown KPI code${unknown.length === 1 ? "" : "s"} ${list}` };
  }
  const references = new Map<string, string[]>();
  for (const kpi of others) if (kpi.code) references.set(kpi.code, codesOf(kpi.formula));
  const cycle = findFormulaCycle(code ?? "\u0000", parsed.codes, references);
  if (cycle) return { ok: false, message: cycleMessage(cycle) };
  const uses = parsed.codes.map((c) => `{${c}}`).join(", ");
  return {
    ok: true,
    message: uses
      ? `Calculated from ${uses} of the same function, after aggregation; actuals are not entered.`
      : "Calculated from numbers only; actuals are not entered.",
  };
}
