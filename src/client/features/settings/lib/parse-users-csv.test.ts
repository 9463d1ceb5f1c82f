import { describe, expect, it } from "vitest";
import { BULK_TEMPLATE_CSV } from "../../../../domain/schemas/bulk-users";
import { FILE_PARSE_ERROR, isCsvFileName, parseUsersCsv } from "./parse-users-csv";

describe("parseUsersCsv (USER-2, USER-3)", () => {
  it("reads the template's two sample rows", () => {
    expect(parseUsersCsv(BULK_TEMPLATE_CSV)).toEqual({
      ok: true,
      rows: [
        { firstName: "John", lastName: "Doe", email: "john.doe@example.com", role: "user" },
        { firstName: "Jane", lastName: "Smith", email: "jane.smith@example.com", role: "admin" },
      ],
    });
  });

  it("drops a BOM, keeps quoted commas, skips empty lines, trims values, handles CRLF", () => {
    const text =
      '\uFEFFfirstName,lastName,email,role\r\n"Anne, Jr.", Smith ,  anne@example.com ,Admin\r\n\r\n  \r\n,,,\r\nBob,"O\'Neil",bob@example.com,user\r\n';
    expect(parseUsersCsv(text)).toEqual({
      ok: true,
      rows: [
        { firstName: "Anne, Jr.", lastName: "Smith", email: "anne@example.com", role: "Admin" },
        { firstName: "Bob", lastName: "O'Neil", email: "bob@example.com", role: "user" },
      ],
    });
  });

  it("matches headers loosely and in any order", () => {
    const parsed = parseUsersCsv("Email,Role,First Name,last_name\na@b.co,user,A,B\n");
    expect(parsed).toEqual({
      ok: true,
      rows: [{ firstName: "A", lastName: "B", email: "a@b.co", role: "user" }],
    });
  });

  it("keeps a short row with its cells missing, for the row checks to report", () => {
    const parsed = parseUsersCsv("firstName,lastName,email,role\nAda\n");
    expect(parsed).toEqual({ ok: true, rows: [{ firstName: "Ada", lastName: "", email: "", role: "" }] });
  });

  it.each([
    ["missing columns", "firstName,email\nA,a@b.co\n", /Missing columns: lastName, role/],
    ["not CSV at all", "\u0000\u0001PK binary", /Failed to parse CSV file/],
    ["no known column", "hello world\nfoo\n", /Failed to parse CSV file/],
    ["an empty file", "", /Failed to parse CSV file/],
    ["a header alone", "firstName,lastName,email,role\n\n", /no users/],
    ["an unclosed quote", 'firstName,lastName,email,role\n"Ada,L,a@b.co,user\n', /Failed to parse CSV file/],
  ])("refuses %s with a per-file message", (_name, text, description) => {
    const parsed = parseUsersCsv(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.description).toMatch(description);
  });

  it("refuses more than 10,000 rows", () => {
    const text = `firstName,lastName,email,role\n${"A,B,a@b.co,user\n".repeat(10_001)}`;
    const parsed = parseUsersCsv(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.title).toBe("Too Many Rows");
  });

  it("reads 10,000 rows quickly", () => {
    const text = `firstName,lastName,email,role\n${Array.from({ length: 10_000 }, (_, i) => `A,B,u${i}@b.co,user`).join("\n")}`;
    const started = performance.now();
    const parsed = parseUsersCsv(text);
    expect(parsed.ok && parsed.rows.length).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("uses the spec's parse error text", () => {
    expect(FILE_PARSE_ERROR).toEqual({
      title: "File Parse Error",
      description: "Failed to parse CSV file. Please check the format.",
    });
  });
});

it.each([
  ["users.csv", true],
  ["USERS.CSV", true],
  ["list.txt", true],
  ["users.xlsx", false],
  ["csv", false],
])("isCsvFileName(%s) is %s", (name, expected) => {
  expect(isCsvFileName(name)).toBe(expected);
});
