import { describe, expect, it } from "vitest";
import {
  BULK_TEMPLATE_CSV,
  bulkSummary,
  checkBulkRow,
  checkBulkRows,
  BULK_ROW_MESSAGES as M,
} from "./bulk-users";

const ok = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", role: "user" };

describe("checkBulkRow (USER-2, USER-3)", () => {
  it.each([
    [{}, []],
    [{ firstName: " " }, [M.firstNameRequired]],
    [{ lastName: "" }, [M.lastNameRequired]],
    [{ email: "" }, [M.emailRequired]],
    [{ email: "ada@" }, [M.emailInvalid]],
    [{ email: `${"a".repeat(250)}@example.com` }, [M.emailInvalid]],
    [{ role: "Admin" }, []],
    [{ role: "USER" }, []],
    [{ role: "" }, []],
    [{ role: "owner" }, [M.role]],
    [{ role: "super_admin" }, [M.role]],
    [{ lastName: "l".repeat(51) }, [M.lastNameTooLong]],
  ])("%j → %j", (patch, errors) => {
    expect(checkBulkRow({ ...ok, ...patch }).errors).toEqual(errors);
  });

  it("trims, lowercases the e-mail and the role, and defaults an empty role to user", () => {
    expect(
      checkBulkRow({ firstName: " Ada ", lastName: "L ", email: " ADA@Example.COM ", role: "" }).user,
    ).toEqual({
      firstName: "Ada",
      lastName: "L",
      email: "ada@example.com",
      role: "user",
    });
  });
});

describe("checkBulkRows", () => {
  it("marks existing e-mails and later repeats, case-insensitively", () => {
    const checks = checkBulkRows(
      [
        { ...ok, email: "taken@example.com" },
        ok,
        { ...ok, email: "ADA@example.com" },
        { ...ok, email: "bob@example.com" },
      ],
      ["Taken@Example.com"],
    );
    expect(checks.map((c) => c.errors)).toEqual([[M.emailExists], [], [M.duplicate], []]);
    expect(checks.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    expect(checks[2]?.user).toBeNull();
  });
});

it("the template has the four columns and two sample rows (USER-5)", () => {
  const lines = BULK_TEMPLATE_CSV.trim().split("\n");
  expect(lines[0]).toBe("firstName,lastName,email,role");
  expect(lines).toHaveLength(3);
});

it.each([
  [2, 1, { title: "Bulk Import Completed", description: "2 users created successfully, 1 failed" }],
  [0, 3, { title: "Import Failed", description: "0 users created successfully, 3 failed" }],
])("bulkSummary(%d, %d)", (created, failed, expected) => {
  expect(bulkSummary(created, failed)).toEqual(expected);
});
