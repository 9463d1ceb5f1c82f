import { describe, expect, it } from "vitest";
import {
  duplicateGroups,
  importYearWindow,
  mapHeader,
  periodKeyFor,
  readImportRow,
  rowFromCells,
  yearsOutsideWindow,
} from "./imports";

describe("readImportRow (IMPORT-4, IMPORT-6, IMPORT-13)", () => {
  it("reads a good row, numbers as numbers or dot-notation text", () => {
    expect(
      readImportRow(
        { function: " Sales ", kpi: "Revenue", year: "2026", period: "Q1", target: "1 000.5", actual: 7 },
        0,
      ),
    ).toEqual({
      row: 2,
      functionRef: "Sales",
      kpiRef: "Revenue",
      year: 2026,
      period: "Q1",
      target: 1000.5,
      actual: 7,
      errors: [],
    });
  });

  it("keeps the row number sent, and reports every problem of the row at once", () => {
    const read = readImportRow({ row: 17, kpi: 3, year: 20, period: "", actual: "ten", extra: "x" }, 5);
    expect(read.row).toBe(17);
    expect(read.errors.map((e) => e.field).sort()).toEqual([
      "actual",
      "extra",
      "function",
      "kpi",
      "period",
      "year",
    ]);
  });

  it("refuses values out of bounds and empty text is no value (IMPORT-6)", () => {
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", target: 2e12 }, 0).errors,
    ).toEqual([
      { field: "target", message: "The target must be a number between -1000000000000 and 1000000000000." },
    ]);
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", actual: "" }, 0).actual,
    ).toBeNull();
    // VALUE-1: a number written as text beyond the bounds is a number, out of bounds, not "not a number".
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", actual: "10000000000000" }, 0)
        .errors,
    ).toEqual([
      {
        field: "actual",
        message: "The actual 10000000000000 must be a number between -1000000000000 and 1000000000000.",
      },
    ]);
    // VALUE-3: an entry whose separator could be either says it is ambiguous; words are not numbers.
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", actual: "1,234" }, 0).errors,
    ).toEqual([
      {
        field: "actual",
        message:
          'The actual "1,234" is ambiguous: write it without a thousands separator (e.g. 1234 or 1,5).',
      },
    ]);
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", actual: "ten" }, 0).errors,
    ).toEqual([{ field: "actual", message: 'The actual "ten" is not a number.' }]);
    // IMPORT-22: a neutralised negative number reads back.
    expect(
      readImportRow({ function: "a", kpi: "b", year: 2026, period: "q1", actual: "'-5" }, 0).actual,
    ).toBe(-5);
  });
});

describe("periodKeyFor (IMPORT-7)", () => {
  it("takes keys in any case and three-letter months", () => {
    expect(periodKeyFor("monthly", "Jan")).toEqual({ ok: true, key: "january" });
    expect(periodKeyFor("quarterly", "Q3")).toEqual({ ok: true, key: "q3" });
    expect(periodKeyFor("annual", "Annual")).toEqual({ ok: true, key: "annual" });
    const wrong = periodKeyFor("quarterly", "march");
    expect(wrong.ok).toBe(false);
  });
});

describe("duplicateGroups (IMPORT-8)", () => {
  it("flags every row of a repeated key", () => {
    const groups = duplicateGroups(["a", "b", "a", null, null, "a"]);
    expect([...groups.keys()].sort()).toEqual([0, 2, 5]);
    expect(groups.get(2)).toEqual([0, 2, 5]);
  });
});

describe("mapHeader and rowFromCells (IMPORT-12)", () => {
  it("matches headings without regard to case, leaves out the errors column, names unknown ones", () => {
    const mapping = mapHeader([" Function", "KPI", "year", "PERIOD", "Actual", "errors", "Notes"]);
    expect(mapping.columns).toEqual({ function: 0, kpi: 1, year: 2, period: 3, actual: 4 });
    expect(mapping.unknown).toEqual([{ index: 6, name: "Notes" }]);
    expect(mapping.missing).toEqual([]);
    expect(rowFromCells(["Sales", "Revenue", 2026, "q1", 5, "old error", "note"], mapping, 4, true)).toEqual({
      row: 4,
      function: "Sales",
      kpi: "Revenue",
      year: "2026",
      period: "q1",
      actual: 5,
      Notes: "note",
    });
    expect(mapHeader(["kpi"]).missing).toEqual(["function", "year", "period"]);
  });
});

describe("yearsOutsideWindow (IMPORT-27)", () => {
  const window = importYearWindow(2026);
  it("is the fiscal year today − 10 … + 5", () => {
    expect(window).toEqual({ from: 2016, to: 2031 });
  });
  it.each([
    { name: "years inside, at both ends", rows: [{ year: 2016 }, { year: "2031" }], outside: null },
    {
      name: "rows without a readable year are left to the row's own check",
      rows: [{ year: "20x6" }, 5, {}],
      outside: null,
    },
    {
      name: "one row before the window, named by its row",
      rows: [{ row: 7, year: 2015 }],
      outside: {
        message:
          "Row 7: the year 2015 is outside the years an import takes (2016 to 2031). Correct the year and import again.",
        fields: { "rows.0.year": "The year must be from 2016 to 2031." },
      },
    },
    {
      name: "rows after it, numbered by their place when they carry no row",
      rows: [{ year: 2026 }, { year: 2032 }, { year: "2200" }],
      outside: {
        message:
          "Row 3: the year 2032 is outside the years an import takes (2016 to 2031), and so is 1 other row. Correct the year and import again.",
        fields: {
          "rows.1.year": "The year must be from 2016 to 2031.",
          "rows.2.year": "The year must be from 2016 to 2031.",
        },
      },
    },
  ])("$name", ({ rows, outside }) => {
    expect(yearsOutsideWindow(rows, window)).toEqual(outside);
  });
});
