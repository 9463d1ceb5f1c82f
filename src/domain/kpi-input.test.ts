import { describe, expect, it } from "vitest";
import {
  frequenciesPresent,
  type KpiInputCandidate,
  kpiInputFacets,
  kpiInputFrequency,
  matchesKpiInputFilters,
  nextKpiInputSort,
  pageOf,
  sortKpiInputRows,
  UNOWNED,
} from "./kpi-input";
import { organizationSettingsResource, READS, RESOURCES, type ResourceDeclaration } from "./resources";

function row(overrides: Partial<KpiInputCandidate>): KpiInputCandidate {
  return {
    kpiName: "KPI",
    kpiDescription: null,
    functionName: "CEO Office",
    objectiveName: "Grow revenue",
    ownerName: "Ada Lovelace",
    organizationFunctionId: "fn-ceo",
    linkedObjectiveId: "objective-1",
    ownerId: "user-1",
    frequency: "monthly",
    target: null,
    score: null,
    status: "No Data",
    ...overrides,
  };
}

describe("KPIIN-4, KPIIN-5: filters and search", () => {
  const sales = row({ kpiName: "Monthly Sales", kpiDescription: "Booked revenue" });
  const unowned = row({ kpiName: "Audit", ownerId: null, ownerName: "Former Person" });
  it("matches each searched field, case-insensitive and trimmed", () => {
    for (const search of ["  monthly ", "CEO", "grow", "lovelace", "booked"]) {
      expect(matchesKpiInputFilters(sales, { search })).toBe(true);
    }
    expect(matchesKpiInputFilters(sales, { search: "nothing" })).toBe(false);
    expect(matchesKpiInputFilters(sales, { search: "   " })).toBe(true);
  });
  it("filters by function, objective and owner, 'unowned' picking the KPIs without one", () => {
    expect(matchesKpiInputFilters(sales, { functionId: "fn-other" })).toBe(false);
    expect(matchesKpiInputFilters(sales, { objectiveId: "objective-1" })).toBe(true);
    expect(matchesKpiInputFilters(unowned, { ownerId: UNOWNED })).toBe(true);
    expect(matchesKpiInputFilters(sales, { ownerId: UNOWNED })).toBe(false);
  });
});

describe("KPIIN-6: sorts", () => {
  const rows = [
    row({ kpiName: "b", score: 50, target: null }),
    row({ kpiName: "a", score: null, target: 10 }),
    row({ kpiName: "c", score: 90, target: 5 }),
  ];
  it("keeps empty values last in both directions", () => {
    const up = sortKpiInputRows(rows, { key: "score", direction: "asc" }).map((r) => r.kpiName);
    const down = sortKpiInputRows(rows, { key: "score", direction: "desc" }).map((r) => r.kpiName);
    expect(up).toEqual(["b", "c", "a"]);
    expect(down).toEqual(["c", "b", "a"]);
    expect(sortKpiInputRows(rows, { key: "target", direction: "desc" }).map((r) => r.kpiName)).toEqual([
      "a",
      "c",
      "b",
    ]);
  });
  it("keeps the given order on ties and toggles on the same column", () => {
    const tied = [row({ kpiName: "x", functionName: "F" }), row({ kpiName: "y", functionName: "F" })];
    expect(sortKpiInputRows(tied, { key: "function", direction: "desc" }).map((r) => r.kpiName)).toEqual([
      "x",
      "y",
    ]);
    expect(nextKpiInputSort({ key: "name", direction: "asc" }, "name")).toEqual({
      key: "name",
      direction: "desc",
    });
    expect(nextKpiInputSort({ key: "name", direction: "desc" }, "score")).toEqual({
      key: "score",
      direction: "asc",
    });
  });
});

describe("KPIIN-3, KPIIN-7, KPIIN-8", () => {
  it("pages, answering the last page for one past the end", () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 2, 2)).toEqual({ rows: [3, 4], page: 2, pageCount: 3 });
    expect(pageOf(items, 9, 2)).toEqual({ rows: [5], page: 3, pageCount: 3 });
    expect(pageOf([], 1, 50)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
  it("offers the choices of the whole year, one 'Unassigned' for every KPI without a present owner", () => {
    const facets = kpiInputFacets([
      row({ frequency: "quarterly" }),
      row({ ownerId: null, ownerName: "Former Person", frequency: "monthly" }),
      row({ ownerId: null, ownerName: null }),
    ]);
    expect(facets.frequencies).toEqual(["monthly", "quarterly"]);
    expect(facets.owners).toEqual([
      { value: "user-1", label: "Ada Lovelace" },
      { value: UNOWNED, label: "Unassigned" },
    ]);
  });
  it("defaults to monthly, else the first frequency present", () => {
    expect(kpiInputFrequency(undefined, ["monthly", "quarterly"])).toBe("monthly");
    expect(kpiInputFrequency(undefined, ["quarterly", "annual"])).toBe("quarterly");
    expect(kpiInputFrequency("annual", ["monthly"])).toBe("monthly");
    expect(kpiInputFrequency("quarterly", frequenciesPresent([{ frequency: "quarterly" }]))).toBe(
      "quarterly",
    );
  });
});

describe("KPIIN-13: the page is refreshed by every write that refreshes the assignment list", () => {
  it("is a declared read in those resources' changes and the settings'", () => {
    expect(READS).toContain("/api/kpi-input");
    const moving = (RESOURCES as readonly ResourceDeclaration[]).filter((resource) =>
      resource.changes.includes("/api/kpi-assignments"),
    );
    expect(moving.length).toBeGreaterThan(5);
    for (const resource of moving) expect(resource.changes, resource.key).toContain("/api/kpi-input");
    expect(organizationSettingsResource.changes).toContain("/api/kpi-input");
  });
});
