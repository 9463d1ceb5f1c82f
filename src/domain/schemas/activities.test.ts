import { describe, expect, it } from "vitest";
import { activityText, formatActivityValue } from "../activities";
import { activitiesQuerySchema } from "./activities";

const base = { entityName: "Revenue", details: {} };

describe("activityText (ACTIVITY-2)", () => {
  it.each([
    [
      { action: "created", entityType: "objective", entityName: "Grow revenue" },
      "Created objective: Grow revenue",
    ],
    [{ action: "deleted", entityType: "kpi_assignment" }, "Deleted KPI assignment: Revenue"],
    [
      {
        action: "uploaded_data",
        entityType: "employee",
        entityName: "Bulk import of 3 users",
        details: { newValue: { created: 3, skipped: 1, failed: 0, invited: 3 } },
      },
      "Imported users from a file: 3 added, 1 skipped, 0 refused, 3 invited",
    ],
    [
      { action: "updated", entityType: "other", entityName: "Organization settings" },
      "Updated: Organization settings",
    ],
    [
      {
        action: "actual_result_update",
        entityType: "actual_result",
        details: { oldValue: null, newValue: 42, kpiName: "Sales" },
      },
      "Actual result updated from No previous value to 42 for KPI Sales",
    ],
    [
      {
        action: "actual_result_update",
        entityType: "actual_result",
        details: { oldValue: 10, newValue: 12.5 },
      },
      "Actual result updated from 10 to 12.5 for KPI Revenue",
    ],
  ])("%j", (patch, text) => {
    expect(activityText({ ...base, ...patch })).toBe(text);
  });
});

it.each([
  [null, null],
  ["", null],
  [0, "0"],
  [{ q1: 5, q2: null }, "Q1: 5"],
  [1234.5, "1,234.5"],
  [["a", "b"], "a, b"],
  [{}, null],
])("formatActivityValue(%j) is %j", (value, text) => {
  expect(formatActivityValue(value)).toBe(text);
});

it("the query takes the defaults and refuses a bad category", () => {
  expect(activitiesQuerySchema.parse({})).toEqual({ limit: 100 });
  expect(activitiesQuerySchema.safeParse({ category: "misc" }).success).toBe(false);
});
