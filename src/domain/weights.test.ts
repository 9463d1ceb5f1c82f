import { describe, expect, it } from "vitest";
import {
  activeInYear,
  DEFAULT_OBJECTIVE_WEIGHT,
  kpiWeightBalance,
  objectiveWeightBalance,
  overallWeightValidity,
  weightForYear,
  weightSchema,
} from "./weights";

describe("objectiveWeightBalance", () => {
  it.each<[string, number[], { total: number; kind: string; valid: boolean; message: string }]>([
    [
      "WEIGHT-2: exactly 100 is balanced",
      [25, 25, 50],
      {
        total: 100,
        kind: "balanced",
        valid: true,
        message: "Objective weights are perfectly balanced at 100%",
      },
    ],
    [
      "WEIGHT-2: under 100 asks to add",
      [25, 50],
      {
        total: 75,
        kind: "under",
        valid: false,
        message: "Objective weights total 75%. Add 25% more weight to reach 100%.",
      },
    ],
    [
      "WEIGHT-2: over 100 asks to remove",
      [60, 50],
      {
        total: 110,
        kind: "over",
        valid: false,
        message: "Objective weights total 110%. Remove 10% to reach 100%.",
      },
    ],
    [
      "WEIGHT-2: no objectives is a total of 0",
      [],
      {
        total: 0,
        kind: "under",
        valid: false,
        message: "Objective weights total 0%. Add 100% more weight to reach 100%.",
      },
    ],
    [
      "WEIGHT-2: decimals that add to 100 despite float noise are balanced",
      [33.3, 33.3, 33.4],
      {
        total: 100,
        kind: "balanced",
        valid: true,
        message: "Objective weights are perfectly balanced at 100%",
      },
    ],
    [
      "WEIGHT-2: decimal totals read at 2 decimals",
      [33.33, 33.33],
      {
        total: 66.66,
        kind: "under",
        valid: false,
        message: "Objective weights total 66.66%. Add 33.34% more weight to reach 100%.",
      },
    ],
  ])("%s", (_name, weights, expected) => {
    expect(objectiveWeightBalance(weights)).toMatchObject(expected);
  });
});

describe("kpiWeightBalance", () => {
  it.each<[string, number[], { kind: string; valid: boolean; message: string }]>([
    [
      "WEIGHT-3: no KPIs gives the warning",
      [],
      { kind: "empty", valid: false, message: "No KPIs assigned to this objective yet" },
    ],
    [
      "WEIGHT-3: a total of 100 is valid",
      [40, 60],
      { kind: "balanced", valid: true, message: "KPI weights are perfectly balanced at 100%" },
    ],
    [
      "WEIGHT-3: under 100",
      [40, 30],
      { kind: "under", valid: false, message: "KPI weights total 70%. Add 30% more weight to reach 100%." },
    ],
    [
      "WEIGHT-3: over 100",
      [100, 1],
      { kind: "over", valid: false, message: "KPI weights total 101%. Remove 1% to reach 100%." },
    ],
  ])("%s", (_name, weights, expected) => {
    expect(kpiWeightBalance(weights)).toMatchObject(expected);
  });
});

describe("overallWeightValidity", () => {
  it.each<[string, { weight: number; kpiWeights: number[] }[], boolean]>([
    [
      "WEIGHT-4: objectives at 100 and every KPI set at 100",
      [
        { weight: 60, kpiWeights: [100] },
        { weight: 40, kpiWeights: [50, 50] },
      ],
      true,
    ],
    [
      "WEIGHT-4: an empty KPI set is allowed",
      [
        { weight: 60, kpiWeights: [100] },
        { weight: 40, kpiWeights: [] },
      ],
      true,
    ],
    [
      "WEIGHT-4: one KPI set off 100 makes it invalid",
      [
        { weight: 60, kpiWeights: [90] },
        { weight: 40, kpiWeights: [] },
      ],
      false,
    ],
    ["WEIGHT-4: objective total off 100 makes it invalid", [{ weight: 50, kpiWeights: [100] }], false],
    ["WEIGHT-4: no objectives is not a total of 100", [], false],
  ])("%s", (_name, objectives, valid) => {
    const result = overallWeightValidity(objectives);
    expect(result.valid).toBe(valid);
    expect(result.kpis).toHaveLength(objectives.length);
  });
});

describe("weightSchema", () => {
  it.each<[unknown, boolean]>([
    [1, true], // WEIGHT-1: 1 to 100
    [100, true],
    [25.5, true], // WEIGHT-1: weight is a number
    [0, false],
    [100.01, false],
    [-5, false],
    ["50", false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [undefined, false],
  ])("WEIGHT-1: %j valid is %s", (value, valid) => {
    const result = weightSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0]?.message).toBe("Weight must be between 1 and 100");
  });

  it("WEIGHT-6: the default objective assignment weight is 25 and passes the schema", () => {
    expect(weightSchema.parse(DEFAULT_OBJECTIVE_WEIGHT)).toBe(25);
  });
});

describe("weightForYear (WEIGHT-7)", () => {
  const dated = [
    { year: 2027, weight: 40 },
    { year: 2029, weight: 10 },
  ];
  it.each<[string, number, number]>([
    ["WEIGHT-7: an earlier year keeps the base", 2026, 30],
    ["WEIGHT-7: the year edited", 2027, 40],
    ["WEIGHT-7: a later year without its own inherits", 2028, 40],
    ["WEIGHT-7: a later year with its own keeps it", 2029, 10],
    ["WEIGHT-7: after that, the latest own weight", 2035, 10],
  ])("%s", (_name, year, expected) => {
    expect(weightForYear(30, dated, year)).toBe(expected);
  });
  it("WEIGHT-7: no dated weight is the base in every year", () => {
    expect(weightForYear(25, [], 2026)).toBe(25);
  });
});

describe("activeInYear (CASCADE-10)", () => {
  it.each<[number | null, number, boolean]>([
    [null, 2030, true],
    [2027, 2026, true],
    [2027, 2027, false],
    [2027, 2028, false],
  ])("CASCADE-10: ended from %s, year %s: %s", (ended, year, expected) => {
    expect(activeInYear(ended, year)).toBe(expected);
  });
});
