import { describe, expect, it } from "vitest";
import { filterBySearch, matchesSearch, toggleAllVisible } from "./search";

const items = [
  { id: "a", name: "Grow Revenue", description: "Expand into new markets" },
  { id: "b", name: "Customer retention", description: null },
  { id: "c", name: "Cycle time", description: "Days from ORDER to delivery" },
];

describe("library search (LIBRARY-6: name or description, case-insensitive)", () => {
  it.each([
    ["revenue", ["a"]],
    ["MARKETS", ["a"]],
    ["order", ["c"]],
    ["  customer  ", ["b"]],
    ["", ["a", "b", "c"]],
    ["nothing like it", []],
  ])("'%s' finds %j", (query, ids) => {
    expect(filterBySearch(items, query).map((item) => item.id)).toEqual(ids);
  });

  it("does not trip on a missing description", () => {
    expect(matchesSearch({ name: "x", description: null }, "y")).toBe(false);
  });
});

describe("select-all (LIBRARY-6)", () => {
  it("selects every visible row, keeping rows hidden by the search", () => {
    expect([...toggleAllVisible(new Set(["z"]), ["a", "b"])].sort()).toEqual(["a", "b", "z"]);
  });

  it("clears the visible rows when they are all selected already", () => {
    expect([...toggleAllVisible(new Set(["a", "b", "z"]), ["a", "b"])]).toEqual(["z"]);
  });

  it("does nothing when no row is visible", () => {
    expect([...toggleAllVisible(new Set(["z"]), [])]).toEqual(["z"]);
  });
});
