// CALC-3: the server reads KPI formulas with jsep (a small maintained parser) and keeps only what the
// domain's whitelist allows; nothing is ever run through eval or new Function.
import jsep from "jsep";
import { type FormulaNode, type ParsedFormula, parseFormula } from "../domain/formula";

/** CALC-4: a formula's tree and codes, or the problem with it. */
export function parseKpiFormula(text: string): ParsedFormula {
  return parseFormula(text, jsep);
}

/** CALC-5: a stored formula's tree for the engine; null for none (or one that no longer reads). */
export function formulaTree(text: string | null | undefined): FormulaNode | null {
  if (!text) return null;
  const parsed = parseKpiFormula(text);
  return parsed.ok ? parsed.ast : null;
}
