// UI-97: Reporting Status's functions × periods figures in a compact form and back. The server sends
// the matrix (ids once, four numbers a cell); the screen turns it back into the rows it draws, so both
// forms hold exactly the same figures.
import type { ReportingFigures, ReportingMatrix, ReportingStatusResponse } from "./schemas/reporting";

type StatusRows = Omit<ReportingStatusResponse, "items">;

const numbersOf = (f: ReportingFigures): number[] => [f.expected, f.reported, f.approved, f.overdue];

const figuresAt = (numbers: readonly number[], at: number): ReportingFigures => ({
  expected: numbers[at] ?? 0,
  reported: numbers[at + 1] ?? 0,
  approved: numbers[at + 2] ?? 0,
  overdue: numbers[at + 3] ?? 0,
});

/** The compact form of a reporting status answer (its `items` are not part of the matrix). */
export function toReportingMatrix(status: StatusRows): ReportingMatrix {
  const indexOf = new Map(status.functions.map((f, index) => [f.functionId, index]));
  return {
    year: status.year,
    frequency: status.frequency,
    period: status.period,
    today: status.today,
    periods: status.periods,
    functions: status.functions.map((f) => ({
      id: f.functionId,
      name: f.name,
      parent: f.parentId === null ? null : (indexOf.get(f.parentId) ?? null),
      level: f.level,
      figures: numbersOf(f),
      cells: status.periods.flatMap((p) =>
        numbersOf(f.byPeriod[p.key] ?? { expected: 0, reported: 0, approved: 0, overdue: 0 }),
      ),
    })),
  };
}

/** The rows of a reporting status answer, from its compact form. */
export function fromReportingMatrix(matrix: ReportingMatrix): StatusRows {
  return {
    year: matrix.year,
    frequency: matrix.frequency,
    period: matrix.period,
    today: matrix.today,
    periods: matrix.periods,
    functions: matrix.functions.map((f) => ({
      ...figuresAt(f.figures, 0),
      functionId: f.id,
      name: f.name,
      parentId: f.parent === null ? null : (matrix.functions[f.parent]?.id ?? null),
      level: f.level,
      byPeriod: Object.fromEntries(matrix.periods.map((p, index) => [p.key, figuresAt(f.cells, index * 4)])),
    })),
  };
}
