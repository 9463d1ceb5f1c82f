import { describe, expect, it } from "vitest";
import { compileMessages } from "../../scripts/vite-plugin-i18n";

// docs/decisions/025: what the build does to a module's messages.
describe("the build's message transform", () => {
  const source = `import { defineMessage, defineMessages } from "react-intl";
export const m = defineMessages({
  plain: { id: "x.plain", defaultMessage: "Save", description: "A button" },
  count: defineMessage<{ readonly count: number }>({
    id: "x.count",
    description: "Items",
    defaultMessage: "{count, plural, one {# item} other {# items}}",
  }),
});
export const HEADINGS = { "/x": { title: m.plain, description: m.count } };
export const heading = () => ({ title: "a", description: "b" });`;
  const out = compileMessages(source, "/app/src/client/x/messages.ts") ?? "";

  it("compiles each defaultMessage to its AST and drops a descriptor's description", () => {
    expect(out).toContain('defaultMessage: [{"type":0,"value":"Save"}]');
    expect(out).toContain('"type":6');
    expect(out).not.toContain("A button");
    expect(out).not.toContain("Items");
  });

  it("keeps every other object's description", () => {
    expect(out).toContain("description: m.count");
    expect(out).toContain('description: "b"');
  });

  it("turns defineMessages and defineMessage, with its type arguments, into their argument", () => {
    expect(out).not.toMatch(/defineMessages?\(/);
    expect(out).not.toContain("readonly count");
    expect(out).toContain("export const m = ({");
  });

  it("refuses a defaultMessage that is not ICU", () => {
    expect(() =>
      compileMessages(`defineMessages({ a: { id: "x.a", defaultMessage: "{oops" } })`, "/src/x.ts"),
    ).toThrow(/not valid ICU/);
  });
});
