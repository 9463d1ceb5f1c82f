import { describe, expect, it } from "vitest";
import {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  createOrganizationSchema,
  cutCellText,
  growthPercent,
  organizationMonthlyRevenue,
  PLAN_MESSAGE,
  planSchema,
  tableDataQuerySchema,
} from "./admin";

describe("planSchema (PLAN-1)", () => {
  it.each([
    ["free", "free"],
    ["basic", "basic"],
    ["professional", "professional"],
    ["enterprise", "enterprise"],
    ["pro", "professional"],
    [" PRO ", "professional"],
    ["Enterprise", "enterprise"],
  ])("reads %j as %j", (input, plan) => {
    expect(planSchema.parse(input)).toBe(plan);
  });

  it.each(["gold", "", "premium", 3, null])("refuses %j with the plan message", (input) => {
    const result = planSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PLAN_MESSAGE);
  });
});

describe("createOrganizationSchema (ADMIN-1)", () => {
  it("needs a non-blank name", () => {
    for (const name of ["", "   ", undefined]) {
      const result = createOrganizationSchema.safeParse({ name });
      expect(result.error?.issues[0]?.message).toBe("Organization name is required");
    }
  });

  it("defaults to the Basic plan, active, without a domain", () => {
    expect(createOrganizationSchema.parse({ name: " Acme " })).toEqual({
      name: "Acme",
      subscriptionTier: "basic",
      status: "active",
      domain: null,
    });
  });

  it("takes the spec's create options basic, pro and enterprise", () => {
    expect(createOrganizationSchema.parse({ name: "A", subscriptionTier: "pro" }).subscriptionTier).toBe(
      "professional",
    );
  });
});

describe("adminCreateUserSchema (ADMIN-2)", () => {
  const base = { email: "Ada@Example.test", firstName: "Ada", lastName: "Lovelace" };

  it("defaults the role to user and reads organization 'none' as null", () => {
    expect(adminCreateUserSchema.parse({ ...base, organizationId: "none" })).toEqual({
      email: "ada@example.test",
      firstName: "Ada",
      lastName: "Lovelace",
      role: "user",
      organizationId: null,
    });
    expect(adminCreateUserSchema.parse(base).organizationId).toBeNull();
  });

  it.each([
    [{ email: "" }, "Valid email is required"],
    [{ firstName: " " }, "First name is required"],
    [{ lastName: undefined }, "Last name is required"],
    [{ role: "owner" }, "Role must be 'user', 'admin' or 'super_admin'"],
    [{ organizationId: "acme" }, "Organization must be a valid id or 'none'"],
  ])("refuses %j with %j", (override, message) => {
    const result = adminCreateUserSchema.safeParse({ ...base, ...override });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("leaves out what an edit does not send", () => {
    expect(adminUpdateUserSchema.parse({ role: "admin" })).toEqual({ role: "admin" });
    expect(adminUpdateUserSchema.parse({ organizationId: "none" })).toEqual({ organizationId: null });
  });
});

describe("tableDataQuerySchema (ADMIN-7: page size 50, at most 100)", () => {
  it("defaults to page 1 of 50", () => {
    expect(tableDataQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
  });

  it.each([
    [{ limit: "1000000000" }, "limit must be a whole number from 1 to 100"],
    [{ limit: "0" }, "limit must be a whole number from 1 to 100"],
    [{ limit: "abc" }, "limit must be a whole number from 1 to 100"],
    [{ page: "0" }, "page must be a whole number from 1 to 1000000"],
    [{ page: "1.5" }, "page must be a whole number from 1 to 1000000"],
  ])("refuses %j", (query, message) => {
    expect(tableDataQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe("revenue (PLAN-5)", () => {
  it.each([
    ["free", 8, 0],
    ["basic", 3, 36],
    ["professional", 4, 116],
    ["enterprise", 2, 98],
    ["professional", 0, 0],
  ] as const)("%s with %i users brings $%i a month", (plan, users, revenue) => {
    expect(organizationMonthlyRevenue(plan, users)).toBe(revenue);
  });

  it.each([
    [110, 100, 10],
    [100, 100, 0],
    [50, 200, -75],
    [1, 3, -66.7],
    [100, 0, null],
  ])("growth from %i to… %i is %j percent", (now, before, growth) => {
    expect(growthPercent(now, before)).toBe(growth);
  });
});

describe("cutCellText (ADMIN-7: cells cut at 100 characters)", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(cutCellText("a".repeat(100))).toBe("a".repeat(100));
    expect(cutCellText("a".repeat(101))).toBe(`${"a".repeat(100)}…`);
  });
});
