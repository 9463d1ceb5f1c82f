// Calculated KPIs (CALC-1..CALC-12): a KPI template's code, its formula over other templates' codes,
// the whitelist that turns a parser's tree into the formula's own small tree, the evaluator and the
// cycle check. Pure (ARCH-2): the expression parser (jsep) is called by the server and the client and
// handed in here as a function, so this file imports nothing; nothing is ever run through eval.
import { isUsableValue } from "./measures";

/** CALC-1: a KPI code: a capital letter, then 1 to 30 capitals, digits or underscores. */
export const KPI_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,30}$/;
export const KPI_CODE_MESSAGE =
  "Code must start with a capital letter and have 2 to 31 capital letters, digits or underscores";
export const FORMULA_MAX = 500;

/** CALC-3: the functions a formula may call, with how many arguments each takes. */
export const FORMULA_FUNCTIONS = {
  min: { min: 1, max: 50 },
  max: { min: 1, max: 50 },
  abs: { min: 1, max: 1 },
  round: { min: 1, max: 2 },
} as const;
export type FormulaFunction = keyof typeof FORMULA_FUNCTIONS;
export type BinaryOperator = "+" | "-" | "*" | "/";

/** The formula's own tree: numbers, KPI codes, unary minus, + − × ÷ and the four functions (CALC-3). */
export type FormulaNode =
  | { kind: "number"; value: number }
  | { kind: "ref"; code: string }
  | { kind: "negate"; argument: FormulaNode }
  | { kind: "binary"; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { kind: "call"; name: FormulaFunction; args: FormulaNode[] };

/** A parser such as jsep: text in, an ESTree-like tree out; throws on a syntax error. */
export type ExpressionParser = (text: string) => unknown;

export type ParsedFormula = { ok: true; ast: FormulaNode; codes: string[] } | { ok: false; message: string };

class FormulaError extends Error {}

// Our marker for a code in braces: `{REVENUE}` is handed to the parser as the identifier `$REVENUE`.
// A `$` typed by the user is refused first, so only braces make a reference.
const REF = "$";
const BRACES = /\{([^{}]*)\}/g;

/**
 * CALC-3: the symbols × ÷ − read as * / -; CALC-2: `{CODE}` is a reference. Returns the text the
 * parser sees; every replacement keeps the length, so a parser's "at character n" still points right.
 */
function prepare(text: string): string {
  if (text.includes(REF)) throw new FormulaError("Formula must not contain $");
  const symbols = text.replace(/×/g, "*").replace(/÷/g, "/").replace(/[−–]/g, "-");
  const referenced = symbols.replace(BRACES, (whole, inner: string) => {
    const code = inner.trim();
    if (!KPI_CODE_PATTERN.test(code)) {
      throw new FormulaError(
        `{${code}} is not a KPI code: ${KPI_CODE_MESSAGE.charAt(0).toLowerCase()}${KPI_CODE_MESSAGE.slice(1)}`,
      );
    }
    return `${REF}${code}`.padEnd(whole.length, " ");
  });
  if (/[{}]/.test(referenced)) throw new FormulaError("Formula has a brace without its pair");
  return referenced;
}

type Tree = { type?: unknown; [key: string]: unknown };

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null;
}

function describe(node: Tree): string {
  switch (node.type) {
    case "Literal":
      return `the value ${String(node.raw ?? node.value)}`;
    case "MemberExpression":
      return "a member access (.)";
    case "ConditionalExpression":
      return "a condition (? :)";
    case "Compound":
    case "SequenceExpression":
      return "several expressions; an operator is missing between them";
    case "ArrayExpression":
      return "a list ([ ])";
    case "ThisExpression":
      return "this";
    default:
      return String(node.type ?? "this expression");
  }
}

