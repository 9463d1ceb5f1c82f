// Benchmark: a full scorecard roll-up of a large synthetic organization — 600 functions,
// 2,000 KPI assignments, 12 monthly periods — in the period and year-to-date views. Budget: 20 ms.
// The same organization again with 200 of its 2,000 KPI assignments calculated (CALC-5): each a formula
// over other KPIs of its function, some over another calculated one (CALC-5).
// Run with `npm run bench:domain`. It reports; it does not fail a build (timings vary by machine).
import jsep from "jsep";
import {
  BSC_PERSPECTIVES,
  type Frequency,
  MONTH_KEYS,
  type PeriodKey,
  type PeriodValues,
  rollUpScorecard,
  type ScorecardFunction,
  type ScorecardInput,
  type ScorecardKpi,
  type ScorecardObjective,
  type ViewType,
} from "../src/domain";
import { type FormulaNode, parseFormula } from "../src/domain/formula";
import { seededRandom } from "../src/domain/seeded-random";

const FUNCTIONS = 600;
const OBJECTIVES_PER_FUNCTION = 2;
const KPIS = 2_000;
const CALCULATED = 200;
const BUDGET_MS = 20;
const WARM_UP = 50;
const ITERATIONS = 400;

const random = seededRandom(20_260_401);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// CEO → 8 divisions → 48 general departments → 543 departments (CASCADE-1).
function makeFunctions(): ScorecardFunction[] {
  const functions: ScorecardFunction[] = [{ id: "f0", name: "Office of the CEO", level: "ceo" }];
  const levelOf = (index: number) =>
    index <= 8 ? "division" : index <= 56 ? "general-department" : "department";
  for (let index = 1; index < FUNCTIONS; index += 1) {
    functions.push({ id: `f${index}`, name: `Function ${index}`, level: levelOf(index) });
  }
  return functions;
}

function makeObjectives(functions: readonly ScorecardFunction[]): ScorecardObjective[] {
  return functions.flatMap((fn) =>
    Array.from({ length: OBJECTIVES_PER_FUNCTION }, (_, index) => ({
      id: `${fn.id}-o${index}`,
      functionId: fn.id,
      weight: 100 / OBJECTIVES_PER_FUNCTION,
      perspective: pick(BSC_PERSPECTIVES),
    })),
  );
}

// Twelve monthly targets and actuals, about 10% of actuals missing, as a real year half-reported would be.
function makeMonthlyValues(isCumulative: boolean): { targets: PeriodValues; actuals: PeriodValues } {
  const targets: PeriodValues = {};
  const actuals: PeriodValues = {};
  let runningTarget = 0;
  let runningActual = 0;
  for (const month of MONTH_KEYS) {
    const target = 50 + Math.round(random() * 100);
    const actual = Math.round(target * (0.6 + random() * 0.7));
    runningTarget += target;
    runningActual += actual;
    targets[month] = isCumulative ? runningTarget : target;
    actuals[month] = random() < 0.1 ? null : isCumulative ? runningActual : actual;
  }
  return { targets, actuals };
}

function makeKpis(objectives: readonly ScorecardObjective[]): ScorecardKpi[] {
  return Array.from({ length: KPIS }, (_, index) => {
    const isCumulative = random() < 0.2;
    // Every objective gets at least one KPI; the rest are spread at random.
    const objective = index < objectives.length ? objectives[index]! : pick(objectives);
    return {
      id: `k${index}`,
      objectiveAssignmentId: objective.id,
      weight: 1 + Math.floor(random() * 100),
      frequency: "monthly",
      polarity: random() < 0.3 ? "negative" : "positive",
      isCumulative,
      ...makeMonthlyValues(isCumulative),
    };
  });
}

/**
 * CALC-5: the last CALCULATED KPI assignments become calculated: every KPI gets a code of its own, and
 * each calculated one a formula over two or three entered KPIs of its function (one in five also over
 * an earlier calculated KPI of the function, so chains are measured too).
 */
