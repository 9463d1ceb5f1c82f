import { describe, expect, it } from "vitest";
import { formatNumber, formatRelativeTime } from "./intl";

// PLATFORM-26: the fast paths write what Intl writes, digit for digit.
describe("formatNumber", () => {
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    -0.001,
    0.004,
    0.005,
    1.005,
    2.675,
    0.1 + 0.2,
    9.995,
    99.995,
    999.995,
    1234.5,
    -1234.5,
    12345.6789,
    1234567.891,
    100000,
    999999.999,
    0.015,
    1.255,
    10.125,
    123456789012.35,
    1e-7,
    1.5e-10,
    1e21,
    2 ** 53,
    Math.PI * 1e6,
    -Math.E,
  ];
  for (const locale of ["en", "en-US", "en-GB", "en-AU", "en-CA", "en-NZ", "en-IE"]) {
    for (const digits of [0, 1, 2, 3]) {
      it(`writes ${locale} numbers to ${digits} decimals as Intl does`, () => {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of values)
          expect(formatNumber(value, digits, locale), String(value)).toBe(intl.format(value));
      });
    }
  }
  it("leaves other locales to Intl", () => {
    expect(formatNumber(-1234567.891, 2, "en-IN")).toBe(
      new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(-1234567.891),
    );
  });
});

describe("formatRelativeTime", () => {
  const intl = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const cases: [number, "day" | "hour" | "minute"][] = [];
  for (const unit of ["day", "hour", "minute"] as const)
    for (const value of [-1234, -59, -23, -6, -2, -1, -0, 0, 1, 2, 6, 23, 59, 1234])
      cases.push([value, unit]);
  it.each(cases)("writes %d %s as Intl's English does", (value, unit) => {
    expect(formatRelativeTime(value, unit, "en-US")).toBe(intl.format(value, unit));
  });
  it("writes German relative times with Intl", () => {
    expect(formatRelativeTime(-1, "day", "de-DE")).toBe("gestern");
    expect(formatRelativeTime(3, "hour", "de-DE")).toBe("in 3 Stunden");
  });
});
