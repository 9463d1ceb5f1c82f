import { describe, expect, it } from "vitest";
import { fileNamePart, neutraliseCell, unitNumberFormat } from "./spreadsheet-cells";

describe("neutraliseCell (EXPORT-5, EXPORT-18)", () => {
  it.each([
    ["a formula", '=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ["a plus", "+1", "'+1"],
    ["a minus", "-2", "'-2"],
    ["an at sign", "@x", "'@x"],
    ["a tab", "\tcmd", "'\tcmd"],
    ["a carriage return", "\r=1", "'\r=1"],
    ["a full-width equals sign", "\uFF1D1+1", "'\uFF1D1+1"],
    ["plain text", "Revenue growth", "Revenue growth"],
    ["an equals sign later on", "a=b", "a=b"],
    ["empty text", "", ""],
    ["a leading space", " =1", " =1"],
    // EXPORT-18: after a separator a spreadsheet may start a new cell.
    ["a formula after a semicolon", "Revenue;=cmd|' /C calc'!A0", "Revenue;'=cmd|' /C calc'!A0"],
    ["a formula after a comma", "a,+1", "a,'+1"],
    ["a formula after a tab", "a\t@x", "a\t'@x"],
    ["a minus after a comma and a space", "Costs, -5%", "Costs, -5%"],
    ["at the start and after a separator", "=1;=2", "'=1;'=2"],
  ])("%s", (_name, value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });
});

describe("fileNamePart (EXPORT-6)", () => {
  it.each([
    ["Northwind Logistics", "northwind-logistics"],
    ["Café / Ops: Q1", "cafe-ops-q1"],
    ["../../etc/passwd", "etc-passwd"],
    ["", "fallback"],
    ["***", "fallback"],
    ["x".repeat(80), "x".repeat(40)],
  ])("%s", (value, expected) => {
    expect(fileNamePart(value, "fallback")).toBe(expected);
  });
});

describe("unitNumberFormat (EXPORT-7)", () => {
  it.each([
    ["%", 12, '#,##0"%"'],
    ["%", 12.5, '#,##0.00"%"'],
    ["$", 1000, '"$"#,##0'],
    ["days", 3.25, "#,##0.00"],
    [null, 7, "#,##0"],
    // UI-114: money shows its cents, a scale its letter, a negative the screens' minus sign.
    ["€", 3750.5, '"€"#,##0.00'],
    ["€ thousands", 4109.86, '"€"#,##0"k"'],
    ["€", -150, '"€"#,##0;"\u2212€"#,##0'],
    ["%", -2.5, '#,##0.00"%";"\u2212"#,##0.00"%"'],
  ] as const)("%s %s", (unit, value, expected) => {
    expect(unitNumberFormat(unit, value)).toBe(expected);
  });
});
