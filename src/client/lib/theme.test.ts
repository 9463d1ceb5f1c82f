import { describe, expect, it } from "vitest";
import { resolveTheme, toggledTheme } from "./theme";

describe("theme (UI-3)", () => {
  it.each([
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["light", true, "light"],
    ["light", false, "light"],
    [null, true, "dark"],
    [null, false, "light"],
    ["garbage", true, "dark"],
  ] as const)("saved %s with system dark %s gives %s", (saved, systemDark, theme) => {
    expect(resolveTheme(saved, systemDark)).toBe(theme);
  });

  it("the toggle flips", () => {
    expect(toggledTheme("light")).toBe("dark");
    expect(toggledTheme("dark")).toBe("light");
  });
});
