import { describe, expect, it } from "vitest";
import type { OrganizationFunction } from "../../../../domain/schemas/functions";
import { ancestorIds, buildTree, subtreeIds, totalsOf } from "./tree";

const fn = (id: string, parentId: string | null, objectiveCount = 0, kpiCount = 0): OrganizationFunction => ({
  id,
  parentId,
  headUserId: null,
  headName: null,
  objectiveCount,
  kpiCount,
  organizationId: "org",
  name: id,
  description: null,
  level: parentId ? "division" : "ceo",
  createdAt: "",
  updatedAt: "",
  version: "",
});

// CEO > (A > A1 > A11), (B)
const list = [
  fn("ceo", null, 4, 8),
  fn("a", "ceo", 2, 3),
  fn("a1", "a", 1, 1),
  fn("a11", "a1", 1, 2),
  fn("b", "ceo", 3, 0),
];

describe("the function chart", () => {
  it("builds the tree from the flat list", () => {
    const [root] = buildTree(list);
    expect(root!.id).toBe("ceo");
    expect(root!.children.map((c) => c.id)).toEqual(["a", "b"]);
    expect(root!.children[0]!.children[0]!.children[0]!.id).toBe("a11");
  });

  it("narrows the three tiles to the selected subtree (UI-15)", () => {
    expect(totalsOf(list)).toEqual({ functions: 5, objectives: 11, kpis: 14 });
    expect(totalsOf(list, "a")).toEqual({ functions: 3, objectives: 4, kpis: 6 });
    expect(totalsOf(list, "b")).toEqual({ functions: 1, objectives: 3, kpis: 0 });
  });

  it("finds a subtree and the path down to a function", () => {
    expect([...subtreeIds(list, "a1")].sort()).toEqual(["a1", "a11"]);
    expect(ancestorIds(list, "a11")).toEqual(["ceo", "a", "a1"]);
    expect(ancestorIds(list, "ceo")).toEqual([]);
  });
});
