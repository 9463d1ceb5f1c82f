import jsep from "jsep";
import { describe, expect, it } from "vitest";
import { type KpiViewValue, viewKpiValue } from "./aggregation";
import { calculateAssignments } from "./calculated";
import {
  cycleMessage,
  describeNoData,
  evaluateFormula,
  type FormulaNode,
  findFormulaCycle,
  KPI_CODE_PATTERN,
  parseFormula,
  unknownCodes,
} from "./formula";
import { rollUpScorecard, type ScorecardKpi } from "./scorecard";

function ast(text: string): FormulaNode {
  const parsed = parseFormula(text, jsep);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.ast;
}

const VALUES: Record<string, number | null> = { AX: 10, BX: 4, CX: -2, ZERO: 0, NONE: null, BIG: 1e12 };
const lookup = (code: string) => VALUES[code] ?? null;

describe("CALC-1: KPI codes", () => {
  it.each([
    ["REVENUE", true],
    ["R2", true],
    ["HEAD_COUNT_2026", true],
    ["A", false],
    ["revenue", false],
    ["2X", false],
    ["_X", false],
    ["A-B", false],
    [`A${"B".repeat(30)}`, true],
    [`A${"B".repeat(31)}`, false],
  ])("%s is a code: %s", (code, ok) => {
    expect(KPI_CODE_PATTERN.test(code)).toBe(ok);
  });
});

describe("CALC-3, CALC-5: a formula evaluates with the usual precedence", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["10 - 4 - 3", 3],
    ["100 / 10 / 2", 5],
    ["{AX} / {BX} * 1000", 2500],
    ["{AX} ÷ {BX} × 1000", 2500],
    ["{AX} − {BX}", 6],
    ["-{AX} + 3", -7],
    ["-(-{CX})", -2],
    ["- {AX} * 2", -20],
    ["2 * -3", -6],
    ["+{AX}", 10],
    ["min({AX}, {BX}, {CX})", -2],
    ["max({AX}, {BX})", 10],
    ["abs({CX})", 2],
    ["round(2.5)", 3],
    ["round(-2.5)", -3],
    ["round({AX} / 3, 2)", 3.33],
    ["round(1.005, 2)", 1.01],
    ["MIN({AX}, 3)", 3],
    ["{ AX } + 1", 11],
    ["1.5e2", 150],
    ["{ZERO} * 5", 0],
  ])("%s = %s", (text, expected) => {
    expect(evaluateFormula(ast(text), lookup)).toEqual({ value: expected, noData: null });
  });
});

describe("CALC-6: a missing input or a division by zero is no data, with the reason", () => {
  it.each([
    ["{AX} / {NONE}", { reason: "missing-input", codes: ["NONE"] }],
    ["{MISSING} + {NONE} + {AX}", { reason: "missing-input", codes: ["MISSING", "NONE"] }],
    ["min({AX}, {NONE})", { reason: "missing-input", codes: ["NONE"] }],
    ["{AX} / {ZERO}", { reason: "division-by-zero" }],
    ["{AX} / ({BX} - 4)", { reason: "division-by-zero" }],
    ["1 / 0", { reason: "division-by-zero" }],
    ["{BIG} * 10", { reason: "out-of-range" }],
  ])("%s", (text, noData) => {
    expect(evaluateFormula(ast(text), lookup)).toEqual({ value: null, noData });
  });

  it("says why in words", () => {
    expect(describeNoData({ reason: "missing-input", codes: ["HEADCOUNT"] })).toBe(
      "No data: {HEADCOUNT} has no value here",
    );
    expect(describeNoData({ reason: "division-by-zero" })).toBe("No data: the formula divides by zero");
  });
});