/** CALC-3: the whitelist. Anything the parser understands but a formula does not is refused, by name. */
function convert(node: unknown, codes: Set<string>): FormulaNode {
  if (!isTree(node)) throw new FormulaError("Formula is empty");
  switch (node.type) {
    case "Literal": {
      if (typeof node.value !== "number" || !isUsableValue(node.value)) {
        throw new FormulaError(`Formula cannot use ${describe(node)}`);
      }
      return { kind: "number", value: node.value };
    }
    case "Identifier": {
      const name = String(node.name);
      if (name.startsWith(REF)) {
        const code = name.slice(REF.length);
        codes.add(code);
        return { kind: "ref", code };
      }
      if (name.toLowerCase() in FORMULA_FUNCTIONS)
        throw new FormulaError(`${name} must be called, e.g. ${name}(…)`);
      throw new FormulaError(`Unknown name ${name}: write KPI codes in braces, e.g. {${name.toUpperCase()}}`);
    }
    case "UnaryExpression": {
      const argument = convert(node.argument, codes);
      if (node.operator === "-") return { kind: "negate", argument };
      if (node.operator === "+") return argument;
      throw new FormulaError(`Formula cannot use the operator ${String(node.operator)}`);
    }
    case "BinaryExpression": {
      const operator = node.operator;
      if (operator !== "+" && operator !== "-" && operator !== "*" && operator !== "/") {
        throw new FormulaError(`Formula cannot use the operator ${String(operator)}; use + − × ÷`);
      }
      return { kind: "binary", operator, left: convert(node.left, codes), right: convert(node.right, codes) };
    }
    case "CallExpression": {
      const callee = isTree(node.callee) && node.callee.type === "Identifier" ? String(node.callee.name) : "";
      const name = callee.toLowerCase();
      if (!Object.hasOwn(FORMULA_FUNCTIONS, name)) {
        throw new FormulaError(`Unknown function ${callee || "call"}: use min, max, abs or round`);
      }
      const fn = name as FormulaFunction;
      const args = Array.isArray(node.arguments) ? node.arguments : [];
      const arity = FORMULA_FUNCTIONS[fn];
      if (args.length < arity.min || args.length > arity.max) {
        throw new FormulaError(
          arity.min === arity.max
            ? `${fn} takes ${arity.min} argument`
            : `${fn} takes ${arity.min} to ${arity.max} arguments`,
        );
      }
      const converted = args.map((arg) => convert(arg, codes));
      // round(x, digits): the digits are a whole number 0 to 10 written in the formula.
      if (fn === "round" && converted[1]) {
        const digits = converted[1];
        if (
          digits.kind !== "number" ||
          !Number.isInteger(digits.value) ||
          digits.value < 0 ||
          digits.value > 10
        ) {
          throw new FormulaError("round's second argument must be a whole number from 0 to 10");
        }
      }
      return { kind: "call", name: fn, args: converted };
    }
    default:
      throw new FormulaError(`Formula cannot use ${describe(node)}`);
  }
}

/**
 * CALC-2, CALC-3, CALC-4: reads a formula with the given parser (jsep) and keeps only what the
 * whitelist allows. A syntax error, a `$`, a stray brace, a bad code or anything outside the
 * whitelist answers `{ ok: false, message }`; never throws.
 */
export function parseFormula(text: string, parse: ExpressionParser): ParsedFormula {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: "Formula is empty" };
  if (trimmed.length > FORMULA_MAX) {
    return { ok: false, message: `Formula must be at most ${FORMULA_MAX} characters` };
  }
  try {
    const prepared = prepare(trimmed);
    let tree: unknown;
    try {
      tree = parse(prepared);
    } catch (error) {
      const detail = error instanceof Error ? error.message : "cannot be read";
      throw new FormulaError(`Syntax error: ${detail.replaceAll(REF, "")}`);
    }
    const codes = new Set<string>();
    const ast = convert(tree, codes);
    return { ok: true, ast, codes: [...codes] };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    return { ok: false, message: "Syntax error: the formula cannot be read" };
  }
}

/** The codes a formula refers to, each once, in order of appearance. */
export function formulaCodes(ast: FormulaNode): string[] {
  const codes = new Set<string>();
  const walk = (node: FormulaNode): void => {
    if (node.kind === "ref") codes.add(node.code);
    else if (node.kind === "negate") walk(node.argument);
    else if (node.kind === "binary") {
      walk(node.left);
      walk(node.right);
    } else if (node.kind === "call") node.args.forEach(walk);
  };
  walk(ast);
  return [...codes];
}

// ---------------------------------------------------------------------------------------------------
// Evaluation

