import { describe, expect, it } from "vitest";
import { type HealthInput, type HealthKpi, sameMeasure, scorecardHealth } from "./scorecard-health";

const PERSPECTIVES = [
  { key: "Financial", name: "Financial" },
  { key: "Customer", name: "Customer" },
  { key: "Internal_Process", name: "Internal Process" },
  { key: "Learning_Growth", name: "Learning & Growth" },
];
const OBJECTIVES = PERSPECTIVES.map((p, i) => ({
  id: `o${i + 1}`,
  name: `Objective ${i + 1}`,
  functionId: "ceo",
  perspective: p.key,
  weight: 25,
}));
// A healthy KPI: an owner, targets, a history whose limits are far from its target.
const kpi = (over: Partial<HealthKpi> & { id: string }): HealthKpi => ({
  name: `KPI ${over.id}`,
  unit: null,
  ownerId: "u1",
  objectiveAssignmentId: "o1",
  weight: 100,
  scoring: "ratio",
  polarity: "positive",
  code: null,
  formulaCodes: null,
  targets: [100, 100, 100, 100],
  actuals: [200, 201, null, null],
  history: [200, 202, 199, 201],
  ...over,
});
const healthy = (): HealthKpi[] =>
  OBJECTIVES.map((o) => kpi({ id: `k-${o.id}`, name: `Measure ${o.id}`, objectiveAssignmentId: o.id }));
const run = (kpis: HealthKpi[], objectives = OBJECTIVES): [string, string][] =>
  scorecardHealth({
    functions: [{ id: "ceo", name: "Chief Executive" }],
    objectives,
    kpis,
    perspectives: PERSPECTIVES,
  } satisfies HealthInput).map((f) => [f.rule, f.subject.id]);

describe("scorecard health (SIGNAL-8, SIGNAL-9)", () => {
  it("a healthy scorecard has no finding", () => {
    expect(run(healthy())).toEqual([]);
  });

  it.each([
    ["no owner", { ownerId: null }, [["kpi-without-owner", "k-o1"]]],
    ["no target", { targets: [null, null, null, null] }, [["kpi-without-target", "k-o1"]]],
    ["no actual ever", { actuals: [null, null, null, null], history: [] }, [["kpi-without-history", "k-o1"]]],
    ["a zero target with ratio scoring", { targets: [0, 100, 100, 100] }, [["zero-target-ratio", "k-o1"]]],
    [
      "a zero target with linear scoring is fine",
      { targets: [0, 100, 100, 100], scoring: "linear" as const },
      [],
    ],
    [
      // 12 values 1 … 12: limits 3.84 … 9.16; a target of 6 was met 7 times in 12
      "a target inside the noise",
      {
        targets: [6, 6, 6, 6],
        history: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        actuals: [null, null, null, null],
      },
      [["target-inside-noise", "k-o1"]],
    ],
    [
      "a formula on a KPI not assigned here",
      { formulaCodes: ["REVENUE"], code: "MARGIN" },
      [["formula-inactive-input", "k-o1"]],
    ],
  ])("%s", (_name, change, expected) => {
    const kpis = healthy();
    kpis[0] = { ...kpis[0]!, ...change };
    expect(run(kpis)).toEqual(expected);
  });

  it("a formula on a KPI assigned in the function is fine", () => {
    const kpis = healthy();
    kpis[0] = { ...kpis[0]!, formulaCodes: ["REVENUE"] };
    kpis[1] = { ...kpis[1]!, code: "REVENUE" };
    expect(run(kpis)).toEqual([]);
  });

  it("an effective weight below 2 %: 25 % × 1/60 = 0.42 %; 25 % × 10/100 = 2.5 % is not", () => {
    const kpis = [...healthy(), kpi({ id: "small", name: "Tiny measure", weight: 1 / 0.6 })];
    // objective o1 now holds weights 100 and 1.67: the small one's share is 25 % × 1.67 / 101.67 = 0.41 %
    expect(run(kpis)).toEqual([["negligible-weight", "small"]]);
    const fair = [...healthy(), kpi({ id: "fair", name: "Fair measure", weight: 11.2 })];
    // 25 % × 11.2 / 111.2 = 2.52 %
    expect(run(fair)).toEqual([]);
  });

  it("more than 7 KPIs under one objective", () => {
    const kpis = [
      ...healthy(),
      ...Array.from({ length: 7 }, (_, i) =>
        kpi({ id: `extra${i}`, name: `Distinct ${"abcdefg"[i]} measure`, weight: 100 }),
      ),
    ];
    expect(run(kpis)).toEqual([["too-many-kpis", "o1"]]);
  });

  it("a perspective with no KPI", () => {
    const kpis = healthy().filter((k) => k.objectiveAssignmentId !== "o4");
    expect(run(kpis)).toEqual([["empty-perspective", "ceo"]]);
  });

  it("two KPIs that look like the same measure (same unit)", () => {
    const kpis = healthy();
    kpis[0] = { ...kpis[0]!, name: "On-time delivery rate", unit: "%" };
    kpis[1] = { ...kpis[1]!, name: "On time delivery", unit: "%" };
    expect(run(kpis)).toEqual([["same-measure-twice", "k-o2"]]);
  });

  it.each([
    ["On-time delivery rate", "on time delivery", true],
    ["Revenue per employee", "Employee revenue", true],
    ["Revenue", "Revenue growth", false],
    ["Customer satisfaction", "Employee satisfaction", false],
  ])("sameMeasure(%s, %s) = %s", (a, b, same) => {
    expect(sameMeasure(a, b)).toBe(same);
  });

  it("errors come first and each finding says why and where", () => {
    const kpis = healthy();
    kpis[0] = { ...kpis[0]!, ownerId: null, targets: [null, null, null, null] };
    const findings = scorecardHealth({
      functions: [{ id: "ceo", name: "Chief Executive" }],
      objectives: OBJECTIVES,
      kpis,
      perspectives: PERSPECTIVES,
    });
    expect(findings.map((f) => f.severity)).toEqual(["error", "warning"]);
    expect(findings[0]).toMatchObject({
      explanation:
        "Measure o1 has no target this year, so it has no score and leaves its objective's score resting on the other KPIs.",
      link: "/set-cascade?functionId=ceo",
    });
  });
});