describe("CALC-4: a formula that cannot be read is refused, naming the problem", () => {
  it.each([
    ["", "Formula is empty"],
    ["   ", "Formula is empty"],
    ["{AX} +", "Syntax error"],
    ["({AX} + 1", "Syntax error"],
    ["{AX} {BX}", "operator is missing"],
    ["REVENUE + 1", "Unknown name REVENUE: write KPI codes in braces, e.g. {REVENUE}"],
    ["{revenue}", "{revenue} is not a KPI code"],
    ["{A", "brace without its pair"],
    ["A}", "brace without its pair"],
    ["$A + 1", "must not contain $"],
    ["{AX} % 2", "cannot use the operator %"],
    ["{AX} ** 2", "cannot use the operator **"],
    ["{AX} == 1", "cannot use the operator =="],
    ["!{AX}", "cannot use the operator !"],
    ["sqrt({AX})", "Unknown function sqrt"],
    ["constructor({AX})", "Unknown function constructor"],
    ["__proto__({AX})", "Unknown function __proto__"],
    ["{AX}.constructor", "member access"],
    ["{AX}[0]", "member access"],
    ["{AX} ? 1 : 2", "condition"],
    ['"text"', 'the value "text"'],
    ["true", "the value true"],
    ["[1, 2]", "list"],
    ["abs({AX}, {BX})", "abs takes 1 argument"],
    ["round({AX}, 1.5)", "round's second argument"],
    ["round({AX}, {BX})", "round's second argument"],
    ["min()", "min takes 1 to 50 arguments"],
    ["abs", "abs must be called"],
    ["this", "this"],
    ["x".repeat(501), "at most 500 characters"],
  ])("%j", (text, message) => {
    const parsed = parseFormula(text, jsep);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.message).toContain(message);
  });

  it("lists the codes a formula uses, each once", () => {
    const parsed = parseFormula("{REVENUE} / {HEADCOUNT} * 1000 + {REVENUE}", jsep);
    expect(parsed.ok && parsed.codes).toEqual(["REVENUE", "HEADCOUNT"]);
  });

  it("names unknown codes", () => {
    expect(unknownCodes(["AX", "BX", "XX"], new Set(["AX", "BX"]))).toEqual(["XX"]);
  });
});

describe("CALC-4: cycles are found, direct and indirect", () => {
  const refs = new Map<string, string[]>([
    ["B", ["C"]],
    ["C", ["D"]],
    ["D", []],
    ["E", ["A"]],
  ]);
  it.each([
    ["self", "A", ["A"], ["A", "A"]],
    ["direct", "A", ["E"], ["A", "E", "A"]],
    ["indirect", "D", ["E"], null],
    ["no cycle", "A", ["B", "D"], null],
    ["deeper", "C", ["B"], ["C", "B", "C"]],
  ])("%s", (_name, code, own, cycle) => {
    const references = new Map(refs);
    if (code === "D") references.set("A", ["B"]); // D → E → A → B → C → D
    const found = findFormulaCycle(code as string, own as string[], references);
    if (code === "D") expect(found).toEqual(["D", "E", "A", "B", "C", "D"]);
    else expect(found).toEqual(cycle);
  });

  it("reads the cycle out", () => {
    expect(cycleMessage(["AA", "BB", "AA"])).toBe("Formula makes a cycle: {AA} → {BB} → {AA}");
  });
});