/** CALC-6: why a calculated value is no data. */
export type FormulaNoData =
  | { reason: "missing-input"; codes: string[] }
  | { reason: "division-by-zero" }
  | { reason: "out-of-range" };

export type FormulaResult = { value: number; noData: null } | { value: null; noData: FormulaNoData };

class NoData {
  constructor(readonly detail: FormulaNoData) {}
}

function roundHalfUp(value: number, digits: number): number {
  const factor = 10 ** digits;
  // Float noise (2.675 stored as 2.67499…) does not change the result, as in SCORE-2.
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(12)))) / factor;
}

/**
 * CALC-5, CALC-6: evaluates a formula with each code's value from `lookup` (null for a missing input).
 * A missing input, a division by zero or a result that is not finite or beyond ±1e12 (VALUE-1) gives
 * no data with the reason; every missing code is named, not just the first.
 */
export function evaluateFormula(ast: FormulaNode, lookup: (code: string) => number | null): FormulaResult {
  const missing = formulaCodes(ast).filter((code) => !isUsableValue(lookup(code)));
  if (missing.length > 0) return { value: null, noData: { reason: "missing-input", codes: missing } };
  const run = (node: FormulaNode): number => {
    switch (node.kind) {
      case "number":
        return node.value;
      case "ref":
        return lookup(node.code) as number;
      case "negate":
        return -run(node.argument);
      case "binary": {
        const left = run(node.left);
        const right = run(node.right);
        if (node.operator === "+") return left + right;
        if (node.operator === "-") return left - right;
        if (node.operator === "*") return left * right;
        if (right === 0) throw new NoData({ reason: "division-by-zero" });
        return left / right;
      }
      case "call": {
        const values = node.args.map(run);
        if (node.name === "min") return Math.min(...values);
        if (node.name === "max") return Math.max(...values);
        if (node.name === "abs") return Math.abs(values[0]!);
        return roundHalfUp(values[0]!, values[1] ?? 0);
      }
    }
  };
  try {
    const value = run(ast);
    if (!isUsableValue(value)) return { value: null, noData: { reason: "out-of-range" } };
    return { value: Object.is(value, -0) ? 0 : value, noData: null };
  } catch (error) {
    if (error instanceof NoData) return { value: null, noData: error.detail };
    throw error;
  }
}

/** CALC-6: the reason a calculated value is no data, in words for the explainer and the screens. */
export function describeNoData(noData: FormulaNoData): string {
  switch (noData.reason) {
    case "missing-input":
      return `No data: ${noData.codes.map((code) => `{${code}}`).join(", ")} ${noData.codes.length === 1 ? "has" : "have"} no value here`;
    case "division-by-zero":
      return "No data: the formula divides by zero";
    default:
      return "No data: the result is beyond ±1,000,000,000,000";
  }
}

// ---------------------------------------------------------------------------------------------------
// Saving: unknown codes and cycles (CALC-4)

/**
 * CALC-4: a formula may only refer to codes of the organization's KPI templates, not to its own.
 * `codes` are every template's code (the one being saved included); answers the unknown ones.
 */
export function unknownCodes(referenced: readonly string[], known: ReadonlySet<string>): string[] {
  return referenced.filter((code) => !known.has(code));
}

/**
 * CALC-4: the cycle a formula would close, as the path of codes from `code` back to itself
 * (`["A", "B", "A"]`), or null. `references` maps each other template's code to the codes its formula
 * uses (templates without a formula may be left out); `own` are the codes the saved formula uses.
 */
export function findFormulaCycle(
  code: string,
  own: readonly string[],
  references: ReadonlyMap<string, readonly string[]>,
): string[] | null {
  const done = new Set<string>();
  const path: string[] = [code];
  const visit = (next: readonly string[]): string[] | null => {
    for (const target of next) {
      if (target === code) return [...path, target];
      if (done.has(target)) continue;
      done.add(target);
      path.push(target);
      const found = visit(references.get(target) ?? []);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(own);
}

/** CALC-4: the message for a cycle: 'Formula makes a cycle: {A} → {B} → {A}'. */
export function cycleMessage(cycle: readonly string[]): string {
  return `Formula makes a cycle: ${cycle.map((code) => `{${code}}`).join(" → ")}`;
}
