import { describe, expect, it } from "vitest";
import { staleShare, staleShareText, type TrustInput, valueTrust } from "./trust";

const base: TrustInput = {
  updatedAt: "2026-10-01T09:00:00Z",
  dueDate: "2026-10-07",
  today: "2026-11-29",
  source: "entry",
  pendingApproval: false,
  editedAfterClose: false,
  hasOwner: true,
};

describe("data trust of a value (SIGNAL-10)", () => {
  it.each([
    // name, change, state, days, lowTrust
    ["changed 59 days ago (1 Oct → 29 Nov): fresh", {}, "fresh", 59, false],
    ["changed 61 days ago (29 Sep): old", { updatedAt: "2026-09-29" }, "old", 61, true],
    ["exactly 60 days (30 Sep): still fresh", { updatedAt: "2026-09-30" }, "fresh", 60, false],
    ["no value, due 7 Oct: overdue 53 days", { updatedAt: null }, "overdue", 53, false],
    ["no value, due today: not due yet", { updatedAt: null, dueDate: "2026-11-29" }, "not-due", null, false],
    ["no value, no due date", { updatedAt: null, dueDate: null }, "not-due", null, false],
    ["waits for approval", { pendingApproval: true }, "fresh", 59, true],
    ["changed after its period closed", { editedAfterClose: true }, "fresh", 59, true],
    ["nobody owns the KPI", { hasOwner: false }, "fresh", 59, true],
    ["no owner and no value: nothing to doubt", { hasOwner: false, updatedAt: null }, "overdue", 53, false],
  ] as const)("%s", (_name, change, state, days, lowTrust) => {
    const trust = valueTrust({ ...base, ...change });
    expect([trust.state, trust.days, trust.lowTrust]).toEqual([state, days, lowTrust]);
  });

  it("says why in words, the source first", () => {
    expect(
      valueTrust({ ...base, updatedAt: "2026-08-01", source: "import", editedAfterClose: true }).reasons,
    ).toEqual(["imported", "last changed 120 days ago", "changed after its period closed"]);
  });
});

describe("the share of a score resting on low-trust values (SIGNAL-11)", () => {
  it.each([
    // three KPIs weighted 50/30/20, all scored: shares 0.5, 0.3, 0.2
    [[false, false, false], 0],
    [[false, true, false], 0.3],
    [[true, false, true], 0.7],
    [[true, true, true], 1],
  ])("%j → %d", (low, expected) => {
    const shares = [0.5, 0.3, 0.2];
    expect(staleShare(low.map((lowTrust, i) => ({ share: shares[i]!, lowTrust })))).toBeCloseTo(expected, 9);
  });

  it("in words: 0.18 → 18 %, a sliver → 1 %, nothing → no sentence", () => {
    expect(staleShareText(0.18)).toBe(
      "18 % of this score rests on values more than 60 days old, waiting for approval, changed after their period closed or without an owner.",
    );
    expect(staleShareText(0.001)).toMatch(/^1 % /);
    expect(staleShareText(0)).toBeNull();
  });
});
