import { describe, expect, it } from "vitest";
import { formatMeasure, MINUS, type Unit, unitOf, writeIntl } from "./units";

// UI-113: today's free-text units read into the model, so old rows keep their meaning.
describe("unitOf", () => {
  it.each([
    ["€", { kind: "currency", currency: "EUR", scale: 1, decimals: 2 }],
    ["$", { kind: "currency", currency: "USD", scale: 1, decimals: 2 }],
    ["£", { kind: "currency", currency: "GBP", scale: 1, decimals: 2 }],
    ["EUR", { kind: "currency", currency: "EUR", scale: 1, decimals: 2 }],
    ["usd", { kind: "currency", currency: "USD", scale: 1, decimals: 2 }],
    ["€ thousands", { kind: "currency", currency: "EUR", scale: 1000, decimals: 0 }],
    ["EUR thousands", { kind: "currency", currency: "EUR", scale: 1000, decimals: 0 }],
    ["€k", { kind: "currency", currency: "EUR", scale: 1000, decimals: 0 }],
    ["k€", { kind: "currency", currency: "EUR", scale: 1000, decimals: 0 }],
    ["€m", { kind: "currency", currency: "EUR", scale: 1_000_000, decimals: 2 }],
    ["USD millions", { kind: "currency", currency: "USD", scale: 1_000_000, decimals: 2 }],
    ["%", { kind: "percent", scale: 1, decimals: 2 }],
    ["days", { kind: "duration", duration: "day", scale: 1, decimals: 2 }],
    ["hours", { kind: "duration", duration: "hour", scale: 1, decimals: 2 }],
    ["count", { kind: "number", scale: 1, decimals: 2 }],
    ["ratio", { kind: "number", scale: 1, decimals: 2 }],
    ["score", { kind: "number", scale: 1, decimals: 2 }],
    ["index", { kind: "number", scale: 1, decimals: 2 }],
    ["", { kind: "number", scale: 1, decimals: 2 }],
    ["thousands", { kind: "number", scale: 1000, decimals: 0 }],
    ["kg", { kind: "number", scale: 1, decimals: 2, label: "kg" }],
    ["m", { kind: "number", scale: 1, decimals: 2, label: "m" }],
    ["Dayton", { kind: "number", scale: 1, decimals: 2, label: "Dayton" }],
  ] as const)("%j reads as %j", (text, unit) => {
    expect(unitOf(text)).toEqual(unit);
  });

  it("reads no unit as a plain number", () => {
    expect(unitOf(null)).toEqual({ kind: "number", scale: 1, decimals: 2 });
    expect(unitOf("  €  ")).toEqual(unitOf("€"));
  });
});

// UI-113, UI-114: kinds × scale × decimals × sign × locale.
describe("formatMeasure", () => {
  const cents: Unit = { kind: "currency", currency: "EUR", scale: 1, decimals: 2 };
  const oneDecimal: Unit = { kind: "number", scale: 1, decimals: 1 };
  const fourDecimals: Unit = { kind: "percent", scale: 1, decimals: 4 };
  it.each([
    // Money: cents or a whole amount, never one decimal; the minus before the symbol.
    [3750.5, "€", "€3,750.50", "3.750,50 €"],
    [0.4, "€", "€0.40", "0,40 €"],
    [3360, "€", "€3,360", "3.360 €"],
    [3423.84, "€", "€3,423.84", "3.423,84 €"],
    [-150, "€", `${MINUS}€150`, `${MINUS}150 €`],
    [-0.001, "€", "€0", "0 €"],
    [9.995, "€", "€10", "10 €"],
    [1200, "$", "$1,200", "1.200 $"],
    [99.5, "£", "£99.50", "99,50 £"],
    [1500, "CHF", "CHF 1,500", "1.500 CHF"],
    [12.345, cents, "€12.35", "12,35 €"],
    // Scale: the value is kept in thousands or millions.
    [4109.86, "€ thousands", "€4,110k", "4.110k €"],
    [-4109.86, "€k", `${MINUS}€4,110k`, `${MINUS}4.110k €`],
    [4.1086, "€m", "€4.11m", "4,11m €"],
    [12, "€m", "€12m", "12m €"],
    [4109.86, "thousands", "4,110k", "4.110k"],
    // Percent, durations, counts and ratios.
    [95, "%", "95%", "95 %"],
    [87.255, "%", "87.26%", "87,26 %"],
    [-2.5, "%", `${MINUS}2.5%`, `${MINUS}2,5 %`],
    [12.34567, fourDecimals, "12.3457%", "12,3457 %"],
    [12, "days", "12 days", "12 Tage"],
    [1, "days", "1 day", "1 Tag"],
    [12.5, "hours", "12.5 hours", "12,5 Stunden"],
    [55, "count", "55", "55"],
    [2.4, "ratio", "2.4", "2,4"],
    [45, "score", "45", "45"],
    [-3, "count", `${MINUS}3`, `${MINUS}3`],
    [1234.56, oneDecimal, "1,234.6", "1.234,6"],
    [0.52, "kg", "0.52 kg", "0,52 kg"],
    [1234567.891, null, "1,234,567.89", "1.234.567,89"],
  ] as const)("%d in %j reads %j (en-US) and %j (de-DE)", (value, unit, english, german) => {
    // Intl spaces a unit with a no-break space; the table writes a plain one.
    const read = (locale: string) => formatMeasure(value, unit, locale)?.replace(/[\u00a0\u202f]/g, " ");
    expect(read("en-US")).toBe(english);
    expect(read("de-DE")).toBe(german);
  });

  it("is null without a value", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMeasure(value, "€", "en-US")).toBeNull();
    }
  });

  // PLATFORM-26: the English fast path writes what Intl writes, digit for digit.
  const values = [
    0,
    1,
    -1,
    0.5,
    -0.001,
    0.005,
    1.005,
    2.675,
    9.995,
    1234.5,
    -1234.5,
    12345.6789,
    1e21,
    2 ** 53,
  ];
  const units = [
    "€",
    "$",
    "£",
    "¥",
    "€ thousands",
    "€m",
    "%",
    "days",
    "hours",
    "count",
    "kg",
    "",
    "thousands",
  ];
  for (const locale of ["en", "en-US", "en-GB", "en-AU", "en-CA", "en-NZ", "en-IE"]) {
    it(`writes ${locale} measures as Intl does`, () => {
      for (const unit of units) {
        for (const value of values) {
          expect(formatMeasure(value, unit, locale), `${value} ${unit}`).toBe(
            writeIntl(value, unitOf(unit), locale),
          );
        }
      }
    });
  }
});
