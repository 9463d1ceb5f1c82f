import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error";
import { assertVersion, parseVersion } from "./version";

const AT = "2026-03-04T05:06:07.890Z";

describe("parseVersion (VERSION-1)", () => {
  it.each([
    ["bare", AT, AT],
    ["quoted as an ETag", `"${AT}"`, AT],
    ["weak", `W/"${AT}"`, AT],
    ["with spaces around", `  "${AT}" `, AT],
    ["the first of a repeated header", [`"${AT}"`, '"other"'], AT],
    ["any (*)", "*", undefined],
    ["empty", "", undefined],
    ["absent", undefined, undefined],
  ])("reads a %s version", (_form, raw, expected) => {
    expect(parseVersion(raw)).toBe(expected);
  });

  it.each([["not a date"], ['"nope"'], ['W/"abc"']])("refuses %s with 400, not a stale 409", (raw) => {
    expect(() => parseVersion(raw)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe("assertVersion (VERSION-1)", () => {
  const current = new Date(AT);
  it.each([[AT], [`"${AT}"`], [`W/"${AT}"`], [undefined]])("lets %s through", (version) => {
    expect(() => assertVersion(current, version)).not.toThrow();
  });
  it("answers 409 for an older version", () => {
    const error = (() => {
      try {
        assertVersion(current, `"2026-03-04T05:06:07.000Z"`);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);
  });
});
