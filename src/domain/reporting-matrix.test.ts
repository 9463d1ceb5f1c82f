import { describe, expect, it } from "vitest";
import { fromReportingMatrix, toReportingMatrix } from "./reporting-matrix";

// UI-97: the compact matrix holds exactly Reporting Status's rows.
const figures = (expected: number, reported: number, approved: number, overdue: number) => ({
  expected,
  reported,
  approved,
  overdue,
});
const status = {
  year: 2026,
  frequency: "quarterly" as const,
  period: null,
  today: "2026-11-25",
  periods: [
    { key: "q1", label: "Q1 2026", dueDate: "2026-04-10" },
    { key: "q2", label: "Q2 2026", dueDate: "2026-07-10" },
  ],
  functions: [
    {
      ...figures(5, 4, 3, 1),
      functionId: "a",
      name: "CEO",
      parentId: null,
      level: "ceo",
      byPeriod: { q1: figures(3, 3, 2, 0), q2: figures(2, 1, 1, 1) },
    },
    {
      ...figures(0, 0, 0, 0),
      functionId: "b",
      name: "Division",
      parentId: "a",
      level: "division",
      byPeriod: { q1: figures(0, 0, 0, 0), q2: figures(1, 0, 0, 0) },
    },
  ],
};

describe("the reporting status matrix (UI-97)", () => {
  it("sends each function once, its parent as an index and four numbers a cell", () => {
    const matrix = toReportingMatrix(status);
    expect(matrix.functions).toEqual([
      {
        id: "a",
        name: "CEO",
        parent: null,
        level: "ceo",
        figures: [5, 4, 3, 1],
        cells: [3, 3, 2, 0, 2, 1, 1, 1],
      },
      {
        id: "b",
        name: "Division",
        parent: 0,
        level: "division",
        figures: [0, 0, 0, 0],
        cells: [0, 0, 0, 0, 1, 0, 0, 0],
      },
    ]);
  });

  it("turns back into the very rows it was made from", () => {
    expect(fromReportingMatrix(toReportingMatrix(status))).toEqual(status);
  });
});
