import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, type NotificationAction, needsAttention } from "./notifications";

const commentary: NotificationAction = {
  kind: "add_commentary",
  label: "Add commentary",
  href: "/kpi-results?kpi=k&year=2026&period=q1&commentary=1",
};
const openKpi: NotificationAction = { kind: "open_kpi", label: "Open the KPI", href: "/kpi-results?kpi=k" };

describe("needsAttention (NOTIFY-17)", () => {
  it("holds for the types that always ask for action", () => {
    for (const type of [
      "red_without_initiative",
      "update_due",
      "update_overdue",
      "approval_requested",
      "request_turn",
    ] as const) {
      expect(needsAttention({ type, actions: [] })).toBe(true);
    }
  });

  it("holds for a KPI entering trouble (it offers commentary), not for a recovery (it offers none)", () => {
    expect(needsAttention({ type: "kpi_status", actions: [openKpi, commentary] })).toBe(true);
    expect(needsAttention({ type: "kpi_status", actions: [openKpi] })).toBe(false);
    expect(needsAttention({ type: "kpi_status", actions: [] })).toBe(false);
  });

  it("does not hold for news that asks nothing, whatever actions it carries", () => {
    for (const type of ["submission_decided", "request_changed", "mention"] as const) {
      expect(needsAttention({ type, actions: [commentary] })).toBe(false);
    }
  });

  it("decides every type", () => {
    const asking = NOTIFICATION_TYPES.filter((type) => needsAttention({ type, actions: [] }));
    expect(asking).toHaveLength(5);
  });
});
