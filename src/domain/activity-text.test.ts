import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from "./activities";
import { activityText } from "./activity-text";

// ACTIVITY-2, ACTIVITY-7: every action × entity type reads as a sentence; the rows the writers make read
// with their year or period and each old → new value.

describe("every action × entity type reads as a sentence (ACTIVITY-7)", () => {
  const cases = ACTIVITY_ACTIONS.flatMap((action) =>
    ACTIVITY_ENTITY_TYPES.map((entityType) => [action, entityType] as const),
  );
  it.each(cases)("%s × %s", (action, entityType) => {
    const text = activityText({
      action,
      entityType,
      entityName: "Grow revenue",
      details: {
        kpiName: "Grow revenue",
        functionName: "Operations",
        period: "2027",
        oldValue: { weight: 25 },
        newValue: { weight: 40 },
      },
    });
    // A capital first, no code words (snake_case, 'kpi' in lower case, 'uploaded data'), and the name.
    expect(text).toMatch(/^[A-Z]/);
    expect(text).not.toMatch(/_|\bkpi\b|uploaded data|\[object|undefined|null/);
    expect(text).toContain("Grow revenue");
    // The year, and for an update the old → new value.
    expect(text).toContain("2027");
    if (action === "updated") expect(text).toContain("25 → 40");
  });
});

const row = (action: string, entityType: string, entityName: string, details: Record<string, unknown>) => ({
  action,
  entityType,
  entityName,
  details,
});

describe("the rows the writers make (ACTIVITY-7)", () => {
  it.each([
    [
      "a pending submission (APPROVAL-13)",
      row("created", "actual_result", "Revenue", {
        newValue: { submitted: { march: 3100 }, status: "pending" },
        kpiName: "Revenue",
        functionName: "Sales",
        period: "March 2026",
      }),
      "Submitted actual result for approval: Revenue (Sales, March 2026), 3,100 proposed",
    ],
    [
      "its rejection, with the refused value and the reason",
      row("updated", "actual_result", "Revenue", {
        oldValue: { submitted: { march: 3100 }, status: "pending" },
        newValue: { status: "rejected", reason: "Invoices are not in" },
        kpiName: "Revenue",
        functionName: "Sales",
        period: "March 2026",
      }),
      "Rejected actual result: Revenue (Sales, March 2026), 3,100 refused; reason: Invoices are not in",
    ],
    [
      "a submission of two periods",
      row("updated", "actual_result", "Revenue", {
        newValue: { submitted: { march: 1, april: 2 }, status: "pending" },
        kpiName: "Revenue",
        period: "March 2026, April 2026",
      }),
      "Submitted actual result for approval: Revenue (March 2026, April 2026), March 2026: 1; April 2026: 2 proposed",
    ],
    [
      "closing a period (LOCK-1)",
      row("created", "other", "Closed period Q3 2026", { period: "Q3 2026" }),
      "Closed period: Q3 2026",
    ],
    [
      "reopening it, with the reason (LOCK-4)",
      row("deleted", "other", "Closed period Q3 2026", {
        period: "Q3 2026",
        oldValue: { year: 2026, frequency: "quarterly", period: "q3" },
        newValue: { reopened: true, reason: "Late invoices" },
      }),
      "Reopened period: Q3 2026; reason: Late invoices",
    ],
    [
      "a 2027 weight edit (WEIGHT-8)",
      row("updated", "objective_assignment", "Grow revenue", {
        oldValue: { weight: 25, parentObjectiveAssignmentId: null },
        newValue: { weight: 40, parentObjectiveAssignmentId: null },
        functionName: "Operations",
        period: "2027",
      }),
      "Updated objective assignment: Grow revenue (Operations, 2027), weight 25 → 40",
    ],
    [
      "a bulk upload of users (USER-2)",
      row("uploaded_data", "employee", "Bulk import of 3 users", {
        newValue: { created: 3, skipped: 1, failed: 2, invited: 3 },
      }),
      "Imported users from a file: 3 added, 1 skipped, 2 refused, 3 invited",
    ],
    [
      "assigning a KPI",
      row("assigned", "kpi_assignment", "Revenue", {
        newValue: { weight: 30, targets: {}, year: 2026 },
        functionName: "Sales",
      }),
      "Assigned KPI: Revenue (Sales) for 2026, weight 30",
    ],
    [
      "assigning an objective",
      row("assigned", "objective_assignment", "Grow revenue", {
        newValue: { function: "Operations", level: "division", weight: 25 },
      }),
      "Assigned objective: Grow revenue to Operations, weight 25",
    ],
    [
      "an import of a 12-row file with 7 rows refused by the check (IMPORT-23)",
      row("uploaded_data", "actual_result", "Import of targets and actuals", {
        newValue: {
          mode: "valid-only",
          rows: 5,
          written: 5,
          pending: 0,
          unchanged: 0,
          errors: 0,
          refused: 7,
        },
      }),
      "Imported targets and actuals from a file of 12 rows: 5 written, 0 for approval, 0 unchanged, 7 refused",
    ],
    [
      "a target edit with an owner change",
      row("updated", "kpi_assignment", "Revenue", {
        oldValue: { weight: 30, ownerId: "a", ownerName: "Ann Lee", targets: { january: 3360 } },
        newValue: { ownerId: "b", ownerName: "Bo Chen", targets: { january: 3100 } },
        period: "2026",
      }),
      "Updated KPI assignment: Revenue (2026), owner Ann Lee → Bo Chen, target January 3,360 → 3,100",
    ],
    [
      "a function (kernel 'other' rows carry their noun)",
      row("created", "other", "Sales Division", { noun: "function", newValue: { name: "Sales Division" } }),
      "Created function: Sales Division",
    ],
    [
      "organization settings",
      row("updated", "other", "Organization settings", {
        oldValue: { exceedsTarget: 110 },
        newValue: { exceedsTarget: 120 },
      }),
      "Updated: Organization settings, exceeds target 110 → 120",
    ],
    [
      "evidence",
      row("uploaded_data", "actual_result", "Revenue", {
        newValue: { attachment: "board.pdf", size: 1200 },
        kpiName: "Revenue",
        functionName: "Sales",
        period: "March 2026",
      }),
      "Attached evidence: board.pdf for KPI Revenue (Sales, March 2026)",
    ],
    [
      "a change request's rejection",
      row("updated", "request", "Raise Q4", {
        oldValue: { status: "New" },
        newValue: { status: "Rejected" },
        decision: "rejected",
        reason: "Targets are fixed",
      }),
      "Rejected change request: Raise Q4, status New → Rejected; reason: Targets are fixed",
    ],
    [
      "copying a year (TARGET-5)",
      row("updated", "other", "Operations", {
        functionName: "Operations",
        period: "2027",
        newValue: { copiedFromYear: 2026, toYear: 2027, targetsCopied: 12, weightsCopied: 1 },
      }),
      "Copied targets and weights from 2026 to 2027: Operations, 12 targets and 1 weight",
    ],
  ])("%s", (_, activity, text) => {
    expect(activityText(activity)).toBe(text);
  });
});

// UI-113: an actual's values in the unit the row recorded; rows written before units were recorded read as before.
describe("an actual-result update writes its values in the KPI's unit (UI-113)", () => {
  it.each([
    [{ unit: "€", oldValue: 3360, newValue: 3750.5 }, "from €3,360 to €3,750.50"],
    [{ unit: "€ thousands", oldValue: -150, newValue: 4109.86 }, "from \u2212€150k to €4,110k"],
    [{ unit: "count", oldValue: 50, newValue: 55 }, "from 50 to 55"],
    [{ unit: null, oldValue: null, newValue: 2.4 }, "from No previous value to 2.4"],
    [{ oldValue: 1200.5, newValue: 1300 }, "from 1,200.5 to 1,300"],
  ])("%j reads %j", (details, text) => {
    expect(activityText(row("actual_result_update", "actual_result", "Cost", details))).toContain(text);
  });
});