function withCalculated(
  kpis: readonly ScorecardKpi[],
  objectives: readonly ScorecardObjective[],
): ScorecardKpi[] {
  const functionOf = new Map(objectives.map((objective) => [objective.id, objective.functionId]));
  // Every KPI has the same fields (formula null when entered), as the server's rows do.
  const coded = kpis.map((kpi, index) => ({
    ...kpi,
    code: `KPI_${index}`,
    formula: null as FormulaNode | null,
  }));
  const entered = new Map<string, string[]>();
  const calculated = new Map<string, string[]>();
  const firstCalculated = coded.length - CALCULATED;
  coded.slice(0, firstCalculated).forEach((kpi) => {
    const fn = functionOf.get(kpi.objectiveAssignmentId)!;
    entered.set(fn, [...(entered.get(fn) ?? []), kpi.code]);
  });
  const formulas = [
    (a: string, b: string) => `{${a}} / {${b}} * 1000`,
    (a: string, b: string) => `round(({${a}} - {${b}}) ÷ max(abs({${b}}), 1) × 100, 1)`,
    (a: string, b: string) => `min({${a}}, {${b}}) + 0.5 * {${a}}`,
  ];
  return coded.map((kpi, index) => {
    if (index < firstCalculated) return kpi;
    const fn = functionOf.get(kpi.objectiveAssignmentId)!;
    const codes = entered.get(fn) ?? [];
    const a = codes[0] ?? `KPI_0`;
    const b = codes[1] ?? a;
    const earlier = calculated.get(fn)?.[0];
    let text = pick(formulas)(a, b);
    if (earlier && random() < 0.2) text = `(${text}) + {${earlier}} / 10`;
    const parsed = parseFormula(text, jsep);
    if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
    calculated.set(fn, [...(calculated.get(fn) ?? []), kpi.code]);
    return { ...kpi, targets: {}, actuals: {}, formula: parsed.ast };
  });
}

type Case = { name: string; view: ViewType; viewFrequency: Frequency; period: PeriodKey };

const CASES: Case[] = [
  { name: "period view, June", view: "period", viewFrequency: "monthly", period: "june" },
  { name: "year-to-date through June", view: "ytd", viewFrequency: "monthly", period: "june" },
  { name: "year-to-date through December", view: "ytd", viewFrequency: "monthly", period: "december" },
  { name: "period view, Q2 (months summed)", view: "period", viewFrequency: "quarterly", period: "q2" },
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function measure(input: ScorecardInput): { median: number; p95: number; ceo: number | null } {
  let ceo: number | null = null;
  for (let run = 0; run < WARM_UP; run += 1) ceo = rollUpScorecard(input).ceo?.score ?? null;
  const times: number[] = [];
  for (let run = 0; run < ITERATIONS; run += 1) {
    const start = performance.now();
    const scorecard = rollUpScorecard(input);
    times.push(performance.now() - start);
    // Reading the result keeps the work observable, so nothing can be optimised away.
    ceo = scorecard.ceo?.score ?? null;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), ceo };
}

function main(): void {
  const functions = makeFunctions();
  const objectives = makeObjectives(functions);
  const entered = makeKpis(objectives);
  const calculated = withCalculated(entered, objectives);
  const runs = [
    ...CASES.map((c) => ({ ...c, kpis: entered })),
    ...CASES.map((c) => ({ ...c, name: `${c.name}, ${CALCULATED} calculated`, kpis: calculated })),
  ];
  // `--json`: one line for `npm run bench` to collect.
  if (process.argv.includes("--json")) {
    const views = runs.map(({ name, kpis, ...view }) => {
      const { median, p95 } = measure({ functions, objectives, kpis, ...view });
      return { view: name, medianMs: median, p95Ms: p95 };
    });
    console.log(JSON.stringify({ budgetMs: BUDGET_MS, views }));
    return;
  }
  console.log("Meridian domain benchmark: full scorecard roll-up (rollUpScorecard)");
  console.log(
    `Organization: ${functions.length} functions, ${objectives.length} objective assignments, ` +
      `${entered.length} KPI assignments (then ${CALCULATED} of them calculated), ${MONTH_KEYS.length} monthly periods`,
  );
  console.log(`Node ${process.version}; ${WARM_UP} warm-up runs, then ${ITERATIONS} timed runs per view\n`);
  const rows = runs.map(({ name, kpis, ...view }) => {
    const { median, p95, ceo } = measure({ functions, objectives, kpis, ...view });
    return {
      view: name,
      "median ms": median.toFixed(2),
      "p95 ms": p95.toFixed(2),
      "budget ms": BUDGET_MS,
      "within budget": p95 <= BUDGET_MS ? "yes" : "NO",
      "CEO score": ceo,
    };
  });
  console.table(rows);
  const over = rows.filter((row) => row["within budget"] === "NO");
  console.log(
    over.length === 0
      ? `\nAll views within the ${BUDGET_MS} ms budget (p95).`
      : `\n${over.length} view(s) over budget.`,
  );
}

main();
