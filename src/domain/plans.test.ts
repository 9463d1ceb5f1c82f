import { describe, expect, it } from "vitest";
import { consolePriceText, LANDING_PLANS, PLAN_CATALOGUE, PLANS } from "./plans";
import { engagementPercent, PLAN_LABELS, PLAN_OPTIONS, PLAN_PRICE_PER_USER_MONTH } from "./schemas/admin";
import { welcomeBack } from "./screen-headings";

describe("PLAN-7: one plan catalogue", () => {
  it("holds every plan once, and the console's lists are read from it", () => {
    expect(PLAN_CATALOGUE.map((entry) => entry.plan)).toEqual([...PLANS]);
    expect(PLAN_OPTIONS.map((option) => option.label)).toEqual(PLAN_CATALOGUE.map((entry) => entry.label));
    expect(PLAN_PRICE_PER_USER_MONTH).toEqual({ free: 0, basic: 12, professional: 29, enterprise: 49 });
    expect(PLAN_LABELS.professional).toBe("Professional");
  });

  it("sells on the landing page Free $0, Professional $29 and Enterprise Custom", () => {
    expect(LANDING_PLANS.map((entry) => [entry.label, entry.priceText])).toEqual([
      ["Free", "$0"],
      ["Professional", "$29"],
      ["Enterprise", "Custom"],
    ]);
  });

  it.each([
    ["free", "$0"],
    ["basic", "$12"],
    ["professional", "$29"],
    ["enterprise", "Custom, counted at $49"],
  ] as const)("the console prices %s as %s", (plan, text) => {
    expect(consolePriceText(plan)).toBe(text);
  });
});

describe("ADMIN-8: engagement pools members", () => {
  it.each([
    [
      [
        { signedIn: 1, members: 1 },
        { signedIn: 3, members: 7 },
      ],
      50,
    ],
    [[{ signedIn: 2, members: 3 }], 66.7],
    [[{ signedIn: 0, members: 0 }], 0],
    [[], 0],
  ])("%j → %s %", (organizations, percent) => {
    expect(engagementPercent(organizations)).toBe(percent);
  });
});

describe("AUTH-40: the sign-in greeting", () => {
  it.each([
    ["Ada", "Welcome back, Ada"],
    ["  Ada ", "Welcome back, Ada"],
    [null, "Welcome back"],
    ["", "Welcome back"],
    [undefined, "Welcome back"],
  ])("%j → %s", (name, text) => {
    expect(welcomeBack(name)).toBe(text);
  });
});
