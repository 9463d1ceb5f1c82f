import { describe, expect, it } from "vitest";
import { findUnsafeText, MAX_TEXT_DEPTH } from "./text";

function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

describe("findUnsafeText (TEXT-1, TEXT-2, TEXT-3)", () => {
  it.each([
    ["a NUL", { name: "a\u0000b" }, "name", "name must not contain control characters"],
    ["a bell", { name: "a\u0007" }, "name", "name must not contain control characters"],
    [
      "an escape",
      { rows: [{ firstName: "x\u001b[31m" }] },
      "rows.0.firstName",
      "rows.0.firstName must not contain control characters",
    ],
    ["DEL", { unit: "\u007f" }, "unit", "unit must not contain control characters"],
    ["a lone high surrogate", { name: "a\uD800b" }, "name", "name contains an invalid character"],
    ["a lone low surrogate", { name: "\uDC00" }, "name", "name contains an invalid character"],
    ["a line break in a name", { name: "Sales\nEast" }, "name", "name must be a single line of text"],
    ["a tab in an e-mail", { email: "a@b.c\t" }, "email", "email must be a single line of text"],
    [
      "a NUL in a description",
      { description: "a\u0000" },
      "description",
      "description must not contain control characters",
    ],
    ["a NUL in a query value", "x\u0000", "query", "query must not contain control characters"],
  ])("refuses %s (TEXT-1, TEXT-2)", (_case, value, field, message) => {
    expect(findUnsafeText(value, "query")).toEqual({ field, message });
  });

  it.each([
    ["plain names", { name: "Acme Widgets (EU) GmbH / Sales" }],
    ["a paragraph in a description", { description: "Line one\nLine two\r\n\tindented" }],
    ["analysis and recommendations", { analysis: "a\nb", recommendations: "c\nd" }],
    ["a surrogate pair (emoji)", { name: "Growth 📈" }],
    ["numbers, booleans and null", { weight: 25, active: true, themeId: null }],
    ["non-Latin scripts", { name: "Müller – 東京 – القاهرة" }],
  ])("accepts %s", (_case, value) => {
    expect(findUnsafeText(value)).toBeNull();
  });

  it("refuses a field name with a control character (TEXT-1)", () => {
    expect(findUnsafeText({ "na\u0000me": "x" })?.message).toBe("A field name contains an invalid character");
  });

  it("refuses JSON nested deeper than the limit without exhausting the stack (TEXT-3)", () => {
    expect(findUnsafeText(nested(MAX_TEXT_DEPTH - 1))).toBeNull();
    expect(findUnsafeText(nested(100_000))?.message).toMatch(/nested too deeply$/);
  });
});
