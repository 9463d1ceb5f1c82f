import { describe, expect, it } from "vitest";
import { childLevelOf, levelName, parentLevelOf, perspectiveName } from "./labels";

describe("names from settings (SETTINGS-5)", () => {
  it.each([
    ["Financial", undefined, "Financial"],
    ["Internal_Process", undefined, "Internal Process"],
    ["Learning_Growth", {}, "Learning & Growth"],
    ["Customer", { perspectiveCustomerName: "Clients" }, "Clients"],
    ["Customer", { perspectiveCustomerName: "   " }, "Customer"],
  ] as const)("perspective %s with %j reads %s", (key, settings, expected) => {
    expect(perspectiveName(key, settings)).toBe(expected);
  });

  it.each([
    ["ceo", undefined, "CEO"],
    ["general-department", null, "General Department"],
    ["division", { levelDivisionName: "Business Unit" }, "Business Unit"],
  ] as const)("level %s with %j reads %s", (level, settings, expected) => {
    expect(levelName(level, settings)).toBe(expected);
  });
});

describe("Function levels and cascade parent links (CASCADE-1, CASCADE-3)", () => {
  it.each([
    ["ceo", "division", null],
    ["division", "general-department", "ceo"],
    ["general-department", "department", "division"],
    ["department", "department", "general-department"],
  ] as const)("%s: child level %s, parent level %s", (level, child, parent) => {
    expect(childLevelOf(level)).toBe(child);
    expect(parentLevelOf(level)).toBe(parent);
  });
});
