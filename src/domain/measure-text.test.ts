import { expect, it } from "vitest";
import { measureText, withUnit } from "./measure-text";

// UI-106: a KPI's value with its unit, as the screens, the activity log and mail write it.
it.each([
  [3360, "€", "€3,360"],
  [3100, "$", "$3,100"],
  [95, "%", "95%"],
  [12, "days", "12 days"],
  [3.456, null, "3.46"],
  [1234567.891, "", "1,234,567.89"],
  [null, "€", null],
  [Number.NaN, "€", null],
] as const)("measureText(%s, %j) is %j", (value, unit, text) => {
  expect(measureText(value, unit)).toBe(text);
});

it("withUnit puts currency first, % after, other units after a space", () => {
  expect(withUnit("1,200", " £ ")).toBe("£1,200");
  expect(withUnit("5", "count")).toBe("5 count");
});
