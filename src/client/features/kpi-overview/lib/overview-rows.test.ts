import { describe, expect, it } from "vitest";
import type { KpiAssignment } from "../../../../domain/schemas/assignments";
import { DEFAULT_SCORING_SETTINGS } from "../../../../domain/scoring";
import {
  effectiveFrequency,
  filterOptions,
  filterRows,
  frequenciesPresent,
  NO_FILTERS,
  nextSort,
  scoreRows,
  sortRows,
  UNOWNED,
} from "./overview-rows";

function assignment(overrides: Partial<KpiAssignment>): KpiAssignment {
  return {
    id: crypto.randomUUID(),
    organizationId: "org",
    kpiId: crypto.randomUUID(),
    kpiName: "KPI",
    kpiDescription: null,
    unit: "%",
    frequency: "monthly",
    polarity: "positive",
    isCumulative: false,
    aggregation: "sum",
    scoring: "ratio",
    baseline: null,
    linkedObjectiveId: "objective-1",
    objectiveName: "Grow revenue",
    bscPerspective: "Financial",
    objectiveAssignmentId: "oa-1",
    organizationFunctionId: "fn-ceo",
    functionName: "CEO Office",
    organizationLevel: "ceo",
    ownerId: "user-1",
    ownerName: "Ada Lovelace",
    weight: 50,
    weightYear: null,
    endedFromYear: null,
    targets: {},
    actualResults: {},
    period: "2026",
    year: 2026,
    createdAt: "",
    updatedAt: "",
    version: "",
    ...overrides,
  };
}

const view = {
  frequency: "monthly" as const,
  period: "february" as const,
  view: "period" as const,
  settings: DEFAULT_SCORING_SETTINGS,
};

const sales = assignment({
  kpiName: "Sales",
  kpiDescription: "Booked orders",
  targets: { january: 100, february: 200 },
  actualResults: { january: 50, february: 250 },
});
const churn = assignment({
  kpiName: "Churn",
  polarity: "negative",
  frequency: "quarterly",
  functionName: "Customer Division",
  organizationFunctionId: "fn-customer",
  objectiveName: "Keep customers",
  linkedObjectiveId: "objective-2",
  ownerId: null,
  ownerName: null,
  targets: { q1: 5 },
  actualResults: { q1: 4 },
});
const hires = assignment({ kpiName: "Hires", ownerName: "Grace Hopper", ownerId: "user-2" });

describe("scoreRows (the scoring engine (SCORE-1, AGG-2, ROLLUP-1), in the browser)", () => {
  it("scores each KPI in the chosen view", () => {
    const [s, c, h] = scoreRows([sales, churn, hires], view);
    expect(s).toMatchObject({ target: 200, actual: 250, score: 125, status: "Exceeds Target" });
    // A quarterly KPI in a monthly view shows nothing in february (AGG-5).
    expect(c).toMatchObject({ score: null, status: "No Data" });
    expect(h).toMatchObject({ target: null, actual: null, score: null, status: "No Data" });
  });

  it("sums year to date", () => {
    const [s] = scoreRows([sales], { ...view, view: "ytd" });
    expect(s).toMatchObject({ target: 300, actual: 300, score: 100 });
  });

  it("uses the organization's thresholds", () => {
    const [s] = scoreRows([sales], {
      ...view,
      period: "january",
      settings: { ...DEFAULT_SCORING_SETTINGS, atRiskThreshold: 60 },
    });
    expect(s).toMatchObject({ score: 50, status: "Below Target" });
  });
});

describe("search and filters (UI-13)", () => {
  const rows = scoreRows([sales, churn, hires], view);
  const names = (list: { assignment: KpiAssignment }[]) => list.map((row) => row.assignment.kpiName);

  it.each([
    ["name", "sal", ["Sales"]],
    ["function", "customer div", ["Churn"]],
    ["linked objective", "KEEP", ["Churn"]],
    ["owner", "hopper", ["Hires"]],
    ["description", "booked", ["Sales"]],
    ["nothing", "   ", ["Sales", "Churn", "Hires"]],
  ])("searches the %s", (_field, search, expected) => {
    expect(names(filterRows(rows, { ...NO_FILTERS, search }))).toEqual(expected);
  });

  it("filters by function, objective and owner, including KPIs without an owner", () => {
    expect(names(filterRows(rows, { ...NO_FILTERS, functionId: "fn-customer" }))).toEqual(["Churn"]);
    expect(names(filterRows(rows, { ...NO_FILTERS, objectiveId: "objective-1" }))).toEqual([
      "Sales",
      "Hires",
    ]);
    expect(names(filterRows(rows, { ...NO_FILTERS, ownerId: UNOWNED }))).toEqual(["Churn"]);
    expect(filterOptions([sales, churn, hires]).owners).toEqual([
      { value: "user-1", label: "Ada Lovelace" },
      { value: "user-2", label: "Grace Hopper" },
      { value: UNOWNED, label: "Unassigned" },
    ]);
  });
});

describe("sorting", () => {
  const rows = scoreRows([sales, churn, hires], view);
  const names = (list: { assignment: KpiAssignment }[]) => list.map((row) => row.assignment.kpiName);

  it("sorts by name both ways", () => {
    expect(names(sortRows(rows, { key: "name", direction: "asc" }))).toEqual(["Churn", "Hires", "Sales"]);
    expect(names(sortRows(rows, { key: "name", direction: "desc" }))).toEqual(["Sales", "Hires", "Churn"]);
  });

  it("keeps KPIs without a score or owner last in either direction", () => {
    expect(names(sortRows(rows, { key: "score", direction: "desc" }))[0]).toBe("Sales");
    expect(names(sortRows(rows, { key: "owner", direction: "desc" })).at(-1)).toBe("Churn");
    expect(names(sortRows(rows, { key: "owner", direction: "asc" })).at(-1)).toBe("Churn");
  });

  it("toggles on the same column and starts ascending on another", () => {
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "target")).toEqual({
      key: "target",
      direction: "asc",
    });
  });
});

describe("frequency choices", () => {
  it("offers only the frequencies present, monthly by default", () => {
    expect(frequenciesPresent([churn, sales])).toEqual(["monthly", "quarterly"]);
    expect(effectiveFrequency(null, ["monthly", "quarterly"])).toBe("monthly");
    expect(effectiveFrequency(null, ["quarterly", "annual"])).toBe("quarterly");
    expect(effectiveFrequency("annual", ["quarterly", "annual"])).toBe("annual");
    expect(effectiveFrequency("annual", ["quarterly"])).toBe("quarterly");
  });
});