describe("CALC-5, CALC-7: calculated assignments in a view", () => {
  const monthly = (values: Record<string, number>) => values;
  const base = { view: "period" as const, viewFrequency: "quarterly" as const, period: "q1" as const };
  const kpi = (over: Partial<ScorecardKpi> & { id: string }): ScorecardKpi => ({
    objectiveAssignmentId: "o1",
    weight: 50,
    frequency: "monthly",
    polarity: "positive",
    isCumulative: false,
    targets: {},
    actuals: {},
    ...over,
  });
  const revenue = kpi({
    id: "rev",
    code: "REVENUE",
    targets: monthly({ january: 100, february: 100, march: 100 }),
    actuals: monthly({ january: 90, february: 120, march: 110 }),
  });
  const headcount = kpi({
    id: "hc",
    code: "HEADCOUNT",
    isCumulative: true, // AGG-3: the last month counts
    targets: monthly({ january: 10, february: 10, march: 12 }),
    actuals: monthly({ january: 10, february: 10, march: 8 }),
  });
  const perHead = kpi({ id: "per", code: "REV_PER_HEAD", formula: ast("{REVENUE} / {HEADCOUNT} * 1000") });

  function scorecard(kpis: ScorecardKpi[]) {
    return rollUpScorecard({
      functions: [{ id: "f1", name: "CEO", level: "ceo" }],
      objectives: [{ id: "o1", functionId: "f1", weight: 100, perspective: "Financial" }],
      kpis,
      ...base,
    });
  }

  it("computes actual and target from the referenced KPIs after aggregation, and scores them", () => {
    const result = scorecard([revenue, headcount, perHead]).kpis.per!;
    // Q1: revenue summed (320 of 300), headcount last (8 of 12).
    expect(result.actual).toBe(40000);
    expect(result.target).toBe(25000);
    expect(result.score).toBe(150); // capped (SCORE-2)
    expect(result.explanation.calculation?.inputs).toEqual([
      { code: "REVENUE", target: 300, actual: 320 },
      { code: "HEADCOUNT", target: 12, actual: 8 },
    ]);
  });

  it("CALC-7: targets set on the calculated assignment are its target", () => {
    const own = { ...perHead, targets: { january: 30000, february: 30000, march: 30000 } };
    const result = scorecard([revenue, headcount, own]).kpis.per!;
    expect(result.target).toBe(90000); // its own months summed (AGG-6, unit default sum)
    expect(result.explanation.calculation?.targetSource).toBe("own");
  });

  it("CALC-6: a missing input gives no data and no score, with the reason", () => {
    const result = scorecard([revenue, perHead]).kpis.per!;
    expect(result.actual).toBeNull();
    expect(result.score).toBeNull();
    expect(result.status).toBe("No Data");
    expect(result.explanation.calculation?.actualNoData).toEqual({
      reason: "missing-input",
      codes: ["HEADCOUNT"],
    });
  });

  it("CALC-6: a division by zero gives no data", () => {
    const zero = { ...headcount, actuals: { january: 0, february: 0, march: 0 } };
    const result = scorecard([revenue, zero, perHead]).kpis.per!;
    expect(result.actual).toBeNull();
    expect(result.explanation.calculation?.actualNoData).toEqual({ reason: "division-by-zero" });
  });

  it("CALC-5: only the same function's assignments count", () => {
    const result = rollUpScorecard({
      functions: [
        { id: "f1", name: "CEO", level: "ceo" },
        { id: "f2", name: "Sales", level: "division" },
      ],
      objectives: [
        { id: "o1", functionId: "f1", weight: 100, perspective: "Financial" },
        { id: "o2", functionId: "f2", weight: 100, perspective: "Financial" },
      ],
      kpis: [revenue, { ...headcount, objectiveAssignmentId: "o2" }, perHead],
      ...base,
    });
    expect(result.kpis.per!.explanation.calculation?.actualNoData).toEqual({
      reason: "missing-input",
      codes: ["HEADCOUNT"],
    });
  });

  it("CALC-5: calculated KPIs chain, and roll up like entered ones", () => {
    const doubled = kpi({ id: "dbl", code: "DOUBLE", formula: ast("{REV_PER_HEAD} * 2") });
    const result = scorecard([revenue, headcount, perHead, doubled]);
    expect(result.kpis.dbl!.actual).toBe(80000);
    expect(result.kpis.dbl!.target).toBe(50000);
    // revenue 320/300 = 106.67%, headcount 8/12 = 66.67%, per head 150, double 150: weights equal.
    // ROLLUP-8: averaged before rounding, (106.67 + 66.67 + 150 + 150) / 4 = 118.33 → 118.
    expect(result.objectives.o1!.score).toBe(Math.round((320 / 3 + 200 / 3 + 150 + 150) / 4));
  });

  it("a cycle that reached the data anyway is no data, not a loop", () => {
    const a = kpi({ id: "a", code: "AA", formula: ast("{BB} + 1") });
    const b = kpi({ id: "b", code: "BB", formula: ast("{AA} + 1") });
    const result = scorecard([a, b]);
    expect(result.kpis.a!.score).toBeNull();
    expect(result.kpis.b!.score).toBeNull();
  });

  it("an assignment viewed on its own is unchanged by calculation", () => {
    const viewOf = (): KpiViewValue =>
      viewKpiValue({ ...revenue, ...base, frequency: "monthly", isCumulative: false });
    expect(calculateAssignments([{ id: "rev", functionId: "f1", code: "REVENUE" }], viewOf).size).toBe(0);
  });
});
