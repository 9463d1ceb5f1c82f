// NOTIFY-36: who an edit newly mentions, and the commentary excerpt a mention carries.
import { describe, expect, it } from "vitest";
import { excerpt, newlyMentioned } from "./notifications";

const people = [
  { id: "ann", firstName: "Ann", lastName: "Lee" },
  { id: "bob", firstName: "Bob", lastName: "Stone" },
];

describe("newlyMentioned (NOTIFY-36)", () => {
  it("tells only those the previous version did not mention", () => {
    expect(newlyMentioned("@Ann Lee and @Bob Stone", "", people)).toEqual(["ann", "bob"]);
    expect(newlyMentioned("@Ann Lee and @Bob Stone", "thanks @ann lee", people)).toEqual(["bob"]);
    expect(newlyMentioned("@Ann Lee", "@Ann Lee, @Bob Stone", people)).toEqual([]);
    expect(newlyMentioned("@Nobody Here", "", people)).toEqual([]);
  });
});

describe("excerpt (NOTIFY-36)", () => {
  it("keeps a short text whole, with its spaces made single", () => {
    expect(excerpt("  Volumes  fell\nin Q3 ")).toBe("Volumes fell in Q3");
  });

  it("cuts a long text on a word boundary, at most max characters and an ellipsis", () => {
    const cut = excerpt("word ".repeat(100), 30);
    expect(cut).toBe("word word word word word word…");
    expect(cut.length).toBeLessThanOrEqual(31);
  });

  it("cuts a text without spaces at max", () => {
    expect(excerpt("x".repeat(50), 10)).toBe(`${"x".repeat(10)}…`);
  });
});
